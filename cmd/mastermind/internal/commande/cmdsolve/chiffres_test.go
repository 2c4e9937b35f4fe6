package cmdsolve

import (
	"strings"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSolveAnswersInTheNotationAskedIn: a board typed in digits, as dCode
// numbers colours, is answered in digits, the codes left and the advice;
// one typed in letters, in letters; the JSON contract keeps letters.
func TestSolveAnswersInTheNotationAskedIn(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "1122 1 0\n3456 0 2\n", "--lang", "fr", "solve")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "60 codes possibles :\n  1334 1335 1343 ")
	assert.Contains(t, out, "Essai conseillé par la stratégie de Kooi : 1334\n")
	assert.NotContains(t, out, "RJJV")

	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "fr", "solve", "RRBB 1 0", "JVON 0 2")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "60 codes possibles :\n  RJJV RJJO ")

	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "solve", "1122 1 0", "3456 0 2", "1334 1 1")
	require.Equal(t, 0, st, errw)
	assert.False(t, strings.ContainsAny(out[strings.Index(out, ":"):], "RBJVON"), "digits only: %s", out)

	out, _, st = commandetest.Lance(t, essai(), "", "solve", "--json", "1122 1 0")
	require.Equal(t, 0, st)
	assert.Contains(t, out, `"codes":["RJJJ",`, "JSON keeps the letters")
}
