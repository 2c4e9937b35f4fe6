package cmdsolve

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// restantsLents filters the codes of taille through complete rows
// ("RVNJ 2 0") the course's way: the expected remaining codes, as words.
func restantsLents(t *testing.T, taille code.Taille, lignes ...string) []string {
	t.Helper()
	p := couleur.MustDefaut(taille.Couleurs)
	var r []string
	for c := range taille.Secrets() {
		ok := true
		for _, l := range lignes {
			var mot string
			var rep code.Reponse
			_, err := fmt.Sscan(l, &mot, &rep.Bien, &rep.Mal)
			require.NoError(t, err)
			g, err := code.Lire(mot, p, taille.Pions)
			require.NoError(t, err)
			ok = ok && code.Evalue(c, g) == rep
		}
		if ok {
			r = append(r, c.Mot(p))
		}
	}
	return r
}

func solveJSONDe(t *testing.T, out string) solveJSON {
	t.Helper()
	var s solveJSON
	require.NoError(t, json.Unmarshal([]byte(out), &s), out)
	var champs map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &champs))
	n := 5
	if _, ok := champs["error"]; ok {
		n++ // a failure adds its sentence (json.go)
	}
	assert.Len(t, champs, n, "exactly the contract's fields")
	return s
}

func TestSolveDCodeExampleJSON(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "solve", "--strategy", "lexico", "--json", "RVNJ 2 0", "NNBV 12")
	require.Equal(t, 0, st, errw)
	s := solveJSONDe(t, out)
	want := restantsLents(t, code.Taille{Pions: 4, Couleurs: 6}, "RVNJ 2 0", "NNBV 1 2")
	assert.Equal(t, len(want), s.Remaining)
	assert.Equal(t, want, s.Codes, "in increasing code order")
	assert.Equal(t, want[0], s.Next, "lexico plays the smallest code")
	assert.Positive(t, s.Worst)
	assert.GreaterOrEqual(t, s.Expected, 1.0)
}

func TestSolveEverySyntaxGivesTheSameResult(t *testing.T) {
	ref, _, st := commandetest.Lance(t, essai(), "", "solve", "--json", "RVNJ 2 0", "NNBV 1 2")
	require.Equal(t, 0, st)
	for _, lignes := range [][]string{
		{"RVNJ 2-0", "NNBV 12"},
		{"rvnj 20", "nnbv 1,2"},
		{"RVNJ20", "NNBV 1 - 2"},
		{"--", "RVNJ 2/0", "NNBV 1:2"},
	} {
		out, errw, st := commandetest.Lance(t, essai(), "", append([]string{"solve", "--json"}, lignes...)...)
		require.Equal(t, 0, st, errw)
		assert.Equal(t, ref, out, "%v", lignes)
	}
	out, errw, st := commandetest.Lance(t, essai(), "# partie du 5 janvier\n\nRVNJ 2 0\r\n  NNBV 12\n", "solve", "--json")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, ref, out, "from the standard input, comments and blank lines skipped")
}

func TestSolveJokersAndUnknownCounts(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "solve", "--json", "--all", "J--- 01")
	require.Equal(t, 0, st, errw)
	s := solveJSONDe(t, out)
	assert.Equal(t, 1296-625-216, s.Remaining, "a yellow, not in hole 1")
	assert.Len(t, s.Codes, s.Remaining, "--all lists every code")

	out, errw, st = commandetest.Lance(t, essai(), "", "solve", "--json", "--pegs", "3", "RVB 1?")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, 75, solveJSONDe(t, out).Remaining, "exactly one hole right")

	out, errw, st = commandetest.Lance(t, essai(), "", "solve", "--json", "-V-B 1 1", "--pegs", "4")
	require.Equal(t, 0, st, errw, "a row may start with a joker and flags may follow the rows")
	assert.Positive(t, solveJSONDe(t, out).Remaining)
}

