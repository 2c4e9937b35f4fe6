package iostreams

import (
	"bytes"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func TestBuffersAreNotTerminals(t *testing.T) {
	s := Nouveaux(&bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}, env(nil))
	assert.False(t, s.InTTY)
	assert.False(t, s.OutTTY)
	assert.False(t, s.Couleur())
	assert.False(t, s.Interactif())
	assert.Equal(t, 80, s.Largeur())
}

func TestFilesAreNotTerminals(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "out")
	require.NoError(t, err)
	defer f.Close()
	s := Nouveaux(f, f, f, env(nil))
	assert.False(t, s.OutTTY)
}

func TestNoColor(t *testing.T) {
	s := &IOStreams{OutTTY: true}
	assert.True(t, s.Couleur())
	s = Nouveaux(&bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}, env(map[string]string{"NO_COLOR": "1"}))
	s.OutTTY = true
	assert.False(t, s.Couleur(), "NO_COLOR wins over a terminal")
}
