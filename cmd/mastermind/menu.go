package main

import (
	"context"
	"errors"
	"os"
	"time"

	plateauecran "github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/terminal"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// pauseDemo is the wait between two moves of a demonstration on a
// terminal.
const pauseDemo = 700 * time.Millisecond

// menu is the interactive game, when mastermind runs without a subcommand.
func menu(ctx context.Context, a *app) error {
	a.it = interruptionDe(ctx)
	j, err := a.jeu()
	if err != nil {
		return err
	}
	attend(ctx, j)
	if t, ok := j.Invite.(*terminal.Terminal); ok {
		defer t.Close()
	}
	return j.Menu(ctx)
}

// jeu builds the interactive game with its settings (those kept from the
// last run), its saves folder and the way it asks the player.
func (a *app) jeu() (*jeu.Jeu, error) {
	// Without a home folder the game is played all the same, unsaved,
	// and the menu says which variable to set.
	var dossier *saves.Dossier
	chemin, errSaves := saves.Chemin(a.saves, a.getenv)
	switch {
	case errSaves == nil:
		dossier = &saves.Dossier{Chemin: chemin}
	case !errors.Is(errSaves, disque.ErrSansDossier):
		return nil, errSaves
	}
	reglages := jeu.ReglagesParDefaut(a.cat)
	var config *jeu.Config
	var accords *jeu.Accords
	c, errConfig := jeu.CheminConfig(a.getenv)
	if errConfig == nil {
		config, reglages = jeu.ChargeConfig(c, a.cat)
		accords = jeu.ChargeAccords(jeu.CheminAccords(c))
	}
	j := &jeu.Jeu{
		Invite:      a.invite(),
		Cat:         a.cat,
		Couleur:     a.ios.Couleur(),
		Couleurs16:  !a.ios.Couleurs256,
		Clair:       a.ios.Clair,
		Graine:      a.graines(),
		Strategies:  a.strategies(),
		Reglages:    reglages,
		Config:      config,
		Sauvegardes: dossier,
		Manquants:   []error{errSaves, errConfig},

		Accords:            accords,
		Interactif:         a.ios.Interactif(),
		AutoriseProgrammes: a.autoriseProgrammes,
	}
	_, j.MenuFixe = j.Invite.(*terminal.Terminal)
	if t, ok := j.Invite.(*terminal.Terminal); ok && plateauecran.Capable(a.ios.Interactif(), a.ios.Couleur(), a.getenv("TERM")) {
		// Rounds are played on the game screen, a board that stays in
		// place; the terminal is lent to it for each round.
		j.Console = func() (plateauecran.Console, func()) {
			c := t.Console()
			return c, func() { _ = c.Close() }
		}
	}
	j.Pense = a.pense
	if d, err := historique.DossierParDefaut(a.getenv); err == nil {
		j.Historique = &historique.Historique{Dossier: d}
	}
	j.ArbreEnCache = a.arbreEnCache
	if a.it != nil {
		j.Interruption = a.it
	}
	j.Sortie = a.sortie()
	if a.ios.Interactif() {
		j.Pause = pauseDemo
	}
	return j, nil
}

// attend makes a wait for the saves folder's guard, held by another
// program, said after a second and stopped by Ctrl-C (the run's context).
func attend(ctx context.Context, j *jeu.Jeu) {
	if j.Sauvegardes != nil {
		j.Sauvegardes.Attente = disque.Attente{Annule: ctx.Done(), Dit: func(garde string) { j.Ecrit("sauve.attente", garde) }}
	}
	if j.Historique != nil {
		j.Historique.Attente = disque.Attente{Annule: ctx.Done(), Dit: func(verrou string) { j.Ecrit("historique.attente", verrou) }}
	}
}

// invite is how the game asks the player: promptui's full-screen prompts
// when input and output are terminals, numbered lines otherwise.
func (a *app) invite() invite.Invite {
	if a.ios.Interactif() {
		return terminal.Nouveau(a.ios.In, a.ios.Out, terminal.Textes{Aide: a.cat.T("terminal.aide"), AideCourte: a.cat.T("terminal.aide.courte"), SansCouleur: !a.ios.Couleur()})
	}
	t := invite.NouveauTube(a.ios.In, a.ios.Out, invite.Textes{
		Choix: a.cat.Format("invite.choix"), ChoixInvalide: a.cat.Format("invite.choixinvalide"),
		LigneTropLongue: func(n, max int) string { return a.cat.T("invite.lignetroplongue", n, a.cat.Entier(max)) },
	})
	if f, ok := a.ios.In.(*os.File); ok && a.ios.InTTY {
		// Keys typed on a terminal (TERM=dumb, or the output piped): it
		// echoes them, and a secret is typed with its echo off.
		t.EntreeTerminal(a.ios.OutTTY, func() func() { return terminal.SansEcho(f) })
	}
	return t
}

// graines returns the seeds of the game's rounds: from --seed, one after
// the other, so that a seed replays a whole session; else at random.
func (a *app) graines() func() uint64 {
	if !a.graine.donnee {
		return a.graine.tire
	}
	n := a.graine.valeur
	return func() uint64 {
		n++
		return n - 1
	}
}
