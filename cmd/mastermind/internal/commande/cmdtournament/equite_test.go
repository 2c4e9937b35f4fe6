package cmdtournament

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// cmdTest is the strategy name of the lab's test program in mode, its
// other arguments after.
func cmdTest(mode string, args ...string) string {
	return commandetest.Programme(joueurTest, mode, args...)
}

// debutCroissant are seeds of the order of the secrets whose first two
// rounds are the size's first two secrets, as in increasing order (RRRR
// then RRRB for 4×6), by the number of secrets: found by a search of
// programme.Ordre(g, n, 2) = [0 1].
var debutCroissant = map[int]uint64{1296: 4347526, 64: 6437, 360: 3599}

// The sentences under a table where a program played: each round by a
// fresh process (the default), or all by one (--one-process).
const (
	fraicheFR     = "Chaque manche d'un programme a été jouée par un processus neuf : aucun ne pouvait se souvenir des manches d'avant."
	unProcessusFR = "Toutes les manches d'un programme ont été jouées par un seul processus (--one-process) : il pouvait se souvenir des manches d'avant, et un programme qui retient les secrets trouvés y gagne ; sans --one-process, chaque manche a un processus neuf."
)

// ordreDonne gives the runs of the test the seed g of the order of the
// secrets, as a replay does, and returns what the results say of it.
func ordreDonne(t *testing.T, g uint64) string {
	t.Setenv(programme.EnvOrdre, strconv.FormatUint(g, 10))
	return fmt.Sprintf("Ordre des secrets : celui de la graine %d, rendue par MASTERMIND_ORDER : un rejeu, dont l'ordre est connu de qui a lu le premier rapport.", g)
}

// parNom indexes a tournament's JSON entries by strategy.
func parNom(j rapport.JSON) map[string]rapport.EntryJSON {
	m := map[string]rapport.EntryJSON{}
	for _, e := range j.Entries {
		m[e.Strategy] = e
	}
	return m
}

// secretsDansLOrdre writes the secrets of size t, in the order of seed g
// over n rounds, one per line, to a file: what a cheat that read the
// seed would know.
func secretsDansLOrdre(t *testing.T, taille code.Taille, g uint64, n int) string {
	t.Helper()
	e := codetest.Espace(t, taille)
	p := couleur.MustDefaut(taille.Couleurs)
	var b strings.Builder
	for _, i := range programme.Ordre(g, len(e.Secrets()), n) {
		b.WriteString(e.Code(int(e.Secrets()[i])).Mot(p) + "\n")
	}
	f := filepath.Join(t.TempDir(), "secrets.txt")
	require.NoError(t, os.WriteFile(f, []byte(b.String()), 0o600))
	return f
}

