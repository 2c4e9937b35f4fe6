//go:build verify

package verifborne

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVerifyExactOptimum4x6: Koyama and Lai's 5625, recomputed by the
// checker alone (seconds), and not one more.
func TestVerifyExactOptimum4x6(t *testing.T) {
	debut := time.Now()
	_, err := Verifie(strings.NewReader(fichierBorne(4, 6, true, "-", "full", 0, 5625)))
	require.NoError(t, err)
	_, err = Verifie(strings.NewReader(fichierBorne(4, 6, true, "-", "full", 0, 5626)))
	var e *Erreur
	require.ErrorAs(t, err, &e)
	assert.Equal(t, 5625, e.Atteint)
	t.Logf("4×6 checked twice in %v", time.Since(debut))
}
