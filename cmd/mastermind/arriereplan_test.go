//go:build linux

package main

import (
	"os/exec"
	"strings"
	"syscall"
	"testing"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// TestEnArrierePlanLeTerminalNEstPasTouche: run from an interactive
// shell as a background job (`mastermind --version > f &`, `source
// <(mastermind completion zsh)` while zsh starts), the program never
// writes the terminal's modes it did not change: a process of a group
// that is not the terminal's foreground one is stopped (SIGTTOU) when it
// does. The job runs here under a session leader whose controlling
// terminal is a pseudo-terminal, in a group of its own.
func TestEnArrierePlanLeTerminalNEstPasTouche(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs programs")
	}
	t.Parallel()
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
	chef := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind/testdata/arriereplan")
	for _, args := range [][]string{{"--version"}, {"completion", "zsh"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			ptmx, tty, err := pty.Open()
			require.NoError(t, err)
			defer ptmx.Close()
			defer tty.Close()
			cmd := exec.Command(chef, append([]string{bin}, args...)...)
			cmd.Stdin, cmd.Stderr = tty, tty
			var sortie strings.Builder
			cmd.Stdout = &sortie
			// The leader of a new session, the pseudo-terminal its
			// controlling terminal, its group the foreground one.
			cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
			require.NoError(t, cmd.Run())
			assert.Equal(t, "exited 0\n", sortie.String())
		})
	}
}
