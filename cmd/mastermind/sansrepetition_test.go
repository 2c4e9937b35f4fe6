package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An imposed first proposal follows the rule of the game: without
// repeats, one that holds a colour twice is refused with the colour, for
// every command and strategy that takes --first.
func TestFirstRepeatingAColourWithoutRepeats(t *testing.T) {
	const phrase = "la couleur R est deux fois dans ce code (pions 1 et 2), or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes\n"
	for _, args := range [][]string{
		{"stats", "--strategy", "knuth", "--no-repeat", "--first", "RRBJ"},
		{"stats", "--strategy", "all", "--no-repeat", "--first", "RRBJ"},
		{"demo", "--strategy", "entropy", "--no-repeat", "--first", "RRBJ"},
		{"demo", "--strategy", "optimal", "--no-repeat", "--first", "RRBJ"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			out, errw, st := lance(t, "", args...)
			assert.Equal(t, 2, st)
			assert.Empty(t, out)
			assert.Equal(t, "--first RRBJ : "+phrase, errw)
		})
	}
	_, errw, st := lance(t, "", "demo", "--strategy", "knuth", "--no-repeat", "--first", "GGBY", "--lang", "en")
	assert.Equal(t, 2, st)
	assert.Equal(t, "--first GGBY: colour G is twice in this code (pegs 1 and 2), and without repeats no code holds a colour twice; type colours that are all different\n", errw)

	out, _, st := lance(t, "", "stats", "--strategy", "knuth", "--first", "RRBJ", "--json")
	assert.Equal(t, 0, st, "with repeats RRBJ is a first proposal like any other")
	assert.Contains(t, out, `"strategy":"knuth"`)
}

// The demonstration of CFC without repeats, explained: every proposal of
// distinct colours, every row's deduction.
func TestDemoCFCSansRepetitionExplained(t *testing.T) {
	out, _, st := lance(t, "", "demo", "--strategy", "cfc", "--no-repeat", "--secret", "VJBR", "--explain")
	require.Equal(t, 0, st)
	assert.Equal(t, " Essai  Code  Bien Mal\n"+
		"     1  RBJV     0   4\n"+
		"        → le code secret a 4 couleurs en commun avec RBJV, donc le code secret comprend 1 pion rouge, 1 pion bleu, 1 pion jaune et 1 pion vert, mais pas de pion orange ni de pion noir, et, d'après la réponse à RBJV, aucun des pions à placer n'est à sa place\n"+
		"     2  BRVJ     0   4\n"+
		"        → aucun des pions à placer n'est à sa place\n"+
		"     3  JVRB     0   4\n"+
		"        → aucun des pions à placer n'est à sa place, donc le 1er pion est vert, le 2e pion est jaune, le 3e pion est bleu et le 4e pion est rouge\n"+
		"     4  VJBR     4   0\n"+
		"        → c'est gagné !\n"+
		"La stratégie CFC trouve VJBR en 4 essais.\n", out)
}

// The statistics of every strategy without repeats: the figures of
// docs/STRATEGIES.md, every secret found.
func TestStatsSansRepetition(t *testing.T) {
	out, errw, st := lance(t, "", "stats", "--strategy", "all", "--no-repeat", "--seed", "1", "--json")
	require.Equal(t, 0, st, errw)
	var res []struct {
		Strategy string
		Secrets  int
		Total    int
		Max      int
	}
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	totaux := map[string][2]int{}
	for _, r := range res {
		assert.Equal(t, 360, r.Secrets, r.Strategy)
		totaux[r.Strategy] = [2]int{r.Total, r.Max}
	}
	assert.Equal(t, map[string][2]int{
		"lexico": {1493, 6}, "lexico-desc": {1493, 6}, "lexico-random": {1503, 7}, "lexico-alea": {1493, 6},
		"random": {1490, 6}, "cfc": {2842, 10}, "cfc-plus": {2069, 9},
		"knuth": {1490, 5}, "most-parts": {1457, 5}, "entropy": {1450, 5}, "expected-size": {1459, 6}, "optimal": {1446, 5},
	}, totaux)
}
