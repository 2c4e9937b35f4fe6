package main

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// TestEcranLeMenuChoisitSesMotsApresUnRedimensionnement (issue 42):
// after a resize from 80 to 40 columns, the main menu's entries take the
// short wording, as when the program starts at 40 columns, none cut with
// « … ».
func TestEcranLeMenuChoisitSesMotsApresUnRedimensionnement(t *testing.T) {
	// The menu as it reads when the program starts at 40 columns.
	attendu := []string{"1) Reprendre : aucune", "2) Jouer contre l'ordinateur", "3) Solo : percer le code", "4) Deux joueurs",
		"5) Démonstration", "6) Parties sauvegardées (aucune)", "7) Assistant (vrai plateau)", "8) Statistiques des stratégies",
		"9) Mes résultats : aucune", "0) Réglages", "   Règles du jeu", "   Quitter"}
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24})
	e.Attend("Solo : trouver le code de l'ordinateur")
	e.Redimensionne(40, 24)
	e.Attend("3) Solo : percer le code")
	e.Attend("Quitter")
	lignes := e.Lignes()
	assert.Zero(t, contient(lignes, "…"), "no entry cut")
	assert.Equal(t, attendu, entreesAffichees(lignes))
	e.Tape(ecrantest.CtrlD)
	assert.Equal(t, 0, e.Statut())
}

// entreesAffichees are the menu's entries on the screen, from its first
// numbered one, without the pointer.
func entreesAffichees(lignes []string) []string {
	var l []string
	for _, s := range lignes {
		r := []rune(s)
		if len(r) > 7 && (r[4] >= '0' && r[4] <= '9' && r[5] == ')' || string(r[:7]) == "       ") {
			l = append(l, string(r[4:]))
		}
	}
	return l
}

// TestEcranUneCommandeInconnueEtLesMajuscules (issue 42): on the board
// at 80 × 24, « :foo » is said to be no command (it was read as a code:
// « pion 1 : « f » n'est pas une couleur »), and a word that is no
// colour, read as a code, is refused in a sentence from its capital.
func TestEcranUneCommandeInconnueEtLesMajuscules(t *testing.T) {
	e := soloGuess(t, 80, 24, nil)
	e.Tape(":", "f", "o", "o")
	e.Attend("Commande : foo")
	e.Tape(ecrantest.Entree)
	e.Attend("« foo » n'est pas une commande ; F1 liste les touches et les commandes.")
	assert.Zero(t, contient(e.Lignes(), "n'est pas une couleur"))
	e.Tape("f", "x", ecrantest.Entree)
	e.Attend("Pion 1 : « f » n'est pas une couleur")
	assert.Zero(t, contient(e.Lignes(), "pion 1 : « f »"), "from its capital")
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}
