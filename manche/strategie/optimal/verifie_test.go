package optimal

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
)

// nonOptimal is a valid tree of taille that is not optimal, encoded under
// the key of the optimal tree with a correct checksum: the optimal tree
// with the worst first proposal, its key's first proposal cleared.
func nonOptimal(t *testing.T, taille code.Taille, premier string) (*code.Espace, *Arbre, []byte) {
	t.Helper()
	p := codetest.Code(t, premier)
	e, a := arbre(t, taille, Options{Premier: &p})
	a.premier = false
	return e, a, a.Encode()
}

// Issue 25, 10: a tree that is a strategy, with a correct checksum, but
// spends more than the known optimum is refused: the program computes the
// optimal tree again.
func TestCacheRefusesATreeThatIsNotOptimal(t *testing.T) {
	taille := code.Taille{Pions: 3, Couleurs: 6}
	e, a, data := nonOptimal(t, taille, "RRR")
	require.NoError(t, a.Verifie(e), "a strategy that finds every secret")
	optimum, connu := Optimum(taille, Options{})
	require.True(t, connu)
	require.Equal(t, 854, optimum)
	require.Greater(t, a.Total(), optimum)

	_, err := Decode(data, e, Options{})
	require.ErrorIs(t, err, ErrCacheCorrompu)
	var n *ErreurNonOptimal
	require.ErrorAs(t, err, &n)
	assert.Equal(t, ErreurNonOptimal{Total: a.Total(), Optimum: 854}, *n)

	_, bon := arbre(t, taille, Options{})
	_, err = Decode(bon.Encode(), e, Options{})
	assert.NoError(t, err, "the optimal tree reads")
}

// The known optima are the page's: every row of docs/OPTIMAL.md's tables
// ("What it finds" and the new exact optima) has its total here, and
// nothing else.
func TestOptimaAreThePagesTable(t *testing.T) {
	lignes := tableDeLaPage(t)
	require.NotEmpty(t, lignes)
	for _, l := range lignes {
		total, connu := Optimum(l.taille, Options{MaxCoups: l.maxCoups})
		assert.True(t, connu, l.nom())
		assert.Equal(t, l.total, total, l.nom())
	}
	assert.Len(t, optimums, len(lignes)+len(frontiereDeLaPage(t)))
	p := codetest.Code(t, "RBJV")
	_, connu := Optimum(code.Taille{Pions: 4, Couleurs: 6}, Options{Premier: &p})
	assert.False(t, connu, "with a first proposal imposed, the optimum is another")
	_, connu = Optimum(code.Taille{Pions: 4, Couleurs: 6}, Options{MaxCoups: 7})
	assert.False(t, connu)
}

// A tree with a first proposal imposed, even a poor one, is the optimum
// under that option: it reads.
func TestATreeWithAPoorFirstProposalImposedReads(t *testing.T) {
	taille := code.Taille{Pions: 3, Couleurs: 6}
	p := codetest.Code(t, "RRR")
	o := Options{Premier: &p}
	e, a := arbre(t, taille, o)
	b, err := Decode(a.Encode(), e, o)
	require.NoError(t, err)
	assert.Equal(t, a.Total(), b.Total())
}
