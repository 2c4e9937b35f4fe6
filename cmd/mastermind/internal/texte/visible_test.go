package texte

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestVisible(t *testing.T) {
	for _, tt := range []struct{ donnee, vue string }{
		{"python3 lexico.py", "python3 lexico.py"},
		{"Rouge\x1b]0;pwned\a", `Rouge\e]0;pwned\a`},
		{"evil.py\r\x1b[2K\x1b[1Apython3 lexico.py", `evil.py\r\e[2K\e[1Apython3 lexico.py`},
		{"\x1b]52;c;Y3VybA==\x07", `\e]52;c;Y3VybA==\a`},
		{"a\u009b2Jb", `a\u009b2Jb`},
		{"abc\u202edcb", `abc\u202edcb`},
		{"zéro\u200blargeur", `zéro\u200blargeur`},
		{"tab\tnl\nnul\x00del\x7f", "tab\t" + `nl\nnul\x00del\x7f`},
		{"bad\xffutf8", `bad\xffutf8`},
		{"garde \uFFFD tel quel", "garde \uFFFD tel quel"},
		{"émoji 🎯 et accents", "émoji 🎯 et accents"},
	} {
		assert.Equal(t, tt.vue, Visible(tt.donnee), "%q", tt.donnee)
	}
}

func TestCommandeVisible(t *testing.T) {
	for _, tt := range []struct {
		mots []string
		vue  string
	}{
		{[]string{"python3", "/home/ana/lexico.py"}, "python3 /home/ana/lexico.py"},
		{[]string{"sh", "-c", "echo a b"}, `sh -c 'echo a b'`},
		{[]string{"sh", "-c", "it's"}, `sh -c 'it'\''s'`},
		{[]string{"evil.py\r\x1b[2K\x1b[1Apython3 lexico.py"}, `$'evil.py\r\e[2K\e[1Apython3 lexico.py'`},
		{[]string{"a'b\\c\x1b"}, `$'a\'b\\c\e'`},
		{[]string{""}, "''"},
		{[]string{"a\tb"}, `$'a\tb'`},
	} {
		assert.Equal(t, tt.vue, CommandeVisible(tt.mots), "%q", tt.mots)
	}
}

// FuzzVisible: nothing Visible returns acts on a terminal.
func FuzzVisible(f *testing.F) {
	for _, s := range []string{"", "a\x1bb", "\xff\xfe", "\u202e", "\u009b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v := Visible(s)
		assert.True(t, utf8.ValidString(v))
		for _, r := range v {
			assert.False(t, invisible(r) && r != '\t', "%q in %q", r, v)
		}
		if !aMasquer(s, false) {
			assert.Equal(t, s, v)
		}
		assert.False(t, strings.ContainsAny(CommandeVisible([]string{s}), "\x1b\r\n\t"))
	})
}

// TestTShowsDataVisibly: whatever a sentence is given, nothing but the
// program's own colours, new lines and tabs acts on the terminal.
func TestTShowsDataVisibly(t *testing.T) {
	c := Nouveau(Anglais)
	assert.Equal(t, `the program \e]0;pwned\a is not run; to accept it later, choose it again in Settings`,
		c.T("consent.refusjoueur", "\x1b]0;pwned\a"))
	peinte := "\x1b[91m●R\x1b[0m\n\t\x1b[38;5;208m●O\x1b[0m « é »\n"
	assert.Contains(t, c.T("consent.refusjoueur", peinte), peinte, "the program's colours pass")
	for _, s := range []string{"\x1b[2K", "\x1b[1A", "a\rb", "\x1b]52;c;eA==\a", "\u009b2J", "\x1bc", "\x1b[8m", "x\x1b["} {
		if s == "\x1b[8m" {
			continue // an SGR: conceals, but moves nothing (the sites that show data make it visible)
		}
		assert.NotContains(t, c.T("consent.refusjoueur", s), s)
	}
}

// TestTShowsARuneVisibly: a character from data given to %c is shown
// visibly too (a program's proposal holding an escape).
func TestTShowsARuneVisibly(t *testing.T) {
	c := Nouveau(Francais)
	assert.Equal(t, `« \e » (pion 3) n'est pas une des lettres R B J V O N`, c.T("programme.cause.lettre", '\x1b', 3, "R B J V O N"))
}
