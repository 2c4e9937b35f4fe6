package cmdtournament

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// classe is a small class's tournament, in one process a program
// (--one-process): two built-in strategies, a program that plays well,
// one that writes on its error stream, one that fails at round 20 of its
// process only, one that exits at its first chance.
func classe(t *testing.T) []string {
	return []string{"--pegs", "3", "--colors", "4", "--seed", "3", "--one-process", "lexico", "knuth",
		cmdTest("lexico"), cmdTest("bavard"), cmdTest("invalide@20"), cmdTest("quitte")}
}

// TestTournamentClassReports: every field of the reports of a tournament
// whose programs fail: the JSON's, the error stream's (each program's
// line led by its name), the report files', the HTML page's figures (the
// JSON's); then the replay command brings the fault back, with the same
// rounds before it, in one process as the run.
func TestTournamentClassReports(t *testing.T) {
	graine := debutCroissant[64]
	ordreDonne(t, graine)
	dossier := t.TempDir()
	page := filepath.Join(dossier, "classe.html")
	rapports := filepath.Join(dossier, "rapports")
	out, errw, st := commandetest.Lance(t, essai(), "", append([]string{"--lang", "en", "tournament", "--json", "--html", page, "--reports", rapports}, classe(t)...)...)
	require.Equal(t, 1, st, errw)
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	assert.Equal(t, 64, j.Secrets)
	assert.Equal(t, 1, j.FromRound)
	assert.False(t, j.FreshProcess, "--one-process")
	parNom := map[string]rapport.EntryJSON{}
	var noms []string
	for _, e := range j.Entries {
		parNom[e.Strategy] = e
		noms = append(noms, e.Strategy)
	}
	assert.Equal(t, []string{"knuth", "lexico", cmdTest("lexico"), cmdTest("bavard"), cmdTest("invalide@20"), cmdTest("quitte")}, noms)
	for i, rang := range []int{1, 2, 2, 2} {
		require.NotNil(t, j.Entries[i].Rank)
		assert.Equal(t, rang, *j.Entries[i].Rank, "equal results share a rank: %s", j.Entries[i].Strategy)
	}

	vingt := parNom[cmdTest("invalide@20")]
	assert.Nil(t, vingt.Rank)
	assert.Nil(t, vingt.Average)
	require.NotNil(t, vingt.PartialAverage)
	assert.Equal(t, 45, vingt.Failures, "64 secrets, 19 found")
	require.NotNil(t, vingt.Failure)
	f := *vingt.Failure
	assert.Equal(t, "invalid-proposal", f.Kind)
	assert.Equal(t, 20, f.Round)
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 4})
	p := couleur.MustDefaut(4)
	vingtieme := e.Code(int(e.Secrets()[programme.Ordre(graine, 64, 20)[19]]))
	ligne := fmt.Sprintf("RRR %d %d", code.Evalue(vingtieme, e.Code(0)).Bien, code.Evalue(vingtieme, e.Code(0)).Mal)
	assert.Equal(t, vingtieme.Mot(p), f.Secret, "the 20th secret of the seed's order")
	assert.Equal(t, 2, f.Move)
	assert.Equal(t, []string{ligne}, f.Rows)
	assert.Equal(t, "RRX", *f.Received)
	assert.Contains(t, f.Report, "Round 20 of the run; its rows so far:\n    "+ligne)
	assert.Equal(t, fmt.Sprintf("MASTERMIND_ORDER=%d mastermind stats --strategy '%s' --pegs 3 --colors 4 --one-process --rounds 20 --from-round 20", graine, cmdTest("invalide@20")), f.Replay)

	quitte := parNom[cmdTest("quitte")].Failure
	require.NotNil(t, quitte)
	assert.Equal(t, "ended", quitte.Kind)
	assert.Nil(t, quitte.Received)
	assert.Equal(t, 2, quitte.Round)

	// The error stream: the reports, and no line a program wrote (issue
	// 43), but one line per program that wrote: how much, and the file
	// that keeps it, next to its report.
	assert.NotContains(t, errw, "joueur: manche")
	assert.Contains(t, errw, commande.PrefixeErreurs(cmdTest("bavard"))+"wrote 64 lines (1,143 bytes) on its error stream: see "+filepath.Join(rapports, "bavard.stderr.txt")+"\n")
	assert.Contains(t, errw, commande.PrefixeErreurs(cmdTest("invalide@20"))+"wrote 1 line (18 bytes) on its error stream: see "+filepath.Join(rapports, "invalide_20.stderr.txt")+"\n")
	assert.NotContains(t, errw, commande.PrefixeErreurs(cmdTest("quitte")), "it wrote nothing there")
	assert.Contains(t, errw, f.Report+"\n  To replay this round with the same rounds before it: \""+f.Replay+"\"\n")
	require.NotNil(t, parNom[cmdTest("bavard")].Stderr)
	assert.Equal(t, rapport.StderrJSON{Lines: 64, Bytes: 1143, File: filepath.Join(rapports, "bavard.stderr.txt")}, *parNom[cmdTest("bavard")].Stderr)
	assert.Equal(t, rapport.StderrJSON{}, *parNom[cmdTest("quitte")].Stderr, "a program that wrote nothing: counted, no file")
	assert.Nil(t, parNom["lexico"].Stderr, "a built-in strategy has no error stream")
	data, err := os.ReadFile(filepath.Join(rapports, "bavard.stderr.txt"))
	require.NoError(t, err)
	assert.Equal(t, 64, strings.Count(string(data), "\njoueur: manche "), "every line kept, whole")
	assert.True(t, strings.HasPrefix(string(data), "# mastermind-rapport\nStandard error of "+cmdTest("bavard")+"\n64 lines, 1,143 bytes in all.\n"), string(data))

	// The report files: one per program, named after it.
	fichiers, err := os.ReadDir(rapports)
	require.NoError(t, err)
	var lus []string
	for _, x := range fichiers {
		lus = append(lus, x.Name())
	}
	assert.Equal(t, []string{"bavard.stderr.txt", "bavard.txt", "invalide_20.stderr.txt", "invalide_20.txt", "lexico.txt", "quitte.txt"}, lus)
	data, err = os.ReadFile(filepath.Join(rapports, "invalide_20.txt"))
	require.NoError(t, err)
	assert.Contains(t, string(data), "# mastermind-rapport\nTournament — 3 pegs, 4 colours: 64 secrets\n\nStrategy: "+cmdTest("invalide@20")+"\n"+
		"Rank: none, the strategy was stopped (its report is below).\n"+
		"Partial average: "+strconv.FormatFloat(*vingt.PartialAverage, 'f', 4, 64)+" proposals, over the 19 secrets found before it was stopped (of 64); it does not count in the ranking.\n")
	assert.Contains(t, string(data), f.Report+"\n  To replay")
	data, err = os.ReadFile(filepath.Join(rapports, "lexico.txt"))
	require.NoError(t, err)
	assert.Contains(t, string(data), "Rank: 2 (tied): 3 strategies share this rank; 4 ranked of 6.\nAverage: "+strconv.FormatFloat(*parNom["lexico"].Average, 'f', 4, 64)+" proposals")
	assert.Contains(t, string(data), fmt.Sprintf("\nOrder of the secrets: that of seed %d, given back by MASTERMIND_ORDER: a replay, whose order is known to whoever read the first report. "+
		"All of a program's rounds were played by one process (--one-process): it could remember the rounds before, and a program that remembers the secrets it found gains by it; without --one-process, each round gets a fresh process.\n", graine))
	data, err = os.ReadFile(filepath.Join(rapports, "quitte.txt"))
	require.NoError(t, err)
	// Issue 43: it said nothing of a missing file, so nothing of folders
	// nor of --no-fence; its exit status is there.
	assert.Contains(t, string(data), "ended early (exit status 3).")
	assert.NotContains(t, string(data), "It ran in a folder of its own", "where it ran")
	assert.NotContains(t, string(data), "--no-fence")

	// The page's figures are the JSON's.
	html, err := os.ReadFile(page)
	require.NoError(t, err)
	verifiePage(t, string(html), j)

	// The replay: the fault comes back, with the same report.
	_, errw, st = rejoue(t, f.Replay, "--lang", "en")
	assert.Equal(t, 1, st)
	assert.Contains(t, errw, f.Report+"\n  To replay this round with the same rounds before it: \""+f.Replay+"\"\n")
	// The secret alone, in a fresh program, does not show it; nor does
	// the run by default, a fresh process a round.
	_, errw, st = commandetest.Lance(t, essai(), "", "stats", "--strategy", cmdTest("invalide@20"), "--pegs", "3", "--colors", "4", "--secrets", f.Secret)
	assert.Equal(t, 0, st, errw)
}

