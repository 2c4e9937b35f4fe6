package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// peintDans runs the real program with args, its colours forced through
// a pipe, on a terminal that names itself term, with settings whose
// background is fond ("" for no settings file, then theme is
// MASTERMIND_THEME), and returns what it wrote.
func peintDans(t *testing.T, term, fond, theme string, args ...string) string {
	t.Helper()
	dir := t.TempDir()
	env := []string{"HOME=" + dir, "XDG_CONFIG_HOME=" + filepath.Join(dir, "config"), "XDG_CACHE_HOME=" + filepath.Join(dir, "cache"),
		"XDG_DATA_HOME=" + filepath.Join(dir, "data"), "XDG_STATE_HOME=" + filepath.Join(dir, "state"),
		"TERM=" + term, "CLICOLOR_FORCE=1", "MASTERMIND_THEME=" + theme}
	if fond != "" {
		require.NoError(t, os.MkdirAll(filepath.Join(dir, "config", "mastermind"), 0o700))
		require.NoError(t, os.WriteFile(filepath.Join(dir, "config", "mastermind", "config.yaml"), []byte(
			"version: 1\npreset: classique\npegs: 4\ncolors: 6\nno_repeat: false\nrounds: 2\nmax_tries: 10\nstrategy: lexico\nexplain: false\nbackground: "+fond+"\n"), 0o600))
	}
	cmd := exec.Command(ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind"), args...)
	cmd.Env = env
	out, err := cmd.Output()
	require.NoError(t, err, "%s", args)
	// The time a computation took differs from one run to the next.
	var lignes []string
	for _, l := range strings.Split(string(out), "\n") {
		if !strings.Contains(l, "calculé en") {
			lignes = append(lignes, l)
		}
	}
	return strings.Join(lignes, "\n")
}

// TestEveryCommandPaintsForTheTerminalAndTheSettings: demo, stats and
// solve paint with the one painter: on a terminal of 16 colours (a plain
// TERM=xterm) no 256-colour code, and the light background chosen in the
// settings (else MASTERMIND_THEME's) changes their colours, as the
// board's.
func TestEveryCommandPaintsForTheTerminalAndTheSettings(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real program")
	}
	t.Parallel()
	for _, tc := range []struct {
		args []string
		// orange: the output shows orange, a colour of the 256.
		orange bool
	}{
		{[]string{"demo", "--seed", "3"}, true},
		{[]string{"stats", "--pegs", "3", "--colors", "6"}, true},
		{[]string{"solve", "RRBB 1 0"}, false},
	} {
		args := tc.args
		t.Run(args[0], func(t *testing.T) {
			t.Parallel()
			sombre := peintDans(t, "xterm", "dark", "", args...)
			clair := peintDans(t, "xterm", "light", "", args...)
			assert.NotContains(t, sombre, "38;5;", "a plain xterm has 16 colours")
			assert.NotContains(t, clair, "38;5;", "a plain xterm has 16 colours")
			assert.Contains(t, sombre, "\x1b[", "colours are forced")
			assert.NotEqual(t, sombre, clair, "the settings' light background changes the colours")
			assert.Equal(t, clair, peintDans(t, "xterm", "", "light", args...), "the settings' light background paints as MASTERMIND_THEME=light")
			assert.Equal(t, sombre, peintDans(t, "xterm", "", "", args...), "dark is the default")
			if tc.orange {
				assert.Contains(t, peintDans(t, "xterm-256color", "dark", "", args...), "38;5;", "a 256-colour terminal gets its colours")
			}
		})
	}
}
