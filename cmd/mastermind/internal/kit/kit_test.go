package kit

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ecrit writes the kit into a new temporary folder.
func ecrit(t *testing.T, corrige bool) string {
	t.Helper()
	dir := t.TempDir()
	fichiers, err := Fichiers(corrige)
	require.NoError(t, err)
	for _, f := range fichiers {
		chemin := filepath.Join(dir, filepath.FromSlash(f.Chemin))
		require.NoError(t, os.MkdirAll(filepath.Dir(chemin), 0o755))
		require.NoError(t, os.WriteFile(chemin, f.Contenu, 0o644))
	}
	return dir
}

// goTest runs go test -v in dir, offline, and returns its output and
// whether it passed.
func goTest(t *testing.T, dir string) (string, bool) {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	cmd := exec.Command(goBin, "test", "-count=1", "-v", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	return string(out), err == nil
}

func TestKitSkeletonFailsEveryExercise(t *testing.T) {
	out, ok := goTest(t, ecrit(t, false))
	require.False(t, ok, out)
	require.NotContains(t, out, "build failed", out)
	echecs := regexp.MustCompile(`--- FAIL: TestExercices/(\S+)`).FindAllStringSubmatch(out, -1)
	var noms []string
	for _, m := range echecs {
		noms = append(noms, m[1])
	}
	assert.Len(t, noms, len(Exercices()), out)
	assert.NotContains(t, out, "--- PASS: TestExercices/")
	assert.Contains(t, out, "0 méthode sur 15 réussie")
	assert.Contains(t, out, "nbBienPlaces n'est pas encore écrite (utmm/utmm.go, BienPlaces)")
	assert.Contains(t, out, "afficheErreurs utilise code.Reponse.Verifie, qui n'est pas encore écrite : écrivez-la d'abord")
}

func TestKitSolvedPasses(t *testing.T) {
	out, ok := goTest(t, ecrit(t, true))
	require.True(t, ok, out)
	assert.Contains(t, out, "15 méthodes sur 15 réussies")
}

// TestKitOneMethodWrong puts one real body back wrong, as a student's
// first try, and reads the sentence the student reads.
func TestKitOneMethodWrong(t *testing.T) {
	dir := ecrit(t, false)
	chemin := filepath.Join(dir, "utmm", "utmm.go")
	b, err := os.ReadFile(chemin)
	require.NoError(t, err)
	i := strings.Index(string(b), "func BienPlaces")
	require.Positive(t, i)
	faux := strings.Replace(string(b[i:]), `panic("à écrire")`, "return 0", 1)
	require.NoError(t, os.WriteFile(chemin, append(b[:i:i], faux...), 0o644))
	out, ok := goTest(t, dir)
	require.False(t, ok)
	assert.Contains(t, out, "nbBienPlaces(BRJR, JRRV) : attendu 1, obtenu 0")
}

func TestEveryExerciseIsBlanked(t *testing.T) {
	fichiers, err := Fichiers(false)
	require.NoError(t, err)
	var tout strings.Builder
	for _, f := range fichiers {
		if strings.Contains(f.Chemin, "/") {
			tout.Write(f.Contenu)
		}
	}
	assert.Equal(t, len(Exercices()), strings.Count(tout.String(), `panic("à écrire")`))
	for _, e := range Exercices() {
		assert.Contains(t, tout.String(), "Dans le sujet : "+e.Cours+".", e.Fonction)
	}
}

func TestKitGoVersion(t *testing.T) {
	b, err := os.ReadFile("../../../../go.mod")
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^go (\d+)\.(\d+)`).FindStringSubmatch(string(b))
	require.NotNil(t, m)
	assert.LessOrEqual(t, VersionGo, m[1]+"."+m[2], "the kit asks no newer Go than the project")
}

func TestKitOneExercise(t *testing.T) {
	dir := ecrit(t, true)
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	cmd := exec.Command(goBin, "test", "-count=1", "-run", "TestExercices/nbBienPlaces")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, string(out))
	assert.Contains(t, string(out), "1 méthode sur 1 réussie")
}