// TestTournamentFreshProcessReports: by default each round of a program
// has a fresh process, and every output says so: the JSON
// (fresh_process), the CSV, the HTML page, the sentence under the table,
// each report file; a failed round's replay command is its secret alone,
// without the seed, and brings the same fault back.
func TestTournamentFreshProcessReports(t *testing.T) {
	graine := debutCroissant[64]
	ordreDonne(t, graine)
	dossier := t.TempDir()
	page := filepath.Join(dossier, "classe.html")
	rapports := filepath.Join(dossier, "rapports")
	invalide := cmdTest("invalide")
	args := []string{"--pegs", "3", "--colors", "4", "lexico", cmdTest("lexico"), invalide}
	out, errw, st := commandetest.Lance(t, essai(), "", append([]string{"--lang", "en", "tournament", "--json", "--html", page, "--reports", rapports}, args...)...)
	require.Equal(t, 1, st, errw)
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	assert.True(t, j.FreshProcess)
	assert.Contains(t, out, `"fresh_process":true`)
	f := parNom(j)[invalide].Failure
	require.NotNil(t, f)
	assert.Equal(t, 2, f.Round, "the round of the run")
	assert.Equal(t, "RRB", f.Secret)
	assert.Equal(t, "mastermind stats --strategy '"+invalide+"' --pegs 3 --colors 4 --secrets RRB", f.Replay, "the round alone, no seed")
	phrase := "Each round of a program was played by a fresh process: none could remember the rounds before."
	assert.Contains(t, errw, f.Report+"\n  To replay this round (each round gets a fresh process: only its secret matters): \""+f.Replay+"\"\n")
	data, err := os.ReadFile(filepath.Join(rapports, "invalide.txt"))
	require.NoError(t, err)
	assert.Contains(t, string(data), "a replay, whose order is known to whoever read the first report. "+phrase+"\n")
	assert.Contains(t, string(data), f.Report+"\n  To replay this round (each round gets a fresh process")
	html, err := os.ReadFile(page)
	require.NoError(t, err)
	assert.Contains(t, string(html), `data-fresh-process="true"`)
	assert.Contains(t, string(html), phrase)
	verifiePage(t, string(html), j)

	// The table and the CSV: the failing program alone (two fresh
	// starts), not the 64 of the whole lexico program again.
	courts := []string{"--pegs", "3", "--colors", "4", "lexico", invalide}
	out, _, st = commandetest.Lance(t, essai(), "", append([]string{"--lang", "en", "tournament"}, courts...)...)
	assert.Equal(t, 1, st)
	assert.Contains(t, out, "a replay, whose order is known to whoever read the first report. "+phrase+"\n")
	out, _, st = commandetest.Lance(t, essai(), "", append([]string{"--lang", "en", "tournament", "--csv"}, courts...)...)
	assert.Equal(t, 1, st)
	lignes := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lignes, 3)
	assert.Contains(t, lignes[0], ",order_seed,fresh_process,p1,")
	for _, l := range lignes[1:] {
		assert.Contains(t, l, ",6437,true,", "on every line")
	}

	// The replay, in another environment without the seed: the same
	// fault, the same report.
	t.Setenv(programme.EnvOrdre, "")
	_, errw, st = rejoue(t, f.Replay, "--lang", "en")
	assert.Equal(t, 1, st)
	assert.Contains(t, errw, strings.Replace(f.Report, "Round 2 of the run", "Round 1 of the run", 1)+"\n  To replay this round (each round gets a fresh process: only its secret matters): \""+f.Replay+"\"\n")
}

