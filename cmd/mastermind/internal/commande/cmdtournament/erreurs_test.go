package cmdtournament

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// cmdEchappe is a program that writes terminal escapes on its error
// stream (a title, a clear screen, a colour, a carriage return, a bell)
// and markup, then plays as lexico; its files are named "lexico".
func cmdEchappe() string {
	script := `printf 'trace \033]0;pris\007\033[2J\033[31mrouge\rtitre <b>&amp;\n' >&2; exec "$0" "$@"`
	return programme.Prefixe + programme.Cite([]string{"sh", "-c", script, joueurTest, "lexico"})
}

// echappeVisible is that line as the lab keeps it.
const echappeVisible = `trace \e]0;pris\a\e[2J\e[31mrouge\rtitre <b>&amp;`

// deluge is the teacher's flood of issue 43: 50 MB on a program's error
// stream, in lines of 64 bytes.
const deluge = 50 << 20

// borneFichier bounds a file that keeps an error stream: the first and
// last 64 KiB of text, and a few lines around them.
const borneFichier = programme.TeteJournal + programme.QueueJournal + 1024

// TestTournamentStderrFlood: a program floods its error stream with 50
// MB, another writes terminal escapes there. The terminal gets one line
// per program, never their text; the file next to each report keeps the
// first and last 64 KiB, visible; the JSON counts every byte and line
// and says the stream was cut; the page shows the text escaped.
func TestTournamentStderrFlood(t *testing.T) {
	dossier := t.TempDir()
	page := filepath.Join(dossier, "classe.html")
	rapports := filepath.Join(dossier, "rapports")
	crache, echappe := cmdTest("crache=52428800"), cmdEchappe()
	// One process for the run: the flood is written once, as the
	// teacher's was (a fresh process per round would write it 64 times).
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "tournament", "--json", "--html", page, "--reports", rapports,
		"--one-process", "--pegs", "3", "--colors", "4", crache, echappe)
	require.Equal(t, 0, st, errw)
	assert.Less(t, len(errw), 1024, "the terminal gets a few lines, not the flood: %d bytes", len(errw))
	assert.NotContains(t, errw, "joueur:")
	assert.Contains(t, errw, commande.PrefixeErreurs(crache)+"wrote 819,200 lines (52,428,800 bytes) on its error stream: see "+filepath.Join(rapports, "crache_52428800.stderr.txt")+"\n")
	assert.Contains(t, errw, commande.PrefixeErreurs(echappe)+"wrote 1 line (")

	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	e := parNom(j)
	require.NotNil(t, e[crache].Stderr)
	assert.Equal(t, rapport.StderrJSON{Lines: deluge / 64, Bytes: deluge, Truncated: true, File: filepath.Join(rapports, "crache_52428800.stderr.txt")}, *e[crache].Stderr)
	require.NotNil(t, e[echappe].Stderr)
	assert.False(t, e[echappe].Stderr.Truncated)
	assert.Equal(t, int64(1), e[echappe].Stderr.Lines)

	data, err := os.ReadFile(e[crache].Stderr.File)
	require.NoError(t, err)
	assert.LessOrEqual(t, len(data), borneFichier, "the file keeps at most the bound")
	assert.Greater(t, len(data), programme.TeteJournal+programme.QueueJournal, "it keeps the first and last 64 KiB")
	assert.Contains(t, string(data), "Only the first 64 KiB and the last 64 KiB are kept.\n")
	assert.Contains(t, string(data), "\n[… 52,297,728 bytes left out here …]\njoueur: crache ")
	assert.True(t, strings.HasSuffix(string(data), "\njoueur: crache 012345678901234567890123456789012345678901234567\n"), "its end is the flood's end")

	data, err = os.ReadFile(e[echappe].Stderr.File)
	require.NoError(t, err)
	assert.NoError(t, commandetest.SansControleBrut(string(data)), "nothing a program wrote acts on a terminal")
	assert.Contains(t, string(data), "\n"+echappeVisible+"\n")

	html, err := os.ReadFile(page)
	require.NoError(t, err)
	assert.NoError(t, commandetest.SansControleBrut(string(html)))
	assert.Contains(t, string(html), `trace \e]0;pris\a\e[2J\e[31mrouge\rtitre &lt;b&gt;&amp;amp;`)
	assert.NotContains(t, string(html), "<b>&amp;", "the program's markup is text, never the page's")
	assert.Contains(t, string(html), "[… 52,297,728 bytes left out here …]")
}

