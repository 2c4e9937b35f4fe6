package commande

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/iostreams"
)

// NomManuel is the hidden command that writes the manual page (make man):
// "mastermind __man", the help of the program, of each command and of each
// topic, in the language of the run, as a man(7) page.
const NomManuel = "__man"

// largeurManuel is the width the help is laid out for in the manual page:
// man indents it by 7 columns, and 72 more fit in 80.
const largeurManuel = 72

// Manuel writes the manual page of the program whose commands are cmds,
// in the language of the run, as a man(7) page: NAME, SYNOPSIS,
// DESCRIPTION (the program's help), OPTIONS (its own flags, as declared),
// COMMANDS (each one's help and its OPTIONS, as declared), ENVIRONMENT,
// FILES, EXIT STATUS, COMPLETION and HELP. Its header is dated by
// DateManuel, never by the clock.
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
	id := IdentiteBinaire()
	var m strings.Builder
	fmt.Fprintf(&m, ".TH MASTERMIND 1 \"%s\" \"mastermind %s\" \"%s\"\n", DateManuel(a.Getenv, id), roff(id.Version), roff(a.Cat.T("manuel.manuel")))
	fmt.Fprintf(&m, ".SH NAME\nmastermind \\- %s\n", roff(resume))
	m.WriteString(".SH SYNOPSIS\n")
	synopsis := func(mots, reste string) {
		fmt.Fprintf(&m, ".B %s\n%s\n.br\n", roff(mots), reste)
	}
	synopsis("mastermind", `[\fIoptions\fR]`)
	for _, c := range cmds {
		reste := `[\fIoptions\fR]`
		if c.Arguments != "" {
			reste += ` \fI` + roff(a.Cat.T(c.Arguments)) + `\fR`
		}
		synopsis("mastermind "+c.Nom, reste)
	}
	synopsis("mastermind "+NomAide, `[\fI`+roff(a.Cat.T("manuel.sujet"))+`\fR]`)
	synopsis("mastermind "+SujetCompletion, `\fBbash\fR|\fBzsh\fR|\fBfish\fR|\fBpowershell\fR`)
	fmt.Fprintf(&m, ".SH DESCRIPTION\n%s", bloc(programme))
	fmt.Fprintf(&m, ".SH OPTIONS\n%s", optionsManuel(a, DeclarationProgramme(a)))
	m.WriteString(".SH COMMANDS\n")
	for _, c := range cmds {
		fmt.Fprintf(&m, ".SS %s\n", roff("mastermind "+c.Nom))
		if c.Aide != "" {
			fmt.Fprintf(&m, "%s.PP\n%s\n", bloc(sansOptions(aide(func(b *App) error { return b.Aide(b.Cat.T(c.Aide)) }))), roff(a.Cat.T("manuel.options")))
		}
		m.WriteString(optionsManuel(a, DeclarationDe(a, c)))
	}
	for _, s := range Sujets() {
		if s == NomAide {
			continue
		}
		fmt.Fprintf(&m, ".SH %s\n%s", strings.ToUpper(s), bloc(aide(func(b *App) error { _, err := b.AideSujet(s); return err })))
	}
	fmt.Fprintf(&m, ".SH FILES\n%s", bloc(aide(func(b *App) error { return b.Aide(b.Cat.T("manuel.fichiers")) })))
	fmt.Fprintf(&m, ".SH \"EXIT STATUS\"\n%s", bloc(aide(func(b *App) error { return b.Aide(b.Cat.T("manuel.sortie")) })))
	fmt.Fprintf(&m, ".SH HELP\n%s", bloc(aide(func(b *App) error { _, err := b.AideSujet(NomAide); return err })))
	_, err := io.WriteString(a.IOS.Out, m.String())
	return err
}

// DateManuel is the date of the manual page's header, YYYY-MM-DD: that of
// SOURCE_DATE_EPOCH (reproducible builds) when set, else the date the
// release build stamped, else the commit's the binary was built from;
// empty when none is known. Never the clock: the same sources give the
// same page.
func DateManuel(getenv func(string) string, id Identite) string {
	if s := getenv("SOURCE_DATE_EPOCH"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return time.Unix(n, 0).UTC().Format(time.DateOnly)
		}
	}
	if t, err := time.Parse(time.RFC3339, id.Date); err == nil {
		return t.UTC().Format(time.DateOnly)
	}
	return ""
}

// sansOptions is a command's help without its last line, the title of the
// list of options ("Options:") that the manual page gives as its own.
func sansOptions(s string) string {
	s = strings.TrimRight(s, "\n")
	if i := strings.LastIndexByte(s, '\n'); i >= 0 && strings.HasSuffix(s, ":") {
		s = s[:i]
	}
	return strings.TrimRight(s, "\n") + "\n"
}

// optionsManuel are the flags ds as a list of the manual page: a tagged
// paragraph (.TP) each, "--pegs N" in bold and italics, then its help
// in a's language.
func optionsManuel(a *App, ds []Drapeau) string {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, ".TP\n\\fB%s\\fR", roff("--"+d.Nom))
		if d.Argument != "" {
			fmt.Fprintf(&b, " \\fI%s\\fR", roff(d.Argument))
		}
		aide := d.Aide
		if d.Defaut != "" {
			aide += a.Cat.T("aide.defaut", d.Defaut)
		}
		fmt.Fprintf(&b, "\n%s\n", roff(strings.Join(strings.Fields(aide), " ")))
	}
	return b.String()
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
