//go:build unix

package enclos_test

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/manche/strategie/programme/enclos"
)

// envSansRelance makes the test binary one whose TestMain does not call
// enclos.SiRelance (see TestFenceWithoutSiRelance): the guards it starts
// are such binaries too, since they inherit the variable.
const envSansRelance = "ENCLOS_TEST_SANS_RELANCE"

func TestMain(m *testing.M) {
	if os.Getenv(envSansRelance) == "" {
		enclos.SiRelance()
	}
	os.Exit(m.Run())
}

// TestPrepareMakesPathsAbsolute: the program runs in its own folder, so
// the program and the words that name what exists here become absolute;
// options and other words stay.
func TestPrepareMakesPathsAbsolute(t *testing.T) {
	sh, err := exec.LookPath("sh")
	require.NoError(t, err)
	ici, err := filepath.Abs("limites.go")
	require.NoError(t, err)
	e, err := enclos.Prepare([]string{"sh", "limites.go", "-x", "absent", "/etc"}, enclos.Limites{})
	require.NoError(t, err)
	assert.Equal(t, []string{sh, ici, "-x", "absent", "/etc"}, e.Cmd.Args[2:])
	assert.Contains(t, e.Cmd.Env[len(e.Cmd.Env)-1], "MASTERMIND_ENCLOS=")
}

// TestPrepareRefusesWhatCannotRun: a program that is not found is
// exec's error, before anything starts.
func TestPrepareRefusesWhatCannotRun(t *testing.T) {
	_, err := enclos.Prepare([]string{filepath.Join(t.TempDir(), "absent")}, enclos.Limites{})
	assert.ErrorIs(t, err, os.ErrNotExist)
}

// TestPrepareWantsAFolder: the folder given must be one.
func TestPrepareWantsAFolder(t *testing.T) {
	_, err := enclos.Prepare([]string{"sh"}, enclos.Limites{Dossier: filepath.Join(t.TempDir(), "absent")})
	assert.ErrorIs(t, err, os.ErrNotExist)
	_, err = enclos.Prepare([]string{"sh"}, enclos.Limites{Dossier: "limites.go"})
	var e *fs.PathError
	assert.ErrorAs(t, err, &e)
}

// TestFenceRunsAProgram: a binary that calls SiRelance first is the
// guard and the launcher; the program runs, in a folder of its own, and
// the guard reports how it ended.
func TestFenceRunsAProgram(t *testing.T) {
	e, err := enclos.Prepare([]string{"sh", "-c", "pwd; exit 3"}, enclos.Limites{})
	require.NoError(t, err)
	var sortie bytes.Buffer
	e.Cmd.Stdout, e.Cmd.Stderr = &sortie, os.Stderr
	require.NoError(t, e.Demarre())
	_ = e.Cmd.Wait()
	statut, signal, ok := e.Fin()
	require.True(t, ok, "the guard reports the program's end")
	assert.Equal(t, 3, statut)
	assert.Zero(t, signal)
	wd, err := os.Getwd()
	require.NoError(t, err)
	assert.NotEqual(t, wd, strings.TrimSpace(sortie.String()), "the program runs in its own folder")
}

// TestFenceWithoutSiRelance: a binary whose TestMain (or main) does not
// call SiRelance cannot be the guard: it exits at once, on the argument
// it does not know, which names the fix, and Demarre says so; nothing
// hangs, and the tests do not run again in the guard.
func TestFenceWithoutSiRelance(t *testing.T) {
	t.Setenv(envSansRelance, "1")
	e, err := enclos.Prepare([]string{"sh", "-c", "exit 0"}, enclos.Limites{})
	require.NoError(t, err)
	var erreurs bytes.Buffer
	e.Cmd.Stderr = &erreurs
	err = e.Demarre()
	require.ErrorIs(t, err, enclos.ErrSansRelance)
	assert.Contains(t, err.Error(), "enclos.SiRelance")
	assert.Contains(t, erreurs.String(), "main-must-call-enclos.SiRelance-first")
	assert.NotContains(t, erreurs.String(), "PASS", "the guard ran no test")
}

// TestSonde: the probe reports what this system gives, and runs nothing.
func TestSonde(t *testing.T) {
	g, err := enclos.Sonde(enclos.Limites{})
	require.NoError(t, err)
	t.Logf("guarantees: %b", g)
	assert.NotZero(t, g&enclos.GarMemoire)
}
