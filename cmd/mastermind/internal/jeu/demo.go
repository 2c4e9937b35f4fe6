package jeu

import (
	"context"

	"mastermind/manche"
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
	m, err := manche.NouvelleOrdinateur(e, p.Taille.Nombre()+1, manche.Secret{Code: secret}, s, graine)
	if err != nil {
		return err
	}
	suivi := j.suivi(ctx, nil, demo, false)
	suivi.explique = j.explicateur(s, e, graine)
	m.Suivi = suivi
	j.pensif(m)
	_, err = m.Joue(ctx)
	return err
}
