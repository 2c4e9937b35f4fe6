package cmdstats

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
)

func TestStatsJSONContract(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "stats", "--strategy", "knuth", "--pegs", "4", "--colors", "6", "--json")
	require.Equal(t, 0, st, errw)
	var champs map[string]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(out), &champs))
	var cles []string
	for k := range champs {
		cles = append(cles, k)
	}
	assert.ElementsMatch(t, []string{"strategy", "pegs", "colors", "secrets", "total", "average", "max", "hardest", "distribution", "seconds"}, cles)
	var s statistiques.StatsJSON
	require.NoError(t, json.Unmarshal([]byte(out), &s))
	assert.Equal(t, "knuth", s.Strategy)
	assert.Equal(t, 4, s.Pegs)
	assert.Equal(t, 6, s.Colors)
	assert.Equal(t, 1296, s.Secrets)
	assert.Equal(t, 5801, s.Total)
	assert.Equal(t, 4.4761, s.Average)
	assert.Equal(t, 5, s.Max)
	assert.Len(t, s.Hardest, 694)
	assert.Equal(t, "RRRN", s.Hardest[0], "increasing code order")
	assert.Contains(t, out, `"distribution":{"1":1,"2":6,"3":62,"4":533,"5":694}`, "keys in numeric order")
	assert.GreaterOrEqual(t, s.Seconds, 0.0)
}

func TestStatsJSONLexicoAndEnglishLetters(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "stats", "--json")
	require.Equal(t, 0, st, errw)
	var s statistiques.StatsJSON
	require.NoError(t, json.Unmarshal([]byte(out), &s))
	assert.Equal(t, "lexico", s.Strategy)
	assert.Equal(t, 7471, s.Total)
	assert.Equal(t, 9, s.Max)
	assert.Equal(t, 5.7647, s.Average)
	assert.Len(t, s.Hardest, 6)
	for _, m := range s.Hardest {
		assert.Regexp(t, `^[RBJVON]{4}$`, m, "French letters in JSON")
	}
}

func TestStatsAllJSONIsAnArray(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "stats", "--strategy", "all", "--pegs", "3", "--colors", "4", "--seed", "3", "--json")
	require.Equal(t, 0, st, errw)
	var tout []statistiques.StatsJSON
	require.NoError(t, json.Unmarshal([]byte(out), &tout))
	require.Len(t, tout, 12)
	assert.Equal(t, "lexico", tout[0].Strategy)
	assert.Equal(t, "expected-size", tout[10].Strategy)
	assert.Equal(t, "optimal", tout[11].Strategy, "optimal joins where its search is possible")
	for _, s := range tout {
		assert.Equal(t, 64, s.Secrets, s.Strategy)
	}
	again, _, _ := commandetest.Lance(t, essai(), "", "stats", "--strategy", "all", "--pegs", "3", "--colors", "4", "--seed", "3", "--json")
	var tout2 []statistiques.StatsJSON
	require.NoError(t, json.Unmarshal([]byte(again), &tout2))
	for i := range tout {
		assert.Equal(t, tout[i].Total, tout2[i].Total, "a seed replays the random strategies")
	}
}

func TestStatsPlain(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "stats", "--strategy", "lexico")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "Statistiques de la stratégie du cours — 4 pions, 6 couleurs : 1\u00a0296 secrets")
	assert.Contains(t, out, "propositions en tout : 7\u00a0471")
	assert.Contains(t, out, "moyenne :              5,7647")
	assert.Contains(t, out, "maximum :              9, pour 6 secrets :")
	assert.Contains(t, out, "           9        6  ")
	assert.NotContains(t, out, "graine", "a strategy without randomness has no seed")
	assert.Empty(t, errw, "no progress bar off a terminal")

	out, _, st = commandetest.Lance(t, essai(), "", "--lang", "en", "stats", "--strategy", "lexico-random", "--seed", "9", "--no-repeat")
	require.Equal(t, 0, st)
	assert.Contains(t, out, "Statistics of the course's order from a random start — 4 pegs, 6 colours, no repeats: 360 secrets")
	assert.Contains(t, out, "seed 9 (\"mastermind stats --seed 9\" to compute this again)")
	assert.Contains(t, out, "average:              ")
}

func TestStatsAllTable(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "stats", "--strategy", "all", "--seed", "1", "--first", "RRBJ")
	require.Equal(t, 0, st, errw)
	lignes := strings.Split(strings.TrimSpace(out), "\n")
	assert.Contains(t, lignes[0], "Toutes les stratégies — 4 pions, 6 couleurs : 1\u00a0296 secrets")
	assert.Contains(t, out, "Première proposition imposée aux stratégies à score : RRBJ")
	assert.Regexp(t, `(?m)^lexico +5,7647 +9 +7\x{a0}471 +6 `, out)
	assert.Regexp(t, `(?m)^cfc +8,8210 +11 +11\x{a0}432 `, out)
	assert.Regexp(t, `(?m)^most-parts +4,3735 `, out, "most-parts opens with RRBJ anyway")
	assert.NotRegexp(t, `(?m)^knuth +4,4761 `, out, "knuth with RRBJ first is not the classic tree")
	assert.Contains(t, out, "graine 1")
}

