// Package jeu is the interactive game: the main menu, the settings, every
// play mode (against the computer as the course's Partie, solo, two
// players, demonstration), and the human players that the rounds of
// package manche talk to. It asks the player only through invite.Invite,
// so the same game runs on a terminal (promptui) and from a script.
package jeu

import (
	"context"
	"errors"
	"fmt"
	"time"

	"mastermind/cmd/mastermind/internal/invite"
	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/code"
	"mastermind/couleur"
	"mastermind/manche"
	"mastermind/manche/strategie"
	"mastermind/plateau"
	"mastermind/saves"
)

// Entree is a main-menu entry built from the saved games.
type Entree struct {
	Libelle string
	Action  func(ctx context.Context, j *Jeu) error
}

// Jeu is the interactive game. Build it with its fields set, then call
// Menu.
type Jeu struct {
	Invite invite.Invite
	Cat    *texte.Catalogue
	// Couleur draws boards with ANSI colours.
	Couleur bool
	// Pause is the wait between two moves of a demonstration (0 from a
	// script).
	Pause time.Duration
	// Graine returns a fresh seed for each secret and each round.
	Graine func() uint64
	// Strategie returns the strategy called nom for a size.
	Strategie func(ctx context.Context, nom string, e *code.Espace) (strategie.Strategie, error)
	// Strategies are the names the settings offer.
	Strategies []string
	// Statistiques draws the statistics screen of §3.3 for the settings;
	// nil leaves the entry out of the menu.
	Statistiques func(ctx context.Context, j *Jeu) error
	Reglages     Reglages
	// Config keeps the settings between runs; nil keeps them for this run
	// only.
	Config *Config
	// Sauvegardes is the folder of saved games; nil disables saving.
	Sauvegardes *saves.Dossier
	// Horloge gives the time saves are stamped with (time.Now when nil).
	Horloge func() time.Time

	espaces map[code.Taille]*code.Espace
	// dossierDit: the player was told that the saves folder cannot be
	// read.
	dossierDit bool
	// Pense, when not nil, returns how the computer shows that strategy
	// nom is thinking (see manche.Ordinateur.Pense).
	Pense func(nom string) func(*strategie.Avancement) func()
	// Interruption, when not nil, is what Ctrl-C stops while an entry of
	// the menu runs.
	Interruption Interruption
}

// Interruption is what Ctrl-C stops while the menu runs an entry: what the
// computer computes for it (a search, a demonstration) ends the entry and
// the menu comes back; at a prompt, Ctrl-C stops the program.
type Interruption interface {
	// Entree gives the context to run an entry under, and, once it is
	// over, whether Ctrl-C stopped it.
	Entree(ctx context.Context) (context.Context, func() (interrompue bool))
	// Calcul marks a computation under way until fin is called.
	Calcul() (fin func())
}

// entree runs entry action under the interruption, if any; interrompue
// reports that Ctrl-C stopped it.
func (j *Jeu) entree(ctx context.Context, action func(context.Context) error) (interrompue bool, err error) {
	if j.Interruption == nil {
		return false, action(ctx)
	}
	actx, fin := j.Interruption.Entree(ctx)
	err = action(actx)
	if fin() && ctx.Err() == nil {
		return true, nil
	}
	return false, err
}

// calcul marks a computation under way for the interruption, if any.
func (j *Jeu) calcul() (fin func()) {
	if j.Interruption == nil {
		return func() {}
	}
	return j.Interruption.Calcul()
}

// Reflechit is how the computer shows that strategy nom is thinking, nil
// when the game shows nothing.
func (j *Jeu) Reflechit(nom string) func(*strategie.Avancement) func() {
	if j.Pense == nil {
		return nil
	}
	return j.Pense(nom)
}

// pensif makes the computer of round m show that it is thinking.
func (j *Jeu) pensif(m *manche.Manche) {
	if o, ok := m.Decodeur.(manche.Ordinateur); ok {
		o.Pense = j.Reflechit(o.Strategie.Nom())
		m.Decodeur = o
	}
}

// Espace returns the Espace of size t, built once.
func (j *Jeu) Espace(t code.Taille) (*code.Espace, error) {
	if e, ok := j.espaces[t]; ok {
		return e, nil
	}
	e, err := code.NouvelEspace(t)
	if err != nil {
		return nil, err
	}
	if j.espaces == nil {
		j.espaces = map[code.Taille]*code.Espace{}
	}
	j.espaces[t] = e
	return e, nil
}

// Rendu is how boards are drawn for palette p, their rows laid out for
// the width of the screen as it is now.
func (j *Jeu) Rendu(p couleur.Palette) plateau.Rendu {
	r := j.Cat.Rendu(p, j.Couleur)
	r.Largeur = j.Invite.Largeur()
	return r
}

// Ecrit writes a line made from catalogue key cle. A terminal wraps it
// to its width (terminal.Terminal.Ecrit); a script reads it whole.
func (j *Jeu) Ecrit(cle texte.Cle, args ...any) {
	j.Invite.Ecrit(j.Cat.T(cle, args...) + "\n")
}

