package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// ecritureRatee is an output that refuses every write, as a full disk does.
type ecritureRatee struct{ err error }

func (e ecritureRatee) Write([]byte) (int, error) { return 0, e.err }

// Sentences of an output that cannot be written, by language and cause.
var sortiesPerdues = map[string]struct{ pleine, autre string }{
	"fr": {
		"Le résultat n'a pas pu être écrit : le disque de la sortie standard est plein ; faites de la place, ou redirigez la sortie ailleurs",
		"Le résultat n'a pas pu être écrit sur la sortie standard (fermée, ou un fichier qui refuse l'écriture) ; redirigez-la ailleurs"},
	"en": {
		"The result could not be written: the standard output's disk is full; make room, or redirect the output elsewhere",
		"The result could not be written to the standard output (closed, or a file that refuses writing); redirect it elsewhere"},
}

// commandesQuiEcrivent are command lines that succeed and write their
// result on the standard output.
var commandesQuiEcrivent = [][]string{
	{"stats", "--pegs", "3", "--colors", "4"},
	{"stats", "--pegs", "3", "--colors", "4", "--json"},
	{"tournament", "--pegs", "3", "--colors", "4", "lexico", "knuth"},
	{"solve", "RVNJ 2 0"},
	{"resume"},
	{"demo", "--seed", "1"},
	{"--help"},
	{"--version"},
}

// Issue 25, 3: every command whose output cannot be written fails, status
// 1, with one sentence on the error stream, instead of reporting success
// with its result lost.
func TestAnOutputThatCannotBeWrittenFails(t *testing.T) {
	for _, langue := range []string{"fr", "en"} {
		for _, cause := range []error{syscall.ENOSPC, syscall.EBADF} {
			phrase := sortiesPerdues[langue].autre
			if cause == syscall.ENOSPC {
				phrase = sortiesPerdues[langue].pleine
			}
			for _, args := range commandesQuiEcrivent {
				t.Run(langue+" "+cause.Error()+" "+strings.Join(args, " "), func(t *testing.T) {
					environnementDeTest(t)
					var errw strings.Builder
					err := run(context.Background(), append([]string{"--lang", langue}, args...), os.Getenv,
						strings.NewReader(""), ecritureRatee{cause}, &errw)
					assert.Equal(t, commande.StatutEchec, commande.Statut(err))
					require.Error(t, err)
					assert.Equal(t, phrase, err.Error())
				})
			}
		}
	}
}

// The same with the real program, its output on /dev/full (a full disk)
// or on a file opened for reading only. (An output closed with >&- cannot
// be seen: Go's runtime opens /dev/null in its place before main.)
func TestTheRealProgramFailsWhenItsOutputIsLost(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real program")
	}
	t.Parallel()
	plein, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here")
	}
	defer plein.Close()
	chemin := filepath.Join(t.TempDir(), "lecture")
	require.NoError(t, os.WriteFile(chemin, nil, 0o644))
	lecture, err := os.Open(chemin)
	require.NoError(t, err)
	defer lecture.Close()
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
	for _, args := range commandesQuiEcrivent {
		for _, sortie := range []*os.File{plein, lecture} {
			t.Run(strings.Join(args, " ")+" "+sortie.Name(), func(t *testing.T) {
				phrase := sortiesPerdues["fr"].pleine
				if sortie == lecture {
					phrase = sortiesPerdues["fr"].autre
				}
				cmd := exec.Command(bin, append([]string{"--lang", "fr"}, args...)...)
				cmd.Stdout = sortie
				cmd.Env = envPropre(t)
				var errw bytes.Buffer
				cmd.Stderr = &errw
				err := cmd.Run()
				var fin *exec.ExitError
				require.ErrorAs(t, err, &fin, errw.String())
				assert.Equal(t, 1, fin.ExitCode())
				assert.Equal(t, phrase+"\n", errw.String())
			})
		}
	}
}

// envPropre is an environment of the program's own: folders for saves,
// cache and settings, an empty HOME.
func envPropre(t *testing.T) []string {
	return []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(), "MASTERMIND_SAVES=" + t.TempDir(),
		"MASTERMIND_CACHE=" + t.TempDir(), "XDG_CONFIG_HOME=" + t.TempDir()}
}

// Issue 25, 15: a signal that stops the program gives the shell's status,
// 128 plus its number: Ctrl-C (SIGINT) 130, SIGTERM 143, SIGHUP 129.
func TestSignalsGiveTheShellsStatus(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real program")
	}
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind")
	for _, tt := range []struct {
		signal syscall.Signal
		statut int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}, {syscall.SIGHUP, 129}} {
		t.Run(tt.signal.String(), func(t *testing.T) {
			cmd := exec.Command(bin, "--lang", "fr")
			cmd.Env = envPropre(t)
			entree, err := cmd.StdinPipe()
			require.NoError(t, err)
			defer entree.Close()
			sortie, err := cmd.StdoutPipe()
			require.NoError(t, err)
			var errw bytes.Buffer
			cmd.Stderr = &errw
			require.NoError(t, cmd.Start())
			// The menu is written: the program waits at its prompt.
			lu := make(chan error, 1)
			go func() {
				_, err := sortie.Read(make([]byte, 1))
				lu <- err
			}()
			select {
			case err := <-lu:
				require.NoError(t, err)
			case <-time.After(time.Minute):
				_ = cmd.Process.Kill()
				t.Fatal("the menu never showed")
			}
			require.NoError(t, cmd.Process.Signal(tt.signal))
			go func() { _, _ = bytes.NewBuffer(nil).ReadFrom(sortie) }()
			err = cmd.Wait()
			var fin *exec.ExitError
			require.True(t, errors.As(err, &fin), "%v", err)
			assert.Equal(t, tt.statut, fin.ExitCode())
			assert.Equal(t, "Interrompu.\n", errw.String())
		})
	}
}
