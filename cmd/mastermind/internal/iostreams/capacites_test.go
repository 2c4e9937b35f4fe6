package iostreams

import (
	"bytes"
	"testing"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLitCapacites(t *testing.T) {
	cas := []struct {
		nom   string
		env   map[string]string
		voulu Capacites
	}{
		{"no TERM", nil, Capacites{Muet: true}},
		{"TERM=dumb", map[string]string{"TERM": "dumb"}, Capacites{Muet: true}},
		{"xterm", map[string]string{"TERM": "xterm"}, Capacites{}},
		{"xterm-256color", map[string]string{"TERM": "xterm-256color"}, Capacites{Couleurs256: true}},
		{"COLORTERM=truecolor", map[string]string{"TERM": "xterm", "COLORTERM": "truecolor"}, Capacites{Couleurs256: true}},
		{"COLORTERM=24bit", map[string]string{"TERM": "screen", "COLORTERM": "24bit"}, Capacites{Couleurs256: true}},
		{"COLORTERM=yes", map[string]string{"TERM": "screen", "COLORTERM": "yes"}, Capacites{}},
		{"CLICOLOR_FORCE=1", map[string]string{"CLICOLOR_FORCE": "1"}, Capacites{Muet: true, Force: true}},
		{"CLICOLOR_FORCE=0", map[string]string{"CLICOLOR_FORCE": "0"}, Capacites{Muet: true}},
		{"light theme", map[string]string{"TERM": "xterm", "MASTERMIND_THEME": "light"}, Capacites{Clair: true}},
		{"dark theme", map[string]string{"TERM": "xterm", "MASTERMIND_THEME": "dark"}, Capacites{}},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			assert.Equal(t, c.voulu, LitCapacites(env(c.env)))
		})
	}
}

// A dumb terminal (or none named) gets the line mode and no colour; a
// pipe gets colour with CLICOLOR_FORCE, unless NO_COLOR.
func TestTerminalMuetEtCouleurForcee(t *testing.T) {
	p, tty, err := pty.Open()
	require.NoError(t, err)
	defer p.Close()
	defer tty.Close()
	for _, c := range []struct {
		nom                 string
		env                 map[string]string
		interactif, couleur bool
	}{
		{"xterm", map[string]string{"TERM": "xterm"}, true, true},
		{"TERM=dumb", map[string]string{"TERM": "dumb"}, false, false},
		{"no TERM", nil, false, false},
		{"TERM=dumb, CLICOLOR_FORCE", map[string]string{"TERM": "dumb", "CLICOLOR_FORCE": "1"}, false, true},
		{"xterm, NO_COLOR", map[string]string{"TERM": "xterm", "NO_COLOR": "1"}, true, false},
	} {
		t.Run(c.nom, func(t *testing.T) {
			s := Nouveaux(tty, tty, tty, env(c.env))
			assert.Equal(t, c.interactif, s.Interactif())
			assert.Equal(t, c.couleur, s.Couleur())
		})
	}
	tube := func(m map[string]string) *IOStreams {
		return Nouveaux(&bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}, env(m))
	}
	assert.False(t, tube(map[string]string{"TERM": "xterm"}).Couleur(), "a pipe: no colour")
	assert.True(t, tube(map[string]string{"CLICOLOR_FORCE": "1"}).Couleur(), "a pipe with CLICOLOR_FORCE")
	assert.False(t, tube(map[string]string{"CLICOLOR_FORCE": "1", "NO_COLOR": "1"}).Couleur(), "NO_COLOR wins")
	assert.False(t, tube(map[string]string{"CLICOLOR_FORCE": "1"}).Interactif(), "colours, but no menus")
}
