package commande

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/iostreams"
)

// NomManuel is the hidden command that writes the manual page (make man):
// "mastermind __man", the help of the program, of each command and of each
// topic, in the language of the run, as a man(7) page.
const NomManuel = "__man"

// largeurManuel is the width the help is laid out for in the manual page:
// man indents it by 7 columns, and 72 more fit in 80.
const largeurManuel = 72

// Manuel writes the manual page of the program whose commands are cmds:
// the same texts as its help (the program's, each command's --help, each
// topic's), laid out for largeurManuel columns, in sections of a man(7)
// page.
func (a *App) Manuel(ctx context.Context, cmds []Commande) error {
	aide := func(f func(b *App) error) string {
		var out bytes.Buffer
		b := Nouvelle(a.Getenv, iostreams.Nouveaux(strings.NewReader(""), &out, io.Discard, a.Getenv))
		b.Cat, b.largeurAide = a.Cat, largeurManuel
		defer b.FermeProgrammes()
		_ = f(b)
		return out.String()
	}
	titre, corps, _ := strings.Cut(a.Cat.T("programme.aide", resumes(a.Cat, cmds)), "\n")
	_, resume, _ := strings.Cut(titre, " — ")
	programme := aide(func(b *App) error { return b.Aide(corps) })
	var m strings.Builder
	fmt.Fprintf(&m, ".TH MASTERMIND 1 \"\" \"mastermind %s\" \"User Commands\"\n", roff(IdentiteBinaire().Version))
	fmt.Fprintf(&m, ".SH NAME\nmastermind \\- %s\n", roff(resume))
	fmt.Fprintf(&m, ".SH DESCRIPTION\n%s", bloc(programme))
	m.WriteString(".SH COMMANDS\n")
	for _, c := range cmds {
		fmt.Fprintf(&m, ".SS %s\n%s", roff("mastermind "+c.Nom), bloc(aide(func(b *App) error { return c.Run(ctx, b, []string{"--help"}) })))
	}
	for _, s := range Sujets() {
		if s == NomAide {
			continue
		}
		fmt.Fprintf(&m, ".SH %s\n%s", strings.ToUpper(s), bloc(aide(func(b *App) error { _, err := b.AideSujet(s); return err })))
	}
	fmt.Fprintf(&m, ".SH HELP\n%s", bloc(aide(func(b *App) error { _, err := b.AideSujet(NomAide); return err })))
	_, err := io.WriteString(a.IOS.Out, m.String())
	return err
}

// bloc is a help text as a block of the manual page kept as it is laid out
// (.nf), each line escaped.
func bloc(s string) string {
	var b strings.Builder
	b.WriteString(".nf\n")
	for _, l := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		b.WriteString(roff(l) + "\n")
	}
	b.WriteString(".fi\n")
	return b.String()
}

// roff escapes a line of text for roff: its backslashes and dashes, a dot
// or a quote that would start a request, and every character beyond ASCII
// as its Unicode name (\[u00E9]), which groff and mandoc read alike.
func roff(s string) string {
	var b strings.Builder
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		b.WriteString(`\&`)
	}
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\e`)
		case r == '-':
			b.WriteString(`\-`)
		case r > 127:
			fmt.Fprintf(&b, `\[u%04X]`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
