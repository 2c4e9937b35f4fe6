package arbres

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/code"
	"mastermind/manche/strategie/optimal"
)

// publie is the published tree file of size t with options o (in
// verifarbre's testdata, gzipped), nil when none is kept.
func publie(t testing.TB, taille code.Taille, o optimal.Options) []byte {
	t.Helper()
	nom := optimal.Fichier(taille, o)
	chemin := filepath.Join("..", "verifarbre", "testdata", nom[:len(nom)-len(filepath.Ext(nom))]+".txt.gz")
	f, err := os.Open(chemin)
	if os.IsNotExist(err) {
		return nil
	}
	require.NoError(t, err)
	defer f.Close()
	z, err := gzip.NewReader(f)
	require.NoError(t, err)
	data, err := io.ReadAll(z)
	require.NoError(t, err)
	return data
}

// TestPublishedTreesAreTheProgramsOwn: the trees of 4 × 6 kept in
// testdata are what the program exports today, byte for byte (make
// verify checks 4 × 7 and 4 × 8).
func TestPublishedTreesAreTheProgramsOwn(t *testing.T) {
	t46 := code.Taille{Pions: 4, Couleurs: 6}
	for _, c := range []struct {
		taille code.Taille
		o      optimal.Options
	}{
		{t46, optimal.Options{}},
		{t46, optimal.Options{MaxCoups: 5}},
		{code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}, optimal.Options{}},
	} {
		t.Run(optimal.Fichier(c.taille, c.o), func(t *testing.T) {
			attendu := publie(t, c.taille, c.o)
			require.NotNil(t, attendu, "a published tree")
			_, a := arbre(t, c.taille, c.o)
			var b bytes.Buffer
			require.NoError(t, Exporte(&b, a, lettres(t, c.taille.Couleurs)))
			assert.Equal(t, string(attendu), b.String())
		})
	}
}
