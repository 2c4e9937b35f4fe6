//go:build unix

package enclos_test

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/manche/strategie/programme/enclos"
)

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
	assert.Equal(t, []string{sh, ici, "-x", "absent", "/etc"}, e.Cmd.Args[1:])
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
