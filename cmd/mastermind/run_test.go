package main

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/iostreams"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// lance runs the program in-process as main does, on stdin, and returns
// what it wrote and its exit status (commandetest.Lance).
func lance(t *testing.T, stdin string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	return commandetest.Lance(t, racine(), stdin, args...)
}

// refuse runs the program, which must refuse the command line (or the
// input) as bad usage (commandetest.Refuse).
func refuse(t *testing.T, stdin string, args []string, phrase string) {
	t.Helper()
	commandetest.Refuse(t, racine(), stdin, args, phrase)
}

// environnementDeTest gives the program folders of its own for saves,
// caches and settings, unless the test chose them.
func environnementDeTest(t *testing.T) {
	t.Helper()
	commandetest.Environnement(t)
}

// joueMenu plays the program's menu, as "mastermind --seed seed" shows it
// on a pipe, through a scenario (menu entries named by their words, see
// package scenario), and returns what the player read. Each entry runs
// under a context of its own, ended when the entry is over, as in main.
func joueMenu(t *testing.T, seed uint64, etapes ...string) string {
	t.Helper()
	environnementDeTest(t)
	var out strings.Builder
	a := &commande.App{
		IOS:    iostreams.Nouveaux(strings.NewReader(""), &out, &out, os.Getenv),
		Cat:    texte.Nouveau(texte.Francais),
		Getenv: os.Getenv,
		Graine: commande.Graine{Valeur: seed, Donnee: true},
		It:     &commande.Interruption{},
	}
	j, err := nouveauJeu(a)
	require.NoError(t, err)
	s := scenario.Nouveau(&out, a.Cat, etapes...)
	j.Invite = s
	require.NoError(t, j.Menu(context.Background()))
	require.NoError(t, s.Err())
	assert.Empty(t, s.Restantes(), "every step was played")
	return out.String()
}

func TestHelpAndVersion(t *testing.T) {
	out, _, st := lance(t, "", "--help")
	assert.Equal(t, 0, st)
	// Wrapped to 80 columns through a pipe: each summary under its
	// command (TestHelpIsWrappedToEightyColumnsThroughAPipe).
	assert.Contains(t, out, "\nUsage :\n"+
		"  mastermind [options]                        le menu du jeu\n"+
		"  mastermind analyse [options] [LIGNE…]\n"+
		"      la valeur de chaque essai d'une partie jouée, comparé au meilleur\n"+
		"  mastermind demo [options]\n"+
		"      l'ordinateur cherche un code, coup par coup\n", "every command, with its summary")
	for _, c := range commandes() {
		assert.Contains(t, strings.Join(strings.Fields(out), " "), texte.Nouveau(texte.Francais).T(c.Resume), c.Nom)
	}
	assert.Contains(t, out, "130 interrompu")

	out, _, st = lance(t, "", "--version")
	assert.Equal(t, 0, st)
	assert.Regexp(t, `^mastermind (\(devel\)|v\S+)\n`, out)

	out, _, st = lance(t, "", "--lang", "en", "--help")
	assert.Equal(t, 0, st)
	assert.Contains(t, out, "Exit status")
}

func TestLanguageFromTheEnvironment(t *testing.T) {
	// The environment is what run is given, not the process's.
	env := func(vars map[string]string) func(string) string {
		return func(k string) string { return vars[k] }
	}
	saves := t.TempDir()
	var out strings.Builder
	err := run(context.Background(), []string{"demo", "--secret", "RRRR"},
		env(map[string]string{"LANG": "en_GB.UTF-8", "MASTERMIND_SAVES": saves}), strings.NewReader(""), &out, &out)
	assert.NoError(t, err)
	assert.Contains(t, out.String(), "The course's strategy finds RRRR at the first try.")

	out.Reset()
	err = run(context.Background(), []string{"demo", "--secret", "RRRR"},
		env(map[string]string{"LANG": "en_GB.UTF-8", "LC_ALL": "fr_FR.UTF-8", "MASTERMIND_SAVES": saves}), strings.NewReader(""), &out, &out)
	assert.NoError(t, err)
	assert.Contains(t, out.String(), "La stratégie du cours trouve RRRR du premier coup.", "LC_ALL wins over LANG")
}

