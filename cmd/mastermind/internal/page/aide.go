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
func CoupeAide(s string, n int) string {
	if n <= 0 {
		return s
	}
	lignes := strings.Split(s, "\n")
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