func TestSolveText(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "solve", "--strategy", "lexico", "RRRR 1 0", "RBBB 1 1", "JRBJ 1 2")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, ""+
		"18 codes possibles :\n"+
		"  JBRV JBRO JBRN JBVR JBOR JBNR JVRB JORB JNRB VRJB VBRJ VJBR ORJB OBRJ OJBR\n"+
		"  NRJB NBRJ NJBR\n"+
		"\n"+
		"Essai conseillé par la stratégie du cours : JBRV\n"+
		"  selon la réponse, il restera au pire 6 codes, 3,89 en moyenne.\n", out, "the course's transcript: JBRV comes next")
	lignes := strings.Split(out, "\n")
	assert.Equal(t, restantsLents(t, code.Taille{Pions: 4, Couleurs: 6}, "RRRR 1 0", "RBBB 1 1", "JRBJ 1 2"),
		append(strings.Fields(lignes[1]), strings.Fields(lignes[2])...))

	out, _, st = commandetest.Lance(t, essai(), "", "solve", "--lang", "en", "RRRR 1 0", "RBBB 1 1", "JRBJ 1 2", "JBRV 0 4", "VRJB 1 3")
	require.Equal(t, 0, st)
	assert.Equal(t, "One code left: GYBR. Play it: it is the secret.\n", out, "English letters out")
}

func TestSolveListsFiftyCodes(t *testing.T) {
	out, _, st := commandetest.Lance(t, essai(), "", "solve", "--pegs", "5", "--colors", "8", "RRBBJ 1 1")
	require.Equal(t, 0, st)
	liste, _, _ := strings.Cut(out, "\n\n")
	codes := 0
	for _, l := range strings.Split(liste, "\n") {
		if strings.HasPrefix(l, "  ") {
			codes += len(strings.Fields(l))
		}
	}
	assert.Equal(t, 50, codes)
	assert.Contains(t, out, "… et ")
	assert.Contains(t, out, " de plus (--all pour les voir tous)")

	out, _, st = commandetest.Lance(t, essai(), "", "solve", "--pegs", "5", "--colors", "8", "--json", "RRBBJ 1 1")
	require.Equal(t, 0, st)
	s := solveJSONDe(t, out)
	assert.Len(t, s.Codes, 50)
	assert.Greater(t, s.Remaining, 50)
}

func TestSolveLargeBoardSaysItSampled(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "solve", "--pegs", "6", "--colors", "9", "--")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "531\u00a0441 codes possibles :")
	assert.Contains(t, out, "(la stratégie a choisi d'après 2\u00a0020 codes sur 531\u00a0441 ; les chiffres ci-dessus les comptent tous)")
}

func TestSolveLettersAndPalettes(t *testing.T) {
	ref, _, _ := commandetest.Lance(t, essai(), "", "solve", "--json", "VJNB 1 2")
	out, errw, st := commandetest.Lance(t, essai(), "", "solve", "--json", "--lang", "en", "GYKB 1 2")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, ref, out, "English letters in, French letters in JSON")

	out, errw, st = commandetest.Lance(t, essai(), "", "solve", "--json", "--palette", "Blanc,Noir,Rouge,Vert,Jaune,Orange", "BNRV 1 2")
	require.Equal(t, 0, st, errw)
	s := solveJSONDe(t, out)
	assert.Equal(t, "BBNR", s.Next, "JSON speaks the palette the rows were typed with")
	assert.Equal(t, solveJSONDe(t, func() string { o, _, _ := commandetest.Lance(t, essai(), "", "solve", "--json", "RBJV 1 2"); return o }()).Remaining, s.Remaining)
}

