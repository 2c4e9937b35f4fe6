package cmdstats

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// TestStatsOptimalTimeIsTheTimeWaited: the time stats gives the optimal
// strategy is the time the user waited, its search included, not only the
// walk over the secrets: the clock is read before the search (no tree
// yet) and after the walk.
func TestStatsOptimalTimeIsTheTimeWaited(t *testing.T) {
	var h commandetest.Horloge
	var out strings.Builder
	a := commandetest.AppAvecHorloge(t, &h, &out)
	require.NoError(t, execute(context.Background(), a, []string{"--strategy", "optimal", "--pegs", "3", "--colors", "6", "--json"}))
	assert.Equal(t, []bool{false, true}, h.Lectures, "one interval, from before the search to after the walk")
	var j statistiques.StatsJSON
	require.NoError(t, json.Unmarshal([]byte(out.String()), &j))
	assert.Equal(t, 1.5, j.Seconds)
	assert.Equal(t, 854, j.Total)

	out.Reset()
	h.Lectures = nil
	require.NoError(t, execute(context.Background(), a, []string{"--strategy", "optimal", "--pegs", "3", "--colors", "6"}))
	assert.Equal(t, []bool{true, true}, h.Lectures, "the tree from the cache")
	assert.Contains(t, out.String(), "\n  calculé en 1,50 s\n")
}

// TestStatsMaxGuesses: stats takes --max-guesses with the optimal
// strategy, as demo does: on 4×6, Koyama and Lai's 5626 within five
// guesses (the README's figure).
func TestStatsMaxGuesses(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "stats", "--strategy", "optimal", "--max-guesses", "5", "--json")
	require.Equal(t, 0, st, errw)
	var j statistiques.StatsJSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	assert.Equal(t, 5626, j.Total)
	assert.Equal(t, 5, j.Max)
	assert.Equal(t, statistiques.Distribution{0, 1, 8, 102, 622, 563}, j.Distribution)

	for _, args := range [][]string{
		{"stats", "--max-guesses", "5"},
		{"stats", "--strategy", "all", "--max-guesses", "5"},
	} {
		out, errw, st := commandetest.Lance(t, essai(), "", args...)
		assert.Equal(t, 2, st, "%v", args)
		assert.Empty(t, out)
		assert.Equal(t, texte.Nouveau(texte.Francais).T("optimal.seulement", "--max-guesses")+"\n", errw, "%v", args)
	}
}
