package solveur

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

func TestRepartitionMatchesCountingByHand(t *testing.T) {
	taille := code.Taille{Pions: 4, Couleurs: 6}
	e := codetest.Espace(t, taille)
	r := rand.New(rand.NewPCG(9, 10))
	for range 20 {
		_, lignes := historique(r, taille, r.IntN(3))
		candidats, err := Candidats(taille, lignes)
		require.NoError(t, err)
		g := r.IntN(e.Nombre())
		classes := map[code.Reponse]int{}
		for _, c := range candidats {
			classes[code.Evalue(e.Code(int(c)), e.Code(g))]++
		}
		pire, somme := 0, 0
		for _, n := range classes {
			pire = max(pire, n)
			somme += n * n
		}
		p := Repartition(e, g, candidats)
		assert.Equal(t, len(classes), p.Classes)
		assert.Equal(t, pire, p.Pire)
		assert.InDelta(t, float64(somme)/float64(len(candidats)), p.Attendu, 1e-9)
	}
	assert.Equal(t, Partage{}, Repartition(e, 0, nil))
}

func TestRepartitionKnuthsFirstGuess(t *testing.T) {
	// Knuth's 1122 (RRBB) on 4×6 leaves at worst 256 codes.
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6})
	p := Repartition(e, e.Taille().Index(codetest.Code(t, "RRBB")), e.Secrets())
	assert.Equal(t, 256, p.Pire)
	assert.Equal(t, 13, p.Classes, "(1,3) and (3,1) cannot happen")
}

func TestEchantillon(t *testing.T) {
	petit := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6})
	assert.Equal(t, petit.Secrets(), Echantillon(petit, petit.Secrets()), "4×6 is shown whole")

	moyen := codetest.Espace(t, code.Taille{Pions: 5, Couleurs: 8})
	assert.Equal(t, moyen.Secrets(), Echantillon(moyen, moyen.Secrets()), "5×8 is shown whole")

	grand := codetest.Espace(t, code.Taille{Pions: 6, Couleurs: 9})
	ech := Echantillon(grand, grand.Secrets())
	assert.Len(t, ech, BudgetConseil/grand.Nombre(), "6×9 is past the budget: a sample")
	assert.Equal(t, int32(0), ech[0], "the first candidate is kept")
	assert.IsIncreasing(t, ech)
	assert.Greater(t, ech[len(ech)-1], int32(grand.Nombre()*9/10), "spread over the whole list")
}

// espion is a strategy that records what it was shown.
type espion struct{ vu *strategie.Etat }

func (espion) Nom() string { return "espion" }

func (s espion) Propose(e *strategie.Etat) (code.Code, error) {
	*s.vu = *e
	return e.Espace.Code(int(e.Candidats[len(e.Candidats)-1])), nil
}

func TestConseille(t *testing.T) {
	taille := code.Taille{Pions: 4, Couleurs: 6}
	e := codetest.Espace(t, taille)
	lignes, err := LitTout([]string{"RVNJ 2 0", "J--- 01", "NNBV 1?"}, fr6, code.Taille{Pions: 4, Couleurs: 6})
	require.NoError(t, err)
	candidats, err := Candidats(taille, lignes)
	require.NoError(t, err)
	require.NotEmpty(t, candidats)

	c, err := Conseille(context.Background(), e, lignes, candidats, strategie.Lexico{}, 0, nil)
	require.NoError(t, err)
	assert.Equal(t, e.Code(int(candidats[0])), c.Code, "lexico proposes the smallest candidate")
	assert.Equal(t, Repartition(e, int(candidats[0]), candidats), c.Partage)
	assert.Equal(t, len(candidats), c.Echantillon)

	var vu strategie.Etat
	_, err = Conseille(context.Background(), e, lignes, candidats, espion{&vu}, 42, nil)
	require.NoError(t, err)
	assert.Equal(t, candidats, vu.Candidats)
	assert.Len(t, vu.Lignes, 1, "only the complete row is a board line")
	assert.Equal(t, uint64(42), vu.Graine)

	_, err = Conseille(context.Background(), e, lignes, nil, strategie.Lexico{}, 0, nil)
	assert.ErrorIs(t, err, strategie.ErrAucunCandidat)
}

func TestConseilleSamplesLargeSets(t *testing.T) {
	taille := code.Taille{Pions: 6, Couleurs: 9}
	e := codetest.Espace(t, taille)
	candidats := e.Secrets()
	var vu strategie.Etat
	c, err := Conseille(context.Background(), e, nil, candidats, espion{&vu}, 0, nil)
	require.NoError(t, err)
	assert.Len(t, vu.Candidats, c.Echantillon)
	assert.Less(t, c.Echantillon, len(candidats))
	assert.Equal(t, Repartition(e, taille.Index(c.Code), candidats), c.Partage, "the split is measured on every code")

	l, err := Conseille(context.Background(), e, nil, candidats, strategie.Lexico{}, 0, nil)
	require.NoError(t, err)
	assert.Equal(t, taille.Premier(), l.Code, "the sample keeps the smallest candidate")
}