// rejoue runs a replay command as a shell would ("VAR=VALUE mastermind
// ARGS…"), the variables in the test's environment, the options before
// its arguments.
func rejoue(t *testing.T, commande string, options ...string) (stdout, stderr string, status int) {
	t.Helper()
	mots, err := programme.Decoupe(commande)
	require.NoError(t, err)
	for len(mots) > 0 && strings.Contains(mots[0], "=") {
		nom, valeur, _ := strings.Cut(mots[0], "=")
		t.Setenv(nom, valeur)
		mots = mots[1:]
	}
	require.NotEmpty(t, mots)
	require.Equal(t, "mastermind", mots[0])
	return commandetest.Lance(t, essai(), "", append(options, mots[1:]...)...)
}

// ligneLue is a row of the page's ranking as the HTML gives it.
type ligneLue struct {
	attrs  map[string]string
	barres map[int]int
}

// lisPage parses the page (or the DOM a browser made of it): the rows of
// the ranking, their data-* attributes and their charts' bars.
func lisPage(t *testing.T, page string) []ligneLue {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(page))
	d.Strict, d.AutoClose, d.Entity = false, xml.HTMLAutoClose, xml.HTMLEntity
	var lignes []ligneLue
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		el, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		attrs := map[string]string{}
		for _, a := range el.Attr {
			attrs[a.Name.Local] = a.Value
		}
		switch {
		case el.Name.Local == "tr" && strings.Contains(attrs["class"], "entree"):
			lignes = append(lignes, ligneLue{attrs: attrs, barres: map[int]int{}})
		case el.Name.Local == "rect" && attrs["class"] == "barre":
			require.NotEmpty(t, lignes)
			k, err := strconv.Atoi(attrs["data-k"])
			require.NoError(t, err)
			n, err := strconv.Atoi(attrs["data-n"])
			require.NoError(t, err)
			lignes[len(lignes)-1].barres[k] = n
		}
	}
	return lignes
}

