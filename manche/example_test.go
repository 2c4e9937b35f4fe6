package manche_test

import (
	"context"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// affiche follows a round: it prints each row as it is played, and the
// end.
type affiche struct{ p couleur.Palette }

func (a affiche) Signale(e manche.Evenement) {
	switch e := e.(type) {
	case manche.Joue:
		fmt.Println(e.Plateau.NbCoups(), e.Ligne.Code.Mot(a.p), e.Ligne.Reponse.Bien, e.Ligne.Reponse.Mal)
	case manche.Termine:
		fmt.Println("trouvé :", e.Resultat.Trouve, "; points du codeur :", e.Resultat.Points)
	}
}

// The course's MancheOrdinateur: the computer decodes with the course's
// lexicographic strategy; here the secret VJBR is known to the program
// (manche.Secret), where the game asks a human for each answer.
func ExampleMancheOrdinateur() {
	p := couleur.MustDefaut(6)
	e, _ := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6})
	secret, _ := code.Lire("VJBR", p, 4)
	m, _ := manche.NouvelleOrdinateur(e, 10, manche.Secret{Code: secret}, strategie.Lexico{}, 0)
	m.Suivi = affiche{p}
	if _, err := m.Joue(context.Background()); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 1 RRRR 1 0
	// 2 RBBB 1 1
	// 3 JRBJ 1 2
	// 4 JBRV 0 4
	// 5 VRJB 1 3
	// 6 VJBR 4 0
	// trouvé : true ; points du codeur : 6
}

// mots is a decoder that proposes a fixed list of words, as a player
// would type them.
type mots struct {
	p     couleur.Palette
	liste []string
}

func (d *mots) Propose(_ context.Context, _ *plateau.Plateau) (code.Code, error) {
	c, err := code.Lire(d.liste[0], d.p, 4)
	d.liste = d.liste[1:]
	return c, err
}

// The course's MancheHumain: the computer holds the secret and answers;
// the decoder, a person in the game, is a list of words here. Two tries
// are allowed: the decoder runs out, and the coder scores the tries plus
// the malus of the last answer.
func ExampleMancheHumain() {
	p := couleur.MustDefaut(6)
	e, _ := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6})
	secret, _ := code.Lire("VJBR", p, 4)
	m, _ := manche.NouvelleHumain(e, 2, secret, &mots{p, []string{"RRBB", "VJRB"}})
	m.Suivi = affiche{p}
	r, _ := m.Joue(context.Background())
	fmt.Println("malus :", r.Malus, "; secret :", r.Secret.Mot(p))
	// Output:
	// 1 RRBB 1 1
	// 2 VJRB 2 2
	// trouvé : false ; points du codeur : 4
	// malus : 2 ; secret : VJBR
}
