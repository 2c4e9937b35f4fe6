package main

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// These tests keep the statistics docs/STRATEGIES.md quotes true: they
// run the command the page names and compare each figure. The 5 × 8 ones
// take longer and run in make verify (strategies_page_verify_test.go).

// statsDe runs stats --json with args and returns one object per
// strategy, by name.
func statsDe(t *testing.T, args ...string) map[string]statistiques.StatsJSON {
	t.Helper()
	out, errw, st := lance(t, "", append([]string{"stats", "--json"}, args...)...)
	require.Equal(t, 0, st, errw)
	var liste []statistiques.StatsJSON
	if strings.HasPrefix(out, "[") {
		require.NoError(t, json.Unmarshal([]byte(out), &liste))
	} else {
		var un statistiques.StatsJSON
		require.NoError(t, json.Unmarshal([]byte(out), &un))
		liste = []statistiques.StatsJSON{un}
	}
	m := map[string]statistiques.StatsJSON{}
	for _, s := range liste {
		m[s.Strategy] = s
	}
	return m
}

// cellules are the rows of the page's markdown table that follows titre,
// each cut into its cells (the title row and the rule left out).
func cellules(t *testing.T, titre string) [][]string {
	t.Helper()
	s := pageDoc(t, "STRATEGIES.md", false)
	i := strings.Index(s, titre)
	require.GreaterOrEqual(t, i, 0, "STRATEGIES.md has %q", titre)
	s = s[i:]
	debut := strings.Index(s, "\n|")
	require.GreaterOrEqual(t, debut, 0, "a table follows %q", titre)
	s = s[debut+1:]
	if fin := strings.Index(s, "\n\n"); fin >= 0 {
		s = s[:fin]
	}
	var lignes [][]string
	for i, l := range strings.Split(s, "\n") {
		if i < 2 {
			continue
		}
		c := strings.Split(strings.Trim(l, "|"), "|")
		for j := range c {
			c[j] = strings.TrimSpace(c[j])
		}
		lignes = append(lignes, c)
	}
	return lignes
}

// nomEtGraine reads a strategy cell: "lexico-alea (seed 1: increasing)".
var reNom = regexp.MustCompile(`^([a-z-]+)(?: \(seed (\d+)(?:: (increasing|decreasing))?\))?$`)

// verifieTableau compares each row of a table "| strategy | average | max |
// total | at max | 1 | 2 | … |" with the statistics of the command.
func verifieTableau(t *testing.T, titre string, st map[string]statistiques.StatsJSON, graine uint64) {
	t.Helper()
	lignes := cellules(t, titre)
	var noms []string
	for _, c := range lignes {
		m := reNom.FindStringSubmatch(c[0])
		require.NotNil(t, m, "a strategy: %q", c[0])
		nom := m[1]
		noms = append(noms, nom)
		s, ok := st[nom]
		require.True(t, ok, "the command computed %s", nom)
		if strategie.DependDeLaGraine(nom) {
			voulu := fmt.Sprintf("%s (seed %d)", nom, graine)
			if nom == "lexico-alea" {
				ordre := "increasing"
				if strategie.Decroissant(graine) {
					ordre = "decreasing"
				}
				voulu = fmt.Sprintf("%s (seed %d: %s)", nom, graine, ordre)
			}
			assert.Equal(t, voulu, c[0])
		} else {
			assert.Equal(t, nom, c[0], "no seed for %s", nom)
		}
		voulues := []string{c[0], strconv.FormatFloat(s.Average, 'f', 4, 64), strconv.Itoa(s.Max), strconv.Itoa(s.Total), strconv.Itoa(len(s.Hardest))}
		for k := 1; k < len(c)-4; k++ {
			v := ""
			if k < len(s.Distribution) {
				v = strconv.Itoa(s.Distribution[k])
			}
			voulues = append(voulues, v)
		}
		assert.Equal(t, voulues, c, "the row of %s", nom)
		assert.LessOrEqual(t, len(s.Distribution)-1, len(c)-5, "the table has a column for every number of proposals of %s", nom)
	}
	var tous []string
	for nom := range st {
		tous = append(tous, nom)
	}
	assert.ElementsMatch(t, tous, noms, "every strategy of the command is in the table")
}

