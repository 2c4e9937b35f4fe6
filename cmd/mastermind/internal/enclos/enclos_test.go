//go:build unix

package enclos_test

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
)

// envSansRelance makes the test binary one whose TestMain does not call
// enclos.SiRelance (see TestFenceWithoutSiRelance): the guards it starts
// are such binaries too, since they inherit the variable.
const envSansRelance = "ENCLOS_TEST_SANS_RELANCE"

// fugueurTest is the path of the program that tries to get out of the
// fence (testdata/fugueur), built once for the package.
var fugueurTest string

// envLabo makes the test binary a lab that runs fugueur with the words
// it holds, says "garanties N" then the program's first line, and waits
// to be killed (see TestFenceOutlivesNoLab).
const envLabo = "ENCLOS_TEST_LABO"

// envLaboDossier, with envLabo, is the folder the lab lends the program
// (--fence dir=).
const envLaboDossier = "ENCLOS_TEST_LABO_DOSSIER"

// envLaboMem, with envLabo, is the program's mem= in bytes ("": the
// default).
const envLaboMem = "ENCLOS_TEST_LABO_MEM"

// TestMain makes the test binary the fence's guard and launcher
// (enclos.SiRelance, first), the lab of TestFenceOutlivesNoLab when
// asked, and builds the test program once.
func TestMain(m *testing.M) {
	if os.Getenv(envSansRelance) == "" {
		enclos.SiRelance()
	}
	if mots := os.Getenv(envLabo); mots != "" {
		os.Exit(labo(strings.Fields(mots)))
	}
	dossier, err := os.MkdirTemp("", "fugueur")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fugueurTest = filepath.Join(dossier, "fugueur")
	// Another user runs it too (TestFenceAttacksAsAUser).
	err = os.Chmod(dossier, 0o755)
	if err == nil {
		var out []byte
		out, err = exec.Command("go", "build", "-o", fugueurTest, "./testdata/fugueur").CombinedOutput()
		if err != nil {
			err = fmt.Errorf("%v: %s", err, out)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.RemoveAll(dossier)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dossier)
	os.Exit(code)
}

// labo runs program mots fenced, says the guarantees of its fence
// ("garanties N"), then the program's first line when the program has
// said it, then waits for ever: the test kills it.
func labo(mots []string) int {
	l := enclos.Limites{Dossier: os.Getenv(envLaboDossier)}
	if m, err := strconv.ParseInt(os.Getenv(envLaboMem), 10, 64); err == nil {
		l.Memoire = m
	}
	e, err := enclos.Prepare(mots, l)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	r, w, err := os.Pipe()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	e.Cmd.Stdout, e.Cmd.Stderr = w, os.Stderr
	if err := e.Demarre(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	w.Close()
	fmt.Printf("garanties %d\n", e.Garanties())
	ligne, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Print(ligne)
	select {}
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
