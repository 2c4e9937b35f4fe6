package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/saves"
)

// hostile is text a file or a program gives to forge the screen: erase
// the line, move up, set the title, write the clipboard (OSC 52), clear
// the screen, reverse the text; enYAML is the same in a YAML string.
const (
	hostile = "\r\x1b[2K\x1b[1A\x1b]0;titre\a\x1b]52;c;Y3VybA==\a\x1bc\u009b2J\u202e"
	enYAML  = `\r\e[2K\e[1A\e]0;titre\a\e]52;c;Y3VybA==\a\ec\u009b2J\u202e`
	vu      = `\r\e[2K\e[1A\e]0;titre\a\e]52;c;Y3VybA==\a\ec\u009b2J\u202e`
)

// Issue 34 (8): a program whose command and error stream hold escapes,
// in the lab's commands: its name is shown visibly, in tables, reports
// and sentences; what it writes on its error stream never reaches the
// terminal (issue 43), and the file that keeps it (--stderr) shows it
// visibly.
func TestLabShowsProgramsVisibly(t *testing.T) {
	// The program writes the escapes on its error stream, then plays;
	// its command holds them too, in a comment of the shell.
	script := `printf 'avant\r\033[2K\033]52;c;Y3VybA==\007apres\n' >&2; exec "$0" "$@" #` + hostile
	nom := programme.Prefixe + programme.Cite([]string{"sh", "-c", script, joueurTest, "lexico"})
	invalide := programme.Prefixe + programme.Cite([]string{"sh", "-c", `exec "$0" "$@" #` + hostile, joueurTest, "invalide"})
	for _, args := range [][]string{
		{"stats", "--pegs", "3", "--colors", "3", "--strategy", nom},
		{"demo", "--pegs", "3", "--colors", "3", "--secret", "RBJ", "--strategy", nom},
		{"tournament", "--pegs", "3", "--colors", "3", "lexico", nom, invalide},
		{"stats", "--pegs", "3", "--colors", "3", "--strategy", invalide},
	} {
		d := t.TempDir()
		out, errw, _ := lance(t, "", append([]string{args[0], "--stderr", d}, args[1:]...)...)
		assert.Contains(t, out+errw, vu, "%s: its name, visibly", args[0])
		assert.NotContains(t, errw, `\aapres`, "%s: the program's line is not on the terminal", args[0])
		if args[len(args)-1] == nom {
			chemin := filepath.Join(d, "lexico.stderr.txt")
			assert.Contains(t, errw, chemin+"\n", "%s: where to read it", args[0])
			data, err := os.ReadFile(chemin)
			require.NoError(t, err)
			assert.Contains(t, string(data), "\n"+`avant\r\e[2K\e]52;c;Y3VybA==\aapres`+"\n", "%s: the program's line, visible", args[0])
			assert.Contains(t, string(data), vu, "%s: its name, visibly", args[0])
		}
	}
}

// Issue 34 (8): a save whose colour names or command hold escapes is
// shown with its reason, visibly; nothing of it acts on the terminal.
func TestSavesShowDataVisibly(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("MASTERMIND_SAVES", dir)
	nom := sauvegardeForgee(t, dir, enYAML)
	out, errw, st := lance(t, "", "resume", nom)
	assert.NotEqual(t, 0, st)
	assert.Contains(t, out+errw, "Rouge"+vu)
}

// sauvegardeForgee plays a move of a game whose save goes to folder dir,
// then gives its first colour the name "Rouge" followed by suite (in a
// YAML string: escapes such as \e allowed), and returns the save's name.
func sauvegardeForgee(t *testing.T, dir, suite string) string {
	t.Helper()
	getenv := func(k string) string {
		if k == "MASTERMIND_SAVES" {
			return dir
		}
		return os.Getenv(k)
	}
	var out, errw strings.Builder
	require.NoError(t, run(context.Background(), []string{"--seed", "3"}, getenv, strings.NewReader("1\nRRBB\n"), &out, &errw), errw.String())
	entrees, err := saves.Dossier{Chemin: dir}.Liste()
	require.NoError(t, err)
	require.Len(t, entrees, 1)
	chemin := filepath.Join(dir, entrees[0].Nom+".yaml")
	data, err := os.ReadFile(chemin)
	require.NoError(t, err)
	require.Contains(t, string(data), "colors: [Rouge,")
	forgee := strings.Replace(string(data), "colors: [Rouge,", `colors: ["Rouge`+suite+`",`, 1)
	require.NoError(t, os.WriteFile(chemin, []byte(forgee), 0o600))
	return entrees[0].Nom
}
