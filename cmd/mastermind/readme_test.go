package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/plateau"
)

// These tests keep the README and its continuation, docs/USAGE.md, true:
// their commands run and print what they show, their lists are the
// program's.

// readme is the README's text followed by docs/USAGE.md's, the rest of
// what the README said before its first page became one screen.
func readme(t *testing.T) string {
	t.Helper()
	var s strings.Builder
	for _, f := range []string{"README.md", filepath.Join("docs", "USAGE.md")} {
		data, err := os.ReadFile(filepath.Join(racineModule(), f))
		require.NoError(t, err)
		s.Write(data)
		s.WriteString("\n")
	}
	return s.String()
}

// apres is the text of s from the first line holding marque on, or the
// test fails.
func apres(t *testing.T, s, marque string) string {
	t.Helper()
	i := strings.Index(s, marque)
	require.GreaterOrEqual(t, i, 0, "the README says %q", marque)
	return s[i:]
}

// premierBloc is the first fenced block of s (without its fences).
func premierBloc(t *testing.T, s string) string {
	t.Helper()
	m := regexp.MustCompile("(?s)```[a-z]*\n(.*?)```").FindStringSubmatch(s)
	require.NotNil(t, m, "a block follows")
	return m[1]
}

// sansSecondes hides the times of the JSON outputs, which vary.
var reSecondes = regexp.MustCompile(`"seconds":[0-9.e-]+`)

// reOrdre is the seed of a tournament's order in its JSON, drawn for
// each run: the comparisons leave it out, the page may show it or not.
var reOrdre = regexp.MustCompile(`"order_seed":[0-9]+,"order_replay":(true|false),`)

func TestReadmeGoVersion(t *testing.T) {
	mod, err := os.ReadFile(filepath.Join(racineModule(), "go.mod"))
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindSubmatch(mod)
	require.NotNil(t, m)
	assert.Contains(t, readme(t), "with Go ("+string(m[1])+" or later)", "the README asks for the Go of go.mod")
}

// TestReadmeCommandsShowTheRealOutput runs every console block of the
// README and compares its whole output, times aside.
func TestReadmeCommandsShowTheRealOutput(t *testing.T) {
	blocs := reConsole.FindAllStringSubmatch(readme(t), -1)
	require.NotEmpty(t, blocs)
	for _, b := range blocs {
		t.Run(b[1], func(t *testing.T) {
			args, err := programme.Decoupe(b[1])
			require.NoError(t, err)
			out, errw, st := lance(t, "", args...)
			require.Equal(t, 0, st, errw)
			assert.Equal(t, reOrdre.ReplaceAllString(reSecondes.ReplaceAllString(b[2], `"seconds":…`), ""),
				reOrdre.ReplaceAllString(reSecondes.ReplaceAllString(out, `"seconds":…`), ""))
		})
	}
}

// TestReadmeGameTranscript plays the README's solo game through a pipe:
// what it shows is what the player reads, line for line.
func TestReadmeGameTranscript(t *testing.T) {
	bloc := premierBloc(t, apres(t, readme(t), "`mastermind --seed 1`, *Solo*, two tries and a hint:"))
	out := joueMenu(t, 1, "Solo", "RRBB", "RJJV", "?", "quitter", "Quitter")
	assert.Contains(t, out, "\n"+bloc)
}

// TestReadmeGameScreen: the README's game screen is the screen test's
// golden (testdata/ecrans/plateau-solo-fr-80x24.txt), blank rows run
// together.
func TestReadmeGameScreen(t *testing.T) {
	bloc := premierBloc(t, apres(t, readme(t), "*Solo*, after five tries, at 80×24:"))
	g, err := os.ReadFile(filepath.Join("testdata", "ecrans", "plateau-solo-fr-80x24.txt"))
	require.NoError(t, err)
	var lignes []string
	for _, l := range strings.Split(string(g), "\n") {
		l, ok := strings.CutPrefix(l, "|")
		l = strings.TrimRight(l, " ")
		if !ok || l == "" && len(lignes) > 0 && lignes[len(lignes)-1] == "" {
			continue
		}
		lignes = append(lignes, l)
	}
	assert.Equal(t, strings.Join(lignes, "\n")+"\n", bloc)
}