func TestSolveBadLines(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		stdin string
		err   string
	}{
		{"short code", []string{"--pegs", "4", "RVN 2 0"}, "", "Ligne 1 « RVN 2 0 » : il faut 4 pions, vous en avez tapé 3. Exemple : RVNJ 2 0"},
		{"no counts", []string{"RVNJ 2 0", "RVNJ"}, "", "Ligne 2 « RVNJ » : il manque les deux nombres, bien placés puis mal placés. Exemple : RVNJ 2 0"},
		{"bad counts", []string{"RVNJ 2 x"}, "", "Ligne 1 « RVNJ 2 x » : « 2 x » ne se lit pas comme deux nombres, bien placés puis mal placés (? pour un nombre inconnu). Exemple : RVNJ 2 0"},
		{"bad letter", []string{"RVXJ 1 0"}, "", "Ligne 1 « RVXJ 1 0 » : pion 3 : « X » n'est pas une couleur ; lettres possibles : R B J V O N, un chiffre de 1 à 6 (les couleurs dans cet ordre) ou un joker ? * - _. Exemple : RVNJ 2 0"},
		{"too many", []string{"RVNJ 3 2"}, "", "Ligne 1 « RVNJ 3 2 » : les nombres font 5 pions, or un code n'en a que 4. Exemple : RVNJ 2 0"},
		{"jokers", []string{"J--- 2 0"}, "", "Ligne 1 « J--- 2 0 » : les nombres font 2 pions, or ce code n'a que 1 pion de couleur (un joker ne compte jamais). Exemple : RVNJ 2 0"},
		{"impossible answer", []string{"RVNJ 3 1"}, "", "Ligne 1 « RVNJ 3 1 » : 3 bien placés et 1 mal placé est impossible : le pion mal placé n'aurait nulle part où aller. Exemple : RVNJ 2 0"},
		{"line numbers of the input", nil, "# essai\n\nRVNJ 2 0\nRVN 1 0\n", "Ligne 4 « RVN 1 0 » : il faut 4 pions, vous en avez tapé 3. Exemple : RVNJ 2 0"},
		{"five pegs example", []string{"--pegs", "5", "RVNJ 1 0"}, "", "Ligne 1 « RVNJ 1 0 » : il faut 5 pions, vous en avez tapé 4. Exemple : RVNJB 2 0"},
		{"English", []string{"--lang", "en", "--pegs", "4", "RVN 2 0"}, "", `Line 1 "RVN 2 0": a code has 4 pegs; you typed 3. Example: RVNJ 2 0`},
		{"English letters", []string{"--lang", "en", "--pegs", "4", "GYK 2 0"}, "", `Line 1 "GYK 2 0": a code has 4 pegs; you typed 3. Example: RGKY 2 0`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			commandetest.Refuse(t, essai(), tt.stdin, append([]string{"solve"}, tt.args...), tt.err)
		})
	}
	_, errw, st := commandetest.Lance(t, essai(), "", "solve", "RVN 2 0", "RVNJ 2 0", "RVNJ", "RVNJ 3 1")
	assert.Equal(t, 2, st)
	assert.Equal(t, 3, strings.Count(errw, "\n"), "every bad line, one per line: %s", errw)
}

func TestSolveContradiction(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "solve", "VVVV 1 0", "RRRR 0 0", "OOOO 0 0", "RBJV 0 4")
	assert.Equal(t, 1, st)
	assert.Empty(t, out)
	assert.Equal(t, "Aucun code ne convient : les lignes 2 et 4 se contredisent (RRRR 0 0 ; RBJV 0 4) ; l'une de ces réponses est fausse.\n", errw)

	out, errw, st = commandetest.Lance(t, essai(), "", "solve", "--json", "--lang", "en", "BBBB 1 0", "RRRR 0 1")
	assert.Equal(t, 1, st)
	assert.Equal(t, "No code fits: line 2 (RRRR 0 1) is impossible on its own.\n", errw)
	s := solveJSONDe(t, out)
	assert.Equal(t, solveJSON{Codes: []string{}, Error: "No code fits: line 2 (RRRR 0 1) is impossible on its own."}, s)

	// Without repeats only O and N are left for 4 pegs.
	_, errw, st = commandetest.Lance(t, essai(), "", "solve", "--no-repeat", "RBJV 0 0")
	assert.Equal(t, 1, st)
	assert.Equal(t, "Aucun code ne convient : la ligne 1 (RBJV 0 0) est impossible à elle seule.\n", errw)
}

