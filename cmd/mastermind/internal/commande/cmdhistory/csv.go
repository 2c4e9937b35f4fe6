package cmdhistory

import (
	"strings"
	"unicode"
)

// celluleSure is s as a CSV cell a spreadsheet shows and never runs:
// every character that is not printable (a control character, an
// escape's ESC, a bidirectional mark, a tab) becomes U+FFFD, and a cell
// that then starts as a formula would (=, +, -, @) gets a leading
// apostrophe, which spreadsheets take as "text".
func celluleSure(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsPrint(r) {
			return r
		}
		return unicode.ReplacementChar
	}, s)
	if s != "" && strings.ContainsRune("=+-@", rune(s[0])) {
		return "'" + s
	}
	return s
}

// cellulesSures applies celluleSure to every cell of ligne.
func cellulesSures(ligne []string) []string {
	sures := make([]string, len(ligne))
	for i, c := range ligne {
		sures[i] = celluleSure(c)
	}
	return sures
}
