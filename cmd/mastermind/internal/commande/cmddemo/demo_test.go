package cmddemo

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/demonstration"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDemoJSONCourseTranscript(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", "lexico", "--pegs", "4", "--colors", "6", "--secret", "VJBR", "--json")
	require.Equal(t, 0, st, errw)
	assert.JSONEq(t, `{"strategy":"lexico","pegs":4,"colors":6,"secret":"VJBR","found":true,"guesses":[
		{"code":"RRRR","bien":1,"mal":0},{"code":"RBBB","bien":1,"mal":1},{"code":"JRBJ","bien":1,"mal":2},
		{"code":"JBRV","bien":0,"mal":4},{"code":"VRJB","bien":1,"mal":3},{"code":"VJBR","bien":4,"mal":0}]}`, out)
	var keys map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &keys))
	assert.Len(t, keys, 6, "exactly the contract's fields")
}

func TestDemoJSONUsesFrenchLettersInEnglish(t *testing.T) {
	out, _, st := commandetest.Lance(t, essai(), "", "demo", "--lang", "en", "--secret", "VJBR", "--json")
	require.Equal(t, 0, st)
	assert.Contains(t, out, `"secret":"VJBR"`)
	out, _, st = commandetest.Lance(t, essai(), "", "demo", "--lang", "en", "--secret", "GYBR", "--json")
	require.Equal(t, 0, st, "English letters are accepted on the command line")
	assert.Contains(t, out, `"secret":"VJBR"`)
}

// TestDemoOneLetterOneColour: a letter typed on the command line is one
// colour whatever the rest of the word holds. In English with 9 colours
// G is both Green (English) and Gris (the scripts' letters): it is Green,
// the colour the screens show as G, in GGGG as in GGGY (JSON writes it V,
// the course's letter), and every other size and letter agrees too.
func TestDemoOneLetterOneColour(t *testing.T) {
	for secret, json0 := range map[string]string{"GGGG": "VVVV", "GGGY": "VVVJ", "YGGG": "JVVV", "gwgk": "VGVN"} {
		out, errw, st := commandetest.Lance(t, essai(), "", "demo", "--lang", "en", "--colors", "9", "--secret", secret, "--strategy", "lexico", "--json")
		require.Equal(t, 0, st, errw)
		var r struct{ Secret string }
		require.NoError(t, json.Unmarshal([]byte(out), &r))
		assert.Equal(t, json0, r.Secret, "%s: G is Green, the English G", secret)
	}
	for n := 1; n <= 16; n++ {
		for _, lang := range []string{"fr", "en"} {
			out, _, st := commandetest.Lance(t, essai(), "", "demo", "--lang", lang, "--pegs", "1", "--colors", fmt.Sprint(n), "--secret", "G", "--strategy", "lexico", "--json")
			if st != 0 {
				continue // no G at this size
			}
			var r struct{ Secret string }
			require.NoError(t, json.Unmarshal([]byte(out), &r))
			seul := r.Secret
			out, _, st = commandetest.Lance(t, essai(), "", "demo", "--lang", lang, "--pegs", "2", "--colors", fmt.Sprint(n), "--secret", "GR", "--strategy", "lexico", "--json")
			require.Equal(t, 0, st)
			require.NoError(t, json.Unmarshal([]byte(out), &r))
			assert.Equal(t, seul, r.Secret[:1], "%d colours in %s: G alone and G beside R are one colour", n, lang)
		}
	}
}

func TestDemoBoard(t *testing.T) {
	out, _, st := commandetest.Lance(t, essai(), "", "demo", "--secret", "VJBR")
	require.Equal(t, 0, st)
	assert.Equal(t, ""+
		" Essai  Code  Bien Mal\n"+
		"     1  RRRR     1   0\n"+
		"     2  RBBB     1   1\n"+
		"     3  JRBJ     1   2\n"+
		"     4  JBRV     0   4\n"+
		"     5  VRJB     1   3\n"+
		"     6  VJBR     4   0\n"+
		"La stratégie du cours trouve VJBR en 6 essais.\n", out)
	assert.NotContains(t, out, "\x1b", "no escape sequence off a terminal")
}

func TestDemoSeedIsReproducible(t *testing.T) {
	a, _, st := commandetest.Lance(t, essai(), "", "demo", "--seed", "42", "--json")
	require.Equal(t, 0, st)
	b, _, _ := commandetest.Lance(t, essai(), "", "demo", "--seed", "42", "--json")
	assert.Equal(t, a, b)
	c, _, _ := commandetest.Lance(t, essai(), "", "demo", "--seed", "43", "--json")
	assert.NotEqual(t, a, c)
}

