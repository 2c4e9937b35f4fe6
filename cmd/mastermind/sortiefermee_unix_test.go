//go:build unix

package main

import (
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// Issue 34 (16): a closed standard output (">&-") is a failure, status 1,
// with a sentence on the error stream, not a success whose result is
// lost; "> /dev/null" stays a success.
func TestClosedStdoutFails(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real program")
	}
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
	for _, args := range [][]string{{"stats", "--strategy", "lexico", "--pegs", "3", "--colors", "4"}, {"--help"}} {
		cmd := exec.Command("sh", append([]string{"-c", `exec "$0" "$@" >&-`, bin, "--lang", "en"}, args...)...)
		cmd.Env = append(os.Environ(), "LANG=C.UTF-8")
		var errw strings.Builder
		cmd.Stderr = &errw
		err := cmd.Run()
		var x *exec.ExitError
		require.ErrorAs(t, err, &x, "%v: %s", args, errw.String())
		assert.Equal(t, 1, x.ExitCode())
		assert.Equal(t, "The standard output is closed (>&-): nothing mastermind writes would reach anyone; redirect it to a file, or to /dev/null to keep nothing\n", errw.String())
	}
	cmd := exec.Command("sh", "-c", `exec "$0" stats --strategy lexico --pegs 3 --colors 4 >/dev/null`, bin)
	assert.NoError(t, cmd.Run(), "> /dev/null is a choice")
}

// Issue 34 (16): a pipe whose reader is gone (as "| head -1") ends the
// program quietly, by SIGPIPE, as cat: nothing on the error stream.
func TestClosedPipeEndsQuietly(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real program")
	}
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
	r, w, err := os.Pipe()
	require.NoError(t, err)
	require.NoError(t, r.Close(), "the reader is gone before the first write")
	cmd := exec.Command(bin, "stats", "--strategy", "lexico", "--pegs", "3", "--colors", "4")
	cmd.Stdout = w
	var errw strings.Builder
	cmd.Stderr = &errw
	err = cmd.Run()
	w.Close()
	var x *exec.ExitError
	require.True(t, errors.As(err, &x), "%v", err)
	ws, ok := x.Sys().(syscall.WaitStatus)
	require.True(t, ok)
	assert.True(t, ws.Signaled() && ws.Signal() == syscall.SIGPIPE, "ended by SIGPIPE: %v", ws)
	assert.Empty(t, errw.String(), "quietly")
}
