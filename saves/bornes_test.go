package saves

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Issue 25, 5: a count or a score edited to a huge but valid number is
// refused when the file is read, so that the game never plays on to
// write a negative one; at the bound, the file reads.
func TestCountsAndScoresAreBounded(t *testing.T) {
	tests := []struct {
		name, champ string
		max         int
		change      func(s *Sauvegarde, n int)
	}{
		{"round's undos", "round.undos", manche.MaxAnnulations, func(s *Sauvegarde, n int) { s.Manche.Annulations = n }},
		{"game's undos", "game.undos", manche.MaxAnnulations, func(s *Sauvegarde, n int) { s.Partie.Annulations = n }},
		{"human's score", "game.score_human", partie.MaxScore, func(s *Sauvegarde, n int) { s.Partie.ScoreJoueur = n }},
		{"computer's score", "game.score_computer", partie.MaxScore, func(s *Sauvegarde, n int) { s.Partie.ScoreOrdi = n }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lit := func(n int) error {
				s := partieEnCours(t)
				tt.change(&s, n)
				a, err := Octets(s)
				require.NoError(t, err)
				_, err = Lire(a)
				return err
			}
			assert.NoError(t, lit(tt.max), "at the bound, the file reads")
			for _, n := range []int{tt.max + 1, math.MaxInt - 1, math.MaxInt} {
				err := lit(n)
				require.ErrorIs(t, err, ErrTropGrand, "%d", n)
				var c *ErreurContenu
				require.ErrorAs(t, err, &c)
				assert.Equal(t, tt.champ, c.Champ)
			}
		})
	}
}

// Issue 25, 6: a row to redo is checked against the secret as a row
// played is: a forged one is refused when the file is read.
func TestRowsToRedoMustAgreeWithTheSecret(t *testing.T) {
	s := soloEnCours(t) // secret VJBR
	s.Manche.ARefaire = []plateau.Ligne{row(t, "JJJJ", 1, 0)}
	a, err := Octets(s)
	require.NoError(t, err)
	_, err = Lire(a)
	require.NoError(t, err, "a true row to redo reads")

	s.Manche.ARefaire = []plateau.Ligne{row(t, "JJJJ", 1, 0), row(t, "NNNN", 0, 1)}
	a, err = Octets(s)
	require.NoError(t, err)
	_, err = Lire(a)
	require.ErrorIs(t, err, ErrReponseFausse, "a false answer in the rows to redo")
	var c *ErreurContenu
	require.ErrorAs(t, err, &c)
	assert.Equal(t, "round.moves", c.Champ, "format 2 keeps them in the list of moves")
	assert.Equal(t, 3, c.Rang, "after the two rows played")
}

// Issue 34 (7): a save that asks for two billion tries, or rounds, is
// refused when read, with the bound, instead of drawing a board that
// never ends; at the bound it reads.
func TestTriesAndRoundsAreBounded(t *testing.T) {
	for _, tt := range []struct {
		change func(p *partie.Parametres, n int)
		max    int
		err    error
	}{
		{func(p *partie.Parametres, n int) { p.NbEssaisMax = n }, partie.MaxEssais, partie.ErrTropDEssais},
		{func(p *partie.Parametres, n int) { p.NbManches = n }, partie.MaxManches, partie.ErrTropDeManches},
	} {
		lit := func(n int) error {
			s := soloEnCours(t)
			tt.change(&s.Parametres, n)
			a, err := Octets(s)
			require.NoError(t, err)
			_, err = Lire(a)
			return err
		}
		assert.NoError(t, lit(tt.max))
		for _, n := range []int{tt.max + 2, 2_000_000_000, math.MaxInt - 1} {
			err := lit(n)
			require.ErrorIs(t, err, tt.err, "%d", n)
			var b *partie.ErreurBorne
			require.ErrorAs(t, err, &b)
			assert.Equal(t, n, b.Valeur)
		}
	}
}
