//go:build check

package optimal

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// TestHalfLevelOnClassesOfKnownCost: the bounds docs/OPTIMAL.md quotes
// for a class of known cost, 5 × 7 after RRBBJ answered (0,0) (5 × 4
// with three colours no secret holds: 4978, which H = 3 reaches), and
// for 5 × 5 (13496): each method at most the cost, the half level
// between H = 2 and H = 3. Seconds to a minute.
func TestHalfLevelOnClassesOfKnownCost(t *testing.T) {
	for _, tt := range []struct {
		taille  code.Taille
		premier []int
		exact   int
		valeurs map[string]int // H = 2, split, H = 3
	}{
		{code.Taille{Pions: 5, Couleurs: 7}, []int{0, 0, 1, 1, 2}, 4978, map[string]int{"h2": 4924, "split": 4976, "h3": 4978}},
		{code.Taille{Pions: 5, Couleurs: 5}, nil, 13496, map[string]int{"h2": 13185, "split": 13464, "h3": 13488}},
	} {
		t.Run(tt.taille.String(), func(t *testing.T) {
			e, err := code.NouvelEspace(tt.taille)
			require.NoError(t, err)
			s, lignes := e.Secrets(), []plateau.Ligne(nil)
			if tt.premier != nil {
				g, r := code.Nouveau(tt.premier...), code.Reponse{}
				s = nil
				for _, x := range e.Secrets() {
					if code.Evalue(e.Code(int(x)), g) == r {
						s = append(s, x)
					}
				}
				lignes = []plateau.Ligne{{Code: g, Reponse: r}}
			}
			obtenu := map[string]int{}
			for nom, o := range map[string]OptionsBorne{"h2": {Horizon: 2}, "split": {Horizon: 2, Demi: true}, "h3": {Horizon: 3}} {
				o.Fils = 1
				b, err := BorneInferieure(context.Background(), e, s, lignes, o)
				require.NoError(t, err)
				obtenu[nom] = b.Total + len(lignes)*len(s)
				assert.LessOrEqual(t, obtenu[nom], tt.exact, nom)
			}
			assert.Equal(t, tt.valeurs, obtenu)
		})
	}
}