// TestTheIssuesCheatNoLongerWins: the program of issue 34, which
// proposes the N-th code first in round N, found every secret at once
// when the lab played them in increasing order (1.0000, ranked first,
// below the proven optimum 4.3403). The order is now drawn for each run:
// the cheat plays as a lexico with a random first proposal, ranked after
// optimal. Given that order on the command line (--secrets, which every
// program can read), its 1.0000 is flagged impossible and not ranked. In
// one process (--one-process): by default each round is a fresh
// process's first, and the cheat cannot even count rounds.
func TestTheIssuesCheatNoLongerWins(t *testing.T) {
	triche := cmdTest("triche")
	out, errw, st := commandetest.Lance(t, essai(), "", "tournament", "--json", "--pegs", "4", "--colors", "6", "--one-process", "optimal", triche)
	require.Equal(t, 0, st, errw)
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	require.Len(t, j.Entries, 2)
	assert.Equal(t, "optimal", j.Entries[0].Strategy)
	assert.Equal(t, 1, *j.Entries[0].Rank)
	e := j.Entries[1]
	assert.Equal(t, triche, e.Strategy)
	require.NotNil(t, e.Rank)
	assert.Equal(t, 2, *e.Rank)
	require.NotNil(t, e.Average)
	assert.Greater(t, *e.Average, 4.3403, "no better than the optimum")
	assert.Nil(t, e.Impossible)
	require.NotNil(t, j.OrderSeed, "the seed drawn for the run")
	assert.False(t, j.OrderReplay)
	assert.LessOrEqual(t, *j.OrderSeed, uint64(programme.MaxGraineOrdre))

	// Two runs, two orders.
	out2, errw, st := commandetest.Lance(t, essai(), "", "tournament", "--json", "--pegs", "3", "--colors", "4", "lexico")
	require.Equal(t, 0, st, errw)
	var j2 rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out2), &j2))
	require.NotNil(t, j2.OrderSeed)
	assert.NotEqual(t, *j.OrderSeed, *j2.OrderSeed)

	// The documented order of old, on the command line.
	e34 := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 4})
	var mots []string
	for _, s := range e34.Secrets() {
		mots = append(mots, e34.Code(int(s)).Mot(couleur.MustDefaut(4)))
	}
	out, errw, st = commandetest.Lance(t, essai(), "", "tournament", "--pegs", "3", "--colors", "4", "--one-process", "--secrets", strings.Join(mots, ","), "lexico", triche)
	assert.Equal(t, 1, st)
	assert.Equal(t, "1 stratégie a un résultat impossible, non classé : l'explication est plus haut.\n", errw)
	assert.Regexp(t, `(?m)^   1  lexico +3,9063 +6 `, out)
	assert.Regexp(t, `(?m)^   -  `+regexp.QuoteMeta(triche)+` +1,0000 \(impossible\) +1 +64 +64 +0 `, out)
	assert.Contains(t, out, "\nOrdre des secrets : celui de --secrets, sur la ligne de commande, que les programmes peuvent lire. "+unProcessusFR+"\n")
	assert.Contains(t, out, "\n"+triche+" : 64 propositions en tout (moyenne 1,0000), moins que l'optimum prouvé de cette taille (206, moyenne 3,2188). "+
		"Aucune stratégie ne fait mieux sans connaître les secrets : ce programme en a su qu'il ne devait pas savoir (lus quelque part, ou déduits des manches déjà jouées). Il n'est pas classé.\n")
}

