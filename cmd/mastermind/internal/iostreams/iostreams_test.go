package iostreams

import (
	"bytes"
	"os"
	"syscall"
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

// ecrivain writes ok bytes, then fails with err.
type ecrivain struct {
	ok  int
	err error
	n   int
}

func (e *ecrivain) Write(p []byte) (int, error) {
	if e.n+len(p) > e.ok {
		k := max(e.ok-e.n, 0)
		e.n += k
		return k, e.err
	}
	e.n += len(p)
	return len(p), nil
}

// The output remembers its first failed write and writes nothing after
// it, so that a lost result is never reported as a success.
func TestTheOutputRemembersItsFirstFailure(t *testing.T) {
	w := &ecrivain{ok: 5, err: syscall.ENOSPC}
	s := Nouveaux(&bytes.Buffer{}, w, &bytes.Buffer{}, env(nil))
	_, err := s.Out.Write([]byte("abc"))
	require.NoError(t, err)
	assert.NoError(t, s.ErreurSortie())
	_, err = s.Out.Write([]byte("defg"))
	assert.ErrorIs(t, err, syscall.ENOSPC)
	w.ok = 100
	_, err = s.Out.Write([]byte("h"))
	assert.ErrorIs(t, err, syscall.ENOSPC, "nothing is written after a failure")
	assert.Equal(t, 5, w.n)
	err = s.ErreurSortie()
	assert.ErrorIs(t, err, ErrSortie)
	assert.ErrorIs(t, err, syscall.ENOSPC)
	var e *ErreurSortie
	assert.ErrorAs(t, err, &e)

	assert.NoError(t, (&IOStreams{}).ErreurSortie(), "streams built by hand are not watched")
}

func TestARegularFileIsSynced(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "out")
	require.NoError(t, err)
	s := Nouveaux(f, f, f, env(nil))
	_, err = s.Out.Write([]byte("x"))
	require.NoError(t, err)
	assert.NoError(t, s.ErreurSortie())
	require.NoError(t, f.Close())
	assert.ErrorIs(t, s.ErreurSortie(), ErrSortie, "a file that cannot be synced lost what was written")
}
