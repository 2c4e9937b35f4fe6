//go:build verify

package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// The 5 × 8 statistics of docs/STRATEGIES.md, run by make verify: every
// strategy over 32768 secrets takes seconds.

// TestVerifyStrategiesPage5x8 checks the table of 5 × 8: average, worst
// case and first proposal of each strategy, with and without --first
// RRBBJ.
func TestVerifyStrategiesPage5x8(t *testing.T) {
	tous := statsDe(t, "--strategy", "all", "--pegs", "5", "--colors", "8", "--seed", "1")
	e, err := code.NouvelEspace(code.Taille{Pions: 5, Couleurs: 8})
	require.NoError(t, err)
	pal := couleur.MustDefaut(8)
	lignes := cellules(t, "### 5 × 8 (32 768 secrets)")
	require.Len(t, lignes, 12)
	reCellule := regexp.MustCompile("^([a-z, -]+?)(?: \\(seed 1\\))?(?: `--first ([A-Z]+)`)?$")
	for _, c := range lignes {
		m := reCellule.FindStringSubmatch(c[0])
		require.NotNil(t, m, "a strategy: %q", c[0])
		var premiers []string
		for _, nom := range strings.Split(m[1], ", ") {
			s := tous[nom]
			if m[2] != "" {
				s = statsDe(t, "--strategy", nom, "--first", m[2], "--pegs", "5", "--colors", "8")[nom]
			}
			assert.Equal(t, []string{strconv.FormatFloat(s.Average, 'f', 4, 64), strconv.Itoa(s.Max)}, c[1:3], c[0])
			if strategie.DependDeLaGraine(nom) {
				continue
			}
			premier := m[2]
			if premier == "" {
				x, err := strategie.Nouvelle(nom)
				require.NoError(t, err)
				p, err := x.Propose(strategie.NouvelEtat(e, nil, 1))
				require.NoError(t, err)
				premier = p.Mot(pal)
			}
			premiers = append(premiers, premier)
		}
		assert.Equal(t, strings.Join(premiers, ", "), c[3], "first proposal of %s", c[0])
	}
}
