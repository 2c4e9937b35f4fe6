package resultats

import (
	"slices"
	"testing"
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/saves/historique"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 33: how rounds make games: a course game lost, drawn, still
// being played; two games begun the same second; a round of a course
// game from a line written before games were (a game of one round, or
// none when the computer decoded).
func TestParties(t *testing.T) {
	t46 := code.Taille{Pions: 4, Couleurs: 6}
	debut := time.Date(2026, 11, 27, 18, 0, 0, 0, time.UTC)
	manche := func(partie time.Time, num, nb int, humainCodeur, trouve bool, score int) historique.Entree {
		return historique.Entree{Mode: "partie", Taille: t46, Partie: partie, NumManche: num, NbManches: nb,
			HumainCodeur: humainCodeur, Trouve: trouve, Score: score}
	}
	autre := debut.Add(time.Hour)
	es := []historique.Entree{
		// Lost 0 to 4 over four rounds: the computer scored 2 and 2.
		manche(debut, 1, 4, false, true, 2), manche(debut, 2, 4, true, true, 0),
		{Mode: "solo", Taille: t46, Trouve: true, Score: 3}, // between two rounds
		manche(debut, 3, 4, false, true, 2), manche(debut, 4, 4, true, true, 0),
		// Drawn 3 to 3.
		manche(autre, 1, 2, false, true, 3), manche(autre, 2, 2, true, true, 3),
		// Same start, played after: another game, still being played.
		manche(autre, 1, 2, false, false, 11),
		// Old lines: a round decoded is a game; the computer's is none.
		{Mode: "partie", Taille: t46, Trouve: false, Score: 11},
		{Mode: "partie", Taille: t46, HumainCodeur: true, Trouve: true, Score: 4},
	}
	p := Parties(es)
	require.Len(t, p, 5)
	assert.Equal(t, []int{3}, p[0].Manches)
	assert.True(t, p[0].Gagnee)
	assert.Equal(t, []int{1, 2, 4, 5}, p[1].Manches)
	assert.True(t, p[1].Finie)
	assert.False(t, p[1].Gagnee, "lost 0 to 4, never won")
	assert.Equal(t, [2]int{0, 4}, [2]int{p[1].ScoreJoueur, p[1].ScoreOrdi})
	assert.Equal(t, []int{6, 7}, p[2].Manches)
	assert.True(t, p[2].Nulle)
	assert.False(t, p[2].Gagnee)
	assert.Equal(t, []int{8}, p[3].Manches)
	assert.False(t, p[3].Finie, "still being played")
	assert.Equal(t, []int{9}, p[4].Manches, "a line without its game: a game of one round")
	assert.True(t, slices.IsSortedFunc(p, func(a, b Partie) int { return a.Manches[len(a.Manches)-1] - b.Manches[len(b.Manches)-1] }))
}
