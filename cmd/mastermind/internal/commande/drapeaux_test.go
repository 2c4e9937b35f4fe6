package commande

import (
	"flag"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// drapeauxEssai is a flag set with a number, a string, a boolean and a seed.
func drapeauxEssai() (*flag.FlagSet, *int, *string, *bool, *Graine) {
	fs := flag.NewFlagSet("essai", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var g Graine
	fs.Var(&g, "seed", "")
	return fs, fs.Int("pegs", 4, ""), fs.String("strategy", "lexico", ""), fs.Bool("json", false, ""), &g
}

// TestFlagsReadAsTheFlagPackageReadsThem: LitDrapeaux accepts what
// flag.FlagSet.Parse accepts, with the same values and the same arguments
// left.
func TestFlagsReadAsTheFlagPackageReadsThem(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"--pegs", "5", "--json"},
		{"-pegs=5", "-json=false", "reste"},
		{"--strategy", "knuth", "--", "--pegs", "6"},
		{"-", "--pegs", "6"},
		{"VJBR", "--pegs", "6"},
		{"--json", "true"},
		{"--seed", "18446744073709551615"},
	} {
		t.Run(strconv.Quote(strings.Join(args, " ")), func(t *testing.T) {
			fs1, p1, s1, b1, g1 := drapeauxEssai()
			reste, err := LitDrapeaux(fs1, args)
			require.NoError(t, err)
			fs2, p2, s2, b2, g2 := drapeauxEssai()
			require.NoError(t, fs2.Parse(args))
			assert.Equal(t, []any{*p2, *s2, *b2, *g2}, []any{*p1, *s1, *b1, *g1})
			assert.Equal(t, len(fs2.Args()), len(reste))
			if len(reste) > 0 {
				assert.Equal(t, fs2.Args(), reste)
			}
		})
	}
}

func TestBadFlagsAreTypedErrors(t *testing.T) {
	tests := []struct {
		args        []string
		kind        error
		nom, valeur string
		cause       error
	}{
		{[]string{"--colours", "6"}, errDrapeauInconnu, "colours", "", nil},
		{[]string{"-x=1"}, errDrapeauInconnu, "x", "", nil},
		{[]string{"--pegs"}, errSansValeur, "pegs", "", nil},
		{[]string{"--pegs", "quatre"}, errValeur, "pegs", "quatre", nil},
		{[]string{"--json=peut-être"}, errValeur, "json", "peut-être", nil},
		{[]string{"--seed", "-4"}, errValeur, "seed", "-4", errGraine},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			fs, _, _, _, _ := drapeauxEssai()
			_, err := LitDrapeaux(fs, tt.args)
			require.ErrorIs(t, err, tt.kind)
			var e *erreurDrapeau
			require.ErrorAs(t, err, &e)
			assert.Equal(t, tt.nom, e.nom)
			assert.Equal(t, tt.valeur, e.valeur)
			if tt.cause != nil {
				assert.ErrorIs(t, err, tt.cause)
			}
			fs2, _, _, _, _ := drapeauxEssai()
			assert.Error(t, fs2.Parse(tt.args), "flag refuses it too")
		})
	}

	fs, _, _, _, _ := drapeauxEssai()
	_, err := LitDrapeaux(fs, []string{"-h"})
	assert.ErrorIs(t, err, flag.ErrHelp, "an undefined -h asks for the help, as with flag")
}

// TestPreLitAsTheFlagsWillReadThem: the pre-scan finds the last --lang
// and the first --json before "--", a --lang's value included.
func TestPreLitAsTheFlagsWillReadThem(t *testing.T) {
	tests := []struct {
		args []string
		want preLu
	}{
		{nil, preLu{}},
		{[]string{"--lang", "en", "--json"}, preLu{langue: "en", json: true}},
		{[]string{"-lang=fr", "--lang=en"}, preLu{langue: "en"}},
		{[]string{"--json=false", "--json"}, preLu{}},
		{[]string{"-json=1"}, preLu{json: true}},
		{[]string{"--", "--json", "--lang", "en"}, preLu{}},
		{[]string{"--lang", "--json"}, preLu{langue: "--json", json: true}},
		{[]string{"--lang", "--", "--json", "--lang=en"}, preLu{langue: "en"}},
		{[]string{"lang", "json", "--lang"}, preLu{}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			assert.Equal(t, tt.want, PreLit(tt.args))
		})
	}
}
