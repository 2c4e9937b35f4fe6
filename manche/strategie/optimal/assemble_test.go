package optimal

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
)

// TestAssemble: nodes that make a strategy become a tree that plays like
// the search's; nodes that do not are refused.
func TestAssemble(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 2, Couleurs: 2})
	// RR, then by answer: (1,0) → RB then BR; (0,0) → BB.
	rr, rb, br, bb := int32(0), int32(1), int32(2), int32(3)
	rep := func(a, b int32) uint8 { return uint8(e.Score(int(a), int(b))) }
	bons := []Noeud{
		{Proposition: rr, Candidats: 4, Total: 8, Branches: []Branche{{Reponse: rep(rr, bb), Noeud: 1}, {Reponse: rep(rr, rb), Noeud: 2}}},
		{Proposition: bb, Candidats: 1, Total: 1},
		{Proposition: rb, Candidats: 2, Total: 3, Branches: []Branche{{Reponse: rep(rb, br), Noeud: 3}}},
		{Proposition: br, Candidats: 1, Total: 1},
	}
	a, err := Assemble(e, bons)
	require.NoError(t, err)
	assert.Equal(t, 8, a.Total())
	assert.Equal(t, 3, a.Statistiques().Max)

	faux := append([]Noeud(nil), bons...)
	faux[0].Total = 9
	_, err = Assemble(e, faux)
	assert.Error(t, err, "a wrong total")
	_, err = Assemble(e, bons[:2])
	assert.Error(t, err, "a missing secret")
	_, err = Assemble(e, nil)
	assert.Error(t, err)
}
