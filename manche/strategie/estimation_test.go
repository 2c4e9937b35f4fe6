package strategie

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/code"
)

// The estimates follow the measures: short for the sizes of the course,
// over half a minute for Knuth over every secret of 6×9 on one core,
// a quarter of an hour or more for 8×6; nothing for a strategy it does not know.
func TestEstime(t *testing.T) {
	assert.Less(t, Estime("knuth", code.Taille{Pions: 4, Couleurs: 6}, 2), time.Second)
	assert.Less(t, Estime("cfc", code.Taille{Pions: 5, Couleurs: 8}, 2), time.Second)
	k := Estime("knuth", code.Taille{Pions: 6, Couleurs: 9}, 1)
	assert.Greater(t, k, 30*time.Second)
	assert.Less(t, k, 3*time.Minute)
	assert.Less(t, Estime("knuth", code.Taille{Pions: 6, Couleurs: 9}, 2), k, "two cores go faster")
	assert.Less(t, Estime("knuth", code.Taille{Pions: 6, Couleurs: 9, SansRepetition: true}, 1), k, "fewer secrets without repeats")
	assert.Greater(t, Estime("entropy", code.Taille{Pions: 8, Couleurs: 6}, 2), 10*time.Minute)
	assert.Zero(t, Estime("cmd:./a.out", code.Taille{Pions: 4, Couleurs: 6}, 2))
}
