package saves

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game without repeats saved before the rule bound every proposal may
// hold a row that repeats a colour: the row is history, and the game still
// resumes with it.
func TestSaveWithoutRepeatsFromBeforeTheRuleResumes(t *testing.T) {
	s := soloEnCours(t)
	s.Parametres.Taille.SansRepetition = true
	a, err := Octets(s)
	require.NoError(t, err)
	assert.Contains(t, string(a), "no_repeat: true\n")
	assert.Contains(t, string(a), "    - RRRR 1 0\n")
	lu, err := Lire(a)
	require.NoError(t, err)
	assert.Equal(t, s.Manche.Lignes, lu.Manche.Lignes)
	assert.True(t, lu.Parametres.Taille.SansRepetition)
}
