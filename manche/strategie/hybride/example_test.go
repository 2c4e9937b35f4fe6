package hybride_test

import (
	"context"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/hybride"
)

// On 4 × 6 entropy alone needs 5,722 guesses over the 1,296 secrets; the
// optimal trees of the classes of at most 100 codes, with entropy's five
// best guesses tried at the first two levels, need 5,627: two more than
// the optimum.
func ExampleConstruit() {
	e, _ := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6})
	for _, o := range []hybride.Options{
		{Critere: strategie.MaxEntropie},
		{Critere: strategie.MaxEntropie, Seuil: 100, Largeur: 5, Profondeur: 2},
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
	// 5627 guesses, 4.342 on average, at most 6, first (0,0,1,2)
}
