package analyse_test

import (
	"context"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/analyse"
	"github.com/sae-mastermind/mastermind/plateau"
)

// A round of 4 × 6 written on paper, analysed without the optimal
// strategy's search (MaxOptimal −1): the advice is then the best guess by
// expected size.
func Example() {
	p := couleur.MustDefaut(6)
	t := code.Taille{Pions: 4, Couleurs: 6}
	e, _ := code.NouvelEspace(t)
	secret, _ := code.Lire("VJBR", p, 4)
	var lignes []plateau.Ligne
	for _, m := range []string{"RRRR", "RBBB", "JRBJ", "JBRV", "VRJB", "VJBR"} {
		c, _ := code.Lire(m, p, 4)
		lignes = append(lignes, plateau.Ligne{Code: c, Reponse: code.Evalue(secret, c)})
	}
	a, err := analyse.Calcule(context.Background(), e, lignes, &secret, analyse.Options{MaxOptimal: -1})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range a.Coups {
		fmt.Printf("%d %s %4d → %3d  expected %6.1f, best %s %6.1f  %s\n", c.Numero, c.Ligne.Code.Mot(p),
			c.Avant, c.Apres, c.Attendu.Valeur(), c.Meilleur.Mot(p), c.MeilleurAttendu.Valeur(), c.Note)
	}
	// Output:
	// 1 RRRR 1296 → 500  expected  512.0, best RRBJ  185.3  improvable
	// 2 RBBB  500 →  96  expected  111.3, best RBBJ   76.6  improvable
	// 3 JRBJ   96 →  18  expected   16.5, best JRBV   14.6  good
	// 4 JBRV   18 →   2  expected    3.9, best JBVO    2.9  improvable
	// 5 VRJB    2 →   1  expected    1.0, best VRJB    1.0  best
	// 6 VJBR    1 →   1  expected    1.0, best VJBR    1.0  best
}