// Menu shows the main menu until the player quits.
//
// Résultat: nil when the player quits or the input ends; invite.ErrInterrompu
// or the context's error on Ctrl-C.
func (j *Jeu) Menu(ctx context.Context) error {
	j.Ecrit("jeu.bienvenue")
	j.DitAbime()
	for {
		entrees := j.entrees()
		libelles := make([]string, len(entrees)+1)
		for i, e := range entrees {
			libelles[i] = e.libelle
		}
		libelles[len(entrees)] = j.Cat.T("menu.quitter")
		i, err := j.Invite.Menu(ctx, j.Cat.T("menu.titre", j.Reglages.Resume(j.Cat)), libelles)
		switch {
		case errors.Is(err, invite.ErrRetour):
			// Escape at the main menu: there is nothing to go back to.
			continue
		case err != nil:
			return j.fin(err)
		case i == len(entrees):
			j.Ecrit("jeu.aurevoir")
			return nil
		}
		if err := j.lance(ctx, entrees[i]); err != nil {
			return j.fin(err)
		}
	}
}

// choix is an entry of the main menu. resultat: what it shows is for the
// player to read, and the menu waits for a key before it comes back.
type choix struct {
	libelle  string
	action   func(ctx context.Context) error
	resultat bool
}

// entrees are the main menu's entries, Quit aside: the saved games', the
// play modes, the other parts', the settings and the rules.
func (j *Jeu) entrees() []choix {
	var entrees []choix
	externe := func(es []Entree) {
		for _, e := range es {
			entrees = append(entrees, choix{e.Libelle, func(ctx context.Context) error { return e.Action(ctx, j) }, true})
		}
	}
	avant, apres := j.entreesSauvegardes()
	externe(avant)
	entrees = append(entrees,
		choix{j.Cat.T("menu.partie"), j.JoueContreOrdinateur, true},
		choix{j.Cat.T("menu.solo"), j.JoueSolo, true},
		choix{j.Cat.T("menu.duo"), j.JoueADeux, true},
		choix{j.Cat.T("menu.demo"), j.Demonstration, true},
	)
	externe(apres)
	entrees = append(entrees, choix{j.Cat.T("menu.assistant"), j.Assistant, true})
	if j.Statistiques != nil {
		entrees = append(entrees, choix{j.Cat.T("menu.stats"), func(ctx context.Context) error { return j.Statistiques(ctx, j) }, true})
	}
	return append(entrees, choix{j.Cat.T("menu.reglages"), j.Regle, false}, choix{j.Cat.T("menu.regles"), j.Regles, true})
}

// lance runs entry c and says how it ended; once it has shown a result,
// the player presses a key before the menu comes back, on a terminal.
//
// Résultat: nil to go back to the menu; the end of the input, or Ctrl-C
// at a prompt, otherwise.
func (j *Jeu) lance(ctx context.Context, c choix) error {
	interrompue, err := j.entree(ctx, c.action)
	switch {
	case interrompue:
		// Ctrl-C stopped what the computer was computing.
		j.Ecrit("interrompu")
		return nil
	case errors.Is(err, invite.ErrRetour):
		// Escape in a submenu: back to this menu.
		return nil
	case errors.Is(err, invite.ErrFin), errors.Is(err, invite.ErrInterrompu), errors.Is(err, invite.ErrIllisible), ctx.Err() != nil:
		return err
	case errors.Is(err, manche.ErrAbandon):
		j.Ecrit("jeu.abandon")
	case estRapport(err):
		// A program that broke the protocol: its report, whole.
		j.Invite.Ecrit(j.Cat.Erreur(err) + "\n")
	case err != nil:
		// A mode that cannot start (a strategy too slow for the size, a
		// save that does not read) says why in one sentence, right above
		// the menu.
		j.Ecrit("jeu.impossible", j.Cat.Erreur(err))
		return nil
	}
	if !c.resultat {
		return nil
	}
	return j.Invite.Attend(ctx, j.Cat.T("menu.retour"))
}

// fin turns the end of input into a clean exit, and lets Ctrl-C through.
func (j *Jeu) fin(err error) error {
	if errors.Is(err, invite.ErrFin) {
		j.Ecrit("jeu.aurevoir")
		return nil
	}
	return err
}

// pause waits between two moves of a demonstration, or until ctx ends.
func (j *Jeu) pause(ctx context.Context) error {
	if j.Pause <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(j.Pause)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// strategie returns the strategy of the settings for e's size.
func (j *Jeu) strategie(ctx context.Context, e *code.Espace) (strategie.Strategie, error) {
	s, err := j.Strategie(ctx, j.Reglages.Strategie, e)
	if err != nil {
		return nil, fmt.Errorf("strategy %s: %w", j.Reglages.Strategie, err)
	}
	return s, nil
}
