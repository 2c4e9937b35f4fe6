package optimal

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
)

// These tests keep the table "The new exact optima" of docs/OPTIMAL.md
// true: Optimum knows each of its totals, and the rows the page says take
// under a second are searched again and give the row.

// titresFrontiere opens the table of the new exact optima.
const titresFrontiere = "| size | codes | total | average | worst | first proposal | secrets found in 1, 2, … guesses | CPU time |"

var reFrontiere = regexp.MustCompile(`^\| (\d+) × (\d+) \| (\d+) \| (\d+) \| ([\d.]+) \| (\d+) \| ([A-Z]+) \| ([\d, ]+) \| (< )?([^|]+) \|$`)

// ligneFrontiere is a row of the table of the new exact optima.
type ligneFrontiere struct {
	ligneTable
	distribution []int
}

// frontiereDeLaPage reads the rows of the table of the new exact optima.
func frontiereDeLaPage(t testing.TB) []ligneFrontiere {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "OPTIMAL.md"))
	require.NoError(t, err)
	s := string(data)
	i := strings.Index(s, titresFrontiere)
	require.GreaterOrEqual(t, i, 0, "the table's titles")
	s = s[i:]
	s = s[:strings.Index(s, "\n\n")]
	lignes := strings.Split(s, "\n")[2:]
	var table []ligneFrontiere
	for _, texte := range lignes {
		m := reFrontiere.FindStringSubmatch(texte)
		require.NotNil(t, m, "a row: %q", texte)
		n := func(i int) int {
			x, err := strconv.Atoi(m[i])
			require.NoError(t, err)
			return x
		}
		l := ligneFrontiere{ligneTable: ligneTable{
			texte:   texte,
			taille:  code.Taille{Pions: n(1), Couleurs: n(2)},
			secrets: n(3), total: n(4), moyenne: m[5], pire: n(6), premier: m[7],
			duree: dureeLue(t, m[10]),
		}}
		for _, x := range strings.Split(m[8], ", ") {
			k, err := strconv.Atoi(x)
			require.NoError(t, err)
			l.distribution = append(l.distribution, k)
		}
		table = append(table, l)
	}
	require.NotEmpty(t, table)
	return table
}

// TestFrontierTable: every total of the table is one Optimum knows, and
// the rows under a second are searched again: total, average, worst case,
// first proposal and distribution.
func TestFrontierTable(t *testing.T) {
	for _, l := range frontiereDeLaPage(t) {
		t.Run(l.nom(), func(t *testing.T) {
			optimum, connu := Optimum(l.taille, Options{})
			assert.True(t, connu, "Optimum knows %s", l.nom())
			assert.Equal(t, l.total, optimum, "Optimum of %s", l.nom())
			if l.longue() || (testing.Short() && l.taille.NombreSecrets() > 1000) {
				return
			}
			a := verifieLigne(t, l.ligneTable)
			assert.Equal(t, l.distribution, a.Statistiques().Distribution[1:], "distribution: %s", l.texte)
		})
	}
}
