package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/dore"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche"
)

// reDureeTexte masks what varies from one run to the next: durations.
var reDureeTexte = regexp.MustCompile(`(calculé en|computed in) [0-9.,\x{a0}]+ s`)

// reDateTexte masks the dates of saves: "mar. 24 nov. 07:08", "Tue 24
// Nov 07:08", and of the history: "23/11 07:08", "Nov 23, 07:08".
var reDateTexte = regexp.MustCompile(`(\d\d/\d\d|[A-Z][a-z]{2} \d{1,2},|(lun|mar|mer|jeu|ven|sam|dim)\. \d{1,2} \S+|(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}) \d\d:\d\d`)

// reAutosave masks the name of an automatic save, stamped with its date.
var reAutosave = regexp.MustCompile(`autosave-\d{8}-\d{6}`)

// texteDore compares what the program wrote with testdata/textes/nom.txt,
// durations masked; -update writes the file.
func texteDore(t *testing.T, nom, texte string) {
	t.Helper()
	require.NoError(t, scenario.VerifieTexte(texte))
	texte = reDureeTexte.ReplaceAllString(texte, "$1 …")
	texte = reDateTexte.ReplaceAllString(texte, "…")
	texte = reAutosave.ReplaceAllString(texte, "autosave-…")
	dore.Compare(t, filepath.Join("testdata", "textes", nom+".txt"), texte)
}

// secretEn is the secret the seed draws for the first round, in the
// letters of lang.
func secretEn(t *testing.T, lang string, seed uint64) string {
	t.Helper()
	p := couleur.MustDefaut(6)
	if lang == "en" {
		var err error
		p, err = couleur.Anglaise(6)
		require.NoError(t, err)
	}
	return code.Taille{Pions: 4, Couleurs: 6}.Aleatoire(manche.Generateur(seed)).Mot(p)
}

// TestTextesDesEcransPrincipaux: the main screens through a pipe, whole,
// in French and English: the menu and the rules, the settings and the
// strategies, a solo game won, a game of two rounds lost with a malus
// then won, and the commands' usual outputs and failures.
func TestTextesDesEcransPrincipaux(t *testing.T) {
	for _, lang := range []string{"fr", "en"} {
		annuler, quitter := "annuler", "quitter"
		if lang == "en" {
			annuler, quitter = "undo", "quit"
		}
		ecrans := []struct {
			nom   string
			stdin string
			args  []string
		}{
			{"menu-regles", "8\n9\n", nil},
			{"reglages", "7\n2\n9\n1\n3\n4\n5\n9\n", nil},
			{"solo", "2\nRRBB\n?\n" + annuler + "\n" + secretEn(t, lang, 3) + "\n9\n", []string{"--seed", "3"}},
			{"partie", "1\n" + strings.Repeat("RRRR\n", 10) + "\n1 0\n1 1\n1 2\n0 4\n1 3\n4 0\n9\n", []string{"--seed", "3"}},
			{"abandon", "2\n" + quitter + "\n9\n", []string{"--seed", "3"}},
			{"misedecote", "2\nRRBB\n" + quitter + "\n10\n" + quitter + "\n9\n", []string{"--seed", "3"}},
			{"demo", "", []string{"demo", "--seed", "3"}},
			{"demo-echec", "", []string{"demo", "--seed", "3", "--max-tries", "1"}},
			{"stats", "", []string{"stats", "--strategy", "knuth"}},
			{"solve", "", []string{"solve", "RRBB 1 0"}},
			{"aide", "", []string{"--help"}},
			{"erreurs", "", []string{"demo", "--colors", "27"}},
		}
		for _, e := range ecrans {
			t.Run(e.nom+"-"+lang, func(t *testing.T) {
				args := append([]string{"--lang", lang}, e.args...)
				out, errw, st := lance(t, e.stdin, args...)
				texte := "$ mastermind " + strings.Join(args, " ") + "\n" + out
				if errw != "" {
					texte += "[stderr] " + errw
				}
				if st != 0 {
					texte += "[status] " + string(rune('0'+st)) + "\n"
				}
				texteDore(t, e.nom+"-"+lang, texte)
			})
		}
	}
}

// TestProgressLabelsNameTheStrategy: the progress line of a computation
// named the strategy by its identifier ("most-parts réfléchit…",
// "knuth [███···]"), which a player who chose "Kooi" in the menu never
// typed; it now reads its name, a sentence starting with a capital.
func TestProgressLabelsNameTheStrategy(t *testing.T) {
	for _, c := range []struct {
		langue              texte.Langue
		nom, pense, calcule string
	}{
		{texte.Francais, "most-parts", "La stratégie de Kooi réfléchit…", "Kooi"},
		{texte.Francais, "lexico-desc", "L'ordre décroissant réfléchit…", "ordre décroissant"},
		{texte.Francais, "cmd:python3 a.py", "Le programme « python3 a.py » réfléchit…", "programme « python3 a.py »"},
		{texte.Anglais, "most-parts", "Kooi's strategy is thinking…", "Kooi"},
		{texte.Anglais, "optimal", "The optimal strategy is thinking…", "optimal strategy"},
	} {
		a := &commande.App{Cat: texte.Nouveau(c.langue)}
		assert.Equal(t, c.pense, a.Reflechit(c.nom))
		assert.Equal(t, c.calcule, a.LibelleCalcul(c.nom))
	}
}
