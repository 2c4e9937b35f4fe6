package manche

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// correcteur lies once, and when caught takes the lie back instead of
// revealing: the round goes on from the row before.
type correcteur struct {
	humain
	corrige int
}

func (c *correcteur) Revele(ctx context.Context, p *plateau.Plateau) (code.Code, error) {
	if c.corrige == 0 {
		c.corrige++
		c.mensonges = nil
		c.etats().Annule()
		return code.Code{}, nil
	}
	return c.humain.Revele(ctx, p)
}

func TestACoderCaughtCorrectsTheLastAnswerAndTheRoundGoesOn(t *testing.T) {
	h := &correcteur{humain: humain{secret: codetest.Code(t, "VJBR"), mensonges: map[int]code.Reponse{2: {Bien: 0, Mal: 0}}}}
	suivi := &journal{}
	m, err := NouvelleOrdinateur(codetest.Espace(t, classique), 10, h, strategie.Lexico{}, 0)
	require.NoError(t, err)
	h.etats = func() *Etats { return m.Etats }
	m.Suivi = suivi
	r, err := m.Joue(context.Background())
	require.NoError(t, err)

	assert.Equal(t, 1, h.corrige, "asked for the secret once, at the contradiction")
	assert.False(t, r.Incoherent, "the contradiction was corrected")
	assert.True(t, r.Trouve)
	assert.False(t, r.Triche())
	assert.Positive(t, r.Points)
	var incoherent bool
	for _, e := range suivi.evenements {
		_, ok := e.(Incoherent)
		incoherent = incoherent || ok
	}
	assert.True(t, incoherent, "the contradiction was said")
	for _, l := range m.Plateau().Lignes() {
		assert.Equal(t, code.Evalue(codetest.Code(t, "VJBR"), l.Code), l.Reponse, "every row is true now")
	}
}
