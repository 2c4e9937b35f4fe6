package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"mastermind/couleur"
	"mastermind/manche/solveur"
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
		trous := len(regexp.MustCompile(`^[A-Z?*_-]+`).FindString(ligne))
		_, err := solveur.Lit(ligne, i+1, pal, trous)
		assert.NoError(t, err, "%q reads with %d pegs", ligne, trous)
	}
	assert.Equal(t, 7, n)
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
	assert.Contains(t, page, "`strategieSolveurParDefaut` in `cmd/mastermind/solve.go` (`"+strategieSolveurParDefaut+"`)")
	assert.Contains(t, page, "so the default advice (`"+strategieSolveurParDefaut+"`)")
}
