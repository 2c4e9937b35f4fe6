package main

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// TestHelpIsWrappedToEightyColumnsThroughAPipe (issue 36): every help,
// the program's, each command's and each topic's, in both languages, has
// no line wider than 80 cells through a pipe, and wraps between words
// only (a topic's words are the catalogue's, in order).
func TestHelpIsWrappedToEightyColumnsThroughAPipe(t *testing.T) {
	lignes := [][]string{{"--help"}, {"help", "help"}, {"help", "completion"}, {"help", "environment"}, {"completion", "--help"}}
	for _, c := range commandes() {
		lignes = append(lignes, []string{c.Nom, "--help"})
	}
	for _, langue := range []string{"fr", "en"} {
		for _, args := range lignes {
			out, errw, st := lance(t, "", append([]string{"--lang", langue}, args...)...)
			require.Equal(t, 0, st, errw)
			for _, l := range strings.Split(out, "\n") {
				assert.LessOrEqual(t, page.Largeur(l), 80, "%v in %s: %q", args, langue, l)
			}
		}
		cat := texte.Nouveau(texte.Langue(langue))
		for _, sujet := range commande.Sujets() {
			out, _, _ := lance(t, "", "--lang", langue, "help", sujet)
			assert.Equal(t, strings.Fields(commande.TexteSujet(cat, sujet)), strings.Fields(out), "%s: no word cut", sujet)
		}
	}
}

// TestSuggestions (issue 36): a mistyped command, flag or help topic is
// answered with the names close to it.
func TestSuggestions(t *testing.T) {
	for _, c := range []struct {
		args   []string
		phrase string
	}{
		{[]string{"--lang", "en", "stast"}, `There is no command "stast": did you mean stats? Type "mastermind --help" for the commands.`},
		{[]string{"stast"}, "La commande « stast » n'existe pas : vouliez-vous dire stats ? Tapez « mastermind --help » pour les commandes."},
		{[]string{"--lang", "en", "tourn"}, `There is no command "tourn": did you mean tournament? Type "mastermind --help" for the commands.`},
		{[]string{"--lang", "en", "complet"}, `There is no command "complet": did you mean completion? Type "mastermind --help" for the commands.`},
		{[]string{"--lang", "en", "help", "envrionment"}, `No help on "envrionment": did you mean environment? Type "mastermind help" for the topics.`},
		{[]string{"--lang", "en", "demo", "--jsn"}, `There is no option --jsn (did you mean --json?). Type "mastermind demo --help" for the options.`},
		{[]string{"--lang", "en", "stats", "--strategie", "knuth"}, `There is no option --strategie (did you mean --strategy?). Type "mastermind stats --help" for the options.`},
		{[]string{"--lang", "en", "--vresion"}, `There is no option --vresion (did you mean --version?). Type "mastermind --help" for the options.`},
	} {
		refuse(t, "", c.args, c.phrase)
	}
	_, errw, _ := lance(t, "", "--lang", "en", "zzz")
	assert.NotContains(t, errw, "did you mean", "nothing close: the list")
	assert.Contains(t, errw, "Commands: analyse, demo")
	assert.Equal(t, []string{"stats"}, commande.Suggestions("stast", []string{"demo", "solve", "stats"}))
}

