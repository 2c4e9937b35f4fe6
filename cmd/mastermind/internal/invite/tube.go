package invite

import (
	"bufio"
	"context"
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
	lignes chan string
}

// NouveauTube asks on out and reads answers from in.
func NouveauTube(in io.Reader, out io.Writer, t Textes) *Tube {
	return &Tube{in: in, out: out, textes: t}
}

// lit returns the next line, without its end of line. A goroutine reads
// the input so that Ctrl-C (a cancelled context) interrupts a wait.
func (l *Tube) lit(ctx context.Context) (string, error) {
	l.once.Do(func() {
		l.lignes = make(chan string)
		go func() {
			defer close(l.lignes)
			s := bufio.NewScanner(l.in)
			s.Buffer(make([]byte, 64*1024), 1024*1024)
			for s.Scan() {
				l.lignes <- strings.TrimRight(s.Text(), "\r")
			}
		}()
	})
	select {
	case <-ctx.Done():
		return "", ctx.Err()
	case s, ok := <-l.lignes:
		if !ok {
			fmt.Fprintln(l.out)
			return "", ErrFin
		}
		return s, nil
	}
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
	for {
		fmt.Fprintf(l.out, l.textes.Choix, len(options))
		s, err := l.lit(ctx)
		if err != nil {
			return 0, err
		}
		fmt.Fprintln(l.out, s)
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

// Saisit asks until valide accepts the line.
func (l *Tube) Saisit(ctx context.Context, question string, valide func(string) error) (string, error) {
	return l.demande(ctx, question, valide, false)
}

// SaisitMasquee asks like Saisit and never echoes the line.
func (l *Tube) SaisitMasquee(ctx context.Context, question string, valide func(string) error) (string, error) {
	return l.demande(ctx, question, valide, true)
}

func (l *Tube) demande(ctx context.Context, question string, valide func(string) error, masque bool) (string, error) {
	for {
		io.WriteString(l.out, question)
		s, err := l.lit(ctx)
		if err != nil {
			return "", err
		}
		if masque {
			fmt.Fprintln(l.out)
		} else {
			fmt.Fprintln(l.out, s)
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
