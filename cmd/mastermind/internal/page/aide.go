package page

import (
	"regexp"
	"strings"
)

// colonnes reads a row of two columns in a help text: its indentation, a
// term (words one space apart: "--pegs N", "mastermind demo [options]"),
// two spaces or more, and the term's description.
var colonnes = regexp.MustCompile(`^( +)(\S(?:\S| \S)*)( {2,})(\S.*)$`)

// CoupeAide wraps a help text so that no line is wider than n cells, as
// Coupe does (between words, never inside one that fits). A row of two
// columns (a flag or a command, two spaces or more, its description)
// continues under its description; when the description starts past half
// the width, it goes under the term instead, four spaces further in.
//
// The lines of a paragraph (lines that start with no space, one after
// the other) are joined first, so that a text the catalogue wraps for 80
// columns flows again on a narrower terminal, with no line of a word or
// two.
func CoupeAide(s string, n int) string {
	if n <= 0 {
		return s
	}
	var lignes []string
	for _, l := range strings.Split(s, "\n") {
		if k := len(lignes) - 1; k >= 0 && paragraphe(lignes[k]) && paragraphe(l) {
			lignes[k] += " " + l
			continue
		}
		lignes = append(lignes, l)
	}
	for i, l := range lignes {
		if Largeur(l) <= n {
			continue
		}
		m := colonnes.FindStringSubmatch(l)
		if m == nil {
			lignes[i] = coupeLigne(l, n)
			continue
		}
		retrait, terme, description := m[1], m[2], m[4]
		if col := Largeur(retrait + terme + m[3]); col <= n/2 {
			coupe := coupeLigne(strings.Repeat(" ", col)+description, n)
			lignes[i] = retrait + terme + m[3] + coupe[col:]
			continue
		}
		lignes[i] = coupeLigne(retrait+terme, n) + "\n" + coupeLigne(retrait+"    "+description, n)
	}
	return strings.Join(lignes, "\n")
}

// paragraphe reports whether l is a line of a paragraph: text that starts
// with no space.
func paragraphe(l string) bool { return l != "" && l[0] != ' ' }
