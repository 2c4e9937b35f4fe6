package main

import (
	"context"
	"time"

	"mastermind/cmd/mastermind/internal/invite"
	"mastermind/cmd/mastermind/internal/jeu"
	"mastermind/cmd/mastermind/internal/terminal"
	"mastermind/saves"
	"mastermind/saves/historique"
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
	if t, ok := j.Invite.(*terminal.Terminal); ok {
		defer t.Close()
	}
	return j.Menu(ctx)
}

// jeu builds the interactive game with its settings (those kept from the
// last run), its saves folder and the way it asks the player.
func (a *app) jeu() (*jeu.Jeu, error) {
	chemin, err := saves.Chemin(a.saves, a.getenv)
	if err != nil {
		return nil, err
	}
	reglages := jeu.ReglagesParDefaut(a.cat)
	var config *jeu.Config
	if c, err := jeu.CheminConfig(a.getenv); err == nil {
		config, reglages = jeu.ChargeConfig(c, a.cat)
	}
	j := &jeu.Jeu{
		Invite:      a.invite(),
		Cat:         a.cat,
		Couleur:     a.ios.Couleur(),
		Graine:      a.graines(),
		Strategies:  a.strategies(),
		Reglages:    reglages,
		Config:      config,
		Sauvegardes: &saves.Dossier{Chemin: chemin},
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

// invite is how the game asks the player: promptui's full-screen prompts
// when input and output are terminals, numbered lines otherwise.
func (a *app) invite() invite.Invite {
	if a.ios.Interactif() {
		return terminal.Nouveau(a.ios.In, a.ios.Out, terminal.Textes{Aide: a.cat.T("terminal.aide"), AideCourte: a.cat.T("terminal.aide.courte"), SansCouleur: !a.ios.Couleur()})
	}
	return invite.NouveauTube(a.ios.In, a.ios.Out, invite.Textes{
		Choix: a.cat.Format("invite.choix"), ChoixInvalide: a.cat.Format("invite.choixinvalide"),
		LigneTropLongue: func(n, max int) string { return a.cat.T("invite.lignetroplongue", n, a.cat.Entier(max)) },
	})
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
