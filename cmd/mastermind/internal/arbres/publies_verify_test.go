//go:build verify

package arbres

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/cmd/mastermind/internal/verifarbre"
	"mastermind/code"
	"mastermind/manche/strategie/optimal"
)

// TestVerifyExportedPageTrees (make verify): every tree of the table of
// docs/OPTIMAL.md, exported and checked by the independent verifier, has
// the page's total (optimal.Optimum); those kept in verifarbre's testdata
// (4 × 7, 4 × 8 and the 4 × 6 ones) are the program's, byte for byte.
// Each prints its time.
func TestVerifyExportedPageTrees(t *testing.T) {
	lignes := []struct {
		taille code.Taille
		o      optimal.Options
	}{
		{code.Taille{Pions: 3, Couleurs: 6}, optimal.Options{}},
		{code.Taille{Pions: 3, Couleurs: 8}, optimal.Options{}},
		{code.Taille{Pions: 5, Couleurs: 3}, optimal.Options{}},
		{code.Taille{Pions: 5, Couleurs: 4}, optimal.Options{}},
		{code.Taille{Pions: 4, Couleurs: 6}, optimal.Options{}},
		{code.Taille{Pions: 4, Couleurs: 6}, optimal.Options{MaxCoups: 5}},
		{code.Taille{Pions: 4, Couleurs: 7}, optimal.Options{}},
		{code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}, optimal.Options{}},
		{code.Taille{Pions: 4, Couleurs: 8}, optimal.Options{}},
		{code.Taille{Pions: 3, Couleurs: 10}, optimal.Options{}},
		{code.Taille{Pions: 3, Couleurs: 16}, optimal.Options{}},
		{code.Taille{Pions: 5, Couleurs: 5}, optimal.Options{}},
		{code.Taille{Pions: 6, Couleurs: 3}, optimal.Options{}},
		{code.Taille{Pions: 6, Couleurs: 4}, optimal.Options{}},
		{code.Taille{Pions: 7, Couleurs: 3}, optimal.Options{}},
	}
	for _, l := range lignes {
		t.Run(strings.TrimSuffix(optimal.Fichier(l.taille, l.o), ".mmo"), func(t *testing.T) {
			optimum, connu := optimal.Optimum(l.taille, l.o)
			require.True(t, connu, "a row of the page")
			debut := time.Now()
			_, a := arbre(t, l.taille, l.o)
			recherche := time.Since(debut)
			var b bytes.Buffer
			require.NoError(t, Exporte(&b, a, lettres(t, l.taille.Couleurs)))
			texte := b.String()
			debut = time.Now()
			r, err := verifarbre.Verifie(&b)
			require.NoError(t, err)
			t.Logf("%s: search %v, verification %v, %d bytes", l.taille, recherche.Round(time.Millisecond), time.Since(debut).Round(time.Millisecond), len(texte))
			assert.Equal(t, optimum, r.Total)
			assert.Equal(t, a.Statistiques().Distribution, r.Distribution)
			if publie := publie(t, l.taille, l.o); publie != nil {
				assert.Equal(t, string(publie), texte, "the published tree is the program's")
			}
		})
	}
}
