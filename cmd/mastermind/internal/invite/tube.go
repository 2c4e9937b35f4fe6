package invite

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
)

// Tube asks through plain lines: menus are numbered lists, answers are
// read a line at a time. It writes no escape sequence. Each line read is
// echoed after its question (masked lines as a newline), so that the
// output of a script reads like a session at a terminal.
type Tube struct {
	out    io.Writer
	textes Textes

	once   sync.Once
	in     io.Reader
	lignes chan lue
	// illisible: a question gave up (ErrIllisible); so do the next ones.
	illisible bool
	// vu: the terminal's echo already shows each answer on the output;
	// sansEcho turns that echo off for a masked line (EntreeTerminal).
	vu       bool
	sansEcho func() (remet func())
}

// EntreeTerminal tells the Tube that its input is a terminal, which
// echoes what is typed (one that cannot move its cursor: TERM=dumb):
// sansEcho turns that echo off while a masked line is typed and returns
// what turns it back on; when the output is that terminal too (vu), an
// answer is not written again under its question.
func (l *Tube) EntreeTerminal(vu bool, sansEcho func() (remet func())) {
	l.vu, l.sansEcho = vu, sansEcho
}

// echo writes the answer s after its question, for a transcript; the
// terminal already showed it as it was typed.
func (l *Tube) echo(s string) {
	if !l.vu {
		fmt.Fprintln(l.out, s)
	}
}

// lue is a line read, or why it could not be.
type lue struct {
	texte string
	err   error
}

// NouveauTube asks on out and reads answers from in.
func NouveauTube(in io.Reader, out io.Writer, t Textes) *Tube {
	return &Tube{in: in, out: out, textes: t}
}

// lit returns the next line, without its end of line. A goroutine reads
// the input so that Ctrl-C (a cancelled context) interrupts a wait. A line
// too long to be an answer is an *ErreurLigneTropLongue, not the end of
// the input: see tropLongue.
func (l *Tube) lit(ctx context.Context) (string, error) {
	l.once.Do(func() {
		l.lignes = make(chan lue)
		go func() {
			defer close(l.lignes)
			r := NouveauLecteur(l.in)
			for {
				s, _, err := r.Lit()
				var long *ErreurLigneTropLongue
				if err != nil && !errors.As(err, &long) {
					return
				}
				l.lignes <- lue{s, err}
			}
		}()
	})
	select {
	case <-ctx.Done():
		return "", ctx.Err()
	case x, ok := <-l.lignes:
		if !ok {
			fmt.Fprintln(l.out)
			return "", ErrFin
		}
		return x.texte, x.err
	}
}

// MaxRefus is how many answers in a row a question refuses before the
// Tube gives up with ErrIllisible.
const MaxRefus = 20

// tropLongue reports whether err is a line too long, after telling the
// player it was dropped: the question is then asked again.
func (l *Tube) tropLongue(err error) bool {
	var long *ErreurLigneTropLongue
	if !errors.As(err, &long) {
		return false
	}
	fmt.Fprintln(l.out)
	fmt.Fprintln(l.out, l.textes.LigneTropLongue(long.Numero, long.Max))
	return true
}

// Ecrit writes texte.
func (l *Tube) Ecrit(texte string) { io.WriteString(l.out, texte) }

// Menu writes the options numbered from 1 and reads a number, or the text
// of an option (case ignored).
func (l *Tube) Menu(ctx context.Context, titre string, options []string) (int, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", titre)
	for i, o := range options {
		fmt.Fprintf(&b, "  %d) %s\n", i+1, o)
	}
	io.WriteString(l.out, b.String())
	for refus := 0; ; refus++ {
		if refus == MaxRefus || l.illisible {
			l.illisible = true
			return 0, ErrIllisible
		}
		fmt.Fprintf(l.out, l.textes.Choix, len(options))
		s, err := l.lit(ctx)
		if l.tropLongue(err) {
			continue
		}
		if err != nil {
			return 0, err
		}
		l.echo(s)
		if i, ok := choix(s, options); ok {
			return i, nil
		}
		fmt.Fprintf(l.out, l.textes.ChoixInvalide+"\n", len(options))
	}
}

func choix(s string, options []string) (int, bool) {
	s = strings.TrimSpace(s)
	if n, err := strconv.Atoi(s); err == nil && n >= 1 && n <= len(options) {
		return n - 1, true
	}
	for i, o := range options {
		if s != "" && strings.EqualFold(s, strings.TrimSpace(o)) {
			return i, true
		}
	}
	return 0, false
}

// Attend does nothing: a script reads on without waiting, and the line
// it would have answered is left for the next question.
func (l *Tube) Attend(ctx context.Context, _ string) error { return nil }

// Largeur is 0: a script reads every line whole.
func (l *Tube) Largeur() int { return 0 }

// Saisit asks until valide accepts the line.
func (l *Tube) Saisit(ctx context.Context, question string, valide func(string) error) (string, error) {
	return l.demande(ctx, question, valide, false)
}

// SaisitMasquee asks like Saisit and never echoes the line.
func (l *Tube) SaisitMasquee(ctx context.Context, question string, valide func(string) error) (string, error) {
	return l.demande(ctx, question, valide, true)
}

func (l *Tube) demande(ctx context.Context, question string, valide func(string) error, masque bool) (string, error) {
	for refus := 0; ; refus++ {
		if refus == MaxRefus || l.illisible {
			l.illisible = true
			return "", ErrIllisible
		}
		remet := func() {}
		if masque && l.sansEcho != nil {
			remet = l.sansEcho()
		}
		io.WriteString(l.out, question)
		s, err := l.lit(ctx)
		remet()
		if l.tropLongue(err) {
			continue
		}
		if err != nil {
			return "", err
		}
		if masque {
			fmt.Fprintln(l.out)
		} else {
			l.echo(s)
		}
		if valide == nil {
			return s, nil
		}
		err = valide(s)
		if err == nil {
			return s, nil
		}
		fmt.Fprintln(l.out, "  "+err.Error())
	}
}
