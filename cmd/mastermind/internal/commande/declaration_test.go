package commande

import (
	"flag"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// TestDeclarationDe (issue 41): a command's flags as data, read from the
// declaration its Run parses with: name, the help's name of the value,
// default, help and the values the completion offers.
func TestDeclarationDe(t *testing.T) {
	a := Nouvelle(os.Getenv, nil)
	a.Cat = texte.Nouveau(texte.Anglais)
	var n int
	var s string
	var d time.Duration
	var b bool
	c := Commande{Nom: "essai",
		Drapeaux: func(fs *flag.FlagSet, a *App) {
			fs.IntVar(&n, "pegs", 4, "the pegs")
			fs.StringVar(&s, "strategy", "lexico", "the strategy")
			fs.StringVar(&s, "export", "", "the file")
			fs.DurationVar(&d, "timeout", time.Second, "the time")
			fs.BoolVar(&b, "json", false, "JSON")
		},
		Valeurs: map[string]Valeurs{"strategy": {Strategies: true, Mots: []string{"all"}}},
	}
	voulu := []Drapeau{
		{Nom: "export", Argument: "TEXT", Aide: "the file", Valeurs: Valeurs{Fichier: true}},
		{Nom: "json", Aide: "JSON"},
		{Nom: "lang", Argument: "fr|en", Aide: "the language: fr or en", Valeurs: Valeurs{Mots: []string{"en", "fr"}}},
		{Nom: "pegs", Argument: "N", Defaut: "4", Aide: "the pegs"},
		{Nom: "strategy", Argument: "NAME", Defaut: "lexico", Aide: "the strategy", Valeurs: Valeurs{Strategies: true, Mots: []string{"all"}}},
		{Nom: "timeout", Argument: "DURATION", Defaut: "1s", Aide: "the time"},
	}
	ds := DeclarationDe(a, c)
	require.Equal(t, voulu, ds)
	assert.True(t, ds[1].Booleen())
	assert.False(t, ds[3].Booleen())
	assert.Equal(t, map[string]bool{"--help": false, "--export": true, "--json": false, "--lang": true, "--pegs": true, "--strategy": true, "--timeout": true},
		DrapeauxDe(t.Context(), a, c))
	liste := ds[4].Valeurs.Liste(a)
	assert.Contains(t, liste, "knuth")
	assert.Equal(t, "all", liste[len(liste)-1])
	assert.Equal(t, "  --pegs N           the pegs (default: 4)\n  --timeout DURATION  the time (default: 1s)\n", optionsDe(a, []Drapeau{ds[3], ds[5]}))
}

// TestDeclarationProgramme: the program's own flags, -h aside (--help's
// other name).
func TestDeclarationProgramme(t *testing.T) {
	a := Nouvelle(os.Getenv, nil)
	var noms []string
	for _, d := range DeclarationProgramme(a) {
		noms = append(noms, d.Nom)
	}
	assert.Equal(t, []string{"allow-program", "help", "lang", "saves", "seed", "version"}, noms)
}