func TestDemoMaxTries(t *testing.T) {
	// Not finding the secret is a failure: status 1, and its sentence.
	out, errw, st := commandetest.Lance(t, essai(), "", "demo", "--secret", "VJBR", "--max-tries", "3", "--json")
	require.Equal(t, 1, st)
	var d demonstration.DemoJSON
	require.NoError(t, json.Unmarshal([]byte(out), &d))
	assert.False(t, d.Found)
	assert.Len(t, d.Guesses, 3)
	assert.Equal(t, "La stratégie du cours n'a pas trouvé VJBR en 3 essais.", d.Error)
	assert.Equal(t, "La stratégie du cours n'a pas trouvé VJBR en 3 essais.\n", errw)

	out, errw, st = commandetest.Lance(t, essai(), "", "demo", "--secret", "VJBR", "--max-tries", "1")
	require.Equal(t, 1, st)
	assert.Equal(t, " Essai  Code  Bien Mal\n     1  RRRR     1   0\nSecret  VJBR\n", out)
	assert.Equal(t, "La stratégie du cours n'a pas trouvé VJBR en 1 essai.\n", errw)

	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "demo", "--secret", "VJBR", "--max-tries", "1")
	require.Equal(t, 1, st)
	assert.Equal(t, "The course's strategy did not find GYBR in 1 try.\n", errw)
}

func TestDemoFirstAndSizes(t *testing.T) {
	out, _, st := commandetest.Lance(t, essai(), "", "demo", "--pegs", "5", "--colors", "8", "--secret", "MCBJR", "--first", "RRBBJ", "--json")
	require.Equal(t, 0, st)
	var d demonstration.DemoJSON
	require.NoError(t, json.Unmarshal([]byte(out), &d))
	assert.Equal(t, "RRBBJ", d.Guesses[0].Code)
	assert.True(t, d.Found)
	assert.Equal(t, "MCBJR", d.Guesses[len(d.Guesses)-1].Code)

	out, _, st = commandetest.Lance(t, essai(), "", "demo", "--no-repeat", "--seed", "1", "--json")
	require.Equal(t, 0, st)
	require.NoError(t, json.Unmarshal([]byte(out), &d))
	assert.Equal(t, "RBJV", d.Guesses[0].Code, "without repeats lexico opens with the first admissible code")
	seen := map[rune]bool{}
	for _, r := range d.Secret {
		assert.False(t, seen[r], "the random secret %s has no repeat", d.Secret)
		seen[r] = true
	}
	assert.True(t, strings.HasPrefix(out, "{"))
}

func TestDemoExplain(t *testing.T) {
	out, _, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", "cfc", "--secret", "VJBR", "--explain")
	require.Equal(t, 0, st)
	assert.Contains(t, out, "     5  VRRR     2   0\n        → le 1er pion est vert\n")
	assert.Contains(t, out, "        → le 3e pion est bleu, et comme les couleurs de fond et du curseur sont toutes deux égales à rouge, le 4e pion est rouge\n")

	out, _, st = commandetest.Lance(t, essai(), "", "demo", "--strategy", "cfc", "--secret", "VJBR", "--explain", "--json", "--lang", "en")
	require.Equal(t, 0, st)
	var d demonstration.DemoJSON
	require.NoError(t, json.Unmarshal([]byte(out), &d))
	require.Len(t, d.Guesses, 8)
	assert.Equal(t, "the secret holds 1 red peg", d.Guesses[0].Explanation)
	assert.Equal(t, "solved!", d.Guesses[7].Explanation)

	out, _, st = commandetest.Lance(t, essai(), "", "demo", "--secret", "VJBR", "--json")
	require.Equal(t, 0, st)
	assert.NotContains(t, out, "explanation", "the field only comes with --explain")
}

func TestDemoSaysWhatTheSeedDrew(t *testing.T) {
	out, _, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", "lexico-random", "--seed", "5")
	require.Equal(t, 0, st)
	assert.Contains(t, out, "La graine 5 a tiré le code de départ VORR.\n")
	out, _, _ = commandetest.Lance(t, essai(), "", "demo", "--strategy", "lexico-alea", "--seed", "5")
	assert.Contains(t, out, "La graine 5 a tiré l'ordre décroissant.\n")
	out, _, _ = commandetest.Lance(t, essai(), "", "demo", "--strategy", "lexico", "--seed", "5")
	assert.NotContains(t, out, "graine", "nothing drawn, nothing said")
}
