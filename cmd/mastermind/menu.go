package main

import (
	"context"
	"crypto/rand"
	"errors"
	"os"
	"strings"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/reglages"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/terminal"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// pauseDemo is the wait between two moves of a demonstration on a
// terminal.
const pauseDemo = 700 * time.Millisecond

// menu is the interactive game, when mastermind runs without a subcommand.
func menu(ctx context.Context, a *commande.App) error {
	a.It = commande.InterruptionDe(ctx)
	j, err := nouveauJeu(a)
	if err != nil {
		return err
	}
	jeuDesCommandes{j}.Attend(ctx)
	if t, ok := j.Invite.(*terminal.Terminal); ok {
		defer t.Close()
	}
	return j.Menu(ctx)
}

// jeuDesCommandes is the interactive game as the commands reach it
// (commande.Jeu), which import nothing of package jeu.
type jeuDesCommandes struct{ *jeu.Jeu }

// jeuDeCommande builds the interactive game for the commands (Racine.Jeu).
func jeuDeCommande(a *commande.App) (commande.Jeu, error) {
	j, err := nouveauJeu(a)
	if err != nil {
		return nil, err
	}
	return jeuDesCommandes{j}, nil
}

// Dossier is the folder of saved games, nil when there is none.
func (j jeuDesCommandes) Dossier() *saves.Dossier { return j.Sauvegardes }

// Journal is the history of finished rounds, nil when there is none.
func (j jeuDesCommandes) Journal() *historique.Historique { return j.Historique }

// Libelle is a save's line in a list, the save named nom.
func (j jeuDesCommandes) Libelle(nom string, e saves.Entree) string {
	return j.SalleSauvegardes().Libelle(nom, e)
}

// Questions is where the game asks the player.
func (j jeuDesCommandes) Questions() invite.Invite { return j.Invite }

// Attend makes a wait for the saves folder's guard or the history's
// lock, held by another program, said after a second and stopped by
// Ctrl-C (the run's context).
func (j jeuDesCommandes) Attend(ctx context.Context) {
	if j.Sauvegardes != nil {
		j.Sauvegardes.Attente = disque.Attente{Annule: ctx.Done(), Dit: func(garde string) { j.Ecrit("sauve.attente", garde) }}
	}
	if j.Historique != nil {
		j.Historique.Attente = disque.Attente{Annule: ctx.Done(), Dit: func(verrou string) { j.Ecrit("historique.attente", verrou) }}
	}
}

// nouveauJeu builds the interactive game with its settings (those kept from the
// last run), its saves folder and the way it asks the player.
func nouveauJeu(a *commande.App) (*jeu.Jeu, error) {
	// Without a home folder the game is played all the same, unsaved,
	// and the menu says which variable to set.
	var dossier *saves.Dossier
	chemin, errSaves := saves.Chemin(a.Saves, a.Getenv)
	switch {
	case errSaves == nil:
		dossier = &saves.Dossier{Chemin: chemin}
	case !errors.Is(errSaves, disque.ErrSansDossier):
		return nil, errSaves
	}
	choix := reglages.ReglagesParDefaut(a.Cat)
	var config *reglages.Config
	var accords *jeu.Accords
	c, errConfig := reglages.CheminConfig(a.Getenv)
	if errConfig == nil {
		config, choix = reglages.ChargeConfig(c, a.Cat)
		accords = jeu.ChargeAccords(jeu.CheminAccords(c))
	}
	j := &jeu.Jeu{
		Invite:      inviteDe(a),
		Cat:         a.Cat,
		Peintre:     a.Peintre(),
		Graine:      graines(a),
		Identifiant: jeu.Identifiants(rand.Reader),
		Strategies:  a.Strategies(),
		Reglages:    choix,
		Config:      config,
		Sauvegardes: dossier,
		Manquants:   []error{errSaves, errConfig},

		Accords:            accords,
		Interactif:         a.IOS.Interactif(),
		AutoriseProgrammes: a.AutoriseProgrammes,
	}
	_, j.MenuFixe = j.Invite.(*terminal.Terminal)
	if t, ok := j.Invite.(*terminal.Terminal); ok && ecran.Capable(a.IOS.Interactif(), a.Getenv("TERM")) && !enLignes(a.Getenv) {
		// Rounds are played on the game screen, a board that stays in
		// place; the terminal is lent to it for each round.
		j.Console = func() (ecran.Console, func()) {
			c := t.Console()
			return c, func() { _ = c.Close() }
		}
	}
	j.Pense = a.Pense
	if d, err := historique.DossierParDefaut(a.Getenv); err == nil {
		j.Historique = &historique.Historique{Dossier: d}
	}
	j.ArbreEnCache = a.ArbreEnCache
	if a.It != nil {
		j.Interruption = a.It
	}
	j.Sortie = a.Sortie()
	if a.IOS.Interactif() {
		j.Pause = pauseDemo
	}
	return j, nil
}

// fondDesReglages is the background chosen in the settings (Réglages,
// kept in the settings file): clair, and whether one was chosen. The
// run's one painter is built with it (commande.App.Peintre), for the
// game and every command alike.
func fondDesReglages(a *commande.App) (clair, choisi bool) {
	c, err := reglages.CheminConfig(a.Getenv)
	if err != nil {
		return false, false
	}
	_, r := reglages.ChargeConfig(c, a.Cat)
	return r.Clair(false), r.Fond != ""
}

// envPlateau is the environment variable that chooses where rounds are
// played on a terminal: MASTERMIND_BOARD=lines plays them at the prompts,
// line after line, as the course's program does (a screen reader, a
// projector showing the course's display); the board otherwise.
const envPlateau = "MASTERMIND_BOARD"

// enLignes reports whether the environment asks for rounds in lines.
func enLignes(getenv func(string) string) bool {
	return strings.EqualFold(strings.TrimSpace(getenv(envPlateau)), "lines")
}

// inviteDe is how the game asks the player: promptui's full-screen prompts
// when input and output are terminals, numbered lines otherwise.
func inviteDe(a *commande.App) invite.Invite {
	if a.IOS.Interactif() {
		return terminal.Nouveau(a.IOS.In, a.IOS.Out, terminal.Textes{Aide: a.Cat.T("terminal.aide"), AideCourte: a.Cat.T("terminal.aide.courte")}, a.Peintre())
	}
	t := invite.NouveauTube(a.IOS.In, a.IOS.Out, invite.Textes{
		Choix: a.Cat.Format("invite.choix"), ChoixInvalide: a.Cat.Format("invite.choixinvalide"),
		LigneTropLongue: func(n, max int) string { return a.Cat.T("invite.lignetroplongue", n, a.Cat.Entier(max)) },
	})
	if f, ok := a.IOS.In.(*os.File); ok && a.IOS.InTTY {
		// Keys typed on a terminal (TERM=dumb, or the output piped): it
		// echoes them, and a secret is typed with its echo off.
		t.EntreeTerminal(a.IOS.OutTTY, func() func() { return terminal.SansEcho(f) })
	}
	return t
}

// graines returns the seeds of the game's rounds: from --seed, one after
// the other, so that a seed replays a whole session; else at random.
func graines(a *commande.App) func() uint64 {
	if !a.Graine.Donnee {
		return a.Graine.Tire
	}
	n := a.Graine.Valeur
	return func() uint64 {
		n++
		return n - 1
	}
}
