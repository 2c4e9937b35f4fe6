package graphe

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/dore"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/couleur"
)

var essais = []string{"1", "2", "3", "4", "5", "6", "7"}

// knuth4x6 is Knuth's distribution on 4 × 6 (docs/STRATEGIES.md).
var knuth4x6 = Graphe{
	Etiquettes: essais[:5],
	Series:     []Serie{{Valeurs: []int{1, 6, 62, 533, 694}, Teinte: couleur.Teinte{V: 205, B: 205}}},
}

// vousOptimal is a player's tries beside the optimal strategy's on 4 × 6.
var vousOptimal = Graphe{
	Etiquettes: essais,
	Series: []Serie{
		{Nom: "vos parties", Court: "vous", Valeurs: []int{0, 0, 1, 3, 4, 2, 1}, Teinte: couleur.Teinte{R: 205, V: 205}},
		{Nom: "stratégie optimale", Court: "optimal", Valeurs: []int{1, 8, 102, 630, 548, 7, 0}, Teinte: couleur.Teinte{V: 205, B: 205}},
	},
	Nombre: func(n int) string { return strings.ReplaceAll(formate(n), ",", "\u202f") },
}

func formate(n int) string {
	s := []byte{}
	d := []byte(strconv.Itoa(n))
	for i, c := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			s = append(s, ',')
		}
		s = append(s, c)
	}
	return string(s)
}

func TestGolden(t *testing.T) {
	cas := []struct {
		nom     string
		g       Graphe
		largeur int
	}{
		{"knuth-80", knuth4x6, 80},
		{"knuth-40", knuth4x6, 40},
		{"knuth-tube", knuth4x6, 0},
		{"vous-optimal-80", vousOptimal, 80},
		{"vous-optimal-40", vousOptimal, 40},
		{"vous-optimal-tube", vousOptimal, 0},
		{"vous-optimal-30", vousOptimal, 30}, // one under the other
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			lignes := c.g.Lignes(c.largeur)
			for _, l := range lignes {
				if c.largeur > 0 {
					assert.LessOrEqual(t, page.Largeur(l), c.largeur, "%q", l)
				}
				assert.NotContains(t, l, "\x1b", "no colour unless asked")
			}
			compare(t, c.nom, strings.Join(lignes, "\n")+"\n")
		})
	}
}

func compare(t *testing.T, nom, obtenu string) {
	t.Helper()
	dore.Compare(t, filepath.Join("testdata", nom+".txt"), obtenu)
}

// Colour wraps the bars only, and takes no cell.
func TestColour(t *testing.T) {
	g := vousOptimal
	g.Peintre = peintre.Peintre{Couleur: true}
	coloree := g.Lignes(80)
	g.Peintre = peintre.Peintre{}
	simple := g.Lignes(80)
	require.Len(t, coloree, len(simple))
	for i := range coloree {
		assert.Equal(t, page.Largeur(simple[i]), page.Largeur(coloree[i]))
	}
	assert.Contains(t, coloree[4], "\x1b[33m")
	assert.Contains(t, coloree[4], "\x1b[36m")
	assert.Contains(t, coloree[4], "\x1b[0m")
	assert.NotContains(t, coloree[1], "\x1b[33m", "no bar, no colour")
}

// Every width from 20 to 120 holds every line; the bars grow with the
// width up to SansLargeur.
func TestFits(t *testing.T) {
	for _, g := range []Graphe{knuth4x6, vousOptimal} {
		for l := 20; l <= 120; l++ {
			for _, s := range g.Lignes(l) {
				require.LessOrEqual(t, page.Largeur(s), l, "width %d: %q", l, s)
			}
		}
	}
}

// A bar is in eighths of a cell; a value that is not 0 shows.
func TestBars(t *testing.T) {
	assert.Equal(t, "", barre(0))
	assert.Equal(t, "▏", barre(1))
	assert.Equal(t, "█▌", barre(12))
	assert.Equal(t, "██", barre(16))
	assert.Equal(t, 1, huitiemes(1, 1_000_000, 0.5, 10), "a tiny share still shows")
	assert.Equal(t, 80, huitiemes(1, 2, 0.5, 10), "the largest share fills the bars' room")
	assert.Equal(t, 0, huitiemes(0, 2, 0.5, 10))
}
