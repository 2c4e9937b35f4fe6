package cmdexercises

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestExercisesWritesTheKit(t *testing.T) {
	for _, nom := range []string{"exercises", "exercices"} {
		t.Run(nom, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "tp")
			out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "fr", nom, dir)
			require.Equal(t, 0, st, errw)
			assert.Contains(t, out, "Le kit d'exercices en Go est écrit dans "+dir)
			for _, f := range []string{"go.mod", "exercices_test.go", "LISEZMOI.md", "utmm/utmm.go", "code/reponse.go", "plateau/plateau.go"} {
				assert.FileExists(t, filepath.Join(dir, filepath.FromSlash(f)))
			}
		})
	}
}

func TestExercisesEmptyFolder(t *testing.T) {
	dir := t.TempDir()
	_, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "exercises", dir)
	require.Equal(t, 0, st, errw)
	assert.FileExists(t, filepath.Join(dir, "go.mod"))
}

func TestExercisesRefusesAFolderInUse(t *testing.T) {
	dir := t.TempDir()
	mien := filepath.Join(dir, "notes.txt")
	require.NoError(t, os.WriteFile(mien, []byte("à moi"), 0o644))
	_, errw, st := commandetest.Lance(t, essai(), "", "--lang", "fr", "exercises", dir)
	assert.Equal(t, 2, st)
	assert.Contains(t, errw, "n'est pas vide")
	b, err := os.ReadFile(mien)
	require.NoError(t, err)
	assert.Equal(t, "à moi", string(b), "nothing touched")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1)

	fichier := filepath.Join(t.TempDir(), "afile")
	require.NoError(t, os.WriteFile(fichier, []byte("mine"), 0o644))
	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "exercises", fichier)
	assert.Equal(t, 2, st)
	assert.Contains(t, errw, fichier+" is a file, not a folder: the kit is written into a new or empty folder.")
	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "fr", "exercises", "--java", fichier)
	assert.Equal(t, 2, st)
	assert.Contains(t, errw, fichier+" est un fichier, pas un dossier")
	b, err = os.ReadFile(fichier)
	require.NoError(t, err)
	assert.Equal(t, "mine", string(b), "nothing touched")
}

func TestExercisesWritesTheJavaKit(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tp")
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "fr", "exercises", "--java", dir)
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "Le kit d'exercices en Java est écrit dans "+dir)
	for _, f := range []string{"MasterMindBase.java", "MasterMindEtendu.java", "Ut.java", "AEcrire.java", "Verif.java", "Protocole.java", "exercices.txt", "LISEZMOI.md"} {
		assert.FileExists(t, filepath.Join(dir, f))
	}
	assert.NoFileExists(t, filepath.Join(dir, "go.mod"))
	b, err := os.ReadFile(filepath.Join(dir, "MasterMindBase.java"))
	require.NoError(t, err)
	assert.Contains(t, string(b), "public static boolean estCompat(int[][] cod, int[][] rep, int nbCoups, int nbCouleurs) {\n        throw new AEcrire();")
}

func TestExercisesArguments(t *testing.T) {
	_, errw, st := commandetest.Lance(t, essai(), "", "--lang", "fr", "exercises")
	assert.Equal(t, 2, st)
	assert.Contains(t, errw, "Il manque le dossier")
	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "exercises", "a", "b")
	assert.Equal(t, 2, st)
	assert.Contains(t, errw, `Unexpected argument "b"`)
	out, _, st := commandetest.Lance(t, essai(), "", "exercises", "--lang", "en", "--help")
	assert.Equal(t, 0, st)
	assert.Contains(t, out, "Usage: mastermind exercises [options] FOLDER")
	assert.Contains(t, out, "--java")
}