// TestEnvironmentHelpListsEveryVariableRead (issue 36): every variable of
// the environment the program reads (a name given to a getenv, a
// constant env…, a list walked into getenv, the folders' variables of
// each system) is in "mastermind help environment", in both languages;
// and the folders it shows for each system are those the program uses.
func TestEnvironmentHelpListsEveryVariableRead(t *testing.T) {
	lues := variablesLues(t)
	for _, s := range []disque.Sorte{disque.Donnees, disque.Etat, disque.Config, disque.Cache} {
		for _, goos := range []string{"linux", "freebsd", "darwin", "windows"} {
			_, err := disque.DossierProgrammeSur(goos, func(string) string { return "" }, s)
			var e *disque.ErreurSansDossier
			require.ErrorAs(t, err, &e)
			lues = append(lues, e.Variables...)
		}
	}
	slices.Sort(lues)
	lues = slices.Compact(lues)
	require.Subset(t, lues, []string{"NO_COLOR", "CLICOLOR_FORCE", "MASTERMIND_CACHE", "MASTERMIND_THEME", "MASTERMIND_PROGRESS", "LANGUAGE", "LC_ALL", "HOME", "LOCALAPPDATA"},
		"the scan finds the variables issue 36 names")
	for _, langue := range []string{"fr", "en"} {
		out, _, st := lance(t, "", "--lang", langue, "help", "environment")
		require.Equal(t, 0, st)
		for _, v := range lues {
			assert.Contains(t, out, "  "+v+" ", "%s is read, and listed (%s)", v, langue)
		}
	}

	out, _, _ := lance(t, "", "--lang", "en", "help", "environment")
	sortes := []struct {
		s    disque.Sorte
		nom  string
		sous string
	}{{disque.Donnees, "saves", "saves"}, {disque.Etat, "history", ""}, {disque.Config, "settings", "config.yaml"}, {disque.Cache, "cache", "optimal"}}
	for _, sys := range []struct {
		goos string
		env  map[string]string
		// remplace writes the folders as the help does.
		remplace *strings.Replacer
	}{
		{"linux", map[string]string{"HOME": "/h"}, strings.NewReplacer("/h/", "~/")},
		{"darwin", map[string]string{"HOME": "/h"}, strings.NewReplacer("/h/", "~/")},
		{"windows", map[string]string{"USERPROFILE": `C:\Users\NAME`}, strings.NewReplacer()},
	} {
		for _, s := range sortes {
			d, err := disque.DossierProgrammeSur(sys.goos, func(k string) string { return sys.env[k] }, s.s)
			require.NoError(t, err)
			if s.sous != "" {
				sep := "/"
				if sys.goos == "windows" {
					sep = `\`
				}
				d += sep + s.sous
			}
			assert.Regexp(t, `(?m)^    `+s.nom+` +`+regexpQuote(sys.remplace.Replace(d))+`$`, out, "%s, %s", sys.goos, s.nom)
		}
	}
}

func regexpQuote(s string) string {
	return strings.NewReplacer(`\`, `\\`, `.`, `\.`, `(`, `\(`, `)`, `\)`).Replace(s)
}

// variablesLues scans the module's code (tests and test data aside) for
// the variables of the environment it reads: the constant names given to
// a function called getenv, Getenv or LookupEnv, the constants env… and
// Env…, and the names of a list a loop gives to getenv.
func variablesLues(t *testing.T) []string {
	t.Helper()
	var noms []string
	lit := func(e ast.Expr) (string, bool) {
		b, ok := e.(*ast.BasicLit)
		if !ok || b.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(b.Value)
		return s, err == nil
	}
	appel := func(c *ast.CallExpr) bool {
		var nom string
		switch f := c.Fun.(type) {
		case *ast.Ident:
			nom = f.Name
		case *ast.SelectorExpr:
			nom = f.Sel.Name
		}
		return nom == "getenv" || nom == "Getenv" || nom == "LookupEnv"
	}
	racine := filepath.Join("..", "..")
	err := filepath.WalkDir(racine, func(chemin string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && chemin != racine {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(chemin, ".go") || strings.HasSuffix(chemin, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), chemin, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if appel(n) && len(n.Args) == 1 {
					if s, ok := lit(n.Args[0]); ok {
						noms = append(noms, s)
					}
				}
			case *ast.ValueSpec:
				for i, id := range n.Names {
					if (strings.HasPrefix(id.Name, "env") || strings.HasPrefix(id.Name, "Env")) && i < len(n.Values) {
						if s, ok := lit(n.Values[i]); ok {
							noms = append(noms, s)
						}
					}
				}
			case *ast.RangeStmt:
				liste, ok := n.X.(*ast.CompositeLit)
				v, okv := n.Value.(*ast.Ident)
				if !ok || !okv {
					return true
				}
				donne := false
				ast.Inspect(n.Body, func(m ast.Node) bool {
					if c, ok := m.(*ast.CallExpr); ok && appel(c) && len(c.Args) == 1 {
						if id, ok := c.Args[0].(*ast.Ident); ok && id.Name == v.Name {
							donne = true
						}
					}
					return true
				})
				for _, e := range liste.Elts {
					if s, ok := lit(e); ok && donne {
						noms = append(noms, s)
					}
				}
			}
			return true
		})
		return nil
	})
	require.NoError(t, err)
	return noms
}

// TestManPage (issue 36): mastermind __man (make man) is a man page made
// of the same help: a section per command holding each of its flags, the
// environment and the completion; groff, where installed, reads it
// without a warning.
func TestManPage(t *testing.T) {
	out, errw, st := lance(t, "", "--lang", "en", "__man")
	require.Equal(t, 0, st, errw)
	require.True(t, strings.HasPrefix(out, ".TH MASTERMIND 1 "), out)
	assert.Contains(t, out, "\n.SH NAME\nmastermind \\- the Master Mind game")
	for _, section := range []string{".SH DESCRIPTION", ".SH COMMANDS", ".SH ENVIRONMENT", ".SH COMPLETION", ".SH HELP"} {
		assert.Contains(t, out, "\n"+section+"\n")
	}
	for _, c := range commandes() {
		i := strings.Index(out, "\n.SS mastermind "+strings.ReplaceAll(c.Nom, "-", `\-`)+"\n")
		require.GreaterOrEqual(t, i, 0, c.Nom)
		section, _, _ := strings.Cut(out[i+1:], "\n.SS ")
		for d := range commande.DrapeauxDe(context.Background(), commande.Nouvelle(os.Getenv, nil), c) {
			if d == "--help" {
				continue // every command's, said once
			}
			assert.Contains(t, section, strings.ReplaceAll(d, "-", `\-`), "%s %s", c.Nom, d)
		}
	}
	for _, l := range strings.Split(out, "\n") {
		assert.LessOrEqual(t, len(l), 400, "a line of roff")
		assert.False(t, strings.ContainsFunc(l, func(r rune) bool { return r > 127 }), "ASCII only: %q", l)
	}
	groff, err := exec.LookPath("groff")
	if err != nil {
		t.Skip("no groff to read it")
	}
	cmd := exec.Command(groff, "-man", "-Tutf8", "-ww", "-z")
	cmd.Stdin = strings.NewReader(out)
	sortie, err := cmd.CombinedOutput()
	require.NoError(t, err, string(sortie))
	assert.Empty(t, string(sortie), "groff's warnings")
}