// TestReadmeTerminalRows draws the same board as a terminal does: coloured
// discs with their letters, a red disc per peg right and a white circle
// per peg misplaced.
func TestReadmeTerminalRows(t *testing.T) {
	bloc := premierBloc(t, apres(t, readme(t), "In the line mode, on a terminal with colours, the same rows read:"))
	pal := couleur.MustDefaut(6)
	taille := code.Taille{Pions: 4, Couleurs: 6}
	p, err := plateau.Nouveau(taille, 10)
	require.NoError(t, err)
	for _, l := range []struct {
		mot       string
		bien, mal int
	}{{"RRBB", 1, 1}, {"RJJV", 0, 2}} {
		c, err := code.Lire(l.mot, pal, 4)
		require.NoError(t, err)
		require.NoError(t, p.Ajoute(c, code.Reponse{Bien: l.bien, Mal: l.mal}))
	}
	r := texte.Nouveau(texte.Francais).Rendu(pal, peintre.Peintre{Couleur: true})
	var b strings.Builder
	require.NoError(t, p.Affiche(&b, r, nil))
	assert.Equal(t, bloc, regexp.MustCompile("\x1b\\[[0-9;]*m").ReplaceAllString(b.String(), ""))
	assert.Equal(t, "\x1b[91m●\x1b[97m○\x1b[90m··\x1b[0m", r.Reponse(code.Reponse{Bien: 1, Mal: 1}, 4),
		"red for a peg right, white for a peg misplaced")
}

// drapeauxAide are the flags a command's --help lists.
func drapeauxAide(t *testing.T, args ...string) []string {
	t.Helper()
	out, errw, st := lance(t, "", append(args, "--help")...)
	require.Equal(t, 0, st, errw)
	noms := []string{"--help"}
	for _, m := range regexp.MustCompile(`(?m)^  (--[a-z-]+)`).FindAllStringSubmatch(out, -1) {
		if !slices.Contains(noms, m[1]) {
			noms = append(noms, m[1])
		}
	}
	slices.Sort(noms)
	return noms
}

// TestReadmeFlags: the README's table of flags is each command's, and the
// flags of the first row are the only ones read before a command.
func TestReadmeFlags(t *testing.T) {
	tableau := apres(t, readme(t), "| command | flags |")
	tableau = tableau[:strings.Index(tableau, "\n\n")]
	lignes := regexp.MustCompile("(?m)^\\| `(mastermind|[a-z-]+)`[^|]* \\| (.*) \\|$").FindAllStringSubmatch(tableau, -1)
	require.Len(t, lignes, len(commandes())+1)
	for _, l := range lignes {
		var voulus []string
		for _, d := range reCode.FindAllStringSubmatch(l[2], -1) {
			voulus = append(voulus, d[1])
		}
		if l[1] != "mastermind" {
			voulus = append(voulus, "--help") // every command's
			slices.Sort(voulus)
			assert.Equal(t, drapeauxAide(t, l[1]), voulus, "the flags of %s", l[1])
			continue
		}
		// Before a command: the help lists them (but --seed, for the
		// game's draws), each is read, and a command's flag is refused.
		assert.Subset(t, voulus, drapeauxAide(t), "the README names every common flag")
		valeurs := map[string][]string{"--lang": {"en"}, "--saves": {t.TempDir()}, "--seed": {"3"}}
		for _, d := range voulus {
			_, errw, st := lance(t, "", append(append([]string{d}, valeurs[d]...), "--version")...)
			assert.Equal(t, 0, st, "%s before a command: %s", d, errw)
		}
		_, _, st := lance(t, "", "--pegs", "5", "demo")
		assert.Equal(t, 2, st, "mastermind --pegs 5 demo is refused")
	}
}

