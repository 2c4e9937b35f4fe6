package texte

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Visible returns s with every character that would act on a terminal
// instead of showing written visibly, as a shell's $'…' writes it: the
// C0 and C1 controls and DEL (\e, \r, \n, \a, \b, \f, \v, \xHH,
// \u009b; a tab stays, which only moves right, as a Java stack trace's), Unicode's format characters (the bidirectional overrides and
// isolates that reorder a line, the zero-width ones: \u202e, \u200b),
// the line and paragraph separators, and bytes that are not UTF-8
// (\xHH). Every string that comes from a file, a program or the command
// line goes through it before it is shown: a save's command or colour
// names, a program's error stream, a tree's fields. It is the one way
// to do it; escapes the program itself writes (colours, the board) never
// come from data.
func Visible(s string) string { return visible(s, false) }

// visible is Visible, tabs written \t too when tab.
func visible(s string, tab bool) string {
	if !aMasquer(s, tab) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case invisible(r) && (tab || r != '\t'):
			b.WriteString(echappe(r))
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// aMasquer reports whether s holds anything visible writes otherwise.
func aMasquer(s string, tab bool) bool {
	for i, r := range s {
		if (invisible(r) && (tab || r != '\t')) || (r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD")) {
			return true
		}
	}
	return false
}

// invisible reports whether r acts on a terminal or on the text's layout
// rather than showing as itself.
func invisible(r rune) bool {
	return r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0x9f) ||
		unicode.Is(unicode.Cf, r) || r == '\u2028' || r == '\u2029'
}

// echappe is how Visible writes r.
func echappe(r rune) string {
	switch r {
	case 0x1b:
		return `\e`
	case '\r':
		return `\r`
	case '\n':
		return `\n`
	case '\t':
		return `\t`
	case '\a':
		return `\a`
	case '\b':
		return `\b`
	case '\f':
		return `\f`
	case '\v':
		return `\v`
	}
	if r < 0x80 {
		return fmt.Sprintf(`\x%02x`, r)
	}
	return fmt.Sprintf(`\u%04x`, r)
}

// CommandeVisible writes the words of a command as a POSIX shell would
// read them back, each character visible: a word of letters, digits and
// -_./:=,+@% as it is, one with a control or format character between
// $'…' (Visible's escapes, a tab's too, a backslash and a quote), any
// other between single quotes. Nothing in it can move the cursor, erase,
// or hide a part of the command: what the player reads is what runs.
func CommandeVisible(mots []string) string {
	cites := make([]string, len(mots))
	for i, m := range mots {
		switch {
		case m != "" && strings.IndexFunc(m, func(r rune) bool { return !motSimple(r) }) < 0:
			cites[i] = m
		case aMasquer(m, true):
			m = strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(m)
			cites[i] = "$'" + visible(m, true) + "'"
		default:
			cites[i] = "'" + strings.ReplaceAll(m, "'", `'\''`) + "'"
		}
	}
	return strings.Join(cites, " ")
}

// motSimple reports whether r needs no quoting in a shell word.
func motSimple(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-_./:=,+@%", r)
}
