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
		{"tab\tnl\nnul\x00del\x7f", `tab\tnl\nnul\x00del\x7f`},
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
			assert.False(t, invisible(r), "%q in %q", r, v)
		}
		if !aMasquer(s) {
			assert.Equal(t, s, v)
		}
		assert.False(t, strings.ContainsAny(CommandeVisible([]string{s}), "\x1b\r\n"))
	})
}
