package page

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

const rouge, fin = "\x1b[91m", "\x1b[0m"

func peg(l string) string { return rouge + "●" + fin + l }

func TestLargeurCountsCellsNotBytes(t *testing.T) {
	assert.Equal(t, 2, Largeur(peg("R")), "the escape sequences take no room")
	assert.Equal(t, 4, Largeur("漢字"), "wide runes take two cells")
	assert.Equal(t, 5, Largeur("é à ê"))
}

func TestCoupeWrapsBetweenWordsByCells(t *testing.T) {
	code := strings.Join([]string{peg("J"), peg("R"), peg("J"), peg("V")}, " ")
	s := "Perdu : 10 essais n'ont pas suffi ; le code secret était " + code + "."
	got := Coupe(s, 40)
	assert.Equal(t, "Perdu : 10 essais n'ont pas suffi ; le\ncode secret était "+code+".", got)
	for _, l := range strings.Split(got, "\n") {
		assert.LessOrEqual(t, Largeur(l), 40)
	}
}

func TestCoupeKeepsACodeAndFrenchPunctuationTogether(t *testing.T) {
	code := strings.Join([]string{peg("M"), peg("M"), peg("M"), peg("M")}, " ")
	assert.Equal(t, "l'ordinateur propose\n"+code, Coupe("l'ordinateur propose "+code, 22), "the code goes whole to the next line")
	assert.Equal(t, "Essais\nrestants : 8.", Coupe("Essais restants : 8.", 13), "never a line starting with \":\"")
	assert.Equal(t, "un\n« mot »", Coupe("un « mot »", 7))
	assert.Equal(t, "font\n5 pions", Coupe("font 5 pions", 8), "a number keeps its noun")
	assert.Equal(t, "codes :\n1\u00a0296 codes", Coupe("codes : 1\u00a0296 codes", 12), "a number keeps its noun")
}

func TestCoupeKeepsIndentationAndCutsLongWords(t *testing.T) {
	assert.Equal(t, "  un deux\n  trois", Coupe("  un deux trois", 9))
	assert.Equal(t, "abcde\nfghij\nk", Coupe("abcdefghijk", 5))
	assert.Equal(t, "court\n\nautre", Coupe("court\n\nautre", 5), "existing lines stay")
	assert.Equal(t, "sans limite du tout", Coupe("sans limite du tout", 0))
}

func TestListeNeverSplitsAnItem(t *testing.T) {
	items := []string{"RRRN", "RRBN", "RJBN", "… et 682 autres"}
	assert.Equal(t, "  RRRN  RRBN\n  RJBN\n  … et 682 autres", Liste(items, 17, "  "))
	assert.Equal(t, "  RRRN  RRBN  RJBN  … et 682 autres", Liste(items, 0, "  "))
	colores := []string{peg("R") + " " + peg("R"), peg("B") + " " + peg("N")}
	assert.Equal(t, colores[0]+"  "+colores[1], Liste(colores, 12, ""))
	assert.Equal(t, colores[0]+"\n"+colores[1], Liste(colores, 11, ""))
}

func TestCoupeBreaksBetweenCodesOfAList(t *testing.T) {
	a := peg("R") + " " + peg("J")
	b := peg("B") + " " + peg("N")
	assert.Equal(t, "x "+a+"\n"+b, Coupe("x "+a+"  "+b, 8))
}

func TestTronque(t *testing.T) {
	assert.Equal(t, "Jouer con…", Tronque("Jouer contre l'ordinateur", 10))
	assert.Equal(t, "court", Tronque("court", 10))
	assert.Equal(t, "日…", Tronque("日本語", 4), "a wide rune is not cut in two")
	assert.Equal(t, "knuth  25…", Tronque("knuth  25 % · reste", 11), "no space before the ellipsis")
	assert.Equal(t, peg("R")+" Jouer…", Tronque(peg("R")+" Jouer contre l'ordinateur", 10), "escape sequences take no room")
}

func TestCoupeAlignsAfterABullet(t *testing.T) {
	assert.Equal(t, "    → un deux\n      trois", Coupe("    → un deux trois", 13))
}

func TestTableauSplitsIntoBlocksThatFit(t *testing.T) {
	rows := [][]string{{"stratégie", "moyenne", "1", "2"}, {"lexico", "4,5", "1", "12"}}
	assert.Equal(t, "stratégie  moyenne  1   2\nlexico         4,5  1  12\n", Tableau(rows, 0))
	assert.Equal(t, "stratégie  moyenne  1   2\nlexico         4,5  1  12\n", Tableau(rows, 25))
	assert.Equal(t, "stratégie  moyenne  1\nlexico         4,5  1\n\nstratégie   2\nlexico     12\n", Tableau(rows, 24))
}

