package jeu

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/demonstration"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/manche"
)

// Demonstration is IN200's zero-player mode: the computer finds a secret it
// drew, move by move, with the strategy of the settings.
func (j *Jeu) Demonstration(ctx context.Context) error {
	// A demonstration is the computer's work from start to end: Ctrl-C
	// brings the menu back.
	defer j.calcul()()
	p := j.Reglages.Parametres
	e, err := j.Espace(p.Taille)
	if err != nil {
		return err
	}
	s, err := j.strategie(ctx, e)
	if err != nil {
		return err
	}
	graine := j.Graine()
	secret := p.Taille.Aleatoire(manche.Generateur(graine))
	r := j.Rendu(p.Palette)
	j.Ecrit("demo.intro", j.Cat.NomStrategie(s.Nom()), r.Code(secret))
	if tirage := j.Cat.Tirage(s.Nom(), e, graine, r); tirage != "" {
		j.Invite.Ecrit(tirage + "\n")
	}
	j.Invite.Ecrit(r.Entete(p.Taille.Pions))
	d := demonstration.Demo{Espace: e, Strategie: s, Secret: secret, Graine: graine, Pense: j.Reflechit(s.Nom()), Explique: j.Reglages.Explique}
	suivi := j.suivi(ctx, &tableLigne{j: j, palette: p.Palette}, p, demo, false)
	suivi.explique = d.Explicateur()
	_, _, err = d.Joue(ctx, suivi)
	return err
}

// Explicateur says what a computer decoder learned from each row (the
// table of strategies' explainer): the display of the game's rounds
// explains the computer's with it.
type Explicateur = strategies.Explicateur
