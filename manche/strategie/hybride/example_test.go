package hybride_test

import (
	"context"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/hybride"
)

// On 4 × 6 entropy alone needs 5,722 guesses over the 1,296 secrets; the
// optimal trees of the classes of at most 50 codes, with entropy's three
// best first guesses tried, need 5,646 (the optimum is 5,625).
func ExampleConstruit() {
	e, _ := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6})
	for _, o := range []hybride.Options{
		{Critere: strategie.MaxEntropie},
		{Critere: strategie.MaxEntropie, Seuil: 50, Largeur: 3, Profondeur: 1},
	} {
		a, err := hybride.Construit(context.Background(), e, o)
		if err != nil {
			fmt.Println(err)
			return
		}
		st := a.Statistiques()
		fmt.Printf("%d guesses, %.3f on average, at most %d, first %v\n", st.Total, st.Moyenne(), st.Max, e.Code(int(a.Noeud(0).Proposition)))
	}
	// Output:
	// 5722 guesses, 4.415 on average, at most 6, first (0,1,2,3)
	// 5646 guesses, 4.356 on average, at most 6, first (0,0,1,2)
}