// TestACheatThatKnowsTheSecretsIsFlagged: a program that knows the
// rounds' secrets (it read the seed) finds each at once: its result,
// better than the proven optimum or than counting allows, is flagged in
// the table, the JSON, the CSV, the HTML page and its report, unranked,
// status 1. It counts its rounds: in one process (--one-process).
func TestACheatThatKnowsTheSecretsIsFlagged(t *testing.T) {
	const graine = 424242
	ordre := ordreDonne(t, graine)
	taille := code.Taille{Pions: 3, Couleurs: 4}
	devin := cmdTest("devin=" + secretsDansLOrdre(t, taille, graine, 64))
	dossier := t.TempDir()
	page, rapports := filepath.Join(dossier, "classe.html"), filepath.Join(dossier, "rapports")
	args := []string{"tournament", "--pegs", "3", "--colors", "4", "--one-process", "knuth", devin, "lexico"}

	// The table.
	out, errw, st := commandetest.Lance(t, essai(), "", args...)
	assert.Equal(t, 1, st)
	assert.Equal(t, "1 stratégie a un résultat impossible, non classé : l'explication est plus haut.\n", errw)
	l := len(devin)
	assert.Equal(t, "Tournoi — 3 pions, 4 couleurs : 64 secrets\n\n"+
		fmt.Sprintf("%4s  %-*s%s\n", "rang", l, "stratégie", "  moyenne               pire  au pire  total  sans score  durée (s)")+
		fmt.Sprintf("%4s  %-*s%s\n", "1", l, "knuth", "   3,3750                  4       29    216           0 T")+
		fmt.Sprintf("%4s  %-*s%s\n", "2", l, "lexico", "   3,9063                  6        2    250           0 T")+
		fmt.Sprintf("%4s  %-*s%s\n", "-", l, devin, "   1,0000 (impossible)     1       64     64           0 T")+
		"\n"+ordre+" "+unProcessusFR+"\n\n"+
		devin+" : 64 propositions en tout (moyenne 1,0000), moins que l'optimum prouvé de cette taille (206, moyenne 3,2188). "+
		"Aucune stratégie ne fait mieux sans connaître les secrets : ce programme en a su qu'il ne devait pas savoir (lus quelque part, ou déduits des manches déjà jouées). Il n'est pas classé.\n",
		commandetest.SansDuree(out))

	// The JSON, the page, the report.
	out, errw, st = commandetest.Lance(t, essai(), "", append([]string{"--lang", "en", "tournament", "--json", "--html", page, "--reports", rapports}, args[1:]...)...)
	assert.Equal(t, 1, st)
	assert.Contains(t, errw, devin+": 64 proposals in all (average 1.0000), fewer than the proven optimum of this size (206, average 3.2188).")
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	require.NotNil(t, j.OrderSeed)
	assert.Equal(t, uint64(graine), *j.OrderSeed)
	assert.True(t, j.OrderReplay)
	e := parNom(j)[devin]
	assert.Nil(t, e.Rank, "not ranked")
	require.NotNil(t, e.Average)
	assert.Equal(t, 1.0, *e.Average)
	assert.Equal(t, &rapport.ImpossibleJSON{Kind: "below-optimum", Limit: 206, LimitAverage: 3.2188}, e.Impossible)
	assert.Equal(t, devin, j.Entries[2].Strategy, "after the ranked entries")
	html, err := os.ReadFile(page)
	require.NoError(t, err)
	verifiePage(t, string(html), j)
	assert.Contains(t, string(html), `data-order-seed="424242"`)
	assert.Contains(t, string(html), `<h2>Impossible results</h2>`)
	assert.Contains(t, string(html), `1.0000 (impossible)`)
	// The report's name is the command's last word, made safe; it is
	// the only program.
	fichiers, err := os.ReadDir(rapports)
	require.NoError(t, err)
	require.Len(t, fichiers, 1)
	data, err := os.ReadFile(filepath.Join(rapports, fichiers[0].Name()))
	require.NoError(t, err)
	assert.Contains(t, string(data), "Strategy: "+devin+"\nRank: none, its result is impossible (see below).\nAverage: 1.0000 proposals (64 in all, 64 secrets).\n")
	assert.Contains(t, string(data), "\n\n"+devin+": 64 proposals in all (average 1.0000), fewer than the proven optimum of this size (206, average 3.2188).")

	// The CSV.
	out, _, st = commandetest.Lance(t, essai(), "", append(args, "--csv")...)
	assert.Equal(t, 1, st)
	assert.Regexp(t, `(?m)^,"?`+regexp.QuoteMeta(devin)+`"?,1\.0000,,1,64,64,0,[0-9.]+,,,,below-optimum,206,424242,false,64,0,0,0,0,0$`, out)

	// More rounds than secrets: no optimum applies, the count does.
	devin = cmdTest("devin=" + secretsDansLOrdre(t, taille, graine, 100))
	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "tournament", "--json", "--pegs", "3", "--colors", "4", "--one-process", "--rounds", "100", "lexico", devin)
	assert.Equal(t, 1, st, errw)
	j = rapport.JSON{}
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	// 36 secrets twice, 28 once: 1 twice in 1, 8 twice in 2, 27 twice
	// and 28 once in 3.
	assert.Equal(t, &rapport.ImpossibleJSON{Kind: "below-counting-bound", Limit: 2 + 8*2*2 + 27*2*3 + 28*3, LimitAverage: 2.8}, parNom(j)[devin].Impossible)
	assert.Contains(t, errw, devin+": 100 proposals in all (average 1.0000), fewer than any strategy spends on these rounds, by a mere count (280, average 2.8000: "+
		"each proposal finds one secret and has one follow-up per answer, so at most 1 secret is found in 1 proposal, 8 in 2, 64 in 3…).")
	assert.Nil(t, parNom(j)["lexico"].Impossible)
}

