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

// TestJSONContractOnEveryCommand (issue 36): every command that takes
// --json writes exactly one JSON value on the standard output whatever
// happens: a result, a failure, a bad flag, its help, a sentence it says
// (history --reset, tournament --check), in either language.
func TestJSONContractOnEveryCommand(t *testing.T) {
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	cas := map[string][][]string{
		"analyse":    {{"--secret", "VJBR", "RRRR 1 0"}, {"--secret", "VJBR", "RRRR 0 0"}},
		"demo":       {{"--secret", "VJBR", "--strategy", "lexico"}},
		"history":    {{}, {"--reset", "--yes"}, {"--reset"}, {"--csv"}},
		"merge":      {{t.TempDir()}, {}},
		"optimal":    {{"--pegs", "2", "--colors", "3"}},
		"solve":      {{"RVNJ 2 0"}},
		"stats":      {{"--strategy", "lexico", "--pegs", "2", "--colors", "3"}},
		"tournament": {{"--pegs", "2", "--colors", "3", "lexico", "knuth"}, {"--check", "lexico"}, {"--check"}, {"--check", "cmd:/dev/null/absent"}},
	}
	for _, c := range commandes() {
		out, _, _ := lance(t, "", c.Nom, "--help")
		if !strings.Contains(out, "\n  --json ") {
			continue
		}
		require.Contains(t, cas, c.Nom, "a command that takes --json has cases here")
		lignes := append(cas[c.Nom], []string{"--bogus"}, []string{"--help"}, []string{"--lang", "xx"})
		for _, args := range lignes {
			for _, langue := range []string{"fr", "en"} {
				ligne := append([]string{"--lang", langue, c.Nom, "--json"}, args...)
				t.Run(strings.Join(ligne, " "), func(t *testing.T) {
					out, errw, st := lance(t, "", ligne...)
					d := json.NewDecoder(strings.NewReader(out))
					var v any
					require.NoError(t, d.Decode(&v), "one JSON value: %q (status %d, %q)", out, st, errw)
					assert.False(t, d.More(), "nothing after it: %q", out)
					if m, ok := v.(map[string]any); ok && st != 0 {
						assert.Contains(t, m, "error", "a failure says why")
					}
				})
			}
		}
	}
	out, errw, st := lance(t, "", "history", "--reset", "--yes", "--json")
	require.Equal(t, 0, st, errw)
	assert.JSONEq(t, `{"reset":true}`, out)
	assert.Equal(t, "Historique effacé.\n", errw, "the sentence, on the error stream")
	out, _, st = lance(t, "", "--lang", "en", "tournament", "--check", "lexico")
	assert.Equal(t, 0, st)
	assert.Equal(t, "lexico: ready (a strategy of the program, nothing to check).\n", out, "never silent")
}
