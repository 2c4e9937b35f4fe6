package jeu

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A human coder whose answers contradict each other is asked for the
// secret; leaving at that question puts the game aside, and it resumes
// there: the secret is asked again, and the round scores as it would have.
// (The save of such a board was once refused as damaged, losing the game.)
func TestAGameLeftAtTheSecretAfterContradictoryAnswersResumes(t *testing.T) {
	s := secret(graineTest)
	// Round 2: the human answers RRRR with (1,0), then RBBB with (0,0):
	// no code agrees with both.
	j, out := nouveauJeu("Jouer contre l'ordinateur", s, "", "1 0", "0 0", "quitter", "Quitter")
	d := avecSauvegardes(t, j)
	menu(t, j)
	assert.Subset(t, lignes(out.String()), []string{
		"Aucun code ne correspond à toutes vos réponses : l'une d'elles au moins est fausse.",
		"Quel était votre code secret (R B J V O N) ? quitter",
		"Partie mise de côté : reprenez-la depuis le menu, ou avec « mastermind resume \"Partie 4×6, dim. 22 nov. 14:05\" ».",
	})
	assert.NotContains(t, out.String(), "n'est pas une couleur", "quitter is a command there too")
	e := entrees(t, d)
	require.Len(t, e, 1, "the game was put aside")
	require.NoError(t, e[0].Err, "its file reads")

	out2 := rejoueAvec(t, d, 500, "Reprendre", "VJBR", "Quitter")
	assert.Subset(t, lignes(out2), []string{
		"     2  RBBB     0   0",
		"Aucun code ne correspond à toutes vos réponses : l'une d'elles au moins est fausse.",
		"Quel était votre code secret (R B J V O N) ? VJBR",
		"Erreur ou triche : aucun point pour vous dans cette manche.",
		"Fin de la partie — vous : 0, ordinateur : 1.",
	})
	assert.Empty(t, entrees(t, d), "the game is over: no longer offered")
}

// After a contradiction, annuler at the secret's prompt takes back the
// last answer: the computer asks it again and the round goes on, scored
// as any other.
func TestAnnulerAfterAContradictionCorrectsTheLastAnswer(t *testing.T) {
	s := secret(graineTest)
	// Round 2: the human thinks of VJBR, answers RRRR (1,0) then, wrongly,
	// RBBB (0,0); corrects it to (1,1), then leaves.
	j, out := nouveauJeu("Jouer contre l'ordinateur", s, "", "1 0", "0 0", "annuler", "1 1", "quitter", "Quitter")
	menu(t, j)
	lu := out.String()
	assert.Subset(t, lignes(lu), []string{
		"Aucun code ne correspond à toutes vos réponses : l'une d'elles au moins est fausse.",
		"Tapez « annuler » pour corriger votre dernière réponse, ou votre code secret pour finir la manche.",
		"Quel était votre code secret (R B J V O N) ? annuler",
		"Essai 2 annulé.",
	})
	assert.Equal(t, 2, strings.Count(lu, "Essai 2 : l'ordinateur propose RBBB"), "the same proposal, asked again")
	assert.NotContains(t, lu, "Erreur ou triche")
}