// TestReplaysKeepTheOptions: a failure's replay command keeps every
// option that changes the run, and plays it again: the round's secret
// alone when each round had a fresh process (the default), the rounds
// before it too in one process (--one-process).
func TestReplaysKeepTheOptions(t *testing.T) {
	ordreDonne(t, debutCroissant[1296])
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "tournament", "--json", "--no-fence", "--timeout", "7s", "--max-tries", "30", "lexico", cmdTest("invalide"))
	assert.Equal(t, 1, st)
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	f := parNom(j)[cmdTest("invalide")].Failure
	require.NotNil(t, f)
	assert.Equal(t, "mastermind stats --strategy '"+cmdTest("invalide")+"' --pegs 4 --colors 6 --timeout 7s --max-tries 30 --no-fence --secrets RRRB", f.Replay)
	_, errw2, st := rejoue(t, f.Replay, "--lang", "en")
	assert.Equal(t, 1, st)
	assert.Contains(t, errw2, strings.Replace(f.Report, "Round 2 of the run", "Round 1 of the run", 1))
	assert.Contains(t, errw, f.Report)

	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "tournament", "--json", "--no-fence", "--timeout", "7s", "--one-process", "lexico", cmdTest("invalide"))
	assert.Equal(t, 1, st)
	j = rapport.JSON{}
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	f = parNom(j)[cmdTest("invalide")].Failure
	require.NotNil(t, f)
	assert.Equal(t, "MASTERMIND_ORDER=4347526 mastermind stats --strategy '"+cmdTest("invalide")+"' --pegs 4 --colors 6 --timeout 7s --no-fence --one-process --rounds 2 --from-round 2", f.Replay)
	_, errw2, st = rejoue(t, f.Replay, "--lang", "en")
	assert.Equal(t, 1, st)
	assert.Contains(t, errw2, f.Report)
	assert.Contains(t, errw, f.Report)

	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "stats", "--strategy", cmdTest("invalide"), "--fence", "cpu=5m,mem=2G", "--pegs", "4", "--colors", "6", "--no-repeat")
	assert.Equal(t, 1, st)
	assert.Contains(t, errw, "\"mastermind stats --strategy '"+cmdTest("invalide")+"' --pegs 4 --colors 6 --no-repeat --fence cpu=5m,mem=2G --secrets ")

	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "stats", "--strategy", cmdTest("invalide"), "--secrets", "RRRR,RRRB,BBBB", "--rounds", "5")
	assert.Equal(t, 1, st)
	assert.Contains(t, errw, "\"mastermind stats --strategy '"+cmdTest("invalide")+"' --pegs 4 --colors 6 --secrets RRRB\"", "the round alone")
	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "stats", "--strategy", cmdTest("invalide"), "--secrets", "RRRR,RRRB,BBBB", "--rounds", "5", "--one-process")
	assert.Equal(t, 1, st)
	assert.Contains(t, errw, "\"mastermind stats --strategy '"+cmdTest("invalide")+"' --pegs 4 --colors 6 --one-process --secrets RRRR,RRRB,BBBB --rounds 2 --from-round 2\"",
		"--secrets: their order, on the command line")
}

// TestABadSeedIsRefused: a seed of the order that is not one is a bad
// command line, before anything is played.
func TestABadSeedIsRefused(t *testing.T) {
	for _, v := range []string{"x", "-1", "9007199254740992"} {
		t.Setenv(programme.EnvOrdre, v)
		commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "tournament", "lexico"},
			"MASTERMIND_ORDER="+v+": the seed of the order of the secrets is a whole number from 0 to 9007199254740991, the one a report gives")
		commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "stats", "--strategy", "lexico"},
			"MASTERMIND_ORDER="+v+": the seed of the order of the secrets is a whole number from 0 to 9007199254740991, the one a report gives")
	}
}

// TestAProgramReadingAFileNextToIt: a student's Python program that
// opens a file of its folder fails fenced with FileNotFoundError; its
// report names the temporary folder it ran in and the two ways out, each
// of which works.
func TestAProgramReadingAFileNextToIt(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3 here: programme's TestFencedProgramReadingAFileNextToIt checks the same with sh")
	}
	dossier := t.TempDir()
	t.Chdir(dossier)
	require.NoError(t, os.WriteFile("premier.txt", []byte("RRR\n"), 0o600))
	require.NoError(t, os.WriteFile("eleve.py", []byte(`import sys
premier = open("premier.txt").read().strip()
for ligne in sys.stdin:
    mots = ligne.split()
    if mots[0] == "fin":
        break
    if mots[0] == "nouvelle":
        p = premier
    elif mots == ["3", "0"]:
        continue
    else:
        p = "RRR" if p != "RRR" else "BBB"
    print(p, flush=True)
`), 0o600))
	eleve := "cmd:" + python + " eleve.py"
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "tournament", "--pegs", "3", "--colors", "4", "--secrets", "RRR", eleve)
	assert.Equal(t, 1, st)
	assert.NotContains(t, errw, "FileNotFoundError", "the program's error stream is kept, not shown (issue 43)")
	assert.Regexp(t, regexp.QuoteMeta("["+eleve+"] wrote ")+`[0-9]+ lines \(`, errw, "how much it wrote, led by its name")
	assert.Contains(t, out, `Its last error line: "FileNotFoundError: [Errno 2] No such file or directory: 'premier.txt'"`, "its report gives its last error line")
	m := regexp.MustCompile(`\n  It ran in a folder of its own, (\S+) \(removed since\), not in the current folder: a file it opens by a relative name \(a file next to it\) is not there\. ` +
		`To run it in the current folder: --fence dir=\.; without the fence: --no-fence \(if you trust it\)\.\n`).FindStringSubmatch(out)
	require.NotNil(t, m, out)
	assert.True(t, strings.HasPrefix(m[1], filepath.Join(os.TempDir(), "mastermind-programme-")), m[1])
	for _, option := range [][]string{{"--fence", "dir=."}, {"--no-fence"}} {
		out, errw, st := commandetest.Lance(t, essai(), "", append([]string{"tournament", "--pegs", "3", "--colors", "4", "--secrets", "RRR"}, append(option, eleve)...)...)
		assert.Equal(t, 0, st, "%v: %s", option, errw)
		assert.Regexp(t, `(?m)^   1  `+regexp.QuoteMeta(eleve)+` +1,0000 `, out)
	}
}

