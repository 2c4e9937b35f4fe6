package rapport

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// releve is what a Journal keeps of flux.
func releve(flux []byte) programme.Releve {
	var j programme.Journal
	_, _ = j.Write(flux)
	return j.Releve()
}

// sansControle fails on a byte that would act on a terminal.
func sansControle(t *testing.T, s string) {
	t.Helper()
	for _, r := range s {
		if r < 0x20 && r != '\n' && r != '\t' || r == 0x7f || r >= 0x80 && r <= 0x9f {
			t.Fatalf("%q in the text kept", r)
		}
	}
}

// TestGardeShowsAndBounds: the text kept of an error stream is visible
// (an escape, a carriage return, a bell, a byte that is not UTF-8 are
// written as text) and bounded, even when every byte takes four
// characters once visible; what is not kept is counted.
func TestGardeShowsAndBounds(t *testing.T) {
	for _, tc := range []struct {
		nom         string
		flux        []byte
		tete, queue string
		coupe       bool
		omisAuMoins int64
	}{
		{"plain", []byte("trace 1\ntrace 2\n"), "trace 1\ntrace 2\n", "", false, 0},
		{"escapes", []byte("\x1b]0;pris\x07\x1b[2Jrouge\rtitre\xff\n"), `\e]0;pris\a\e[2Jrouge\rtitre\xff` + "\n", "", false, 0},
		{"a flood", bytes.Repeat([]byte("0123456789abcde\n"), 1<<16), "0123456789abcde\n", "0123456789abcde\n", true, 1<<20 - programme.TeteJournal - programme.QueueJournal},
		{"a flood of escapes", bytes.Repeat([]byte{0x1b}, 1<<20), `\e`, `\e`, true, 1<<20 - (programme.TeteJournal+programme.QueueJournal)/2},
	} {
		t.Run(tc.nom, func(t *testing.T) {
			g := Garde(releve(tc.flux))
			assert.Equal(t, int64(len(tc.flux)), g.Octets)
			assert.Equal(t, tc.coupe, g.Coupe())
			assert.GreaterOrEqual(t, g.Omis, tc.omisAuMoins)
			assert.LessOrEqual(t, len(g.Tete), programme.TeteJournal)
			assert.LessOrEqual(t, len(g.Queue), programme.QueueJournal)
			sansControle(t, g.Tete+g.Queue)
			assert.True(t, strings.HasPrefix(g.Tete, tc.tete), g.Tete[:min(len(g.Tete), 80)])
			assert.True(t, strings.HasSuffix(g.Queue, tc.queue))
			if !tc.coupe {
				assert.Equal(t, tc.tete, g.Tete)
			}
		})
	}
}

// TestErrorStreamFiles: the file of a program's error stream is next to
// its report, named after it, starts with the Marque, keeps the text
// visible and says what was left out; a name that wrote nothing has no
// file; the JSON counts and names it, the page escapes it.
func TestErrorStreamFiles(t *testing.T) {
	cat := texte.Nouveau(texte.Anglais)
	assert.Equal(t, []string{"alice.py.stderr.txt", "alice.py-2.stderr.txt", "bob.stderr.txt"},
		NomsErreurs([]string{"cmd:python3 eleves/alice.py", "cmd:python3 autres/alice.py", "cmd:./bob"}))
	d := t.TempDir()
	flux := map[string]programme.Releve{
		"cmd:./alice": releve(append(bytes.Repeat([]byte("trace\n"), 50000), "\x1b[2J<b>&\n"...)),
		"cmd:./bob":   {},
	}
	chemins, err := EcritErreurs(d, []string{"lexico", "cmd:./alice", "cmd:./bob"}, func(n string) programme.Releve { return flux[n] }, cat)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"cmd:./alice": filepath.Join(d, "alice.stderr.txt")}, chemins)
	data, err := os.ReadFile(chemins["cmd:./alice"])
	require.NoError(t, err)
	s := string(data)
	assert.True(t, strings.HasPrefix(s, "# "+Marque+"\nStandard error of cmd:./alice\n50,001 lines, 300,009 bytes in all.\nOnly the first 64 KiB and the last 64 KiB are kept.\n"), s[:200])
	assert.Contains(t, s, "trace\n[… 168,942 bytes left out here …]\ntrace\n")
	assert.True(t, strings.HasSuffix(s, "trace\n\\e[2J<b>&\n"))
	assert.LessOrEqual(t, len(s), programme.TeteJournal+programme.QueueJournal+1024)
	assert.NoError(t, Libre(chemins["cmd:./alice"]), "a file the lab wrote: the next run may replace it")

	g := Garde(flux["cmd:./alice"])
	r := &Resultats{Taille: code.Taille{Pions: 3, Couleurs: 4}, Entrees: []*Entree{
		{Nom: "cmd:./alice", Coups: []uint16{3}, Erreurs: &g, FichierErreurs: chemins["cmd:./alice"]},
		{Nom: "lexico", Coups: []uint16{3}},
	}, Secrets: []string{"RRR"}}
	var j JSON
	b, err := json.Marshal(r.VersJSON())
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &j))
	require.NotNil(t, j.Entries[0].Stderr)
	assert.Equal(t, StderrJSON{Lines: 50001, Bytes: 300009, Truncated: true, File: chemins["cmd:./alice"]}, *j.Entries[0].Stderr)
	assert.Contains(t, string(b), `"stderr":{"lines":50001,"bytes":300009,"truncated":true,"file":`)
	assert.Nil(t, j.Entries[1].Stderr)
	var page bytes.Buffer
	require.NoError(t, r.EcritHTML(&page, cat, "t"))
	assert.Contains(t, page.String(), `<section class="stderr" data-strategy="cmd:./alice">`)
	assert.Contains(t, page.String(), `trace`+"\n"+`\e[2J&lt;b&gt;&amp;`)
	sansControle(t, page.String())
	assert.Contains(t, r.Texte(r.Entrees[0], cat, "t"), "Its error stream: 50,001 lines, 300,009 bytes in all. It is kept in alice.stderr.txt, next to this report.\n")
}
