package optimal

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
)

// TestTableOfAClass: a class's table holds the rows of its codes only
// (their length rounded up to a power of two),
// each the same as the whole table's row of that code, and the space's
// answers by rank; a search of the whole space or of a hybrid's class
// gets the whole table or none, as before.
func TestTableOfAClass(t *testing.T) {
	for _, taille := range []code.Taille{{Pions: 4, Couleurs: 5}, {Pions: 4, Couleurs: 6, SansRepetition: true}} {
		e := codetest.Espace(t, taille)
		m := nouveauMoteur(e, 0)
		entiere := m.tablePour(e.Secrets(), false)
		require.NotNil(t, entiere)
		assert.Nil(t, entiere.lignes)
		var classe []int32
		for i, s := range e.Secrets() {
			if i%3 == 1 {
				classe = append(classe, s)
			}
		}
		assert.Nil(t, m.tablePour(classe, false), "a hybrid's class")
		tc := m.tablePour(classe, true)
		require.NotNil(t, tc)
		assert.Len(t, tc.rep, len(classe)*pas(e.Nombre()), "its codes' rows only")
		assert.Len(t, tc.ligne(classe[0]), pas(e.Nombre()), "a row's length is a power of two")
		for _, c := range classe {
			assert.Equal(t, entiere.ligne(c), tc.ligne(c))
			for g := range e.Nombre() {
				r := code.Evalue(e.Code(int(c)), e.Code(g))
				assert.Equal(t, entiere.ligne(int32(g))[c], tc.ligne(c)[g], "symmetric")
				assert.Equal(t, r.Gagnante(taille.Pions), int(tc.ligne(c)[g]) == tc.rangG)
			}
		}
	}
}

// TestPas: a row's length is the least power of two that holds n.
func TestPas(t *testing.T) {
	for n, want := range map[int]int{1: 1, 2: 2, 3: 4, 625: 1024, 1024: 1024, 1025: 2048, 32768: 32768} {
		assert.Equal(t, want, pas(n), "n = %d", n)
	}
}