// TestStrategiesPage4x6 checks the tables of 4 × 6, with and without
// repeats, against `mastermind stats --strategy all --seed 1`.
func TestStrategiesPage4x6(t *testing.T) {
	page := pageDoc(t, "STRATEGIES.md", true)
	assert.Contains(t, page, "### All strategies on 4 × 6 (1296 secrets) `mastermind stats --strategy all --seed 1`")
	verifieTableau(t, "### All strategies on 4 × 6 (1296 secrets)", statsDe(t, "--strategy", "all", "--seed", "1"), 1)
	assert.Contains(t, page, "### 4 × 6 without repeats (360 secrets) `mastermind stats --strategy all --no-repeat --seed 1`")
	verifieTableau(t, "### 4 × 6 without repeats (360 secrets)", statsDe(t, "--strategy", "all", "--no-repeat", "--seed", "1"), 1)
}

// TestStrategiesPageWithoutRepeats checks the averages and worst cases
// the page lists for 3 × 5 and 5 × 8 without repeats.
func TestStrategiesPageWithoutRepeats(t *testing.T) {
	page := pageDoc(t, "STRATEGIES.md", true)
	for _, c := range []struct {
		taille         string
		pions, couleur string
		nombre         int // the figures the page gives
	}{
		{"3 × 5", "3", "5", 8},
		{"5 × 8", "5", "8", 9},
	} {
		t.Run(c.taille, func(t *testing.T) {
			debut := "- " + c.taille + ": "
			i := strings.Index(page, debut)
			require.GreaterOrEqual(t, i, 0)
			liste := page[i+len(debut):]
			liste = liste[:strings.Index(liste, ". ")]
			st := statsDe(t, "--strategy", "all", "--pegs", c.pions, "--colors", c.couleur, "--no-repeat", "--seed", "1")
			n := 0
			for _, p := range regexp.MustCompile(`([a-z-]+)(?: \(seed 1\))? ([\d.]+) \((\d+)\)`).FindAllStringSubmatch(liste, -1) {
				n++
				s, ok := st[p[1]]
				require.True(t, ok, p[1])
				assert.Equal(t, strconv.FormatFloat(s.Average, 'f', 4, 64), p[2], p[1])
				assert.Equal(t, strconv.Itoa(s.Max), p[3], p[1])
			}
			assert.Equal(t, c.nombre, n, "the figures the page gives")
		})
	}
}

// verifieExtrait checks that out is what bloc shows of it, cut where
// bloc shows "…", times aside.
func verifieExtrait(t *testing.T, bloc, out string) {
	t.Helper()
	out = reOrdre.ReplaceAllString(reSecondes.ReplaceAllString(out, `"seconds":S`), "")
	bloc = reOrdre.ReplaceAllString(reSecondes.ReplaceAllString(strings.Join(strings.Fields(bloc), ""), `"seconds":S`), "")
	morceaux := strings.Split(bloc, "…")
	assert.True(t, strings.HasPrefix(out, morceaux[0]), "the output starts as the page shows: %s", morceaux[0])
	reste := out
	for _, morceau := range morceaux {
		i := strings.Index(reste, morceau)
		require.GreaterOrEqual(t, i, 0, "the output goes on with %q", morceau)
		reste = reste[i+len(morceau):]
	}
	assert.Empty(t, strings.TrimSpace(reste), "the output ends as the page shows")
}

// TestStrategiesPageJSON: the page's example of the JSON contract is the
// command's output, cut where it shows "…".
func TestStrategiesPageJSON(t *testing.T) {
	page := pageDoc(t, "STRATEGIES.md", false)
	bloc := premierBloc(t, page[strings.Index(page, "`--json` writes the contract object"):])
	out, errw, st := lance(t, "", "stats", "--strategy", "knuth", "--json")
	require.Equal(t, 0, st, errw)
	verifieExtrait(t, bloc, out)
}

// TestProtocolPagesTournamentJSON: the protocol pages' example of the
// tournament's JSON is the command's output, cut where it shows "…".
func TestProtocolPagesTournamentJSON(t *testing.T) {
	out, errw, st := lance(t, "", "tournament", "--json", "lexico", "knuth", "optimal")
	require.Equal(t, 0, st, errw)
	for _, p := range []string{"PROTOCOL.md", "PROTOCOLE.md"} {
		page := pageDoc(t, p, false)
		i := strings.Index(page, "```json")
		require.GreaterOrEqual(t, i, 0, p)
		verifieExtrait(t, premierBloc(t, page[i:]), out)
	}
}
