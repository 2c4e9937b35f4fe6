package iostreams

import (
	"bytes"
	"os"
	"testing"

	"github.com/creack/pty"
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

func TestMiseFollowsTheTerminalsWidth(t *testing.T) {
	s := Nouveaux(&bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}, env(nil))
	assert.Equal(t, 0, s.Mise(), "through a pipe, no layout")

	p, tty, err := pty.Open()
	require.NoError(t, err)
	defer p.Close()
	defer tty.Close()
	require.NoError(t, pty.Setsize(tty, &pty.Winsize{Cols: 40, Rows: 20}))
	s = Nouveaux(tty, tty, tty, env(nil))
	assert.Equal(t, 39, s.Mise(), "one cell less than the terminal")
	require.NoError(t, pty.Setsize(tty, &pty.Winsize{Cols: 120, Rows: 40}))
	assert.Equal(t, 119, s.Mise(), "read again after a resize")
}
