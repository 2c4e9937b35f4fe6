package manche

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/code"
	"mastermind/plateau"
)

// The round refuses, from any decoder, a proposal that repeats a colour in
// a game without repeats: nothing is played and the coder is not asked.
func TestRoundRefusesARepeatedColourWithoutRepeats(t *testing.T) {
	taille := code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	e, err := code.NouvelEspace(taille)
	require.NoError(t, err)
	p, err := plateau.Nouveau(taille, 10)
	require.NoError(t, err)
	m := Nouvelle(p, e, Secret{Code: mot(t, "VJBR")}, propositions(t, "RBJV", "RBRV"))
	_, err = m.Joue(context.Background())
	var rep *code.ErreurRepetition
	require.ErrorAs(t, err, &rep)
	assert.Equal(t, code.ErreurRepetition{Couleur: 0, Positions: [2]int{1, 3}}, *rep)
	assert.Equal(t, 1, m.Plateau.NbCoups(), "only RBJV was played")

	// The same proposal is a proposal like any other with repeats.
	p, err = plateau.Nouveau(classique, 10)
	require.NoError(t, err)
	m = Nouvelle(p, espace(t), Secret{Code: mot(t, "VJBR")}, propositions(t, "RBRV", "VJBR"))
	r, err := m.Joue(context.Background())
	require.NoError(t, err)
	assert.True(t, r.Trouve)
}
