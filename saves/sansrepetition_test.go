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
	assert.Equal(t, `version: 2
created: 2026-11-22T14:05:00Z
played: 2026-11-22T14:05:00Z
mode: solo
parameters:
  pegs: 4
  colors: [Rouge, Bleu, Jaune, Vert, Orange, Noir]
  letters: RBJVON
  no_repeat: true
  rounds: 2
  max_tries: 10
round:
  coder: ordinateur
  decoder: humain
  seed: 7
  secret: VuAinA
  moves:
    - RRRR 1 0
    - VJRB 2 2
  position: 2
  undos: 0
`, string(a), "the row RRRR is kept")
	lu, err := Lire(a)
	require.NoError(t, err)
	assert.Equal(t, s.Manche.Lignes, lu.Manche.Lignes)
	assert.True(t, lu.Parametres.Taille.SansRepetition)
}