// Without repeats no proposal holds a colour twice: such a row cannot be
// on a real board, and is refused with its line and the colour.
func TestSolveRowRepeatsAColourWithoutRepeats(t *testing.T) {
	out, errw, st := commandetest.Lance(t, essai(), "", "solve", "--no-repeat", "RBJV 1 2", "RRRR 2 0", "V--V 0 0")
	assert.Equal(t, 2, st)
	assert.Empty(t, out)
	assert.Equal(t, "Ligne 2 « RRRR 2 0 » : la couleur R est deux fois dans ce code (pions 1 et 2), or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes. Exemple : RVNJ 2 0\n"+
		"Ligne 3 « V--V 0 0 » : la couleur V est deux fois dans ce code (pions 1 et 4), or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes. Exemple : RVNJ 2 0\n", errw)

	_, errw, st = commandetest.Lance(t, essai(), "", "solve", "--no-repeat", "--lang", "en", "--pegs", "3", "--colors", "5", "GYG 1 0")
	assert.Equal(t, 2, st)
	assert.Equal(t, "Line 1 \"GYG 1 0\": colour G is twice in this code (pegs 1 and 3), and without repeats no code holds a colour twice; type colours that are all different. Example: RGB 1 0\n", errw)

	out, _, st = commandetest.Lance(t, essai(), "", "solve", "RRRR 2 0")
	assert.Equal(t, 0, st, "with repeats the row is fine")
	assert.NotEmpty(t, out)
}

func TestSolveUsageErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		err  string
	}{
		{"unknown flag", []string{"solve", "--colours", "6"}, "L'option --colours n'existe pas (vouliez-vous dire --colors ?). Tapez « mastermind solve --help » pour les options."},
		{"row glued to a dash", []string{"solve", "-V-B11"}, "L'option -V-B11 n'existe pas. Tapez « mastermind solve --help » pour les options."},
		{"palette clash", []string{"solve", "--palette", "Rouge,Bleu,Blanc", "RBB 1 0"}, "--palette : Bleu et Blanc commencent tous deux par B : changez l'un des deux noms"},
		{"palette and colours", []string{"solve", "--colors", "8", "--palette", "Rouge,Bleu", "RB 1 0"}, "--colors 8, mais --palette nomme 2 couleurs : donnez l'un ou l'autre"},
		{"strategy", []string{"solve", "--strategy", "devin", "RVNJ 2 0"}, "La stratégie « devin » n'existe pas ; au choix : " + strings.Join((&commande.App{}).Strategies().Noms(), ", ")},
		{"too large", []string{"solve", "--pegs", "8", "--colors", "9", "--"}, "8 pions × 9 couleurs font trop de codes pour l'ordinateur : avec 8 pions, 6 couleurs au plus"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { commandetest.Refuse(t, essai(), "", tt.args, tt.err) })
	}
}

func TestSolveHelp(t *testing.T) {
	out, _, st := commandetest.Lance(t, essai(), "", "solve", "--help")
	assert.Equal(t, 0, st)
	assert.Contains(t, out, "J--- 01")
	assert.Contains(t, out, "--palette")
	out, _, _ = commandetest.Lance(t, essai(), "", "--help")
	assert.Contains(t, out, "mastermind solve")
}