// TestReadmePalettes: the letters the README gives are the default
// palettes'.
func TestReadmePalettes(t *testing.T) {
	s := strings.Join(strings.Fields(readme(t)), " ")
	var fr, en []string
	for _, c := range couleur.MustDefaut(couleur.MaxDefaut).Noms() {
		fr = append(fr, c+" "+c[:1])
	}
	anglaise, err := couleur.Anglaise(8)
	require.NoError(t, err)
	for i, c := range anglaise.Noms() {
		en = append(en, c+" "+string(anglaise.Lettre(i)))
	}
	assert.Contains(t, s, "default palette's letters: "+strings.Join(fr[:8], ", ")+" (then "+strings.Join(fr[8:], ", ")+" for larger games)")
	assert.Contains(t, s, "In English the colours are "+strings.Join(en[:6], ", ")+" (Blue has the B), "+strings.Join(en[6:], ", ")+".")
}

// TestReadmeStrategies: the lab's paragraph names every strategy of the
// registry, in its order, and counts them right.
func TestReadmeStrategies(t *testing.T) {
	s := strings.Join(strings.Fields(apres(t, readme(t), "plays every secret with one of")), " ")
	s = s[:strings.Index(s, "It prints")]
	var noms []string
	for _, m := range reCode.FindAllStringSubmatch(s, -1) {
		noms = append(noms, m[1])
	}
	assert.Equal(t, strategie.Noms(), noms)
	assert.Equal(t, 11, len(noms))
	assert.Contains(t, s, "one of eleven strategies")
}

// TestReadmeLayout: every package of the layout table exists, and every
// package outside internal folders is in it.
func TestReadmeLayout(t *testing.T) {
	tableau := apres(t, readme(t), "| package | course class | what it holds |")
	var dans []string
	for _, m := range regexp.MustCompile("(?m)^\\| `([a-z/]+)` \\|").FindAllStringSubmatch(tableau, -1) {
		dans = append(dans, "github.com/sae-mastermind/mastermind/"+m[1])
	}
	golist := exec.Command("go", "list", "./...")
	golist.Dir = racineModule()
	sortie, err := golist.Output()
	require.NoError(t, err)
	var paquets []string
	for _, p := range strings.Fields(string(sortie)) {
		if !strings.Contains(p+"/", "/internal/") {
			paquets = append(paquets, p)
		}
	}
	slices.Sort(dans)
	slices.Sort(paquets)
	assert.Equal(t, paquets, dans)
}

// TestReadmeLanguage: French by default; English from --lang en, or from
// the first of LC_ALL, LC_MESSAGES, LANG that is set, when it starts with
// en (LC_ALL=C.UTF-8 keeps French).
func TestReadmeLanguage(t *testing.T) {
	tests := []struct {
		drapeau string
		env     map[string]string
		voulue  texte.Langue
	}{
		{"", nil, texte.Francais},
		{"en", nil, texte.Anglais},
		{"", map[string]string{"LANG": "en_GB.UTF-8"}, texte.Anglais},
		{"", map[string]string{"LC_MESSAGES": "en_US.UTF-8", "LANG": "fr_FR.UTF-8"}, texte.Anglais},
		{"", map[string]string{"LC_ALL": "C.UTF-8", "LANG": "en_GB.UTF-8"}, texte.Francais},
		{"fr", map[string]string{"LC_ALL": "en_US.UTF-8"}, texte.Francais},
	}
	for _, tt := range tests {
		l, err := texte.Choisit(tt.drapeau, func(k string) string { return tt.env[k] })
		require.NoError(t, err)
		assert.Equal(t, tt.voulue, l, "--lang %q, %v", tt.drapeau, tt.env)
	}
}