// verifiePage checks that the page holds the JSON's figures, row by row,
// bar by bar, and fetches nothing.
func verifiePage(t *testing.T, page string, j rapport.JSON) {
	t.Helper()
	for _, interdit := range []string{"<script", " src=", "href=", "url(", "@import"} {
		assert.NotContains(t, page, interdit, "a self-contained page")
	}
	lignes := lisPage(t, page)
	require.Len(t, lignes, len(j.Entries))
	for i, e := range j.Entries {
		l := lignes[i]
		assert.Equal(t, e.Strategy, l.attrs["data-strategy"])
		if e.Rank != nil {
			assert.Equal(t, strconv.Itoa(*e.Rank), l.attrs["data-rank"], e.Strategy)
		} else {
			assert.NotContains(t, l.attrs, "data-rank", e.Strategy)
		}
		switch {
		case e.Average != nil:
			assert.Equal(t, strconv.FormatFloat(*e.Average, 'f', -1, 64), l.attrs["data-average"], e.Strategy)
		case e.PartialAverage != nil:
			assert.NotContains(t, l.attrs, "data-average", e.Strategy)
			assert.Equal(t, strconv.FormatFloat(*e.PartialAverage, 'f', -1, 64), l.attrs["data-partial-average"], e.Strategy)
		default:
			assert.NotContains(t, l.attrs, "data-average", e.Strategy)
			assert.NotContains(t, l.attrs, "data-partial-average", e.Strategy)
		}
		if e.Impossible != nil {
			assert.Equal(t, e.Impossible.Kind, l.attrs["data-impossible"], e.Strategy)
			assert.Equal(t, strconv.Itoa(e.Impossible.Limit), l.attrs["data-limit"], e.Strategy)
		} else {
			assert.NotContains(t, l.attrs, "data-impossible", e.Strategy)
		}
		assert.Equal(t, strconv.Itoa(e.Max), l.attrs["data-max"])
		assert.Equal(t, strconv.Itoa(e.AtMax), l.attrs["data-at-max"])
		assert.Equal(t, strconv.Itoa(e.Total), l.attrs["data-total"])
		assert.Equal(t, strconv.Itoa(e.Failures), l.attrs["data-failures"])
		for k := 1; k < len(e.Distribution); k++ {
			assert.Equal(t, e.Distribution[k], l.barres[k], "%s: %d proposals", e.Strategy, k)
		}
	}
}

