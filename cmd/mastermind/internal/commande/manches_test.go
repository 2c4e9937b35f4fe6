package commande

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestReplayArgumentsOfARound: a round played by a fresh process replays
// as its secret alone; otherwise, and in one process, the run's rounds up
// to it, counting it only.
func TestReplayArgumentsOfARound(t *testing.T) {
	var fraiche OptionsManches
	assert.True(t, fraiche.ParManche(), "a fresh process a round by default")
	assert.Equal(t, []string{"--secrets", "OBNR"}, fraiche.Arguments(2, "OBNR"))
	assert.Equal(t, []string{"--rounds", "2", "--from-round", "2"}, fraiche.Arguments(2, ""), "a secret not readable alike in every language")

	un := OptionsManches{unProcessus: true, secrets: "RRRR,RRRB", independants: true}
	assert.False(t, un.ParManche())
	assert.Equal(t, []string{"--one-process", "--secrets", "RRRR,RRRB", "--rounds", "2", "--from-round", "2"}, un.Arguments(2, ""))
	un.secrets = ""
	assert.Equal(t, []string{"--one-process", "--independent", "--rounds", "7", "--from-round", "7"}, un.Arguments(7, ""))
}

// TestSecretsReadAlikeInEveryLanguage: a protocol's word replays as
// --secrets only when every language reads it as the same colours: G is
// Gris in French and Green in English from 9 colours.
func TestSecretsReadAlikeInEveryLanguage(t *testing.T) {
	assert.True(t, Lisible("RRRB", 6))
	assert.True(t, Lisible("OBNR", 6))
	assert.True(t, Lisible("VJVJ", 6), "letters English lacks are French")
	assert.False(t, Lisible("GRRR", 9), "G: Gris, or Green")
	assert.False(t, Lisible("", 6))
	assert.False(t, Lisible("RRXR", 6), "not a letter of the palette")
}
