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

// The scoring of the large sizes (large.go), forced on the small ones,
// finds what the plain recursion finds, with and without a limit, with
// and without repeats; so do the sizes of 8 to 10 pegs small enough for
// the plain recursion.
func TestLargesAgreeWithPlainRecursion(t *testing.T) {
	tailles := []code.Taille{
		{Pions: 2, Couleurs: 4}, {Pions: 2, Couleurs: 5}, {Pions: 3, Couleurs: 3}, {Pions: 4, Couleurs: 2},
		{Pions: 3, Couleurs: 4, SansRepetition: true}, {Pions: 4, Couleurs: 4, SansRepetition: true},
		{Pions: 8, Couleurs: 1}, {Pions: 9, Couleurs: 1}, {Pions: 10, Couleurs: 1},
	}
	for _, taille := range tailles {
		e := codetest.Espace(t, taille)
		for _, limite := range []int{0, 3, 4} {
			t.Run(fmt.Sprintf("%s max %d", taille, limite), func(t *testing.T) {
				d := limite
				if d == 0 {
					d = 64
				}
				voulu := naif(e, e.Secrets(), d, map[string]int{})
				a, err := Calcule(context.Background(), e, Options{MaxCoups: limite, large: true, Forcer: true})
				if voulu >= infini {
					assert.ErrorIs(t, err, ErrImpossible)
					return
				}
				require.NoError(t, err)
				assert.Equal(t, voulu, a.Total())
				assert.NoError(t, a.Verifie(e))
			})
		}
	}
}

// The large scoring builds the same trees as score.go, node for node, on
// sizes too large for the plain recursion, and with one worker the same
// bounds of the proposals dropped.
func TestLargesSameTrees(t *testing.T) {
	for _, taille := range []code.Taille{{Pions: 3, Couleurs: 6}, {Pions: 5, Couleurs: 3}, {Pions: 4, Couleurs: 5}} {
		t.Run(taille.String(), func(t *testing.T) {
			e := codetest.Espace(t, taille)
			a, err := Calcule(context.Background(), e, Options{Fils: 1})
			require.NoError(t, err)
			b, err := Calcule(context.Background(), e, Options{Fils: 1, large: true})
			require.NoError(t, err)
			assert.Equal(t, a.Encode(), b.Encode())
		})
	}
}

// 8 × 2: the search of 8 pegs ends with a tree that finds every secret
// (docs/OPTIMAL.md's frontier: 1104), and the cache's format keeps it,
// answers past index 64 included.
func TestLarges8x2(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 8, Couleurs: 2})
	a, err := Calcule(context.Background(), e, Options{Forcer: true})
	require.NoError(t, err)
	require.NoError(t, a.Verifie(e))
	assert.Equal(t, 1104, a.Total())
	b, err := Decode(a.Encode(), e, Options{})
	require.NoError(t, err)
	assert.Equal(t, a.Encode(), b.Encode())
}