// TestTournamentHTMLInABrowser: the page renders in a real headless
// browser (Debian's chromium), whose DOM holds the JSON's figures; skipped
// where no browser is installed.
func TestTournamentHTMLInABrowser(t *testing.T) {
	navigateur, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("no chromium here: the page is checked by parsing it only")
	}
	dossier := t.TempDir()
	page := filepath.Join(dossier, "classe.html")
	out, errw, st := commandetest.Lance(t, essai(), "", "tournament", "--json", "--html", page, "--pegs", "3", "--colors", "4", "--one-process", "lexico", "knuth", cmdTest("invalide@20"))
	require.Equal(t, 1, st, errw)
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	ctx, annule := context.WithTimeout(context.Background(), 2*time.Minute)
	defer annule()
	cmd := exec.CommandContext(ctx, navigateur, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--user-data-dir="+filepath.Join(dossier, "profil"), "--dump-dom", "file://"+page)
	cmd.Env = append(os.Environ(), "HOME="+dossier)
	dom, err := cmd.Output()
	require.NoError(t, err, "chromium --dump-dom")
	require.Contains(t, string(dom), "<svg", "the browser built the charts")
	verifiePage(t, string(dom), j)

	png := filepath.Join(dossier, "classe.png")
	cmd = exec.CommandContext(ctx, navigateur, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--user-data-dir="+filepath.Join(dossier, "profil"), "--window-size=1200,800", "--screenshot="+png, "file://"+page)
	cmd.Env = append(os.Environ(), "HOME="+dossier)
	require.NoError(t, cmd.Run(), "chromium --screenshot")
	info, err := os.Stat(png)
	require.NoError(t, err)
	assert.Greater(t, info.Size(), int64(1000), "a picture of the page")
}

// TestTournamentCSV: the ranking for a spreadsheet, the reports on the
// error stream; --one-process says false in fresh_process (true:
// TestTournamentFreshProcessReports).
func TestTournamentCSV(t *testing.T) {
	ordreDonne(t, debutCroissant[64])
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "tournament", "--csv", "--one-process", "--pegs", "3", "--colors", "4", "lexico", cmdTest("lexico"), cmdTest("invalide"))
	assert.Equal(t, 1, st)
	assert.Contains(t, errw, "Round 2 of the run; its rows so far:\n")
	lignes := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lignes, 4)
	assert.Equal(t, "rank,strategy,average,partial_average,max,at_max,total,unscored,seconds,failure,failure_round,failure_secret,impossible,limit,order_seed,fresh_process,p1,p2,p3,p4,p5,p6", lignes[0])
	assert.Regexp(t, `^1,lexico,3\.9063,,6,2,250,0,[0-9.]+,,,,,,6437,false,1,3,12,35,11,2$`, lignes[1], "5000/1280 rounds half away from zero")
	assert.Regexp(t, `^1,`+regexp.QuoteMeta(cmdTest("lexico"))+`,3\.9063,`, lignes[2])
	assert.Regexp(t, `^,"?`+regexp.QuoteMeta(cmdTest("invalide"))+`"?,,1\.0000,1,1,1,63,[0-9.]+,invalid-proposal,2,RRB,,,6437,false,1,0,0,0,0,0$`, lignes[3])
}

