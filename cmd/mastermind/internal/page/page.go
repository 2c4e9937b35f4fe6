// Package page lays text out for a terminal: widths are measured in
// display cells (escape sequences take none, wide runes two), lines are
// wrapped between words, and what must stay together does: a coloured
// code's pegs, French punctuation and its space, an item of a list.
//
// Every function leaves its text alone when the width is 0 or less, the
// width of a pipe: scripts read what they always read.
package page

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Largeur is the number of cells s takes on a terminal.
func Largeur(s string) int { return ansi.StringWidth(s) }

// Tronque shortens s to at most n cells, ending it with "…" (after a
// word, never after a space) when it was cut; escape sequences are kept
// whole.
func Tronque(s string, n int) string {
	if n <= 0 || Largeur(s) <= n {
		return s
	}
	return strings.TrimRight(ansi.Truncate(s, n-1, ""), " ") + "…"
}

// Coupe wraps every line of s between words so that none is wider than n
// cells. A line's continuation keeps the line's leading spaces, and
// aligns after a leading bullet ("→ ", "✗ ", "- ", "• "). No line
// breaks at a no-break space, before French closing punctuation (":", ";",
// "!", "?", "»"), after "«", after a number ("5 pions"), or between two
// pegs of a code ("●R ●J"). A word wider than the line is cut.
func Coupe(s string, n int) string {
	if n <= 0 {
		return s
	}
	lignes := strings.Split(s, "\n")
	for i, l := range lignes {
		lignes[i] = coupeLigne(l, n)
	}
	return strings.Join(lignes, "\n")
}

func coupeLigne(l string, n int) string {
	if Largeur(l) <= n {
		return l
	}
	corps := strings.TrimLeft(l, " ")
	retrait := l[:len(l)-len(corps)]
	for _, puce := range []string{"→ ", "✗ ", "- ", "• "} {
		if strings.HasPrefix(corps, puce) {
			// The continuation lines align after the bullet.
			retrait += strings.Repeat(" ", Largeur(puce))
		}
	}
	if Largeur(retrait) > n/2 {
		retrait = ""
	}
	var b strings.Builder
	ligne := l[:len(l)-len(corps)]
	for i, g := range groupes(corps, n-Largeur(retrait)) {
		switch {
		case i == 0:
			ligne += g
		case strings.TrimSpace(ligne) == "":
			ligne = retrait + strings.TrimLeft(g, " ")
		case Largeur(ligne)+Largeur(g) <= n:
			ligne += g
		default:
			b.WriteString(ligne + "\n")
			ligne = retrait + strings.TrimLeft(g, " ")
		}
		for Largeur(ligne) > n {
			// A word wider than the line: cut it where the line ends.
			tete := ansi.Truncate(ligne, n, "")
			b.WriteString(tete + "\n")
			ligne = retrait + ansi.TruncateLeft(ligne, Largeur(tete), "")
		}
	}
	b.WriteString(ligne)
	return b.String()
}

// groupes splits a line into the pieces a line may break before: each
// piece but the first starts with the spaces that precede it. What must
// stay together is one piece when it fits in n cells: words that colle
// binds, and a quoted span (« … », "…" or '…': a command or a name the
// reader may copy); a span wider than that breaks between its groups,
// keeping a span quoted inside it whole (the shell's quotes of a command
// in « … »: « mastermind resume "Solo 4×6, …" »), a group between its
// words.
func groupes(s string, n int) []string {
	var pieces []string
	for _, citation := range citations(liees(s)) {
		pieces = append(pieces, morceaux(citation, n)...)
	}
	return pieces
}

// morceaux are the pieces of a quoted span's groups (or of one group
// alone) for n cells: see groupes.
func morceaux(citation [][]string, n int) []string {
	if tout := joint(citation...); tient(tout, n) {
		return []string{tout}
	}
	if len(citation) == 1 {
		return citation[0]
	}
	pieces := morceaux(citation[:1], n)
	for _, c := range citations(citation[1:]) {
		pieces = append(pieces, morceaux(c, n)...)
	}
	return pieces
}

func tient(piece string, n int) bool { return Largeur(strings.TrimLeft(piece, " ")) <= n }

// joint is the text of groups of words.
func joint(groupes ...[]string) string {
	var b strings.Builder
	for _, g := range groupes {
		for _, mot := range g {
			b.WriteString(mot)
		}
	}
	return b.String()
}

// liees splits a line into groups of words that colle binds, each word
// with the spaces before it.
func liees(s string) [][]string {
	var g [][]string
	espaces := ""
	for i, m := range strings.Split(s, " ") {
		if m == "" && i > 0 {
			espaces += " "
			continue
		}
		mot := m
		if i > 0 {
			mot = espaces + " " + m
		}
		if len(g) > 0 && colle(joint(g[len(g)-1]), m, espaces == "") {
			g[len(g)-1] = append(g[len(g)-1], mot)
		} else {
			g = append(g, []string{mot})
		}
		espaces = ""
	}
	return g
}

// citations gathers the groups of each quoted span; every other group
// stands alone.
func citations(g [][]string) [][][]string {
	var out [][][]string
	for i := 0; i < len(g); i++ {
		fin := finCitation(g, i)
		out = append(out, g[i:fin+1])
		i = fin
	}
	return out
}