func TestSepare(t *testing.T) {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.Int("pegs", 4, "")
	fs.String("palette", "", "")
	fs.Bool("json", false, "")
	tests := []struct {
		args             []string
		drapeaux, lignes []string
		donnees          bool
	}{
		{[]string{"RVNJ 2 0", "--pegs", "5", "NNBV 12"}, []string{"--pegs", "5"}, []string{"RVNJ 2 0", "NNBV 12"}, true},
		{[]string{"--json", "-V-B 1 1", "--palette=Bleu ciel,Rouge"}, []string{"--json", "--palette=Bleu ciel,Rouge"}, []string{"-V-B 1 1"}, true},
		{[]string{"--palette", "Bleu ciel,Rouge", "--json"}, []string{"--palette", "Bleu ciel,Rouge", "--json"}, nil, false},
		{[]string{"--json", "--", "--pegs", "-V-B11"}, []string{"--json"}, []string{"--pegs", "-V-B11"}, true},
		{[]string{"--"}, nil, nil, true},
		{[]string{"-"}, nil, []string{"-"}, true},
	}
	for _, tt := range tests {
		d, l, donnees := commande.Separe(fs, tt.args)
		assert.Equal(t, tt.drapeaux, d, "%v", tt.args)
		assert.Equal(t, tt.lignes, l, "%v", tt.args)
		assert.Equal(t, tt.donnees, donnees, "%v", tt.args)
	}
}

// BenchmarkSolve is the whole command as a player runs it: flags, the
// Espace, the rows, the filter, the advice and the output.
func BenchmarkSolve(b *testing.B) {
	for _, tt := range []struct {
		nom  string
		args []string
	}{
		{"4×6", []string{"solve", "RRBB 1 0", "J--- 0 1", "VOVO 1 ?"}},
		{"5×8", []string{"solve", "--pegs", "5", "--colors", "8", "RRBBJ 1 1", "VVOON 0 2", "M-C-- 1 0", "RBJVO ? 2"}},
		{"6×9", []string{"solve", "--pegs", "6", "--colors", "9", "RRBBJJ 1 1", "VVOONN 0 2", "MMCCG- 1 0"}},
		{"6×9 contradiction", []string{"solve", "--pegs", "6", "--colors", "9", "RRBBJJ 1 1", "VVOONN 0 2", "MMCCG- 1 0", "RRRRRR 0 0", "BBBBBB 0 0"}},
	} {
		b.Run(tt.nom, func(b *testing.B) {
			for b.Loop() {
				err := essai().Run(context.Background(), tt.args, func(string) string { return "" }, strings.NewReader(""), io.Discard, io.Discard)
				if commande.Statut(err) > 1 {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestSolveDigitsAndPegsFromTheFirstRow: dCode's rows as dCode writes
// them: colours numbered from 1, and the size taken from the first row
// when --pegs is not given.
func TestSolveDigitsAndPegsFromTheFirstRow(t *testing.T) {
	chiffres, errw, st := commandetest.Lance(t, essai(), "", "solve", "--json", "1122 1 0", "3456 0 2")
	require.Equal(t, 0, st, errw)
	lettres, errw, st := commandetest.Lance(t, essai(), "", "solve", "--json", "RRBB 1 0", "JVON 0 2")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, lettres, chiffres, "1122 is RRBB")

	out, errw, st := commandetest.Lance(t, essai(), "", "solve", "--json", "RVB 1?")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, 75, solveJSONDe(t, out).Remaining, "3 pegs, from the row")
	out, errw, st = commandetest.Lance(t, essai(), "", "solve", "--json", "--colors", "10", "0000 4 0")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, []string{"PPPP"}, solveJSONDe(t, out).Codes, "0 is the tenth colour")
	out, errw, st = commandetest.Lance(t, essai(), "", "solve", "--json", "--", "123 1 0")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, 3, len(solveJSONDe(t, out).Next))

	commandetest.Refuse(t, essai(), "", []string{"solve", "--pegs", "4", "RVB 1?"}, "Ligne 1 « RVB 1? » : il faut 4 pions, vous en avez tapé 3. Exemple : RVNJ 2 0")
	commandetest.Refuse(t, essai(), "", []string{"solve", "7111 1 0"}, "Ligne 1 « 7111 1 0 » : pion 1 : « 7 » n'est pas une couleur ; lettres possibles : R B J V O N, un chiffre de 1 à 6 (les couleurs dans cet ordre) ou un joker ? * - _. Exemple : RVNJ 2 0")
	_, errw, st = commandetest.Lance(t, essai(), "# dCode\n\n12 1 0\n21 1 0\n", "solve")
	assert.Equal(t, 0, st, errw)
}
