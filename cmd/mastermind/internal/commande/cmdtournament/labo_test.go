package cmdtournament

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
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
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme/programmetest"
)

// TestStatsOfAProgram: the lab scores a program over every secret as the
// built-in strategy it copies, on several sizes, with and without
// repeats: a fresh process for each round (the default) on the smallest,
// one process for the run (--one-process) on the others, for speed; the
// JSON says which. The course's 4×6 in make check
// (TestStatsOfAProgramOn4x6).
func TestStatsOfAProgram(t *testing.T) {
	statsDUnProgramme(t, [][]string{
		{"--pegs", "2", "--colors", "4"},
		{"--pegs", "3", "--colors", "4", "--one-process"},
		{"--pegs", "4", "--colors", "5", "--no-repeat", "--one-process"},
	})
}

// statsDUnProgramme compares, on each size of tailles, a program's
// statistics with those of the built-in strategy it copies.
func statsDUnProgramme(t *testing.T, tailles [][]string) {
	for _, taille := range tailles {
		t.Run(strings.Join(taille, " "), func(t *testing.T) {
			unProcessus := slices.Contains(taille, "--one-process")
			for _, paire := range [][2]string{{"lexico", "lexico"}, {"desc", "lexico-desc"}} {
				voulu, errw, st := commandetest.Lance(t, essai(), "", append([]string{"stats", "--json", "--strategy", paire[1]}, taille...)...)
				require.Equal(t, 0, st, errw)
				out, errw, st := commandetest.Lance(t, essai(), "", append([]string{"stats", "--json", "--strategy", commandetest.Programme(joueurTest, paire[0])}, taille...)...)
				require.Equal(t, 0, st, errw)
				var a, b statistiques.StatsJSON
				require.NoError(t, json.Unmarshal([]byte(out), &a))
				require.NoError(t, json.Unmarshal([]byte(voulu), &b))
				assert.Equal(t, commandetest.Programme(joueurTest, paire[0]), a.Strategy, "the name as written")
				require.NotNil(t, a.FreshProcess, "a program's statistics say how it was run")
				assert.Equal(t, !unProcessus, *a.FreshProcess)
				assert.Nil(t, b.FreshProcess, "a built-in strategy has no process")
				a.Strategy, a.Seconds, b.Seconds, a.FreshProcess = b.Strategy, 0, 0, nil
				assert.Equal(t, b, a)
			}
		})
	}
}

// TestEveryMisbehaviourIsReported: mastermind stats stops a program that
// misbehaves with its report (the round, the command that replays it)
// and status 1, in a bounded time, leaving no process. In French; in
// English in make check (TestEveryMisbehaviourIsReportedInEnglish).
func TestEveryMisbehaviourIsReported(t *testing.T) {
	comportements(t, "fr")
}

