package jeu

import (
	"context"

	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/code"
	"mastermind/manche"
	"mastermind/manche/strategie"
	"mastermind/plateau"
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

// Explicateur says what a computer decoder learned from each row: the
// settings' explanations in the menu's games and demonstration, and
// mastermind demo --explain.
type Explicateur struct {
	Strategie strategie.Strategie
	Espace    *code.Espace
	// Graine is the round's seed, for a strategy that draws at random.
	Graine uint64
}

// Ligne is what the computer learned from row i of p, in cat's words,
// codes drawn with r.
func (x *Explicateur) Ligne(cat *texte.Catalogue, p *plateau.Plateau, i int, r plateau.Rendu) (string, error) {
	return cat.ExpliqueLigne(x.Strategie, x.Espace, p, i, x.Graine, r)
}
