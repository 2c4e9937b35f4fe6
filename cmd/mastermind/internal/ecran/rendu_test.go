package ecran

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/cmd/mastermind/internal/page"
	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/code"
	"mastermind/plateau"
)

var update = flag.Bool("update", false, "rewrite the golden screens")

// partie is a solo round after three tries, the fourth being entered.
func partie(t *testing.T, l texte.Langue, cols, rows int) *Etat {
	t.Helper()
	cat := texte.Nouveau(l)
	pal, err := cat.Palette(6)
	require.NoError(t, err)
	e := &Etat{Cat: cat, Mode: Proposition, Palette: pal, Taille: code.Taille{Pions: 4, Couleurs: 6}, Essais: 10,
		Statut: Statut{Mode: "Solo", Manche: 1, Manches: 3, Scores: "Alice 4 · Bob 6"}, Couleur: true, Cols: cols, Rows: rows}
	e.Lignes = []plateau.Ligne{
		{Code: code.Nouveau(0, 0, 1, 1), Reponse: code.Reponse{Bien: 1, Mal: 0}},
		{Code: code.Nouveau(0, 2, 3, 3), Reponse: code.Reponse{Bien: 0, Mal: 2}},
		{Code: code.Nouveau(4, 0, 5, 2), Reponse: code.Reponse{Bien: 2, Mal: 1}},
	}
	e.Vide()
	e.Touche(Lettre('o'))
	e.Touche(Lettre('2'))
	return e
}

// golden compares got with testdata/<nom>.txt, rewritten with -update.
func golden(t *testing.T, nom, got string) {
	t.Helper()
	f := filepath.Join("testdata", nom+".txt")
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(f, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(f)
	require.NoError(t, err, "go test ./cmd/mastermind/internal/ecran -update writes it")
	assert.Equal(t, string(want), got)
}

// cadre is an image as the golden shows it: the rows, then the cursor.
func cadre(im Image) string {
	return im.Texte() + fmt.Sprintf("-- curseur %d,%d %v\n", im.X, im.Y, im.Curseur)
}

func TestDessineTailles(t *testing.T) {
	for _, l := range []texte.Langue{texte.Francais, texte.Anglais} {
		for _, s := range [][2]int{{40, 12}, {40, 20}, {80, 24}, {120, 40}, {39, 12}, {40, 11}} {
			nom := fmt.Sprintf("solo-%s-%dx%d", l, s[0], s[1])
			t.Run(nom, func(t *testing.T) {
				e := partie(t, l, s[0], s[1])
				im := e.Dessine()
				require.Len(t, im.Lignes, s[1])
				for i, ligne := range im.Lignes {
					assert.LessOrEqual(t, page.Largeur(ligne), s[0], "row %d: %q", i, ligne)
				}
				golden(t, nom, cadre(im))
			})
		}
	}
}
