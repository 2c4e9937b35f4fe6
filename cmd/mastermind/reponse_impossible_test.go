package main

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
)

// TestUneReponseImpossibleEstRefuseeALInvite (issue 42): at the line
// prompt, an answer no code gives to the computer's guess (« 0 2 » to
// RRRR: one colour, nothing misplaced) is refused with its reason, as
// « 3 1 » is, and the question asked again.
func TestUneReponseImpossibleEstRefuseeALInvite(t *testing.T) {
	const graine = 11
	out := joueMenu(t, graine,
		"Jouer contre l'ordinateur", scenario.SecretDeGraine(graine), "",
		"0 2", "3 1", "1 0", "quitter", "Quitter")
	assert.Contains(t, out, "Essai 1 : l'ordinateur propose RRRR")
	assert.Contains(t, out, "0 bien placé et 2 mal placés est impossible : l'essai n'a qu'une couleur, aucun de ses pions ne peut être mal placé")
	assert.Contains(t, out, "3 bien placés et 1 mal placé est impossible")
	assert.NotContains(t, out, "se contredisent")
}

// TestEcranUneReponseImpossibleEstRefuseeSurLePlateau (issue 42): on the
// board at 80 × 24, « 0 2 » to the computer's RRRR is refused at once with
// its reason, as « 3 1 » is, the row kept; « 1 0 » is played.
func TestEcranUneReponseImpossibleEstRefuseeSurLePlateau(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "3"}})
	e.Attend("Quitter")
	e.Choisit("2")
	e.Attend(statutPlateau("fr", "partie"))
	e.Saisit(secretDeGraine(3))
	passeAnalyse(t, e, "fr")
	e.AttendLigne("Entrée quand vous êtes prêt : ")
	e.Tape(ecrantest.Entree)
	e.Attend(" 1▸ ●R ●R ●R ●R")
	e.Tape("0", "2", ecrantest.Entree)
	e.Attend("0 bien placé et 2 mal placés est impossible : l'essai n'a qu'une couleur,")
	e.Tape(ecrantest.Efface, ecrantest.Efface, "3", "1", ecrantest.Entree)
	e.Attend("3 bien placés et 1 mal placé est impossible")
	e.Tape(ecrantest.Efface, ecrantest.Efface, "1", "0", ecrantest.Entree)
	attendRangee(e, 1)
	assert.Zero(t, contient(e.Lignes(), "se contredisent"))
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}
