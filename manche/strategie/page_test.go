package strategie

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
)

// These tests keep docs/STRATEGIES.md true where no other test does: its
// table of strategies, the symmetry figure and the counter-strategies'
// figures. (Its tables of statistics are checked through the command, in
// cmd/mastermind/strategies_page_test.go.)

// pageStrategies is docs/STRATEGIES.md.
func pageStrategies(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "STRATEGIES.md"))
	require.NoError(t, err)
	return string(data)
}

// TestStrategiesPageTable: the table names every strategy of the registry
// in its order, says which propose only compatible codes (as
// TestCompatibleStrategiesProposeCandidates checks) and which depend on
// the seed.
func TestStrategiesPageTable(t *testing.T) {
	lignes := regexp.MustCompile("(?m)^\\| `([a-z-]+)` \\| [^|]+ \\| [^|]+ \\| (yes|no) \\| ([^|]+) \\|$").FindAllStringSubmatch(pageStrategies(t), -1)
	var noms, compatibles []string
	for _, l := range lignes {
		noms = append(noms, l[1])
		if l[2] == "yes" {
			compatibles = append(compatibles, l[1])
		}
		assert.Equal(t, DependDeLaGraine(l[1]), strings.TrimSpace(l[3]) != "—", "seed column of %s", l[1])
	}
	assert.Equal(t, Noms(), noms)
	assert.Equal(t, []string{"lexico", "lexico-desc", "lexico-random", "lexico-alea", "random"}, compatibles)
}

// TestSymmetryFirstMove6x9: on an empty board every colour and every
// position is alike, so the score strategies look at one colour multiset
// per way of splitting the pegs into colours: 11 on 6 pegs, as
// docs/STRATEGIES.md says.
func TestSymmetryFirstMove6x9(t *testing.T) {
	e := espace(t, code.Taille{Pions: 6, Couleurs: 9})
	s := nouvelleSymetrie(e, nil, e.Secrets(), false, true)
	n := 0
	s.multisets(func(nb *[code.MaxCouleurs]int8) bool {
		s.permutations(nb, e.Nombre(), nil, func(g int, _ uint64) bool {
			if s.minimalParPositions(g) {
				n++
			}
			return true
		})
		return true
	})
	assert.Equal(t, 11, n)
	assert.Contains(t, strings.Join(strings.Fields(pageStrategies(t)), " "), "the first move scores one code per way of splitting the pegs into colours (11 on 6 pegs)")
}

// TestCounterStrategiesOverSeeds computes the figures docs/STRATEGIES.md
// gives for the random strategies over the seeds 0 to 199 on 4 × 6, and
// lexico-alea's expected worst case.
func TestCounterStrategiesOverSeeds(t *testing.T) {
	page := strings.Join(strings.Fields(pageStrategies(t)), " ")
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	type figures struct {
		moyenne, plusPetite, plusGrande float64
		pireMin, pireMax                int
		difficile                       string
		moyenneDifficile                float64
	}
	surLesGraines := func(nom string) figures {
		s, err := Nouvelle(nom)
		require.NoError(t, err)
		f := figures{plusPetite: 100, pireMin: 100}
		parSecret := make([]int, len(e.Secrets()))
		for g := range uint64(200) {
			st, err := Calcule(context.Background(), s, e, Options{Graine: g})
			require.NoError(t, err)
			f.moyenne += st.Moyenne() / 200
			f.plusPetite, f.plusGrande = min(f.plusPetite, st.Moyenne()), max(f.plusGrande, st.Moyenne())
			f.pireMin, f.pireMax = min(f.pireMin, st.Max), max(f.pireMax, st.Max)
			for i, c := range st.Coups {
				parSecret[i] += int(c)
			}
		}
		i := 0
		for j, n := range parSecret {
			if n > parSecret[i] {
				i = j
			}
		}
		f.difficile = e.Code(int(e.Secrets()[i])).Mot(palette)
		f.moyenneDifficile = float64(parSecret[i]) / 200
		return f
	}

	f := surLesGraines("lexico-random")
	assert.Contains(t, page, fmt.Sprintf("its average is %.3f (from %.3f to %.3f depending on the seed), its worst case %d to %d", f.moyenne, f.plusPetite, f.plusGrande, f.pireMin, f.pireMax))
	assert.Contains(t, page, fmt.Sprintf("(%s) needs only **%.2f** proposals on average", f.difficile, f.moyenneDifficile))

	f = surLesGraines("random")
	assert.Contains(t, page, fmt.Sprintf("average %.3f over the same seeds, worst case %d or %d, hardest secret on average %.2f", f.moyenne, f.pireMin, f.pireMax, f.moyenneDifficile))

	croissant, err := Calcule(context.Background(), Lexico{}, e, Options{})
	require.NoError(t, err)
	decroissant, err := Calcule(context.Background(), LexicoDecroissant{}, e, Options{})
	require.NoError(t, err)
	pire := 0.0
	for i := range croissant.Coups {
		pire = max(pire, float64(croissant.Coups[i]+decroissant.Coups[i])/2)
	}
	assert.Contains(t, page, fmt.Sprintf("at most **%.1f** on 4 × 6, instead of %d for a secret aimed at `lexico`", pire, croissant.Max))
}
