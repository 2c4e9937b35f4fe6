//go:build verify

package optimal

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
)

// On 8 pegs (answers up to index 72, too many codes for the plain
// recursion) the search finds the same total whatever part of the
// symmetries it uses: a wrong symmetry would drop a proposal that a
// smaller group keeps. Each tree is checked secret by secret. A minute.
func TestVerifyLargesSymmetries(t *testing.T) {
	for _, taille := range []code.Taille{{Pions: 8, Couleurs: 2}} {
		e := codetest.Espace(t, taille)
		totaux := map[int]int{}
		for _, k := range []int{1, 3, 8} {
			t.Run(fmt.Sprintf("%s permutes %d", taille, k), func(t *testing.T) {
				a, err := Calcule(context.Background(), e, Options{permutes: k, Forcer: true})
				require.NoError(t, err)
				require.NoError(t, a.Verifie(e))
				totaux[k] = a.Total()
			})
		}
		assert.Equal(t, totaux[8], totaux[1], taille)
		assert.Equal(t, totaux[8], totaux[3], taille)
	}
}
