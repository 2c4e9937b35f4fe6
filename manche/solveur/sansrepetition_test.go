package solveur

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// Without repeats a row whose code holds a colour twice, jokers aside, is
// refused with its number and the colour; with repeats it is read.
func TestLitToutSansRepetition(t *testing.T) {
	sans := code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	_, err := LitTout([]string{"RVNJ 2 0", "# note", "RVRJ 1 0", "R-?B 1 0", "B--B 0 1"}, fr6, sans)
	var errs ErreursLignes
	require.ErrorAs(t, err, &errs)
	require.Len(t, errs, 2)
	assert.Equal(t, 3, errs[0].Numero)
	assert.Equal(t, "RVRJ 1 0", errs[0].Texte)
	assert.Equal(t, "RVNJ 2 0", errs[0].Exemple)
	assert.Equal(t, &code.ErreurRepetition{Couleur: 0, Lettre: 'R', Positions: [2]int{1, 3}}, errs[0].Err)
	assert.Equal(t, 5, errs[1].Numero)
	assert.Equal(t, &code.ErreurRepetition{Couleur: 1, Lettre: 'B', Positions: [2]int{1, 4}}, errs[1].Err)
	assert.ErrorIs(t, err, code.ErrRepetition)

	lignes, err := LitTout([]string{"RVRJ 1 0", "R--R 1 0"}, fr6, code.Taille{Pions: 4, Couleurs: 6})
	require.NoError(t, err)
	assert.Len(t, lignes, 2)
}

// The example row never repeats a colour when the palette has enough, so
// that it is a good row without repeats too.
func TestExempleSansRepetition(t *testing.T) {
	assert.Equal(t, "RVB 1 0", Exemple(couleur.MustDefaut(5), 3))
	for n := 1; n <= 10; n++ {
		p := couleur.MustDefaut(n)
		for pions := 1; pions <= n; pions++ {
			_, err := LitTout([]string{Exemple(p, pions)}, p, code.Taille{Pions: pions, Couleurs: n, SansRepetition: true})
			assert.NoError(t, err, "%d pegs, %d colours: %s", pions, n, Exemple(p, pions))
		}
	}
}

// The advice is admissible: without repeats no suggestion repeats a
// colour.
func TestConseilleSansRepetition(t *testing.T) {
	sans := code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	e, err := code.NouvelEspace(sans)
	require.NoError(t, err)
	lignes, err := LitTout([]string{"RVNJ 1 1"}, fr6, sans)
	require.NoError(t, err)
	candidats, err := Candidats(sans, lignes)
	require.NoError(t, err)
	for _, nom := range strategie.Noms() {
		s, err := strategie.Nouvelle(nom)
		require.NoError(t, err)
		c, err := Conseille(context.Background(), e, lignes, candidats, s, 1, nil)
		require.NoError(t, err, s.Nom())
		assert.NoError(t, sans.VerifieAdmissible(c.Code), s.Nom())
	}
}