// TestTournamentFilesNotOurs: --html and --reports never replace a file
// the lab did not write; nothing is played.
func TestTournamentFilesNotOurs(t *testing.T) {
	dossier := t.TempDir()
	page := filepath.Join(dossier, "notes.html")
	require.NoError(t, os.WriteFile(page, []byte("<p>mes notes</p>\n"), 0o600))
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "tournament", "--html", page, "--pegs", "3", "--colors", "4", "lexico")
	assert.Equal(t, 1, st)
	assert.Empty(t, out, "nothing played")
	assert.Equal(t, page+" was not written by mastermind: it is left as it is; choose another name\n", errw)
	data, _ := os.ReadFile(page)
	assert.Equal(t, "<p>mes notes</p>\n", string(data))

	// Refused before any play: the program never starts. Its report
	// would be named after its command's last word, pids.
	rapports := filepath.Join(dossier, "rapports")
	require.NoError(t, os.Mkdir(rapports, 0o700))
	require.NoError(t, os.WriteFile(filepath.Join(rapports, "pids.txt"), []byte("à moi\n"), 0o600))
	pids := filepath.Join(dossier, "pids")
	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "tournament", "--reports", rapports, "--pegs", "2", "--colors", "2", "--no-fence", cmdTest("lexico", pids))
	assert.Equal(t, 1, st)
	assert.Empty(t, out, "nothing played")
	assert.Equal(t, filepath.Join(rapports, "pids.txt")+" was not written by mastermind: it is left as it is; choose another name\n", errw)
	assert.NoFileExists(t, pids, "the program never started")

	// A file where the folder of the reports goes.
	fichier := filepath.Join(dossier, "fichier")
	require.NoError(t, os.WriteFile(fichier, []byte("x"), 0o600))
	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "tournament", "--reports", fichier, "--pegs", "2", "--colors", "2", "--no-fence", cmdTest("lexico", pids))
	assert.Equal(t, 1, st)
	assert.Empty(t, out, "nothing played")
	assert.Equal(t, fichier+" was not written by mastermind: it is left as it is; choose another name\n", errw)
	assert.NoFileExists(t, pids, "the program never started")
}

// TestTournamentCheck: one round of each program on a few sizes: ready,
// or the report of what is wrong.
func TestTournamentCheck(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "tournament", "--check", "--timeout", "20s", "--no-fence", "lexico", cmdTest("lexico"), cmdTest("invalide"))
	assert.Equal(t, 1, st)
	assert.Equal(t, "1 strategy is not ready: its report is above.\n", errw)
	assert.Contains(t, out, cmdTest("lexico")+": ready (one round played by the rules on 3 pegs, 4 colours / 4 pegs, 6 colours / 4 pegs, 6 colours, no repeats / 5 pegs, 8 colours).\n")
	assert.Contains(t, out, cmdTest("invalide")+": not ready.\nProgram "+cmdTest("invalide")+" made an invalid proposal")
	assert.NotContains(t, out, "\nlexico:", "built-in strategies need no check")

	// Its seed, and a replay that plays the same secrets with the same
	// options.
	m := regexp.MustCompile(`\n  To replay this check: "(MASTERMIND_ORDER=([0-9]+) mastermind tournament --check --timeout 20s --no-fence '[^']+')"\n`).FindStringSubmatch(out)
	require.NotNil(t, m, out)
	assert.True(t, strings.HasSuffix(out, "\nThe secrets of this check are drawn from seed "+m[2]+": MASTERMIND_ORDER="+m[2]+" before the command plays them again.\n"), out)
	rapportDe := func(s string) string { return regexp.MustCompile(`(?s)Program .*?\n  Round 1`).FindString(s) }
	require.NotEmpty(t, rapportDe(out))
	encore, _, st := rejoue(t, m[1], "--lang", "en")
	assert.Equal(t, 1, st)
	assert.Equal(t, rapportDe(out), rapportDe(encore), "the same secret, the same report")

	out, errw, st = commandetest.Lance(t, essai(), "", "tournament", "--check", cmdTest("lexico"))
	assert.Equal(t, 0, st, errw)
	assert.Regexp(t, `\nLes secrets de cette vérification sont tirés de la graine [0-9]+ : MASTERMIND_ORDER=[0-9]+ devant la commande les rejoue.\n$`, out)
}

