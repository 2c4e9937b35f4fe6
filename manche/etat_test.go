package manche

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
)

func rangee(t *testing.T, mot string, secret string) Coup {
	c := codetest.Code(t, mot)
	return Rangee(c, code.Evalue(codetest.Code(t, secret), c))
}

// The round's step: a row at the decoder's turn, the secret at the
// coder's, nothing once over; the state before a move stays as it was.
func TestTheStepPlaysTheMoveTheTurnWaitsFor(t *testing.T) {
	tests := []struct {
		name     string
		max      int
		controle bool
		coups    []Coup
		tour     Tour
		fin      Fin
		points   int
	}{
		{"found", 10, false, []Coup{rangee(t, "RRRR", "VJBR"), rangee(t, "VJBR", "VJBR")}, Personne, Trouvee, 2},
		{"full: the coder reveals", 2, false, []Coup{rangee(t, "RRRR", "VJBR"), rangee(t, "VJRB", "VJBR")}, AuCodeur, PasFinie, 0},
		{"out of tries", 2, false, []Coup{rangee(t, "RRRR", "VJBR"), rangee(t, "VJRB", "VJBR"), Revelation(codetest.Code(t, "VJBR"))}, Personne, EssaisEpuises, 4},
		{"a contradiction: the coder reveals", 10, true, []Coup{Rangee(codetest.Code(t, "RRRR"), code.Reponse{}), Rangee(codetest.Code(t, "BBBB"), code.Reponse{}),
			Rangee(codetest.Code(t, "JJJJ"), code.Reponse{}), Rangee(codetest.Code(t, "VVVV"), code.Reponse{}), Rangee(codetest.Code(t, "OOOO"), code.Reponse{}),
			Rangee(codetest.Code(t, "NNNN"), code.Reponse{})}, AuCodeur, PasFinie, 0},
		{"a wrong answer revealed", 2, true, []Coup{Rangee(codetest.Code(t, "RRRR"), code.Reponse{}), rangee(t, "VJRB", "VJBR"), Revelation(codetest.Code(t, "VJBR"))}, Personne, ReponseFausse, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := Rejoue(Regles{Espace: codetest.Espace(t, classique), NbEssaisMax: tt.max, Controle: tt.controle}, tt.coups)
			require.NoError(t, err)
			assert.Equal(t, tt.tour, e.Tour())
			assert.Equal(t, tt.fin, e.Fin())
			r, fini := e.Resultat()
			assert.Equal(t, tt.fin != PasFinie, fini)
			assert.Equal(t, tt.points, r.Points)
			assert.Equal(t, tt.fin == ReponseFausse, r.Triche())
		})
	}
}

func TestAMoveNotForThisTurnIsRefused(t *testing.T) {
	d, err := Depart(Regles{Espace: codetest.Espace(t, classique), NbEssaisMax: 1})
	require.NoError(t, err)
	_, err = d.Joue(Revelation(codetest.Code(t, "VJBR")))
	assert.ErrorIs(t, err, ErrTour, "no secret at the decoder's turn")
	un, err := d.Joue(rangee(t, "RRRR", "VJBR"))
	require.NoError(t, err)
	assert.Zero(t, d.NbCoups(), "the state before stays as it was")
	_, err = un.Joue(rangee(t, "BBBB", "VJBR"))
	assert.ErrorIs(t, err, ErrTour, "no row at the coder's reveal")
	fin, err := un.Joue(Revelation(codetest.Code(t, "VJBR")))
	require.NoError(t, err)
	_, err = fin.Joue(Revelation(codetest.Code(t, "VJBR")))
	assert.ErrorIs(t, err, ErrTour, "nothing once over")
	_, err = d.Joue(Rangee(codetest.Code(t, "RRRR"), code.Reponse{Bien: 3, Mal: 1}))
	assert.ErrorIs(t, err, code.ErrImpossible)
}

// Undo and redo move the position in the list of states; a new move drops
// the states after it; a round over is not taken back.
func TestTheListOfStatesMovesItsPosition(t *testing.T) {
	d, err := Depart(Regles{Espace: codetest.Espace(t, classique), NbEssaisMax: 10})
	require.NoError(t, err)
	s := NouveauxEtats(d)
	_, ok := s.Annule()
	assert.False(t, ok, "nothing to undo")
	for _, m := range []string{"RRRR", "BBBB", "JJJJ"} {
		_, err := s.Joue(rangee(t, m, "VJBR"))
		require.NoError(t, err)
	}
	c, ok := s.Annule()
	require.True(t, ok)
	assert.Equal(t, "JJJJ", c.Ligne.Code.Mot(six))
	_, ok = s.Annule()
	require.True(t, ok)
	assert.Equal(t, 1, s.Position())
	assert.Equal(t, 2, s.Annulations())
	c, ok = s.Refait()
	require.True(t, ok)
	assert.Equal(t, "BBBB", c.Ligne.Code.Mot(six))
	_, err = s.Joue(rangee(t, "VVVV", "VJBR"))
	require.NoError(t, err)
	_, ok = s.Refait()
	assert.False(t, ok, "a new move dropped the states after it")
	assert.Len(t, s.Coups(), 3)
	_, err = s.Joue(rangee(t, "VJBR", "VJBR"))
	require.NoError(t, err)
	assert.True(t, s.Courant().Termine())
	_, ok = s.Annule()
	assert.False(t, ok, "a round over is not taken back")

	r, err := ReprendEtats(d.Regles(), s.Coups(), 2, 2)
	require.NoError(t, err)
	assert.Equal(t, 2, r.Courant().NbCoups())
	_, err = ReprendEtats(d.Regles(), s.Coups(), 5, 0)
	assert.ErrorIs(t, err, ErrPosition)
}