// TestTheSeedInEveryReport: the seed drawn is in the table, the JSON,
// and replays: the same seed, the same rounds.
func TestTheSeedInEveryReport(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "tournament", "--pegs", "3", "--colors", "4", cmdTest("invalide"))
	assert.Equal(t, 1, st, errw)
	m := regexp.MustCompile(`\nOrdre des secrets : tiré pour cette série de la graine ([0-9]+), que les programmes ne pouvaient pas lire ; MASTERMIND_ORDER=([0-9]+) devant la commande le rejoue\. ` + regexp.QuoteMeta(fraicheFR) + `\n`).FindStringSubmatch(out)
	require.NotNil(t, m, out)
	assert.Equal(t, m[1], m[2])
	g, err := strconv.ParseUint(m[1], 10, 64)
	require.NoError(t, err)
	ordre := ordreDonne(t, g)
	encore, _, _ := commandetest.Lance(t, essai(), "", "tournament", "--pegs", "3", "--colors", "4", cmdTest("invalide"))
	rapportDe := func(s string) string { return s[strings.Index(s, "Le programme"):strings.Index(s, "  Pour rejouer")] }
	assert.Equal(t, rapportDe(out), rapportDe(encore), "the same order, the same fault")
	assert.Contains(t, encore, "\n"+ordre+" "+fraicheFR+"\n")
}

// TestRowsAlignedAt80Columns: on an 80-column terminal, the ranking of
// strategies that failed comes in blocks of columns no wider than the
// screen, every average starting in the same column, the words after
// those not ranked included; through a pipe, one block, aligned the
// same (TestTournament). One process a program (--one-process): the
// screen's wait is bounded.
func TestRowsAlignedAt80Columns(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the real program")
	}
	e := ecrantest.Lance(t, ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind"), ecrantest.Options{Cols: 80, Rows: 60, Env: []string{"MASTERMIND_ORDER=6437"},
		Args: []string{"tournament", "--pegs", "3", "--colors", "4", "--one-process", "lexico", cmdTest("invalide"), cmdTest("quitte"), cmdTest("lexico")}})
	assert.Equal(t, 1, e.Statut())
	e.Attend("2 stratégies ont échoué : leurs rapports sont plus haut.")
	// The first block holds the averages: where each ends, the header's
	// word included.
	var colonnes []int
	blocs := 0
	for _, l := range e.Lignes() {
		assert.LessOrEqual(t, page.Largeur(l), 80, "%q", l)
		if strings.HasPrefix(l, "rang  stratégie") {
			blocs++
		}
		if m := regexp.MustCompile(`  (moyenne|[0-9],[0-9]{4})( |$)`).FindStringSubmatchIndex(l); m != nil && blocs == 1 {
			colonnes = append(colonnes, page.Largeur(l[:m[3]]))
		}
	}
	assert.GreaterOrEqual(t, blocs, 2, "the table in blocks at 80 columns")
	require.Len(t, colonnes, 5, "the header and four rows:\n%s", e.Texte())
	for _, c := range colonnes {
		assert.Equal(t, colonnes[0], c, "every average ends in the same column:\n%s", e.Texte())
	}
	assert.Contains(t, e.Texte(), "(partielle)")
}
