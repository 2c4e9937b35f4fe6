package main

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/solveur"
)

// These tests keep docs/SOLVEUR.md true: its rows read, its messages are
// the command's, its default strategy the command's.

// TestSolverPageRows reads every row of the page's syntax block, each
// with as many pegs as its code has holes.
func TestSolverPageRows(t *testing.T) {
	page := pageDoc(t, "SOLVEUR.md", false)
	bloc := premierBloc(t, page[strings.Index(page, "## Rows: dCode's syntax"):])
	pal := couleur.MustDefaut(6)
	n := 0
	for i, l := range strings.Split(strings.TrimSuffix(bloc, "\n"), "\n") {
		ligne := regexp.MustCompile(`\s{2,}`).Split(l, 2)[0]
		if strings.HasPrefix(ligne, "#") {
			continue
		}
		n++
		trous := solveur.Pions(ligne)
		_, err := solveur.Lit(ligne, i+1, pal, trous)
		assert.NoError(t, err, "%q reads with %d pegs", ligne, trous)
	}
	assert.Equal(t, 8, n)
}

// TestSolverPageHardestCombinations: the table of dCode's "hardest
// combinations" is what the program computes, with digits read as dCode
// writes them.
func TestSolverPageHardestCombinations(t *testing.T) {
	page := pageDoc(t, "SOLVEUR.md", false)
	debut := strings.Index(page, "## dCode's \"hardest combinations\"")
	require.GreaterOrEqual(t, debut, 0)
	lignes := regexp.MustCompile("(?m)^\\| `([a-z-]+)` \\| (.*) \\|$").FindAllStringSubmatch(page[debut:], -1)
	require.Len(t, lignes, 5)
	for _, l := range lignes {
		cellules := strings.Split(l[2], " | ")
		require.Len(t, cellules, 8, l[0])
		out, errw, st := lance(t, "", "stats", "--json", "--strategy", l[1], "--secrets", "RBBR,BJOV,JJRR,VOBV,ONON,NNVJ")
		require.Equal(t, 0, st, errw)
		var six statistiques.StatsJSON
		require.NoError(t, json.Unmarshal([]byte(out), &six))
		assert.Equal(t, strconv.Itoa(six.Total)+", "+strconv.FormatFloat(six.Average, 'f', -1, 64), cellules[6], l[1])
		for i, secret := range []string{"1221", "2354", "3311", "4524", "5656", "6643"} {
			out, errw, st := lance(t, "", "demo", "--json", "--strategy", l[1], "--secret", []string{"RBBR", "BJOV", "JJRR", "VOBV", "ONON", "NNVJ"}[i])
			require.Equal(t, 0, st, errw)
			var d struct{ Guesses []json.RawMessage }
			require.NoError(t, json.Unmarshal([]byte(out), &d))
			assert.Equal(t, strconv.Itoa(len(d.Guesses)), cellules[i], "%s against %s", l[1], secret)
		}
		out, errw, st = lance(t, "", "stats", "--json", "--strategy", l[1])
		require.Equal(t, 0, st, errw)
		var tous statistiques.StatsJSON
		require.NoError(t, json.Unmarshal([]byte(out), &tous))
		assert.Equal(t, strconv.Itoa(tous.Max)+", "+strconv.Itoa(len(tous.Hardest)), cellules[7], l[1])
	}
	// The list read in digits, as dCode writes it: each is one code.
	for i, secret := range []string{"1221", "2354", "3311", "4524", "5656", "6643"} {
		out, errw, st := lance(t, "", "solve", "--json", secret+" 4 0")
		require.Equal(t, 0, st, errw)
		assert.Contains(t, out, `"codes":["`+[]string{"RBBR", "BJOV", "JJRR", "VOBV", "ONON", "NNVJ"}[i]+`"]`)
	}
}

// TestSolverPageMessages: what the page quotes of the command is what the
// command says.
func TestSolverPageMessages(t *testing.T) {
	page := pageDoc(t, "SOLVEUR.md", true)
	tests := []struct {
		args   []string
		statut int
		phrase string
		sortie bool // on the standard output, else the error stream
	}{
		{[]string{"solve", "OOOO 0 0", "RRRR 0 0", "NNNN 0 0", "RBJV 0 4"}, 1,
			"les lignes 2 et 4 se contredisent (RRRR 0 0 ; RBJV 0 4) ; l'une de ces réponses est fausse", false},
		{[]string{"solve", "OOOO 0 0", "RRRR 0 1"}, 1, "la ligne 2 (RRRR 0 1) est impossible à elle seule", false},
		{[]string{"solve", "--json", "OOOO 0 0", "RRRR 0 1"}, 1, `{"remaining":0,"codes":[],"next":"","worst":0,"expected":0,"error":"Aucun code ne convient : la ligne 2 (RRRR 0 1) est impossible à elle seule."}`, true},
		{[]string{"solve", "--pegs", "6", "--colors", "9", "--"}, 0,
			"(la stratégie a choisi d'après 2 020 codes sur 531 441 ; les chiffres ci-dessus les comptent tous)", true},
	}
	for _, tt := range tests {
		assert.Contains(t, page, tt.phrase, "the page quotes it")
		out, errw, st := lance(t, "", tt.args...)
		assert.Equal(t, tt.statut, st, "%v", tt.args)
		// Blanks made single spaces, as the page's: the no-break space of
		// numbers ("531 441") reads as a space there.
		plat := func(s string) string { return strings.Join(strings.Fields(s), " ") }
		if tt.sortie {
			assert.Contains(t, plat(out), tt.phrase, "%v", tt.args)
		} else {
			assert.Contains(t, plat(errw), tt.phrase, "%v", tt.args)
		}
	}
	assert.Contains(t, page, "`strategieSolveurParDefaut` in `cmd/mastermind/internal/commande/cmdsolve/solve.go` (`"+strategies.StrategieConseil+"`)")
	assert.Contains(t, page, "so the default advice (`"+strategies.StrategieConseil+"`)")
}
