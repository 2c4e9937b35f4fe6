package solveur_test

import (
	"context"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/solveur"
)

// The rows of a real board in dCode's syntax, a joker hole and an unknown
// count included: the codes still possible, then the rows that contradict
// each other once a row is mis-scored.
func Example() {
	p := couleur.MustDefaut(6)
	t := code.Taille{Pions: 4, Couleurs: 6}
	lignes, _ := solveur.LitTout([]string{"RRBB 1 1", "# a comment", "-JBV 2-?", "VJRB 22"}, p, t)
	candidats, _ := solveur.Candidats(t, lignes)
	for _, c := range candidats {
		fmt.Println(t.Code(int(c)).Mot(p))
	}

	faux, _ := solveur.LitTout([]string{"RRBB 1 1", "RRBB 0 0", "VJRB 2 2"}, p, t)
	idx, _ := solveur.Contradiction(context.Background(), t, faux)
	fmt.Println("contradiction: rows", idx, "lines", faux[idx[0]].Numero, faux[idx[1]].Numero)
	// Output:
	// VJBR
	// contradiction: rows [0 1] lines 1 2
}
