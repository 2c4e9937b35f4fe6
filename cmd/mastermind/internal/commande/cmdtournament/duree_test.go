package cmdtournament

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
)

// TestTournamentTimeIsTheTimeWaited: the same in a tournament, whose
// entries are built first, then played.
func TestTournamentTimeIsTheTimeWaited(t *testing.T) {
	var h commandetest.Horloge
	var out strings.Builder
	a := commandetest.AppAvecHorloge(t, &h, &out)
	require.NoError(t, execute(context.Background(), a, []string{"--pegs", "3", "--colors", "6", "--json", "optimal"}))
	assert.Equal(t, []bool{false, true, true, true}, h.Lectures, "before and after the search, before and after the walk")
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out.String()), &j))
	require.Len(t, j.Entries, 1)
	assert.Equal(t, 3.0, j.Entries[0].Seconds, "the search and the walk")
}