func TestStatsFirst(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "stats", "--strategy", "knuth", "--first", "RRBB", "--json")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, `"total":5801`)
	out, _, st = commandetest.Lance(t, essai(), "", "stats", "--strategy", "knuth", "--first", "RRBB")
	require.Equal(t, 0, st)
	assert.Contains(t, out, "première proposition imposée : RRBB")
}

func TestStatsUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		err  string
	}{
		{[]string{"stats", "--strategy", "devin"}, "La stratégie « devin » n'existe pas ; au choix : " + strings.Join((&commande.App{}).Strategies().Noms(), ", ")},
		{[]string{"stats", "--strategy", "cfc", "--first", "RRBB"}, "--first : seules les stratégies à score (knuth, most-parts, entropy, expected-size) prennent une première proposition imposée, pas cfc"},
		{[]string{"stats", "--strategy", "knuth", "--first", "RRB"}, "--first RRB : il faut 4 pions, vous en avez tapé 3"},
		{[]string{"stats", "--pegs", "0"}, "Le nombre de pions doit être entre 1 et 10 (vous avez demandé 0)"},
		{[]string{"stats", "--seed", "x"}, "« x » ne convient pas pour --seed. Tapez « mastermind stats --help » pour les options."},
		{[]string{"stats", "extra"}, "Argument inattendu « extra ». Tapez « mastermind stats --help »."},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) { commandetest.Refuse(t, essai(), "", tt.args, tt.err) })
	}
}

func TestStatsHelp(t *testing.T) {
	out, _, st := commandetest.Lance(t, essai(), "", "stats", "--help")
	require.Equal(t, 0, st)
	assert.Contains(t, out, "Usage : mastermind stats [options]")
	assert.Contains(t, out, "--strategy NOM")
	assert.Contains(t, out, "knuth")
	out, _, _ = commandetest.Lance(t, essai(), "", "--help")
	assert.Contains(t, out, "mastermind stats")
}

func TestDistributionJSON(t *testing.T) {
	b, err := json.Marshal(statistiques.Distribution{0, 1, 0, 12})
	require.NoError(t, err)
	assert.Equal(t, `{"1":1,"2":0,"3":12}`, string(b))
	b, err = json.Marshal(statistiques.Distribution{0})
	require.NoError(t, err)
	assert.Equal(t, `{}`, string(b))
}

func TestDistributionJSONRoundTrip(t *testing.T) {
	var d statistiques.Distribution
	require.NoError(t, json.Unmarshal([]byte(`{"3":12,"1":1}`), &d))
	assert.Equal(t, statistiques.Distribution{0, 1, 0, 12}, d)
	assert.Error(t, json.Unmarshal([]byte(`{"x":1}`), &d))
	assert.Error(t, json.Unmarshal([]byte(`[1]`), &d))
}

// FuzzDistribution: whatever a script hands back, reading a distribution
// never panics, and what it reads writes back to an equivalent object.
func FuzzDistribution(f *testing.F) {
	f.Add([]byte(`{"1":1,"2":6,"3":62,"4":533,"5":694}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var d statistiques.Distribution
		if json.Unmarshal(b, &d) != nil {
			return
		}
		sortie, err := json.Marshal(d)
		require.NoError(t, err)
		var e statistiques.Distribution
		require.NoError(t, json.Unmarshal(sortie, &e))
		assert.Equal(t, d, e)
	})
}

func TestStatsAllSaysWhyOptimalIsLeftOut(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "stats", "--strategy", "all", "--pegs", "8", "--colors", "2", "--seed", "1")
	require.Equal(t, 0, st, errw)
	lignes := strings.Split(strings.TrimSpace(out), "\n")
	assert.Equal(t, "La stratégie optimale n'est pas dans le tableau : sa recherche pour 8 pions × 2 couleurs (256 secrets) prendrait des jours ; elle est faite jusqu'à 4\u00a0096 secrets et 7 pions.", lignes[len(lignes)-1])
	assert.NotRegexp(t, `(?m)^optimal `, out)

	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "stats", "--strategy", "all", "--pegs", "8", "--colors", "2", "--seed", "1", "--json")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, "The optimal strategy is not in the table: its search for 8 pegs × 2 colours (256 secrets) would take days; it is done up to 4,096 secrets and 7 pegs.\n", errw)
	var tous []statistiques.StatsJSON
	require.NoError(t, json.Unmarshal([]byte(out), &tous), "standard output holds the JSON value only")
}
