package cmdanalyse

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The handout's VJBR round, played by a person who wasted a guess once a
// single code was left.
var rangeesVJBR = []string{"RRRR 1 0", "RBBB 1 1", "JRBJ 1 2", "JBRV 0 4", "VRJB 1 3", "JBRV 0 4", "VJBR 4 0"}

// TestAnalyseText: --search-time 0 lets each optimal search finish, so
// the advice never falls back to the expected size on a loaded machine.
func TestAnalyseText(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", append([]string{"analyse", "--search-time", "0", "--secret", "VJBR"}, rangeesVJBR...)...)
	require.Equal(t, 0, st, errw)
	lignes := strings.Split(out, "\n")
	assert.Equal(t, []string{"Essai", "Code", "Bien", "Mal", "Avant", "Après", "Secret", "?", "Attendu", "Meilleur", "Au", "mieux", "Optimal", "Appréciation"}, strings.Fields(lignes[0]))
	assert.Equal(t, []string{"1", "RRRR", "1", "0", "1", "296", "500", "oui", "512,0", "RRBJ", "185,3", "RRBJ", "pouvait", "mieux", "faire"}, strings.Fields(strings.ReplaceAll(lignes[1], "\u00a0", " ")))
	assert.Contains(t, lignes[6], "n'apprenait rien")
	assert.Contains(t, out, "Après l'essai 5, il ne restait qu'un code possible : VJBR.")
	assert.Contains(t, out, "Secret trouvé en 7 essais.")
	assert.NotContains(t, out, "*", "every advice is the optimal strategy's on 4 × 6")
}

func TestAnalyseStdinEnglish(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "RRRR 1 0\n# a comment\nRBBB 1 1\n", "--lang", "en", "analyse")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "could have done better")
	assert.Contains(t, out, "After 2 tries, 96 codes are still possible.")
}

func TestAnalyseJSON(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", append([]string{"analyse", "--search-time", "0", "--json", "--secret", "VJBR"}, rangeesVJBR...)...)
	require.Equal(t, 0, st, errw)
	var champs map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &champs), out)
	assert.Len(t, champs, 9, "exactly the contract's fields")
	var r JSON
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, "VJBR", r.Secret)
	assert.True(t, r.Found)
	assert.Equal(t, 5, r.SingleAfter)
	require.Len(t, r.Moves, 7)
	m := r.Moves[0]
	assert.Equal(t, CoupJSON{
		Try: 1, Code: "RRRR", Bien: 1, Mal: 0, Right: 1, Misplaced: 0, Before: 1296, After: 500, CouldBeSecret: true, Answers: 5,
		Expected: AttenduJSON{Squares: 663526, Codes: 1296, Value: 511.98}, Best: "RRBJ",
		BestExpected: AttenduJSON{Squares: 240108, Codes: 1296, Value: 185.269},
		Advice:       "RRBJ", AdviceSource: "optimal", AdviceTotal: 5625, Grade: "improvable",
	}, m)
	assert.Equal(t, "no-information", r.Moves[5].Grade)
	assert.Equal(t, map[string]int{"best": 2, "good": 1, "impossible": 0, "improvable": 3, "no-information": 1}, r.Grades)
	var brut struct {
		Moves []map[string]any `json:"moves"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &brut))
	assert.Len(t, brut.Moves[0], 17, "exactly the contract's fields for a move (bien and mal, with their deprecated aliases right and misplaced)")
}

func TestAnalyseErrors(t *testing.T) {
	cas := []struct {
		args   []string
		statut int
		voulu  string
	}{
		{[]string{"--secret", "VJBR", "RRRR 1 0", "RBBB 2 0"}, 1, "La ligne 2 (RBBB 2 0) ne suit pas le secret VJBR, qui donne RBBB 1 1"},
		{[]string{"RRRR 0 0", "RRRR 1 0"}, 1, "Aucun code ne s'accorde avec la ligne 2 (RRRR 1 0)"},
		{[]string{"VJBR 4 0", "RRRR 1 0"}, 1, "La ligne 2 (RRRR 1 0) suit une réponse gagnante"},
		{[]string{"R-RR 1 0"}, 2, "La ligne 1 (R-RR 1 0) a un joker"},
		{[]string{"--secret", "VJX", "RRRR 1 0"}, 2, "--secret VJX"},
		{[]string{"RRRR 9 0"}, 2, "Ligne 1 « RRRR 9 0 »"},
		{[]string{"--search-time", "-1s", "RRRR 1 0"}, 2, "--search-time -1s : la durée ne peut pas être négative"},
	}
	for _, c := range cas {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			_, errw, st := commandetest.Lance(t, essai(), "", append([]string{"analyse"}, c.args...)...)
			assert.Equal(t, c.statut, st)
			assert.Contains(t, errw, c.voulu)
		})
	}
	out, _, st := commandetest.Lance(t, essai(), "", "analyse", "--json", "RRRR 0 0", "RRRR 1 0")
	assert.Equal(t, 1, st)
	assert.Contains(t, out, `"error":`)
}