// comportements is TestEveryMisbehaviourIsReported in the languages
// langues.
func comportements(t *testing.T, langues ...string) {
	tests := []struct {
		mode, secret string
		options      []string
		fr, en       string
	}{
		{"invalide", "RRRB", nil,
			"Le programme %s a fait une proposition invalide : « X » (pion 3) n'est pas une des lettres RBJVON.\n  Secret RRRB, coup 2 : envoyé « 3 0 », reçu « RRX ».",
			"Program %s made an invalid proposal: 'X' (peg 3) is not one of the letters RBJVON.\n  Secret RRRB, move 2: sent \"3 0\", received \"RRX\"."},
		{"repete", "RBJV", []string{"--no-repeat"},
			"Le programme %s a fait une proposition invalide : « R » y est deux fois (pions 1 et 2), ce qu'aucune proposition ne peut faire dans une partie sans répétition.\n  Secret RBJV, coup 1 : envoyé « nouvelle 4 6 RBJVON sans », reçu « RRBJ ».",
			"Program %s made an invalid proposal: 'R' is in it twice (pegs 1 and 2), which no proposal may do in a game without repeats.\n  Secret RBJV, move 1: sent \"nouvelle 4 6 RBJVON sans\", received \"RRBJ\"."},
		{"quitte", "RRRB", nil,
			"Le programme %s s'est arrêté avant la fin (statut de sortie 3).\n  Secret RRRB, coup 2 : envoyé « 3 0 », rien reçu.",
			"Program %s ended early (exit status 3).\n  Secret RRRB, move 2: sent \"3 0\", received nothing."},
		{"silence", "RRRB", []string{"--timeout", "3s"},
			"Le programme %s n'a rien répondu en 3 s (--timeout).\n  Secret RRRB, coup 2 : envoyé « 3 0 », rien reçu.",
			"Program %s answered nothing in 3 s (--timeout).\n  Secret RRRB, move 2: sent \"3 0\", received nothing."},
		{"deluge", "RRRB", nil,
			"Le programme %s inonde sa sortie : une ligne de plus de 4\u00a0096 octets.\n  Secret RRRB, coup 2 : envoyé « 3 0 », reçu « " + strings.Repeat("R", 60) + "… ».",
			"Program %s floods its output: a line of more than 4,096 bytes.\n  Secret RRRB, move 2: sent \"3 0\", received \"" + strings.Repeat("R", 60) + "…\"."},
		{"boucle", "RRRB", []string{"--max-tries", "12"},
			"Le programme %s n'a pas trouvé le secret en 12 propositions, le maximum permis (--max-tries).\n  Secret RRRB, coup 12 : envoyé « 3 0 », reçu « RRRR ».",
			"Program %s did not find the secret in 12 proposals, the most allowed (--max-tries).\n  Secret RRRB, move 12: sent \"3 0\", received \"RRRR\"."},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			graine := debutCroissant[1296]
			if slices.Contains(tt.options, "--no-repeat") {
				graine = debutCroissant[360]
			}
			ordreDonne(t, graine)
			for _, langue := range langues {
				pids := filepath.Join(t.TempDir(), "pids")
				nom := commandetest.Programme(joueurTest, tt.mode, pids)
				debut := time.Now()
				// The program writes its pids in its folder.
				out, errw, st := commandetest.Lance(t, essai(), "", append([]string{"--lang", langue, "stats", "--strategy", nom,
					"--fence", "dir=" + filepath.Dir(pids)}, tt.options...)...)
				assert.Less(t, time.Since(debut), time.Minute, "the lab stops the program itself")
				assert.Equal(t, 1, st)
				assert.Empty(t, out)
				voulu := tt.fr
				if langue == "en" {
					voulu = tt.en
				}
				assert.True(t, strings.HasPrefix(errw, fmt.Sprintf(voulu, nom)+"\n"), errw)
				// Each round had a fresh process: its secret alone replays
				// it, without the seed.
				commande := "mastermind stats --strategy "
				manche, rejouer := "  Manche ", "  Pour rejouer cette manche (chaque manche a son processus neuf : seul son secret compte) : « "+commande
				if langue == "en" {
					manche, rejouer = "  Round ", "  To replay this round (each round gets a fresh process: only its secret matters): \""+commande
				}
				assert.Contains(t, errw, "\n"+manche, "the round of the run")
				assert.Contains(t, errw, "\n"+rejouer+"'"+nom+"' --pegs 4 --colors 6", "the command that replays it")
				assert.Contains(t, errw, " --fence dir="+filepath.Dir(pids)+" --secrets "+tt.secret, "with the fence it ran in, the round's secret alone")
				programmetest.AucunSurvivant(t, pids)
			}
		})
	}
}

// TestCtrlCEndsThePrograms: Ctrl-C during a run stops it with status 130
// and ends the program and its child.
func TestCtrlCEndsThePrograms(t *testing.T) {
	commandetest.Environnement(t)
	pids := filepath.Join(t.TempDir(), "pids")
	ctx, annule := context.WithCancel(context.Background())
	var out, errw strings.Builder
	fini := make(chan error, 1)
	go func() {
		fini <- essai().Run(ctx, []string{"stats", "--strategy", commandetest.Programme(joueurTest, "silence", pids), "--timeout", "1h", "--fence", "dir=" + filepath.Dir(pids)}, os.Getenv, strings.NewReader(""), &out, &errw)
	}()
	require.Eventually(t, func() bool {
		data, err := os.ReadFile(pids)
		return err == nil && len(strings.Fields(string(data))) == 2
	}, 10*time.Second, 10*time.Millisecond, "the program starts")
	annule()
	select {
	case err := <-fini:
		assert.Equal(t, 130, commande.Statut(err))
		assert.Equal(t, "Interrompu.", err.Error())
	case <-time.After(30 * time.Second):
		t.Fatal("Ctrl-C did not stop the lab")
	}
	programmetest.AucunSurvivant(t, pids)
}

