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
	e.Attend("9) Quitter")
	e.Tape(et.CtrlD)
	e.Attend("Au revoir !")
}
