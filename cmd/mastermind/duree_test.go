package main

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/cmd/mastermind/internal/iostreams"
	"mastermind/cmd/mastermind/internal/jeu"
	"mastermind/cmd/mastermind/internal/rapport"
	"mastermind/cmd/mastermind/internal/texte"
)

// horlogeDeTest is a clock that moves on by a second and a half at each
// reading, and notes at each reading whether the optimal tree of 3×6 was
// in the cache: a reading before the search sees none, a reading after
// it sees the tree.
type horlogeDeTest struct {
	mu       sync.Mutex
	arbre    string
	lectures []bool
}

func (h *horlogeDeTest) maintenant() time.Time {
	h.mu.Lock()
	defer h.mu.Unlock()
	_, err := os.Stat(h.arbre)
	h.lectures = append(h.lectures, err == nil)
	return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(len(h.lectures)) * 1500 * time.Millisecond)
}

// appAvecHorloge is the app run builds, French, with the clock h, its
// output in out.
func appAvecHorloge(t *testing.T, h *horlogeDeTest, out io.Writer) *app {
	t.Helper()
	environnementDeTest(t)
	h.arbre = filepath.Join(os.Getenv(envCache), "3x6.mmo")
	return &app{
		ios:     iostreams.Nouveaux(strings.NewReader(""), out, io.Discard, os.Getenv),
		cat:     texte.Nouveau(texte.Francais),
		getenv:  os.Getenv,
		horloge: h.maintenant,
	}
}

// TestStatsOptimalTimeIsTheTimeWaited: the time stats gives the optimal
// strategy is the time the user waited, its search included, not only the
// walk over the secrets: the clock is read before the search (no tree
// yet) and after the walk.
func TestStatsOptimalTimeIsTheTimeWaited(t *testing.T) {
	var h horlogeDeTest
	var out strings.Builder
	a := appAvecHorloge(t, &h, &out)
	require.NoError(t, stats(context.Background(), a, []string{"--strategy", "optimal", "--pegs", "3", "--colors", "6", "--json"}))
	assert.Equal(t, []bool{false, true}, h.lectures, "one interval, from before the search to after the walk")
	var j jeu.StatsJSON
	require.NoError(t, json.Unmarshal([]byte(out.String()), &j))
	assert.Equal(t, 1.5, j.Seconds)
	assert.Equal(t, 854, j.Total)

	out.Reset()
	h.lectures = nil
	require.NoError(t, stats(context.Background(), a, []string{"--strategy", "optimal", "--pegs", "3", "--colors", "6"}))
	assert.Equal(t, []bool{true, true}, h.lectures, "the tree from the cache")
	assert.Contains(t, out.String(), "\n  calculé en 1,50 s\n")
}

// TestTournamentTimeIsTheTimeWaited: the same in a tournament, whose
// entries are built first, then played.
func TestTournamentTimeIsTheTimeWaited(t *testing.T) {
	var h horlogeDeTest
	var out strings.Builder
	a := appAvecHorloge(t, &h, &out)
	require.NoError(t, tournoi(context.Background(), a, []string{"--pegs", "3", "--colors", "6", "--json", "optimal"}))
	assert.Equal(t, []bool{false, true, true, true}, h.lectures, "before and after the search, before and after the walk")
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out.String()), &j))
	require.Len(t, j.Entries, 1)
	assert.Equal(t, 3.0, j.Entries[0].Seconds, "the search and the walk")
}

// TestStatsMaxGuesses: stats takes --max-guesses with the optimal
// strategy, as demo does: on 4×6, Koyama and Lai's 5626 within five
// guesses (the README's figure).
func TestStatsMaxGuesses(t *testing.T) {
	out, errw, st := lance(t, "", "stats", "--strategy", "optimal", "--max-guesses", "5", "--json")
	require.Equal(t, 0, st, errw)
	var j jeu.StatsJSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	assert.Equal(t, 5626, j.Total)
	assert.Equal(t, 5, j.Max)
	assert.Equal(t, jeu.Distribution{0, 1, 8, 102, 622, 563}, j.Distribution)

	for _, args := range [][]string{
		{"stats", "--max-guesses", "5"},
		{"stats", "--strategy", "all", "--max-guesses", "5"},
	} {
		out, errw, st := lance(t, "", args...)
		assert.Equal(t, 2, st, "%v", args)
		assert.Empty(t, out)
		assert.Equal(t, texte.Nouveau(texte.Francais).T("optimal.seulement", "--max-guesses")+"\n", errw, "%v", args)
	}
}
