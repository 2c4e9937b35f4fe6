package hybride

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// TestEntreOptimumEtHeuristique: on 4 × 6 the hybrid tree is a strategy
// (Construit checks it secret by secret, and so does this test) whose
// total lies between the optimum (5625) and the entropy strategy's.
func TestEntreOptimumEtHeuristique(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6})
	heur, err := strategie.Calcule(context.Background(), strategie.NouvelleParScore(strategie.MaxEntropie), e, strategie.Options{})
	require.NoError(t, err)
	optimum, connu := optimal.Optimum(e.Taille(), optimal.Options{})
	require.True(t, connu)
	cas := []struct {
		nom string
		o   Options
	}{
		{"heuristic only", Options{}},
		{"threshold 8", Options{Seuil: 8}},
		{"threshold 20", Options{Seuil: 20}},
		{"threshold 20, width 3 at the root", Options{Seuil: 20, Largeur: 3, Profondeur: 1}},
		{"threshold 50, width 2 on two levels", Options{Seuil: 50, Largeur: 2, Profondeur: 2}},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			c.o.Critere = strategie.MaxEntropie
			a, err := Construit(context.Background(), e, c.o)
			require.NoError(t, err)
			require.NoError(t, a.Verifie(e))
			st := a.Statistiques()
			assert.Equal(t, 1296, st.Secrets)
			assert.GreaterOrEqual(t, st.Total, optimum)
			assert.LessOrEqual(t, st.Total, heur.Total)
		})
	}
}

// TestSansRepetition: without repeats every proposal is admissible (no
// colour twice), and the total lies between the optimum (1446) and
// entropy's.
func TestSansRepetition(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true})
	heur, err := strategie.Calcule(context.Background(), strategie.NouvelleParScore(strategie.MaxEntropie), e, strategie.Options{})
	require.NoError(t, err)
	a, err := Construit(context.Background(), e, Options{Critere: strategie.MaxEntropie, Seuil: 12, Largeur: 2, Profondeur: 1})
	require.NoError(t, err)
	require.NoError(t, a.Verifie(e))
	for i := range a.Noeuds() {
		require.NoError(t, e.Taille().VerifieAdmissible(e.Code(int(a.Noeud(i).Proposition))))
	}
	optimum, connu := optimal.Optimum(e.Taille(), optimal.Options{})
	require.True(t, connu)
	assert.GreaterOrEqual(t, a.Total(), optimum)
	assert.LessOrEqual(t, a.Total(), heur.Total)
}

// TestMemeArbre: two builds give the same tree, node for node.
func TestMemeArbre(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 5})
	o := Options{Critere: strategie.MaxEntropie, Seuil: 30, Largeur: 2, Profondeur: 2}
	a, err := Construit(context.Background(), e, o)
	require.NoError(t, err)
	b, err := Construit(context.Background(), e, o)
	require.NoError(t, err)
	require.Equal(t, a.Noeuds(), b.Noeuds())
	for i := range a.Noeuds() {
		assert.Equal(t, a.Noeud(i), b.Noeud(i))
	}
}

// TestPremier: the first proposal imposed is the root's.
func TestPremier(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6})
	g := codetest.Code(t, "RRBB")
	a, err := Construit(context.Background(), e, Options{Critere: strategie.MaxParts, Seuil: 10, Premier: &g})
	require.NoError(t, err)
	assert.Equal(t, e.Taille().Index(g), int(a.Noeud(0).Proposition))
	require.NoError(t, a.Verifie(e))
}

// TestAnnulation: a cancelled context stops the build with its error.
func TestAnnulation(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6})
	ctx, annule := context.WithCancel(context.Background())
	n := 0
	o := Options{Critere: strategie.MaxEntropie, Seuil: 40, Suivi: func(Progres) {
		if n++; n == 2 {
			annule()
		}
	}}
	_, err := Construit(ctx, e, o)
	require.ErrorIs(t, err, context.Canceled)
}

// TestOptionsRefusees: the knobs out of range are refused.
func TestOptionsRefusees(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6})
	mauvais := codetest.Code(t, "RRBBJ")
	for _, o := range []Options{{Seuil: -1}, {Seuil: MaxSeuil + 1}, {Largeur: -1}, {Profondeur: -2}, {Premier: &mauvais}} {
		_, err := Construit(context.Background(), e, o)
		assert.Error(t, err, "%+v", o)
	}
	_, err := Construit(context.Background(), e, Options{Seuil: -1})
	assert.ErrorIs(t, err, ErrOptions)
}