func TestDemoOfAProgram(t *testing.T) {
	nom := commandetest.Programme(joueurTest, "lexico")
	out, errw, st := commandetest.Lance(t, essai(), "", "demo", "--strategy", nom, "--secret", "VJBR")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, " Essai  Code  Bien Mal\n"+
		"     1  RRRR     1   0\n"+
		"     2  RBBB     1   1\n"+
		"     3  JRBJ     1   2\n"+
		"     4  JBRV     0   4\n"+
		"     5  VRJB     1   3\n"+
		"     6  VJBR     4   0\n"+
		"Le programme « "+strings.TrimPrefix(nom, "cmd:")+" » trouve VJBR en 6 essais.\n", out)

	out, errw, st = commandetest.Lance(t, essai(), "", "demo", "--strategy", nom, "--secret", "RBJ", "--pegs", "3", "--colors", "5", "--no-repeat", "--json", "--explain")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, `{"strategy":`+strconv.Quote(nom)+`,"pegs":3,"colors":5,"secret":"RBJ","found":true,"guesses":[`+
		`{"code":"RBJ","bien":3,"mal":0,"explanation":"c'est gagné !"}]}`+"\n", out)

	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "demo", "--strategy", commandetest.Programme(joueurTest, "boucle"), "--secret", "VJBR", "--max-tries", "4")
	assert.Equal(t, 1, st)
	// The rows are written as they are played, up to the report.
	assert.Equal(t, "   Try  Code  Right Misplaced\n"+
		"     1  RRRR      1         0\n"+
		"     2  RRRR      1         0\n"+
		"     3  RRRR      1         0\n"+
		"     4  RRRR      1         0\n", out)
	assert.Equal(t, "Program "+commandetest.Programme(joueurTest, "boucle")+" did not find the secret in 4 proposals, the most allowed (--max-tries).\n"+
		"  Secret VJBR, move 4: sent \"1 0\", received \"RRRR\".\n", errw)
}

func TestProgramUsageErrors(t *testing.T) {
	absent := filepath.Join(t.TempDir(), "absent")
	tests := []struct {
		args []string
		err  string
	}{
		{[]string{"demo", "--strategy", "cmd:" + absent + " x"},
			"Le programme « " + absent + " » de la stratégie cmd:" + absent + " x est introuvable : vérifiez son nom, ou donnez son chemin (./ma_strategie)"},
		{[]string{"stats", "--strategy", "cmd:python3 'ma strategie.py"},
			"La commande « cmd:python3 'ma strategie.py » ouvre un guillemet ' qu'elle ne ferme pas"},
		{[]string{"stats", "--strategy", "cmd: "},
			"La stratégie « cmd:  » ne dit pas quel programme lancer : écrivez sa commande après cmd:, par exemple cmd:python3 ma_strategie.py"},
		{[]string{"demo", "--strategy", commandetest.Programme(joueurTest, "lexico"), "--first", "RRBB"},
			"--first : un programme (cmd:…) choisit lui-même sa première proposition"},
		{[]string{"stats", "--strategy", commandetest.Programme(joueurTest, "lexico"), "--timeout", "0"},
			"--timeout 0s : le délai doit être positif"},
		{[]string{"stats", "--strategy", commandetest.Programme(joueurTest, "lexico"), "--max-tries", "0"},
			"--max-tries 0 : il faut entre 1 et 10000 propositions"},
		{[]string{"demo", "--strategy", commandetest.Programme(joueurTest, "lexico"), "--max-tries", "10001"},
			"--max-tries 10001 : il faut entre 1 et 10000 propositions"},
		{[]string{"solve", "--strategy", commandetest.Programme(joueurTest, "lexico"), "RRBB 1 0"},
			"La commande solve ne conseille qu'avec une stratégie intégrée : un programme (cmd:…) ne sait pas reprendre un plateau qu'il n'a pas joué"},
		{[]string{"tournament"},
			"Nommez au moins une stratégie, par exemple : « mastermind tournament lexico knuth 'cmd:python3 ma_strategie.py' ». Tapez « mastermind tournament --help » pour les options."},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) { commandetest.Refuse(t, essai(), "", tt.args, tt.err) })
	}
}

