package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// pageDoc is docs/nom, its blanks made single spaces when plate.
func pageDoc(t *testing.T, nom string, plate bool) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(racineModule(), "docs", nom))
	require.NoError(t, err)
	if plate {
		return strings.Join(strings.Fields(string(data)), " ")
	}
	return string(data)
}

// TestDocsShowTheRealOutput runs every console block of the docs (but
// docs/LESSON.md, which lecon_test.go runs, and the README and
// docs/USAGE.md, which readme_test.go runs) from the module's folder, as
// a reader would, and
// compares the whole output, durations aside. A block that runs python3
// is skipped where python3 is not installed. PROTOCOL.md's block, the
// python3 statistics of PROTOCOLE.md's in English, runs here with the
// built-in lexico, which plays the same moves (TestPythonExample): the
// output but its title line. As written, it runs in make check
// (TestDocsShowTheRealOutputInEnglish).
func TestDocsShowTheRealOutput(t *testing.T) {
	blocs := blocsDesPages(t)
	assert.Len(t, blocs, 4, "the commands of OPTIMAL.md (2), PROTOCOL.md and PROTOCOLE.md")
	for _, b := range blocs {
		t.Run(b.page+": "+b.commande, func(t *testing.T) {
			if b.page == "PROTOCOL.md" {
				// The built-in strategy is no program: neither its
				// title line nor the sentence on the program's
				// processes.
				compareBloc(t, sansLigneProgramme(b), []string{"--lang", "en", "stats", "--strategy", "lexico"}, 1)
				return
			}
			lanceBloc(t, b)
		})
	}
}

// sansLigneProgramme is b without the line a program's statistics add
// on its processes ("All of a program's rounds were played by…").
func sansLigneProgramme(b blocConsole) blocConsole {
	var garde []string
	for _, l := range strings.Split(b.sortie, "\n") {
		if !strings.HasPrefix(l, "All of a program's rounds") && !strings.HasPrefix(l, "Each of a program's rounds") {
			garde = append(garde, l)
		}
	}
	b.sortie = strings.Join(garde, "\n")
	return b
}

// blocConsole is a console block of a page of docs/: the command after
// "$ mastermind", and its output.
type blocConsole struct{ page, commande, sortie string }

// blocsDesPages are the console blocks TestDocsShowTheRealOutput runs.
func blocsDesPages(t *testing.T) []blocConsole {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join(racineModule(), "docs", "*.md"))
	require.NoError(t, err)
	var blocs []blocConsole
	for _, p := range pages {
		if filepath.Base(p) == "LESSON.md" || filepath.Base(p) == "USAGE.md" {
			continue
		}
		data, err := os.ReadFile(p)
		require.NoError(t, err)
		for _, b := range reConsole.FindAllStringSubmatch(string(data), -1) {
			blocs = append(blocs, blocConsole{filepath.Base(p), b[1], b[2]})
		}
	}
	return blocs
}

// lanceBloc runs b's command, as written.
func lanceBloc(t *testing.T, b blocConsole) {
	t.Helper()
	if strings.Contains(b.commande, "python3") {
		if _, err := exec.LookPath("python3"); err != nil {
			t.Skip("python3 is not on this machine")
		}
	}
	args, err := programme.Decoupe(b.commande)
	require.NoError(t, err)
	if strings.Contains(b.commande, "cmd:") {
		// A loaded machine may start python3 slower than the
		// default 10 s a line; the output is the same.
		args = append(args, "--timeout", "5m")
	}
	compareBloc(t, b, args, 0)
}

// compareBloc runs the program with args from the module's folder and
// compares its output with b's, durations aside, from the line depuis
// on (0: the whole output).
func compareBloc(t *testing.T, b blocConsole, args []string, depuis int) {
	t.Helper()
	racine, err := filepath.Abs(racineModule())
	require.NoError(t, err)
	t.Chdir(racine)
	out, errw, st := lance(t, "", args...)
	require.Equal(t, 0, st, errw)
	apres := func(s string) string { return strings.Join(strings.Split(s, "\n")[depuis:], "\n") }
	assert.Equal(t, apres(sansDurees(b.sortie)), apres(sansDurees(out)))
}

// TestProtocolPagesGiveTheLimits: the limits the protocol pages give are
// the lab's.
func TestProtocolPagesGiveTheLimits(t *testing.T) {
	en := pageDoc(t, "PROTOCOL.md", true)
	fr := pageDoc(t, "PROTOCOLE.md", true)
	s := int(programme.DelaiParDefaut.Seconds())
	for _, phrase := range []string{
		fmt.Sprintf("| %d s by default, Go duration syntax", s),
		fmt.Sprintf("a line of more than %d bytes | %d bytes |", programme.LongueurMax, programme.LongueurMax),
		fmt.Sprintf("proposals in a round | %d by default |", programme.MaxEssaisParDefaut),
	} {
		assert.True(t, strings.Contains(en, phrase), "PROTOCOL.md says %q", phrase)
	}
	for _, phrase := range []string{
		fmt.Sprintf("| %d s par défaut, syntaxe de durée de Go", s),
		fmt.Sprintf("une ligne de plus de %d octets | %d octets |", programme.LongueurMax, programme.LongueurMax),
		fmt.Sprintf("propositions dans une manche | %d par défaut |", programme.MaxEssaisParDefaut),
	} {
		assert.True(t, strings.Contains(fr, phrase), "PROTOCOLE.md says %q", phrase)
	}
}