func TestCoupeNeverSplitsAQuotedCommandOrACommandAndItsArgument(t *testing.T) {
	s := "Partie mise de côté : reprenez-la depuis le menu, ou avec « mastermind resume perso »."
	assert.Equal(t, "Partie mise de côté : reprenez-la depuis le menu, ou avec\n« mastermind resume perso ».", Coupe(s, 79))
	en := `Game set aside: resume it from the menu, or with "mastermind resume perso".`
	assert.Equal(t, "Game set aside: resume it from the menu,\nor with \"mastermind resume perso\".", Coupe(en, 40))
	assert.Equal(t, "Type a code of 4 letters among R B Y G O K,\nor: ? (a hint), undo, redo, save [name],\nquit.",
		Coupe("Type a code of 4 letters among R B Y G O K, or: ? (a hint), undo, redo, save [name], quit.", 43))
	assert.Equal(t, "Commandes : annuler,\ncorriger N, quitter.", Coupe("Commandes : annuler, corriger N, quitter.", 21))
}

func TestCoupeBreaksInsideWhatMustStayTogetherOnlyWhenItCannotFit(t *testing.T) {
	assert.Equal(t, "avec\n« mastermind\nresume perso »", Coupe("avec « mastermind resume perso »", 14),
		"a quote wider than the line breaks between its words, never inside one")
	code := strings.Join([]string{peg("R"), peg("B"), peg("J"), peg("V")}, " ")
	assert.Equal(t, peg("R")+" "+peg("B")+"\n"+peg("J")+" "+peg("V"), Coupe(code, 6), "a code wider than the line breaks between its pegs")
}

func TestCoupeKeepsAFlagWithItsValueAndASumWhole(t *testing.T) {
	assert.Equal(t, "graine 1234\n(--seed 1234 pour\nrefaire)", Coupe("graine 1234 (--seed 1234 pour refaire)", 18))
	assert.Equal(t, "le malus serait\n2 + 2 × 1 = 4 points,", Coupe("le malus serait 2 + 2 × 1 = 4 points,", 22))
}

// TestCoupeAideWrapsUnderTheDescription: a help row continues under its
// description, between words; past half the width, the description goes
// under the term.
func TestCoupeAideWrapsUnderTheDescription(t *testing.T) {
	aide := "Options:\n  --pegs N           the number of pegs of a code, from one to ten, as the course allows (default: 4)\n  --json             writes the result as JSON\n"
	assert.Equal(t, "Options:\n"+
		"  --pegs N           the number of pegs of a code, from one to\n"+
		"                     ten, as the course allows (default: 4)\n"+
		"  --json             writes the result as JSON\n", CoupeAide(aide, 62))
	assert.Equal(t, "Options:\n"+
		"  --pegs N\n"+
		"      the number of pegs of a\n"+
		"      code, from one to ten, as\n"+
		"      the course allows\n"+
		"      (default: 4)\n"+
		"  --json\n"+
		"      writes the result as JSON\n", CoupeAide(aide, 34))
	assert.Equal(t, aide, CoupeAide(aide, 200), "what fits stays")
}

// TestCoupeGardeUneCommandeEntreSesGuillemets: a command to copy too wide
// for the line broke inside its shell quotes (« mastermind / resume "Solo
// 4×6, sam. 28 nov. / 00:03" »); the span quoted inside stays whole, in
// either language's quotes.
func TestCoupeGardeUneCommandeEntreSesGuillemets(t *testing.T) {
	assert.Equal(t, "Partie mise de côté : reprenez-la\n"+
		"depuis le menu, ou avec « mastermind\n"+
		"resume\n"+
		"\"Solo 4×6, sam. 28 nov. 00:03\" ».",
		Coupe("Partie mise de côté : reprenez-la depuis le menu, ou avec « mastermind resume \"Solo 4×6, sam. 28 nov. 00:03\" ».", 39))
	assert.Equal(t, "Game set aside: resume it from the\n"+
		"menu, or with \"mastermind resume\n"+
		"'Solo 4×6, Sat 28 Nov 00:03'\".",
		Coupe("Game set aside: resume it from the menu, or with \"mastermind resume 'Solo 4×6, Sat 28 Nov 00:03'\".", 39))
	for _, n := range []int{20, 30, 39, 50} {
		for _, l := range strings.Split(Coupe("Partie mise de côté : reprenez-la depuis le menu, ou avec « mastermind resume \"Solo 4×6, sam. 28 nov. 00:03\" ».", n), "\n") {
			if n >= 31 {
				assert.NotEqual(t, 1, strings.Count(l, `"`), "at %d cells, a line holds both quotes or none: %q", n, l)
			}
		}
	}
}

// TestCoupeNeLaissePasUnCompteSeul: the hint's count wrapped alone
// (« (codes possibles : » / « 256). »); a number after a colon stays
// with it.
func TestCoupeNeLaissePasUnCompteSeul(t *testing.T) {
	s := "Indice : RRBJ est compatible avec toutes les réponses (codes possibles : 256)."
	for n := 20; n <= 80; n++ {
		for _, l := range strings.Split(Coupe(s, n), "\n") {
			assert.NotRegexp(t, `^[0-9]`, l, "at %d cells", n)
		}
	}
	assert.Equal(t, "Hint: RRBJ agrees with every answer\n(possible codes: 256).", Coupe("Hint: RRBJ agrees with every answer (possible codes: 256).", 38))
}
