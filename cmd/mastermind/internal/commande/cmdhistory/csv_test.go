package cmdhistory

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCSVCellsNeverRun: issue 43's cells, a formula a spreadsheet would
// run and a control character, written as text; plain cells as they are.
func TestCSVCellsNeverRun(t *testing.T) {
	for entree, voulue := range map[string]string{
		`=HYPERLINK("http://x","clic")`: `'=HYPERLINK("http://x","clic")`,
		"+1+1":                          "'+1+1",
		"-2+3":                          "'-2+3",
		"@SUM(A1)":                      "'@SUM(A1)",
		"\tx":                           "\uFFFDx",
		"solo\x1b[2J":                   "solo\uFFFD[2J",
		"solo\u202e":                    "solo\uFFFD",
		"solo":                          "solo",
		"RRBJ 1 2;VJBR 4 0":             "RRBJ 1 2;VJBR 4 0",
		"2026-11-26T10:00:00Z":          "2026-11-26T10:00:00Z",
		"":                              "",
	} {
		assert.Equal(t, voulue, celluleSure(entree), "%q", entree)
	}
	assert.Equal(t, []string{"1", "'=A1"}, cellulesSures([]string{"1", "=A1"}))
}
