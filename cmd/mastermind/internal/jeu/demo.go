package jeu

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
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
	d := Demo{Espace: e, Strategie: s, Secret: secret, Graine: graine, Pense: j.Reflechit(s.Nom()), Explique: j.Reglages.Explique}
	suivi := j.suivi(ctx, &tableLigne{j: j, palette: p.Palette}, p, demo, false)
	suivi.explique = d.explicateur()
	_, _, err = d.joue(ctx, suivi)
	return err
}

// Demo is one demonstration round, IN200's zero-player mode: the computer
// finds Secret with Strategie. The menu's entry (Jeu.Demonstration) and
// mastermind demo (Demo.Ecrit) play it the same way; only how it is shown
// differs: the menu's board through the invite, the command's board or
// JSON on its output.
type Demo struct {
	Espace    *code.Espace
	Strategie strategie.Strategie
	Secret    code.Code
	// Graine is the round's seed, for a strategy that draws at random.
	Graine uint64
	// NbEssaisMax is the board's number of rows; 0: every code once,
	// plus one.
	NbEssaisMax int
	// Pense, when not nil, shows that the computer is thinking (see
	// manche.Ordinateur.Pense).
	Pense func(*strategie.Avancement) func()
	// Explique says, under each row, what the computer learned from it.
	Explique bool
}

// explicateur says what the computer learned from each row; nil without
// Explique.
func (d Demo) explicateur() *Explicateur {
	if !d.Explique {
		return nil
	}
	return &Explicateur{Strategie: d.Strategie, Espace: d.Espace, Graine: d.Graine}
}

// joue plays the round, telling suivi each event: the one driver of a
// demonstration.
func (d Demo) joue(ctx context.Context, suivi manche.Suivi) (*manche.MancheOrdinateur, manche.Resultat, error) {
	n := d.NbEssaisMax
	if n == 0 {
		n = d.Espace.Taille().Nombre() + 1
	}
	m, err := manche.NouvelleOrdinateur(d.Espace, n, manche.Secret{Code: d.Secret}, d.Strategie, d.Graine)
	if err != nil {
		return nil, manche.Resultat{}, err
	}
	m.Ordinateur.Pense = d.Pense
	m.Suivi = suivi
	r, err := m.Joue(ctx)
	return m, r, err
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
func (x *Explicateur) Ligne(cat *texte.Catalogue, p *plateau.Plateau, i int, r peintre.Rendu) (string, error) {
	return cat.ExpliqueLigne(x.Strategie, x.Espace, p, i, x.Graine, r)
}