// TestStderrWhereKept: where a program's error stream goes, for each
// command of the lab: --stderr's folder, a tournament's reports' one, or
// none, the line on the terminal then saying how to keep it.
func TestStderrWhereKept(t *testing.T) {
	// 2 × 3: nine rounds, each in a fresh process that writes its line.
	echappe := cmdEchappe()
	cas := []struct {
		nom     string
		args    func(d string) []string
		fichier string // under the test's folder; "" for none
	}{
		{"tournament to the terminal", func(d string) []string {
			return []string{"tournament", "--pegs", "2", "--colors", "3", echappe}
		}, ""},
		{"tournament --stderr", func(d string) []string {
			return []string{"tournament", "--stderr", filepath.Join(d, "err"), "--pegs", "2", "--colors", "3", echappe}
		}, "err/lexico.stderr.txt"},
		{"tournament --reports", func(d string) []string {
			return []string{"tournament", "--reports", filepath.Join(d, "rapports"), "--pegs", "2", "--colors", "3", echappe}
		}, "rapports/lexico.stderr.txt"},
		{"stats --stderr", func(d string) []string {
			return []string{"stats", "--stderr", filepath.Join(d, "err"), "--pegs", "2", "--colors", "3", "--strategy", echappe}
		}, "err/lexico.stderr.txt"},
		{"stats", func(d string) []string {
			return []string{"stats", "--pegs", "2", "--colors", "3", "--strategy", echappe}
		}, ""},
		{"demo --stderr", func(d string) []string {
			return []string{"demo", "--stderr", filepath.Join(d, "err"), "--pegs", "3", "--colors", "4", "--strategy", echappe, "--secret", "JVB"}
		}, "err/lexico.stderr.txt"},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			d := t.TempDir()
			_, errw, st := commandetest.Lance(t, essai(), "", append([]string{"--lang", "en"}, c.args(d)...)...)
			require.Equal(t, 0, st, errw)
			assert.NotContains(t, errw, `\e]0;pris`, "never the program's text, not even visible")
			if c.fichier == "" {
				assert.Contains(t, errw, commande.PrefixeErreurs(echappe)+"wrote ")
				assert.Contains(t, errw, " on its error stream: --stderr DIR keeps them (the first 64 and last 64 KiB)\n")
				return
			}
			chemin := filepath.Join(d, c.fichier)
			assert.Contains(t, errw, " on its error stream: see "+chemin+"\n")
			data, err := os.ReadFile(chemin)
			require.NoError(t, err)
			assert.Contains(t, string(data), echappeVisible)
		})
	}
}

// TestStderrNotOurs: a file the lab did not write stands where a
// program's error stream would go: the tournament refuses before it
// plays, and leaves it as it is.
func TestStderrNotOurs(t *testing.T) {
	d := t.TempDir()
	chemin := filepath.Join(d, "lexico.stderr.txt")
	require.NoError(t, os.WriteFile(chemin, []byte("the teacher's notes\n"), 0o644))
	_, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "tournament", "--stderr", d, "--pegs", "3", "--colors", "4", cmdEchappe())
	assert.Equal(t, 1, st)
	assert.Contains(t, errw, chemin+" was not written by mastermind")
	data, err := os.ReadFile(chemin)
	require.NoError(t, err)
	assert.Equal(t, "the teacher's notes\n", string(data))
}
