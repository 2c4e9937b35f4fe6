package jeu

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/resultats"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/analyse"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// analyseVJBR is the handout's round (secret VJBR), analysed with the
// optimal strategy searched only where at most 100 codes are left: the
// first two rows' advice is the best guess by expected size (marked *),
// the last two's the optimal strategy's.
func analyseVJBR(t *testing.T) *analyse.Analyse {
	t.Helper()
	secret := codetest.Code(t, "VJBR")
	var lignes []plateau.Ligne
	for _, mot := range []string{"RRRR", "RBBB", "JRBJ", "VJBR"} {
		c := codetest.Code(t, mot)
		lignes = append(lignes, plateau.Ligne{Code: c, Reponse: code.Evalue(secret, c)})
	}
	a, err := analyse.Calcule(context.Background(), codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6}), lignes, &secret,
		analyse.Options{MaxOptimal: 100, Delai: -1})
	require.NoError(t, err)
	return a
}

// TestAnalyseLaColonneOptimalNeBougePasAvecLEtoile: the Optimal column,
// aligned right, shifted its codes one cell left on the rows marked *;
// a code without a star now keeps its letters under the others'.
func TestAnalyseLaColonneOptimalNeBougePasAvecLEtoile(t *testing.T) {
	j, _ := nouveauJeu()
	var b strings.Builder
	resultats.EcritAnalyse(&b, j.Cat, j.Rendu(couleur.MustDefaut(6)), 0, analyseVJBR(t))
	lignes := strings.Split(b.String(), "\n")
	require.GreaterOrEqual(t, len(lignes), 5)
	cellule := func(l, s string) int { return utf8.RuneCountInString(l[:strings.LastIndex(l, s)]) }
	titre := cellule(lignes[0], "Optimal")
	assert.Contains(t, lignes[1], "RRBJ*")
	assert.NotContains(t, lignes[4], "*")
	for i, conseil := range []string{"RRBJ", "RBBJ", "JRBV", "JBVR"} {
		// The column is as wide as its title, 7 cells, aligned right: a
		// code and its star (or a space) take its last 5.
		assert.Equal(t, titre+2, cellule(lignes[i+1], conseil), "row %d's advice under its title:\n%s", i+1, b.String())
	}
}

// TestAnalyseDitQueLIndiceEstCompatiblePasBon: the hint's own code was
// graded « pouvait mieux faire » without a word of why; the analysis now
// says that "?" gives the smallest compatible code, not a good guess.
func TestAnalyseDitQueLIndiceEstCompatiblePasBon(t *testing.T) {
	a := analyseVJBR(t)
	assert.True(t, a.Coups[0].Indice, "RRRR is what ? gives first")
	assert.True(t, a.Coups[1].Indice, "RBBB after RRRR 1 0")
	assert.True(t, a.Coups[2].Indice, "JRBJ after them, graded good")
	assert.NotEqual(t, analyse.AmeliorerPossible, a.Coups[2].Note)
	for _, lang := range []string{"fr", "en"} {
		j, _ := nouveauJeu()
		if lang == "en" {
			j, _ = nouveauJeuAnglais()
		}
		var b strings.Builder
		resultats.EcritAnalyse(&b, j.Cat, j.Rendu(couleur.MustDefaut(6)), 0, a)
		phrase := map[string]string{
			"fr": "\nLes essais 1 et 2 sont les codes que donne l'indice (?) : le plus petit code compatible avec toutes les réponses. Compatible ne veut pas dire bon : un autre essai laissait moins de codes en moyenne (Meilleur).\n",
			"en": "\nTries 1 and 2 are the hint's codes (?): the smallest code that agrees with every answer. Agreeing is not being good: another guess left fewer codes on average (Best).\n",
		}[lang]
		assert.Contains(t, b.String(), phrase)
	}
}
