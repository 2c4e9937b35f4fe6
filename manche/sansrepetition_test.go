package manche

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
)

// The round refuses, from any decoder, a proposal that repeats a colour in
// a game without repeats: nothing is played and the coder is not asked.
func TestRoundRefusesARepeatedColourWithoutRepeats(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true})
	m, err := NouvelleHumain(e, 10, codetest.Code(t, "VJBR"), propositions(t, "RBJV", "RBRV"))
	require.NoError(t, err)
	_, err = m.Joue(context.Background())
	var rep *code.ErreurRepetition
	require.ErrorAs(t, err, &rep)
	assert.Equal(t, code.ErreurRepetition{Couleur: 0, Positions: [2]int{1, 3}}, *rep)
	assert.Equal(t, 1, m.Plateau().NbCoups(), "only RBJV was played")

	// The same proposal is a proposal like any other with repeats.
	m, err = NouvelleHumain(codetest.Espace(t, classique), 10, codetest.Code(t, "VJBR"), propositions(t, "RBRV", "VJBR"))
	require.NoError(t, err)
	r, err := m.Joue(context.Background())
	require.NoError(t, err)
	assert.True(t, r.Trouve)
}