func TestUsageErrors(t *testing.T) {
	demo := " Tapez « mastermind demo --help » pour les options."
	tests := []struct {
		name string
		args []string
		err  string
	}{
		{"unknown command", []string{"jouer"}, "La commande « jouer » n'existe pas. Commandes : analyse, demo, exercises, history, merge, optimal, resume, solve, stats, tournament, verify-tree. Tapez « mastermind --help »."},
		{"unknown global flag", []string{"--couleur"}, "L'option --couleur n'existe pas. Tapez « mastermind --help » pour les options."},
		{"bad language", []string{"--lang", "de", "demo"}, "--lang de : langue inconnue ; tapez --lang fr ou --lang en."},
		{"unknown demo flag", []string{"demo", "--colours", "6"}, "L'option --colours n'existe pas (vouliez-vous dire --colors ?)." + demo},
		{"bad number", []string{"demo", "--pegs", "quatre"}, "« quatre » ne convient pas pour --pegs." + demo},
		{"missing value", []string{"demo", "--pegs"}, "L'option --pegs attend une valeur." + demo},
		{"missing global value", []string{"--lang"}, "L'option --lang attend une valeur. Tapez « mastermind --help » pour les options."},
		{"bad boolean", []string{"demo", "--json=peut-être"}, "« peut-être » ne convient pas pour --json." + demo},
		{"bad flag syntax", []string{"demo", "---x"}, "L'option ---x n'existe pas." + demo},
		{"stray argument", []string{"demo", "VJBR"}, "Argument inattendu « VJBR ». Tapez « mastermind demo --help »."},
		{"bad size", []string{"demo", "--pegs", "0"}, "Le nombre de pions doit être entre 1 et 10 (vous avez demandé 0)"},
		{"colours beyond the palette", []string{"demo", "--colors", "27"}, "--colors 27 : le nombre de couleurs doit être entre 1 et 16, celles qui ont un nom par défaut"},
		{"colours far beyond", []string{"demo", "--colors", "100"}, "--colors 100 : le nombre de couleurs doit être entre 1 et 16, celles qui ont un nom par défaut"},
		{"no colour", []string{"stats", "--colors", "0"}, "--colors 0 : le nombre de couleurs doit être entre 1 et 16, celles qui ont un nom par défaut"},
		{"too large", []string{"demo", "--pegs", "9", "--colors", "8"}, "9 pions × 8 couleurs font trop de codes pour l'ordinateur : avec 9 pions, 5 couleurs au plus"},
		{"bad secret", []string{"demo", "--secret", "VJB"}, "--secret VJB : il faut 4 pions, vous en avez tapé 3"},
		{"repeat without repeats", []string{"demo", "--secret", "VVBR", "--no-repeat"}, "--secret VVBR : la couleur V est deux fois dans ce code (pions 1 et 2), or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes"},
		{"bad strategy", []string{"demo", "--strategy", "devin"}, "La stratégie « devin » n'existe pas ; au choix : " + strings.Join((&commande.App{}).Strategies().Noms(), ", ")},
		{"bad first", []string{"demo", "--first", "ZZZZ"}, "--first ZZZZ : pion 1 : « Z » n'est pas une couleur ; lettres possibles : R B J V O N"},
		{"negative tries", []string{"demo", "--max-tries", "-1"}, "--max-tries -1 : le nombre d'essais ne peut pas être négatif"},
		{"bad fence", []string{"stats", "--fence", "cpu=5"}, "--fence cpu=5 : des limites s'écrivent cpu=DURÉE,mem=TAILLE,procs=N,file=TAILLE,dir=DOSSIER, par exemple cpu=5m,mem=2G"},
		{"fence folder", []string{"tournament", "--fence", "dir=/dev/null/dossier"}, "--fence dir=/dev/null/dossier : ce dossier n'existe pas"},
		{"bad seed", []string{"demo", "--seed", "-4"}, "« -4 » ne convient pas pour --seed." + demo},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { refuse(t, "", tt.args, tt.err) })
	}
}

