package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	et "mastermind/cmd/mastermind/internal/ecrantest"
)

// TestEcranLIntroductionDeLAssistant: the assistant's introduction wraps
// between words, no line starting with a space.
func TestEcranLIntroductionDeLAssistant(t *testing.T) {
	e := ecran(t, et.Options{Cols: 40, Rows: 20, Args: []string{"--seed", "2"}, Env: []string{"NO_COLOR=1"}})
	e.Attend("9) Quitter")
	e.Tape("5")
	e.AttendInvite("Entrée pour jouer le conseil, ou votre code :")
	for _, l := range e.Lignes() {
		if strings.Contains(l, "codes possibles") {
			break
		}
		assert.False(t, strings.HasPrefix(l, " "), "a line of the introduction starts with a space: %q", l)
	}
	assert.Equal(t, 1, contient(e.Lignes(), "Commandes : annuler, corriger N,"))
	e.Saisit("quitter")
	retourAuMenu(t, e, "fr")
	e.Attend("9) Quitter")
	e.Tape(et.CtrlD)
	e.Attend("Au revoir !")
}

// TestEcranLesReglesTiennentEn80x24: each page of the rules, and the
// question under it, fits the screen: its title is still on it when the
// player is asked to go on; English too.
func TestEcranLesReglesTiennentEn80x24(t *testing.T) {
	for _, lang := range []struct{ code, titre1, titre2, suite, retour, quitter, exemple string }{
		{"fr", "Règles du jeu (1/2)", "Règles du jeu (2/2)", "Entrée : la suite", "Entrée : retour au menu", "9) Quitter", "le secret est BRJR, le décodeur propose JRRV"},
		{"en", "How to play (1/2)", "How to play (2/2)", "Enter: next page", "Enter: back to the menu", "9) Quit", "the secret is BRYR, the decoder proposes YRRG"},
	} {
		t.Run(lang.code, func(t *testing.T) {
			e := ecran(t, et.Options{Cols: 80, Rows: 24, Args: []string{"--lang", lang.code}, Env: []string{"NO_COLOR=1"}})
			e.Attend(lang.quitter)
			e.Tape("8")
			e.AttendInvite(lang.suite)
			assert.Equal(t, 1, contient(e.Lignes(), lang.titre1), "the first page whole on the screen")
			assert.Equal(t, 1, contient(e.Lignes(), lang.exemple), "the course's example")
			e.Saisit("")
			e.AttendInvite(lang.retour)
			assert.Equal(t, 1, contient(e.Lignes(), lang.titre2), "the second page whole on the screen")
			e.Saisit("")
			e.Attend(lang.quitter)
			e.Tape(et.CtrlD)
			assert.Equal(t, 0, e.Statut())
		})
	}
}