// TestRoundsOnASmallSize: a fault of round 10 of a process shows on 2×2
// (4 secrets) with --rounds, in one process (--one-process); the
// statistics count the rounds from --from-round.
func TestRoundsOnASmallSize(t *testing.T) {
	// A seed whose 10th round is not RR, which lexico finds at once.
	var graine uint64
	for programme.Ordre(graine, 4, 12)[9] == 0 {
		graine++
	}
	ordreDonne(t, graine)
	_, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "stats", "--strategy", cmdTest("invalide@10"), "--pegs", "2", "--colors", "2", "--one-process")
	assert.Equal(t, 0, st, "4 rounds: the fault never fires: %s", errw)
	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "stats", "--strategy", cmdTest("invalide@10"), "--pegs", "2", "--colors", "2", "--rounds", "12", "--one-process")
	assert.Equal(t, 1, st)
	assert.Contains(t, errw, "  Round 10 of the run; its rows so far:\n")
	assert.Contains(t, errw, "--pegs 2 --colors 2 --one-process --rounds 10 --from-round 10\"\n", "up to the fault")
	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "stats", "--strategy", cmdTest("invalide@10"), "--pegs", "2", "--colors", "2", "--rounds", "12")
	assert.Equal(t, 0, st, "a fresh process a round: no process plays a 10th round: %s", errw)

	out, errw, st := commandetest.Lance(t, essai(), "", "stats", "--json", "--strategy", cmdTest("lexico"), "--pegs", "2", "--colors", "2", "--rounds", "12", "--from-round", "5")
	require.Equal(t, 0, st, errw)
	var s statistiques.StatsJSON
	require.NoError(t, json.Unmarshal([]byte(out), &s))
	assert.Equal(t, 8, s.Secrets, "rounds 5 to 12")
	out2, errw, st := commandetest.Lance(t, essai(), "", "stats", "--json", "--strategy", "lexico", "--pegs", "2", "--colors", "2", "--rounds", "12", "--from-round", "5")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, `,"fresh_process":true}`)
	out = strings.Replace(out, `,"fresh_process":true`, "", 1)
	assert.Equal(t, commandetest.SansDuree(out), strings.Replace(commandetest.SansDuree(out2), `"lexico"`, strconv.Quote(cmdTest("lexico")), 1), "a program and its built-in twin, round by round")

	for _, tt := range []struct{ args, erreur string }{
		{"--rounds -1", "--rounds -1: from 0 to 1048576 rounds"},
		{"--from-round 5", "--from-round 5: a round number from 1 to 4"},
		{"--secrets RRX", "--secrets: RRX is not a secret of the game:"},
		{"--secrets ,", "--secrets: no secret in the list; for example --secrets RRBV,JJON"},
	} {
		_, errw, st := commandetest.Lance(t, essai(), "", append([]string{"--lang", "en", "stats", "--pegs", "2", "--colors", "2"}, strings.Fields(tt.args)...)...)
		assert.Equal(t, 2, st, tt.args)
		assert.Contains(t, errw, tt.erreur)
	}
}