// TestTournament: built-in strategies and programs ranked by average,
// equal results sharing a rank, the program that failed last, unranked,
// its average marked partial, with its report (the round, its rows so
// far, the command that replays it with the rounds before); status 1. In
// one process (--one-process): a fresh process a round would start 1296
// fenced processes for each program (TestTournamentFreshProcessReports
// checks the default's reports).
func TestTournament(t *testing.T) {
	ordre := ordreDonne(t, debutCroissant[1296])
	invalide, lexico, desc := commandetest.Programme(joueurTest, "invalide"), commandetest.Programme(joueurTest, "lexico"), commandetest.Programme(joueurTest, "desc")
	args := []string{"tournament", "--pegs", "4", "--colors", "6", "--one-process", invalide, "lexico", lexico, "knuth", "--seed", "1", desc, "optimal"}
	out, errw, st := commandetest.Lance(t, essai(), "", args...)
	assert.Equal(t, 1, st)
	assert.Equal(t, "1 stratégie a échoué : son rapport est plus haut.\n", errw)
	l := len(invalide)
	// The averages in one column: each cell as wide as "1,0000
	// (partielle)", the header's and the figures' padded to it.
	ligne := func(rang, nom, moyenne, reste string) string {
		return fmt.Sprintf("%4s  %-*s  %19s%s\n", rang, l, nom, moyenne, reste)
	}
	blanc := strings.Repeat(" ", len(" (partielle)"))
	leRapport := "Le programme " + invalide + " a fait une proposition invalide : « X » (pion 3) n'est pas une des lettres RBJVON.\n" +
		"  Secret RRRB, coup 2 : envoyé « 3 0 », reçu « RRX ».\n" +
		"  Manche 2 de la série ; ses lignes jusque-là :\n" +
		"    RRRR 3 0\n" +
		"  Pour rejouer cette manche avec les mêmes manches avant elle : « MASTERMIND_ORDER=4347526 mastermind stats --strategy '" + invalide + "' --pegs 4 --colors 6 --one-process --rounds 2 --from-round 2 »\n"
	assert.Equal(t, "Tournoi — 4 pions, 6 couleurs : 1\u00a0296 secrets\n\n"+
		ligne("rang", "stratégie", "moyenne"+blanc, "  pire  au pire  total  sans score  durée (s)")+
		ligne("1", "optimal", "4,3403"+blanc, "     6        7  5\u00a0625           0 T")+
		ligne("2", "knuth", "4,4761"+blanc, "     5      694  5\u00a0801           0 T")+
		ligne("3", "lexico", "5,7647"+blanc, "     9        6  7\u00a0471           0 T")+
		ligne("3", lexico, "5,7647"+blanc, "     9        6  7\u00a0471           0 T")+
		ligne("3", desc, "5,7647"+blanc, "     9        6  7\u00a0471           0 T")+
		ligne("-", invalide, "1,0000 (partielle)", "     1        1      1       1\u00a0295 T")+
		"\n"+ordre+" "+unProcessusFR+"\n\n"+leRapport, commandetest.SansDuree(out))

	out, errw, st = commandetest.Lance(t, essai(), "", append(args, "--json")...)
	assert.Equal(t, 1, st)
	assert.Equal(t, leRapport+"1 stratégie a échoué : son rapport est plus haut.\n", errw, "the reports on the error stream")
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	var noms []string
	var rangs []any
	for _, e := range j.Entries {
		noms = append(noms, e.Strategy)
		if e.Rank == nil {
			rangs = append(rangs, nil)
		} else {
			rangs = append(rangs, *e.Rank)
		}
	}
	assert.Equal(t, []string{"optimal", "knuth", "lexico", lexico, desc, invalide}, noms)
	assert.Equal(t, []any{1, 2, 3, 3, 3, nil}, rangs, "equal results share a rank; a failed entry has none")
	require.NotNil(t, j.Entries[1].Average)
	assert.Equal(t, 4.4761, *j.Entries[1].Average)
	assert.Equal(t, rapport.Distribution{0, 1, 6, 62, 533, 694}, j.Entries[1].Distribution)
	assert.Equal(t, 694, j.Entries[1].AtMax)
	assert.Len(t, j.Entries[1].Hardest, 100, "the first hundred hardest secrets")
	assert.Equal(t, []string{"ONOV", "NVJO", "NOOO", "NOON", "NNOV", "NNNO"}, j.Entries[2].Hardest)
	echoue := j.Entries[5]
	assert.Nil(t, echoue.Average, "no average for a failed entry")
	require.NotNil(t, echoue.PartialAverage)
	assert.Equal(t, 1.0, *echoue.PartialAverage)
	require.NotNil(t, echoue.Failure)
	recu := "RRX"
	assert.Equal(t, rapport.FailureJSON{Kind: "invalid-proposal", Round: 2, Secret: "RRRB", Move: 2, Rows: []string{"RRRR 3 0"},
		Sent: "3 0", Received: &recu, Report: strings.TrimSuffix(leRapport[:strings.Index(leRapport, "  Pour rejouer")], "\n"),
		Replay: "MASTERMIND_ORDER=4347526 mastermind stats --strategy '" + invalide + "' --pegs 4 --colors 6 --one-process --rounds 2 --from-round 2"}, *echoue.Failure)
	require.NotNil(t, j.OrderSeed)
	assert.Equal(t, debutCroissant[1296], *j.OrderSeed)
	assert.True(t, j.OrderReplay)
	assert.False(t, j.FreshProcess)
}

