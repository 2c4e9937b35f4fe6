package arbres

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifarbre"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/disque/disquetest"
)

// lettres are the letters of the default palette of n colours.
func lettres(t testing.TB, n int) string {
	t.Helper()
	p, err := couleur.Defaut(n)
	require.NoError(t, err)
	return p.Lettres()
}

// TestExportRoundTrip: the optimal trees exported are accepted by the
// independent verifier, which finds the search's figures: the known
// optima where docs/OPTIMAL.md gives them. (4 × 6 with at most 5 guesses:
// TestPublishedTreesAreTheProgramsOwn and verifarbre's TestPublishedTrees.)
func TestExportRoundTrip(t *testing.T) {
	cas := []struct {
		taille code.Taille
		o      optimal.Options
	}{
		{code.Taille{Pions: 3, Couleurs: 3}, optimal.Options{}},
		{code.Taille{Pions: 4, Couleurs: 4}, optimal.Options{}},
		{code.Taille{Pions: 3, Couleurs: 6}, optimal.Options{}},
		{code.Taille{Pions: 4, Couleurs: 6}, optimal.Options{}},
		{code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}, optimal.Options{}},
	}
	for _, c := range cas {
		t.Run(optimal.Fichier(c.taille, c.o), func(t *testing.T) {
			_, a := arbre(t, c.taille, c.o)
			var b bytes.Buffer
			require.NoError(t, Exporte(&b, a, lettres(t, c.taille.Couleurs)))
			r, err := verifarbre.Verifie(&b)
			require.NoError(t, err)
			st := a.Statistiques()
			assert.Equal(t, a.Total(), r.Total)
			assert.Equal(t, st.Max, r.Pire)
			assert.Equal(t, st.Distribution, r.Distribution)
			assert.Equal(t, c.taille.NombreSecrets(), r.Secrets)
			assert.Equal(t, !c.taille.SansRepetition, r.Repetitions)
			if optimum, connu := optimal.Optimum(c.taille, c.o); connu {
				assert.Equal(t, optimum, r.Total)
			}
		})
	}
}

func TestExportFormat(t *testing.T) {
	_, a := arbre(t, code.Taille{Pions: 2, Couleurs: 2}, optimal.Options{})
	var b bytes.Buffer
	require.NoError(t, Exporte(&b, a, "RB"))
	assert.Equal(t, `mastermind-tree 1
pegs 2
colors 2
repeats yes
letters RB
total 8
worst 3
RR:2,0
RR:1,0 RB:2,0
RR:1,0 RB:0,2 BR:2,0
RR:0,0 BB:2,0
`, b.String())
	assert.Error(t, Exporte(&b, a, "RBJ"))
}

// TestExportFichierTouchesOnlyWhatItMay: a new name is written; an
// existing file only when asked, and never a link or a special file.
func TestExportFichierTouchesOnlyWhatItMay(t *testing.T) {
	_, a := arbre(t, code.Taille{Pions: 3, Couleurs: 3}, optimal.Options{})
	d := t.TempDir()
	chemin := filepath.Join(d, "3x3.txt")
	require.NoError(t, ExporteFichier(chemin, a, "RBJ", false))
	data, err := os.ReadFile(chemin)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(data), "mastermind-tree 1\npegs 3\n"))

	autre := filepath.Join(d, "notes.txt")
	require.NoError(t, os.WriteFile(autre, []byte("mine"), 0o644))
	require.ErrorIs(t, ExporteFichier(autre, a, "RBJ", false), ErrExiste)
	data, err = os.ReadFile(autre)
	require.NoError(t, err)
	assert.Equal(t, "mine", string(data))
	require.NoError(t, ExporteFichier(autre, a, "RBJ", true))
	data, err = os.ReadFile(autre)
	require.NoError(t, err)
	assert.Equal(t, string(data), string(must(t, chemin)))

	lien := filepath.Join(d, "lien.txt")
	require.NoError(t, os.Symlink(autre, lien))
	tube := filepath.Join(d, "tube")
	disquetest.Tube(t, tube)
	for _, x := range []struct {
		chemin string
		genre  disque.Genre
	}{{lien, disque.Lien}, {tube, disque.Tube}, {d, disque.Dossier}} {
		var g *disque.ErreurGenre
		require.ErrorAs(t, ExporteFichier(x.chemin, a, "RBJ", true), &g)
		assert.Equal(t, x.genre, g.Genre)
	}
	entrees, err := os.ReadDir(d)
	require.NoError(t, err)
	assert.Len(t, entrees, 4, "no temporary file left")

	var e *disque.ErreurEcriture
	require.ErrorAs(t, ExporteFichier(filepath.Join(autre, "x.txt"), a, "RBJ", false), &e)
}

func must(t *testing.T, chemin string) []byte {
	t.Helper()
	data, err := os.ReadFile(chemin)
	require.NoError(t, err)
	return data
}
