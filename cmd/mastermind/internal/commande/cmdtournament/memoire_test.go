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

// totaux runs a tournament of the programs noms with args (the size
// first), and returns each one's total, by name.
func totaux(t *testing.T, args []string, noms ...string) (map[string]int, rapport.JSON) {
	t.Helper()
	out, errw, st := commandetest.Lance(t, essai(), "", append(append([]string{"tournament", "--json"}, args...), noms...)...)
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j), "status %d: %s", st, errw)
	par := map[string]int{}
	for _, e := range j.Entries {
		require.Nil(t, e.Failure, e.Strategy)
		par[e.Strategy] = e.Total
	}
	return par, j
}

// memoireContreHonnete is issue 43's pair at size taille, every secret
// once: by default (a fresh process for each round) the program that
// remembers the secrets it found (the course's walk, skipping them) and
// its honest twin total exactly honnete, the course's walk; with
// --one-process memory pays, as the documentation says (about 6000
// against 7471 at 4 × 6, ranked first).
func memoireContreHonnete(t *testing.T, taille []string, total int) {
	// A replay: the same order at every run of the test.
	t.Setenv(programme.EnvOrdre, "20261201")
	honnete, memoire := cmdTest("lexico"), cmdTest("memoire")
	par, j := totaux(t, taille, honnete, memoire)
	assert.True(t, j.FreshProcess, "the report says each round had a fresh process")
	t.Logf("a fresh process a round: honest %d, remembering %d", par[honnete], par[memoire])
	assert.Equal(t, total, par[honnete], "the course's walk")
	assert.Equal(t, par[honnete], par[memoire], "remembering gains nothing: exactly the same total")

	par, j = totaux(t, append([]string{"--one-process"}, taille...), honnete, memoire)
	assert.False(t, j.FreshProcess, "the report says one process played every round")
	t.Logf("one process: honest %d, remembering %d", par[honnete], par[memoire])
	assert.Equal(t, total, par[honnete])
	assert.Less(t, float64(par[memoire]), 0.9*float64(par[honnete]), "in one process, memory pays")
}

// TestMemoryAcrossGamesGainsNothing: issue 43's remembering program and
// its honest twin tie exactly at 2 × 4 (53 proposals each) when each
// round has a fresh process, fenced, the default; with --one-process the
// remembering one gains (37). Small, since each round starts a fenced
// process (a tenth of a second or more); the 4 × 6 version is in make
// check (TestMemoryAcrossGamesGainsNothing4x6).
func TestMemoryAcrossGamesGainsNothing(t *testing.T) {
	memoireContreHonnete(t, []string{"--pegs", "2", "--colors", "4"}, 53)
}

// TestIndependentDrawsInOneProcess: --independent draws each secret
// independently of the others, the seed in the report; in one process
// at 4 × 6 the remembering program then gains next to nothing (7226
// against 7497 with this seed, within the noise of one draw: what is left
// is not knowledge of the secrets but a later opening than RRRR, skipping
// the codes it found). On a small size, where secrets come back often,
// it still gains (235 against 254 at 3 × 4): a fresh process a round is
// the default for that.
func TestIndependentDrawsInOneProcess(t *testing.T) {
	t.Setenv(programme.EnvOrdre, "20261201")
	honnete, memoire := cmdTest("lexico"), cmdTest("memoire")
	par, j := totaux(t, []string{"--pegs", "4", "--colors", "6", "--independent", "--one-process"}, honnete, memoire)
	assert.True(t, j.IndependentDraws)
	assert.False(t, j.FreshProcess)
	require.NotNil(t, j.OrderSeed, "the seed of the draw, in the report")
	t.Logf("independent draws, one process: honest %d, remembering %d", par[honnete], par[memoire])
	assert.GreaterOrEqual(t, float64(par[memoire]), 0.95*float64(par[honnete]), "the remembering program gains")
}
