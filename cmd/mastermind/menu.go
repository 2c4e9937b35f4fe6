package main

import (
	"context"
	"slices"
	"time"

	plateauecran "mastermind/cmd/mastermind/internal/ecran"
	"mastermind/cmd/mastermind/internal/invite"
	"mastermind/cmd/mastermind/internal/jeu"
	"mastermind/cmd/mastermind/internal/terminal"
	"mastermind/code"
	"mastermind/manche/strategie"
	"mastermind/manche/strategie/programme"
	"mastermind/saves"
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
		Invite:  a.invite(),
		Cat:     a.cat,
		Couleur: a.ios.Couleur(),
		Graine:  a.graines(),
		Strategie: func(ctx context.Context, nom string, e *code.Espace) (strategie.Strategie, error) {
			return strategieChoisie(ctx, a, nom, "", e, 0)
		},
		Strategies:  nomsStrategies(),
		Reglages:    reglages,
		Config:      config,
		Sauvegardes: &saves.Dossier{Chemin: chemin},
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
	if a.it != nil {
		j.Interruption = a.it
	}
	j.Statistiques = func(ctx context.Context, j *jeu.Jeu) error { return statsDuMenu(ctx, a, j) }
	if a.ios.Interactif() {
		j.Pause = pauseDemo
	}
	return j, nil
}

// statsDuMenu is the statistics screen of §3.3 for the size of the
// settings: one strategy, or all of them side by side (the settings'
// program among them).
func statsDuMenu(ctx context.Context, a *app, j *jeu.Jeu) error {
	noms := j.Strategies
	if programme.EstCommande(j.Reglages.Strategie) {
		// The program of the settings joins the list.
		noms = append(slices.Clip(noms), j.Reglages.Strategie)
	}
	// The player reads what each strategy does, as in the settings.
	options := make([]string, 0, len(noms)+1)
	for _, n := range noms {
		options = append(options, a.cat.DescriptionStrategie(n))
	}
	options = append(options, a.cat.T("menu.stats.toutes"))
	i, err := j.Invite.Menu(ctx, a.cat.T("menu.stats.titre"), options)
	if err != nil {
		return err
	}
	e, err := j.Espace(j.Reglages.Parametres.Taille)
	if err != nil {
		return err
	}
	d := demandeStats{
		espace: e, graine: j.Graine(), graineTiree: true, libelle: a.cat.StrategieCourte,
		construit: func(ctx context.Context, nom string) (strategie.Strategie, error) {
			return j.Strategie(ctx, nom, e)
		},
	}
	if i < len(noms) {
		d.noms = noms[i : i+1]
	} else {
		d.noms, d.sansOptimal = avecOptimal(a, e, noms)
	}
	d.confirme = func(ctx context.Context, estimation time.Duration) (bool, error) {
		i, err := j.Invite.Menu(ctx, a.cat.T("stats.long", a.cat.DureeEstimee(estimation)), []string{a.cat.T("stats.long.oui"), a.cat.T("stats.long.non")})
		if err == nil && i == 1 {
			// Not started: back to the menu at once, as Escape.
			err = invite.ErrRetour
		}
		return err == nil, err
	}
	return ecranStats(ctx, a, d, false)
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