// finCitation is the group that closes the quote group i opens, or i when
// it opens none (or closes it itself).
func finCitation(g [][]string, i int) int {
	debut := strings.TrimLeft(ansi.Strip(joint(g[i])), " (")
	var ferme string
	switch {
	case strings.HasPrefix(debut, "«") && !strings.Contains(debut, "»"):
		ferme = "»"
	case strings.HasPrefix(debut, `"`) && strings.Count(debut, `"`) == 1:
		ferme = `"`
	case strings.HasPrefix(debut, "'") && strings.Count(debut, "'") == 1:
		ferme = "'"
	default:
		return i
	}
	for k := i + 1; k < len(g); k++ {
		if strings.Contains(ansi.Strip(joint(g[k])), ferme) {
			return k
		}
	}
	return i
}

// colle reports whether word b must stay on the line of the piece a
// ends; seul tells that a single space separates them.
func colle(a, b string, seul bool) bool {
	if b == "" {
		return false
	}
	premier, _ := utf8.DecodeRuneInString(ansi.Strip(b))
	if strings.ContainsRune(":;!?»", premier) {
		return true
	}
	fin := ansi.Strip(a)
	if strings.HasSuffix(fin, "«") || strings.HasSuffix(fin, "\u00a0") {
		return true
	}
	if !seul {
		return false
	}
	mot, suivant := dernierMot(fin), ansi.Strip(b)
	if n := strings.TrimRight(suivant, ".,;)"); strings.HasSuffix(fin, ":") && n != suivant && nombre(n) {
		// A count that ends a clause stays with what it counts:
		// "(codes possibles : 256)." never leaves "256)." alone on a line.
		return true
	}
	// A number keeps the word it counts: "5 pions"; a flag its value:
	// "--seed 7"; a command what it takes: "sauver [nom]", "corriger N";
	// a list of letters stays whole: "R B J V", and a sum: "2 + 2 × 1 =
	// 4"; two pegs of one code stay together.
	return nombre(mot) && unicode.IsLetter(premier) || strings.HasPrefix(strings.TrimLeft(mot, "("), "--") ||
		argument(suivant) || operation(mot) || operation(suivant) || pion(dernierMot(a)) && pion(b)
}

// argument reports whether w stands for what a command takes, as a help
// writes it: a word in brackets, or one capital letter ("N"), which is
// also how a palette's letters are listed.
func argument(w string) bool {
	w = strings.TrimRight(w, ".,;:)")
	if strings.HasPrefix(w, "[") {
		return true
	}
	r, n := utf8.DecodeRuneInString(w)
	return n == len(w) && unicode.IsUpper(r)
}

// nombre reports whether w is a number as the catalogue writes one:
// digits, thousands apart with a no-break space or a comma, a decimal
// comma or point ("1 296", "4,34").
func nombre(w string) bool {
	chiffre := false
	for _, r := range w {
		chiffre = r >= '0' && r <= '9'
		if !chiffre && r != ',' && r != '.' && r != '\u00a0' {
			return false
		}
	}
	return chiffre // and it ends with a digit: "1," ends a clause
}

// operation reports whether w is an arithmetic sign.
func operation(w string) bool { return w == "+" || w == "−" || w == "×" || w == "=" }

func dernierMot(s string) string {
	if i := strings.LastIndexByte(s, ' '); i >= 0 {
		return s[i+1:]
	}
	return s
}

// pion reports whether w is one peg of a drawn code: a disc or a hole and
// its letter.
func pion(w string) bool {
	v := ansi.Strip(w)
	return Largeur(v) <= 3 && (strings.ContainsRune(v, '●') || strings.ContainsRune(v, '◌'))
}

// Liste lays items out on lines of at most n cells, each line starting
// with retrait, two spaces between items; an item is never split (unless
// it is wider than a line). With n ≤ 0, one line.
func Liste(items []string, n int, retrait string) string {
	if n <= 0 {
		return retrait + strings.Join(items, "  ")
	}
	var b strings.Builder
	ligne := ""
	for _, it := range items {
		switch {
		case ligne == "":
			ligne = retrait + it
		case Largeur(ligne)+2+Largeur(it) <= n:
			ligne += "  " + it
		default:
			b.WriteString(ligne + "\n")
			ligne = retrait + it
		}
	}
	b.WriteString(ligne)
	return Coupe(b.String(), n)
}

// Largeurs are the widths in cells of the columns of rows, as Tableau
// lays them out: each as wide as its widest cell, two spaces apart.
func Largeurs(rows [][]string) []int {
	if len(rows) == 0 {
		return nil
	}
	larg := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, c := range r {
			if i < len(larg) {
				larg[i] = max(larg[i], Largeur(c))
			}
		}
	}
	return larg
}

// Tableau lays a table out for n cells: rows[0] is the header, the first
// column is aligned left and the others right, two spaces apart. When the
// table is wider than n, its columns are split into blocks, one under the
// other, each repeating the first column. With n ≤ 0, one block.
func Tableau(rows [][]string, n int) string {
	if len(rows) == 0 {
		return ""
	}
	larg := Largeurs(rows)
	var blocs [][]int
	bloc := []int{}
	total := larg[0]
	for i := 1; i < len(larg); i++ {
		if n > 0 && len(bloc) > 0 && total+2+larg[i] > n {
			blocs = append(blocs, bloc)
			bloc, total = []int{}, larg[0]
		}
		bloc = append(bloc, i)
		total += 2 + larg[i]
	}
	blocs = append(blocs, bloc)
	var b strings.Builder
	for k, bloc := range blocs {
		if k > 0 {
			b.WriteString("\n")
		}
		for _, r := range rows {
			ligne := r[0] + strings.Repeat(" ", larg[0]-Largeur(r[0]))
			for _, i := range bloc {
				c := ""
				if i < len(r) {
					c = r[i]
				}
				ligne += "  " + strings.Repeat(" ", larg[i]-Largeur(c)) + c
			}
			b.WriteString(strings.TrimRight(ligne, " ") + "\n")
		}
	}
	return b.String()
}