// TestLangAmongACommandsFlags: --lang en anywhere among a command's flags
// gives its whole help in English, the flags' lines included (they were
// left in French), and its usage errors too; the menu's help lists every
// flag the menu takes (--seed was missing) and where the default language
// comes from.
func TestLangAmongACommandsFlags(t *testing.T) {
	for _, args := range [][]string{
		{"demo", "--lang", "en", "--help"},
		{"demo", "--help", "--lang", "en"},
		{"demo", "--pegs", "5", "--lang=en", "-h"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			out, errw, st := lance(t, "", args...)
			require.Equal(t, 0, st, errw)
			assert.Contains(t, out, "\n  --seed N           the random seed, to replay the same game\n")
			assert.Contains(t, out, "\n  --lang fr|en       the language: fr or en\n")
		})
	}
	_, errw, st := lance(t, "", "demo", "--bogus", "--lang", "en")
	assert.Equal(t, 2, st)
	assert.Equal(t, "There is no option --bogus. Type \"mastermind demo --help\" for the options.\n", errw)

	for _, c := range []struct{ lang, options string }{
		{"fr", "\nOptions de mastermind :\n" +
			"  --allow-program  lance sans demander le programme (cmd:…) que nomment une sauvegarde ou les réglages\n" +
			"  --lang fr|en     la langue (défaut : celle de LANGUAGE, sinon l'anglais si LC_ALL, sinon LC_MESSAGES, sinon LANG commence par en ; le français sinon)\n" +
			"  --saves DOSSIER  le dossier des sauvegardes\n" +
			"  --seed N         la graine du hasard, pour rejouer les mêmes parties\n" +
			"  --help           cette aide ; « mastermind COMMANDE --help » pour une commande\n" +
			"  --version        la version\n\n"},
		{"en", "\nOptions of mastermind:\n" +
			"  --allow-program  runs the program (cmd:…) a save or the settings name without asking\n" +
			"  --lang fr|en     the language (default: LANGUAGE's, else English when LC_ALL, else LC_MESSAGES, else LANG starts with en; French otherwise)\n" +
			"  --saves FOLDER   the folder of saved games\n" +
			"  --seed N         the random seed, to replay the same games\n" +
			"  --help           this help; \"mastermind COMMAND --help\" for a command\n" +
			"  --version        the version\n\n"},
	} {
		out, _, st := lance(t, "", "--lang", c.lang, "--help")
		assert.Equal(t, 0, st)
		// Wrapped to 80 columns through a pipe: the same words.
		assert.Contains(t, strings.Join(strings.Fields(out), " "), strings.Join(strings.Fields(c.options), " "))
	}
}

// TestEachCommandsUsageReadsAsInTheMainHelp: a command's --help starts
// with the usage line the main help gives it, word for word ("solve
// [options] [LIGNE...]" beside "[LIGNE…]", "resume [NOM] [options]"
// beside "resume [options] [NOM]" were two spellings of one usage).
func TestEachCommandsUsageReadsAsInTheMainHelp(t *testing.T) {
	for _, c := range []struct{ lang, usage string }{{"fr", "Usage : "}, {"en", "Usage: "}} {
		aide, _, st := lance(t, "", "--lang", c.lang, "--help")
		require.Equal(t, 0, st)
		for _, cmd := range commandes() {
			t.Run(c.lang+"-"+cmd.Nom, func(t *testing.T) {
				var attendu string
				for _, l := range strings.Split(aide, "\n") {
					if champs := strings.Fields(l); len(champs) > 1 && champs[0] == "mastermind" && champs[1] == cmd.Nom {
						attendu = strings.TrimSpace(l[:strings.Index(l, cmd.Nom)+len(cmd.Nom)+1+len(resumeUsage(l, cmd.Nom))])
					}
				}
				require.NotEmpty(t, attendu, "the main help names %s", cmd.Nom)
				out, _, st := lance(t, "", cmd.Nom, "--lang", c.lang, "--help")
				require.Equal(t, 0, st)
				assert.Equal(t, c.usage+attendu, strings.SplitN(out, "\n", 2)[0])
			})
		}
	}
}

// resumeUsage is what follows the command's name in a line of the main
// help, up to the two spaces before its summary.
func resumeUsage(ligne, nom string) string {
	apres := ligne[strings.Index(ligne, nom)+len(nom)+1:]
	if i := strings.Index(apres, "  "); i >= 0 {
		return apres[:i]
	}
	return apres
}

// TestAFlagBeforeItsCommand: a command's flag typed before the command
// says whose it is and the line to type, in the language asked; a flag
// no command has is still unknown.
func TestAFlagBeforeItsCommand(t *testing.T) {
	tests := []struct{ args []string }{{[]string{"--pegs", "5", "demo"}}, {[]string{"--lang", "en", "--pegs=5", "demo", "--colors", "4"}}, {[]string{"--bogus", "demo"}}}
	want := []string{
		"--pegs est une option de demo : tapez « mastermind demo --pegs 5 ».\n",
		"--pegs is an option of demo: type \"mastermind demo --lang en --pegs=5 --colors 4\".\n",
		"L'option --bogus n'existe pas. Tapez « mastermind --help » pour les options.\n",
	}
	for i, tt := range tests {
		out, errw, st := lance(t, "", tt.args...)
		assert.Equal(t, 2, st)
		assert.Empty(t, out)
		assert.Equal(t, want[i], errw, "%v", tt.args)
	}
}
