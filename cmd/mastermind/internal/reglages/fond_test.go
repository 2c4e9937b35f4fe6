package reglages

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// The background chosen in Réglages is written to config.yaml and read
// back; it wins over MASTERMIND_THEME, which decides until one is chosen.
func TestLeFondChoisiEstGarde(t *testing.T) {
	r := ReglagesParDefaut(texte.Nouveau(texte.Francais))
	assert.True(t, r.Clair(true), "no choice: the environment's")
	assert.False(t, r.Clair(false))
	r.Fond = FondClair
	data, err := octetsConfig(r)
	require.NoError(t, err)
	assert.Contains(t, string(data), "background: light\n")
	lu, err := lireConfig(data, texte.Nouveau(texte.Francais))
	require.NoError(t, err)
	assert.True(t, lu.Clair(false))
	lu.Fond = FondSombre
	assert.False(t, lu.Clair(true))
	_, err = lireConfig([]byte(strings.Replace(string(data), "light", "pink", 1)), texte.Nouveau(texte.Francais))
	require.ErrorIs(t, err, ErrFond)
}
