package statistiques

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/dore"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// compareGraphe compares lines with testdata/graphes/nom.txt (rewritten with
// -update).
func compareGraphe(t *testing.T, nom string, lignes []string) {
	t.Helper()
	dore.Compare(t, filepath.Join("testdata", "graphes", nom+".txt"), strings.Join(lignes, "\n")+"\n")
}

// statsSur runs the statistics screen of strategies noms on 4 × 6 for a
// terminal of largeur columns (0: a pipe) and returns its lines from the
// chart's title to the charts' end, the times left out.
func statsSur(t *testing.T, largeur int, couleur bool, noms ...string) []string {
	t.Helper()
	cat := texte.Nouveau(texte.Francais)
	e, err := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6})
	require.NoError(t, err)
	var out strings.Builder
	o := &Sortie{Out: &out, Err: &out, Mise: func() int { return largeur }, Peintre: peintre.Peintre{Couleur: couleur}, Maintenant: time.Now,
		Progres: func(string, func() (int64, int64)) func() { return func() {} }}
	d := DemandeStats{Espace: e, Noms: noms, Graine: 1,
		Construit: func(_ context.Context, nom string) (strategie.Strategie, error) { return strategie.Nouvelle(nom) }}
	require.NoError(t, EcranStats(context.Background(), cat, o, &strategies.Resolveur{}, d, false))
	var lignes []string
	garde := false
	for _, l := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
		if garde && l == "" {
			break // the table after the charts: its times vary
		}
		garde = garde || strings.HasPrefix(l, "Secrets trouvés") || strings.HasPrefix(l, "Propositions")
		if garde && !strings.Contains(l, "calculé en") {
			lignes = append(lignes, l)
		}
	}
	return lignes
}

// On a terminal the statistics draw each distribution with eighths of a
// cell fitted to the width, the numbers beside the bars; a pipe keeps its
// table of full blocks.
func TestStatsChart(t *testing.T) {
	for _, largeur := range []int{80, 40} {
		lignes := statsSur(t, largeur, false, "knuth")
		for _, l := range lignes {
			assert.LessOrEqual(t, ansi.StringWidth(l), largeur, l)
		}
		compareGraphe(t, "knuth-"+map[int]string{80: "80", 40: "40"}[largeur], lignes)
		toutes := statsSur(t, largeur, false, "knuth", "lexico")
		for _, l := range toutes {
			assert.LessOrEqual(t, ansi.StringWidth(l), largeur, l)
		}
		compareGraphe(t, "knuth-lexico-"+map[int]string{80: "80", 40: "40"}[largeur], toutes)
	}
	colorees := statsSur(t, 80, true, "knuth")
	assert.Contains(t, strings.Join(colorees, "\n"), "\x1b[34m█", "coloured bars on a terminal that shows colours")
	tube := statsSur(t, 0, false, "knuth")
	assert.Equal(t, "Propositions  Secrets", tube[0])
	assert.Equal(t, "           5      694  ████████████████████████████████████████", tube[5], "the pipe's table, unchanged")
}
