package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryFailureUnderJSONWritesAnError: with --json, a failure writes
// one JSON object on the standard output, with the sentence of the
// standard error in "error", whatever failed (json.go).
func TestEveryFailureUnderJSONWritesAnError(t *testing.T) {
	tests := []struct {
		nom    string
		args   []string
		statut int
	}{
		{"bad size", []string{"demo", "--json", "--pegs", "99"}, 2},
		{"unknown flag after --json", []string{"demo", "--json", "--bogus"}, 2},
		{"unknown flag before --json", []string{"stats", "--bogus", "--json"}, 2},
		{"--json=true", []string{"stats", "--json=true", "--strategy", "devin"}, 2},
		{"too many colours", []string{"stats", "--json", "--colors", "27"}, 2},
		{"a line that does not read", []string{"solve", "--json", "RRRR 9 9"}, 2},
		{"a contradiction", []string{"solve", "--json", "RRRR 0 0", "RRRR 1 0"}, 1},
		{"not found", []string{"demo", "--json", "--max-tries", "1", "--secret", "VJBR"}, 1},
		{"no strategy", []string{"tournament", "--json"}, 2},
		{"optimal too large", []string{"stats", "--json", "--strategy", "optimal", "--pegs", "5", "--colors", "8"}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.nom, func(t *testing.T) {
			out, errw, st := lance(t, "", tt.args...)
			require.Equal(t, tt.statut, st, errw)
			var v map[string]any
			require.NoError(t, json.Unmarshal([]byte(out), &v), "one JSON value: %q", out)
			assert.Equal(t, strings.TrimSuffix(errw, "\n"), v["error"])
			assert.Equal(t, 1, strings.Count(out, "\n"), "one line")
		})
	}
	out, _, st := lance(t, "", "demo", "--bogus")
	assert.Equal(t, 2, st)
	assert.Empty(t, out, "without --json, the standard output stays empty")
}