// TestTournamentOfPrograms: when every program plays by the rules, status
// 0; a program that cannot start is an entry that failed, the others go
// on; the random strategies' seed is said. One process a program
// (--one-process): what is tested here is not how rounds start
// (TestTournamentFreshProcessReports).
func TestTournamentOfPrograms(t *testing.T) {
	absent := "cmd:" + filepath.Join(t.TempDir(), "absent")
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "tournament", "--pegs", "3", "--colors", "4", "--one-process", "--seed", "7", "random", commandetest.Programme(joueurTest, "lexico"), absent)
	assert.Equal(t, 1, st)
	assert.Equal(t, "1 strategy failed: its report is above.\n", errw)
	assert.Contains(t, out, "\nThe random strategies played with seed 7 (--seed 7 to compute this again).\n")
	assert.Contains(t, out, "\nprogram \""+strings.TrimPrefix(absent, "cmd:")+"\" of strategy "+absent+" is not found: check its name, or give its path (./my_strategy)\n")
	assert.Regexp(t, `(?m)^   -  `+regexp.QuoteMeta(absent)+` +- +- +- +0 +64 `, out)

	out, errw, st = commandetest.Lance(t, essai(), "", "tournament", "--json", "--pegs", "3", "--colors", "4", "--seed", "2", "all")
	require.Equal(t, 0, st, errw)
	var tous rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &tous))
	assert.Len(t, tous.Entries, len(strategie.Noms())+1, "all: every built-in strategy, optimal included")
	assert.Equal(t, "optimal", tous.Entries[0].Strategy)

	out, errw, st = commandetest.Lance(t, essai(), "", "tournament", "--json", "--one-process", "--pegs", "3", "--colors", "4", commandetest.Programme(joueurTest, "desc"), "--", commandetest.Programme(joueurTest, "lexico"))
	assert.Equal(t, 0, st, errw)
	assert.Empty(t, errw)
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	require.Len(t, j.Entries, 2)
	assert.Equal(t, commandetest.Programme(joueurTest, "desc"), j.Entries[0].Strategy, "equal averages keep the order given")
}

// TestTournamentAllSaysWhyOptimalIsMissing: where the optimal search is
// out of reach, "all" plays every other strategy and says why, as stats
// does: under the table, or on the error stream with --json; a strategy
// named twice plays once.
func TestTournamentAllSaysWhyOptimalIsMissing(t *testing.T) {
	raison := "La stratégie optimale n'est pas dans le tableau : sa recherche pour 8 pions × 2 couleurs (256 secrets) prendrait des jours ; elle est faite jusqu'à 4\u00a0096 secrets et 7 pions.\n"
	out, errw, st := commandetest.Lance(t, essai(), "", "tournament", "--pegs", "8", "--colors", "2", "--seed", "1", "lexico", "all")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "\n\n"+raison+"\nOrdre des secrets : tiré pour cette série de la graine ", out)
	assert.Equal(t, 1, strings.Count(out, "  lexico "), "lexico once")

	out, errw, st = commandetest.Lance(t, essai(), "", "tournament", "--json", "--pegs", "8", "--colors", "2", "--seed", "1", "all")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, raison, errw)
	var j rapport.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	assert.Len(t, j.Entries, len(strategie.Noms()))
}
