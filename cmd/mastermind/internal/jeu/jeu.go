// Package jeu is the interactive program: the main menu and every entry
// of it, a file for each (menu.go lists them), or the wiring of the
// entries that are rooms of their own: the course's game against the
// computer (partie.go), solo and two players (solo.go), the
// demonstration (demo.go, the round in package demonstration), the
// solver's assistant (assistant.go, the room assistant), the statistics
// (statistiques.go, the room statistiques), the saved games
// (sauvegardes.go, reprise.go, encours.go; their names in the room
// sauvegardes), the settings (config.go, the room reglages;
// programme.go), the rules (regles.go, the room regles) and the player's
// results (mesresultats.go; the figures, charts and analysis tables in
// the room resultats, mastermind history's and analyse's too); the record
// of every finished round and the analysis offered after it
// (historique.go); and the human players that the rounds of package
// manche talk to (joueurs.go, saisie.go). The table of strategies
// is package strategies, below the game and the commands. It asks the
// player only through invite.Invite, so the same game runs on a terminal
// (promptui) and from a script.
package jeu

import (
	"context"
	"fmt"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/reglages"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// Jeu is the interactive game. Build it with its fields set, then call
// Menu.
type Jeu struct {
	Invite invite.Invite
	Cat    *texte.Catalogue
	// Peintre says how the terminal shows colours: boards, charts and
	// the game screen are painted with it.
	Peintre peintre.Peintre
	// Pause is the wait between two moves of a demonstration (0 from a
	// script).
	Pause time.Duration
	// Graine returns a fresh seed for each secret and each round.
	Graine func() uint64
	// Strategies builds the strategies by name; its names are those the
	// settings offer.
	Strategies *strategies.Resolveur
	// Sortie is where the statistics screen of §3.3 writes (the
	// program's streams); nil leaves the entry out of the menu.
	Sortie   *statistiques.Sortie
	Reglages reglages.Reglages
	// Config keeps the settings between runs; nil keeps them for this run
	// only.
	Config *reglages.Config
	// Sauvegardes is the folder of saved games; nil disables saving.
	Sauvegardes *saves.Dossier
	// Accords are the programs the player agreed to run when a save or
	// the settings name them (nil: asked each run); Interactif says that
	// there is a terminal to ask on; AutoriseProgrammes (--allow-program)
	// runs them without asking. See consentement.go.
	Accords            *Accords
	Interactif         bool
	AutoriseProgrammes bool
	// accordes are the commands agreed to in this run, with the sums of
	// what they run (consentement.go).
	accordes map[string]map[string]string
	// Manquants are why a folder of the user's is missing (a
	// *disque.ErreurSansDossier: no HOME, no XDG variable), for the saves
	// or the settings; nil entries are ignored. The menu says each once.
	Manquants []error
	// Horloge gives the time saves are stamped with (time.Now when nil).
	Horloge func() time.Time
	// Identifiant draws a new game's id, under which its rounds are
	// recorded once each (Identifiants); nil: the game's start and its
	// number in this run.
	Identifiant func() string
	// parties counts the games started in this run, for their ids.
	parties int
	// Historique records every finished round a person played
	// (historique.go); nil keeps none.
	Historique *historique.Historique
	// ArbreEnCache returns the optimal tree of e's size when the cache
	// holds it, nil otherwise (never a search): the analyses' advice and
	// the results' reference distribution. nil: none.
	ArbreEnCache func(e *code.Espace) *optimal.Arbre

	// MenuFixe gives the main menu a terminal's order, each entry with
	// its digit; without it, a pipe's order (entreesTube). Either way
	// every entry is always there, in its place.
	MenuFixe bool
	// Console, when not nil, lends the terminal to the game screen
	// (package ecran) for one round, and gives it back with rend: the
	// rounds are played on a board that stays in place (table.go). Nil
	// keeps the line mode (pipes, TERM=dumb, MASTERMIND_BOARD=lines).
	Console func() (c ecran.Console, rend func())

	espaces map[code.Taille]*code.Espace
	// dossierDit: the player was told that the saves folder cannot be
	// read.
	dossierDit bool
	// historiqueDit: the player was told that the history cannot be
	// written.
	historiqueDit bool
	// quitteConfirme: the player left a finished game from its round's
	// analysis offered (« Retour au menu »), which was the one
	// confirmation: the menu comes back without a pause.
	quitteConfirme bool
	// finie: the last game played ended (over, not set aside).
	finie bool
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
func (j *Jeu) pensif(m *manche.MancheOrdinateur) {
	m.Ordinateur.Pense = j.Reflechit(m.Ordinateur.Strategie.Nom())
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
func (j *Jeu) Rendu(p couleur.Palette) peintre.Rendu {
	r := j.Cat.Rendu(p, j.Peintre)
	r.Largeur = j.Invite.Largeur()
	return r
}

// Ecrit writes a line made from catalogue key cle. A terminal wraps it
// to its width (terminal.Terminal.Ecrit); a script reads it whole.
func (j *Jeu) Ecrit(cle texte.Cle, args ...any) {
	j.Invite.Ecrit(j.Cat.T(cle, args...) + "\n")
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

// strategieNommee returns strategy nom for e's size.
func (j *Jeu) strategieNommee(ctx context.Context, nom string, e *code.Espace) (strategie.Strategie, error) {
	s, err := j.Strategies.Construit(ctx, nom, e, strategies.OptionsStrategie{})
	if err == nil {
		// A program runs only as agreed to (consentement.go).
		j.lie(s, nom)
	}
	return s, err
}

// strategie returns the strategy of the settings for e's size.
func (j *Jeu) strategie(ctx context.Context, e *code.Espace) (strategie.Strategie, error) {
	if err := j.Consent(ctx, j.Reglages.Strategie, DesReglages); err != nil {
		return nil, err
	}
	s, err := j.strategieNommee(ctx, j.Reglages.Strategie, e)
	if err != nil {
		return nil, fmt.Errorf("strategy %s: %w", j.Reglages.Strategie, err)
	}
	return s, nil
}
