package cmdtournament

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// totaux runs a tournament of the programs noms at 4 × 6 with args, and
// returns each one's total, by name.
func totaux(t *testing.T, args []string, noms ...string) (map[string]int, rapport.JSON) {
	t.Helper()
	out, errw, st := commandetest.Lance(t, essai(), "", append(append([]string{"tournament", "--json", "--pegs", "4", "--colors", "6"}, args...), noms...)...)
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j), "status %d: %s", st, errw)
	par := map[string]int{}
	for _, e := range j.Entries {
		require.Nil(t, e.Failure, e.Strategy)
		par[e.Strategy] = e.Total
	}
	return par, j
}

// TestMemoryAcrossGamesGainsNothing: the program of issue 43 that
// remembers the secrets it found (the course's walk, skipping them)
// totalled about 6000 against its honest twin's 7471 at 4 × 6 when every
// secret came once, and ranked first. A tournament --independent draws
// each secret independently: it gains nothing (both within the noise of
// one draw), and the report says how the secrets were drawn. What is left between
// the twins (3.6 % with this seed) is not knowledge of the secrets: the
// remembering program, skipping the codes it found, opens later in
// lexicographic order than RRRR, a worse opening; it is another
// strategy, as good in every round whatever came before.
func TestMemoryAcrossGamesGainsNothing(t *testing.T) {
	// A replay: the same draw at every run of the test.
	t.Setenv(programme.EnvOrdre, "20261201")
	honnete, memoire := cmdTest("lexico"), cmdTest("memoire")
	par, j := totaux(t, []string{"--independent"}, honnete, memoire)
	assert.True(t, j.IndependentDraws)
	require.NotNil(t, j.OrderSeed, "the seed of the draw, in the report")
	t.Logf("independent draws: honest %d, remembering %d", par[honnete], par[memoire])
	assert.GreaterOrEqual(t, float64(par[memoire]), 0.95*float64(par[honnete]), "the remembering program gains")

	// Every secret once (without --independent): memory pays, as the
	// documentation says.
	par, j = totaux(t, nil, honnete, memoire)
	assert.False(t, j.IndependentDraws)
	t.Logf("every secret once: honest %d, remembering %d", par[honnete], par[memoire])
	assert.Equal(t, 7471, par[honnete])
	assert.Less(t, float64(par[memoire]), 0.9*float64(par[honnete]))
}
