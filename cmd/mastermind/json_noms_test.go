package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// objetsJSON calls f on every object of v, the JSON value decoded, with
// its path ("moves[]").
func objetsJSON(v any, chemin string, f func(chemin string, o map[string]any)) {
	switch x := v.(type) {
	case map[string]any:
		f(chemin, x)
		for k, e := range x {
			objetsJSON(e, chemin+"."+k, f)
		}
	case []any:
		for _, e := range x {
			objetsJSON(e, chemin+"[]", f)
		}
	}
}

// TestJSONNamesAgreeAcrossCommands (issue 45): one name for one thing in
// every command's JSON. Every name written is documented in docs/JSON.md;
// an answer is bien and mal wherever a code has one; the size is pegs and
// colors; a deprecated name is written only beside its new one; and an
// average has at most 4 decimals.
func TestJSONNamesAgreeAcrossCommands(t *testing.T) {
	environnementDeTest(t)
	soloJoue(t) // a round in the history
	taches := filepath.Join(t.TempDir(), "taches")
	_, errw, st := lance(t, "", "optimal", "--pegs", "2", "--colors", "3", "--tasks", taches)
	require.Equal(t, 0, st, errw)
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "JSON.md"))
	require.NoError(t, err)
	commandes := map[string][]string{
		"demo":       {"demo", "--json", "--secret", "VJBR", "--strategy", "lexico"},
		"stats":      {"stats", "--json", "--pegs", "2", "--colors", "3"},
		"solve":      {"solve", "--json", "RVNJ 2 0"},
		"analyse":    {"analyse", "--json", "--secret", "VJBR", "RRRR 1 0", "VJBR 4 0"},
		"optimal":    {"optimal", "--json", "--pegs", "2", "--colors", "3"},
		"merge":      {"merge", "--json", taches},
		"tournament": {"tournament", "--json", "--pegs", "2", "--colors", "3", "lexico", "knuth"},
		"history":    {"history", "--json"},
	}
	// The deprecated names, each written only beside its new one.
	alias := map[string]string{"right": "bien", "misplaced": "mal", "size": "pegs", "worst": "max", "rows": "guesses", "tries": "distribution"}
	for nom, args := range commandes {
		t.Run(nom, func(t *testing.T) {
			out, errw, st := lance(t, "", append([]string{"--lang", "en"}, args...)...)
			require.Equal(t, 0, st, errw)
			var v any
			require.NoError(t, json.Unmarshal([]byte(out), &v), out)
			racine, ok := v.(map[string]any)
			require.True(t, ok, out)
			if nom != "solve" && nom != "history" {
				assert.Contains(t, racine, "pegs", "the size's name")
				assert.Contains(t, racine, "colors", "the size's name")
			}
			objetsJSON(v, nom, func(chemin string, o map[string]any) {
				if strings.HasSuffix(chemin, ".distribution") || strings.HasSuffix(chemin, ".grades") {
					return // keys that are data: numbers of guesses, grades
				}
				for k, val := range o {
					assert.True(t, strings.Contains(string(doc), "`"+k+"`") || strings.Contains(string(doc), `"`+k+`"`),
						"%s.%s is documented in docs/JSON.md", chemin, k)
					if k == "average" {
						if f, ok := val.(float64); ok {
							assert.InDelta(t, math.Round(f*1e4)/1e4, f, 1e-12, "%s.average has 4 decimals at most", chemin)
						}
					}
				}
				if _, code := o["code"]; code && (o["bien"] != nil || o["right"] != nil || o["mal"] != nil) {
					assert.Contains(t, o, "bien", chemin)
					assert.Contains(t, o, "mal", chemin)
				}
				for vieux, neuf := range alias {
					_, a := o[vieux]
					if !a || (nom == "solve" && vieux == "worst") {
						continue // solve's worst is its own (the codes a guess may leave)
					}
					if vieux == "tries" {
						if _, liste := o[vieux].([]any); !liste {
							continue // a round's tries: its number of guesses
						}
					}
					assert.Contains(t, o, neuf, "%s: the deprecated %s beside %s", chemin, vieux, neuf)
				}
			})
		})
	}
	// The same answer has the same name in demo and analyse (it was
	// right/misplaced in analyse).
	noms := func(args ...string) []string {
		out, errw, st := lance(t, "", args...)
		require.Equal(t, 0, st, errw)
		var v any
		require.NoError(t, json.Unmarshal([]byte(out), &v))
		var r []string
		objetsJSON(v, "", func(_ string, o map[string]any) {
			if _, ok := o["code"]; ok {
				for k := range o {
					r = append(r, k)
				}
			}
		})
		slices.Sort(r)
		return slices.Compact(r)
	}
	assert.Subset(t, noms("analyse", "--json", "RRRR 1 0"), []string{"code", "bien", "mal"})
	assert.Subset(t, noms("demo", "--json", "--secret", "VJBR"), []string{"code", "bien", "mal"})
	assert.Subset(t, noms("history", "--json"), []string{"code", "bien", "mal"})
}
