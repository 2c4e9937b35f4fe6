package regles

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestUnePageSeCoupeEntreDeuxPhrases: a screen that would end inside a
// paragraph ends after its last sentence that fits, and the next one
// starts with the sentence after it.
func TestUnePageSeCoupeEntreDeuxPhrases(t *testing.T) {
	paragraphes := []string{
		"Titre court.",
		"Une couleur peut se répéter dans un code. Sans répétition, aucun code n'a deux fois la même couleur. Une proposition qui répète une couleur est refusée.",
	}
	ecrans := coupePage(paragraphes, 20, 6)
	for _, e := range ecrans {
		assert.LessOrEqual(t, len(e), 6)
		assert.Regexp(t, `[.!?]$`, e[len(e)-1], "a screen ends with a sentence: %q", e)
	}
	var tout []string
	for _, e := range ecrans {
		tout = append(tout, strings.Join(e, " "))
	}
	assert.Equal(t, strings.Join(paragraphes, " "), strings.Join(tout, " "), "nothing lost")
	assert.Equal(t, []string{"Une proposition qui", "répète une couleur", "est refusée."}, ecrans[len(ecrans)-1])
}

// TestDecoupePhrases: sentences end with . ! or ? and a space.
func TestDecoupePhrases(t *testing.T) {
	assert.Equal(t, []string{"Un.", "Deux !", "Trois 4.5 ok?"},
		decoupePhrases("Un. Deux ! Trois 4.5 ok?"))
}
