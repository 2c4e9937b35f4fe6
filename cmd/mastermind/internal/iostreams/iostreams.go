// Package iostreams carries the program's standard streams together with
// what the program must know about them: whether each is a terminal,
// what the terminal can do (TERM), and whether colour is wanted (on a
// terminal that moves its cursor, or with CLICOLOR_FORCE; never with
// NO_COLOR).
package iostreams

import (
	"errors"
	"io"
	"os"

	"golang.org/x/term"
)

// IOStreams are the program's input, output and error streams.
type IOStreams struct {
	In  io.Reader
	Out io.Writer
	Err io.Writer

	// InTTY, OutTTY and ErrTTY are true when the stream is a terminal.
	InTTY, OutTTY, ErrTTY bool
	// NoColor is true when the NO_COLOR environment variable is set to
	// anything (https://no-color.org).
	NoColor bool
	// Capacites are what TERM and its neighbours say the terminal can do.
	Capacites

	// sortie is Out when it is watched (see ErreurSortie), nil otherwise.
	sortie *surveillee
}

// Nouveaux wraps the given streams, finding out which are terminals (an
// *os.File connected to one) and whether NO_COLOR is set. An output that
// is not a terminal is watched: ErreurSortie says whether a write failed.
func Nouveaux(in io.Reader, out, errw io.Writer, getenv func(string) string) *IOStreams {
	s := &IOStreams{
		In: in, Out: out, Err: errw,
		InTTY:     estTerminal(in),
		OutTTY:    estTerminal(out),
		ErrTTY:    estTerminal(errw),
		NoColor:   getenv("NO_COLOR") != "",
		Capacites: LitCapacites(getenv),
	}
	if !s.OutTTY {
		s.sortie = &surveillee{w: out}
		if f, ok := out.(*os.File); ok && fermeeAuDepart(f) {
			s.sortie.err = ErrFermee
		}
		s.Out = s.sortie
	}
	return s
}

// Fermee reports whether the standard output was closed when the program
// started: the program then writes nothing and fails (status 1, with a
// sentence), where a closed pipe (a reader gone, as "| head -1") ends it
// quietly, by SIGPIPE, as cat.
func (s *IOStreams) Fermee() bool {
	return s.sortie != nil && errors.Is(s.sortie.err, ErrFermee)
}

// Couleur reports whether the output may hold ANSI colours: on a terminal
// that is not dumb, or anywhere with CLICOLOR_FORCE, never with NO_COLOR.
func (s *IOStreams) Couleur() bool {
	return !s.NoColor && (s.Force || s.OutTTY && !s.Muet)
}

// Interactif reports whether both input and output are terminals and the
// terminal moves its cursor (TERM is set and not dumb), the condition for
// the full-screen menus.
func (s *IOStreams) Interactif() bool { return s.InTTY && s.OutTTY && !s.Muet }

// Largeur is the output terminal's width in columns, 80 when unknown.
func (s *IOStreams) Largeur() int {
	if f, ok := s.Out.(*os.File); ok && s.OutTTY {
		if w, _, err := term.GetSize(int(f.Fd())); err == nil && w > 0 {
			return w
		}
	}
	return 80
}

// LargeurErreurs is the error stream's terminal width in columns, 80 when
// unknown: progress lines are drawn there.
func (s *IOStreams) LargeurErreurs() int {
	if f, ok := s.Err.(*os.File); ok && s.ErrTTY {
		if w, _, err := term.GetSize(int(f.Fd())); err == nil && w > 0 {
			return w
		}
	}
	return 80
}

// Mise is the width in cells that text for the output is laid out for
// (package page): one less than the terminal's width, read now, so that a
// full line never leaves the cursor past its end; 0, no limit, when the
// output is not a terminal.
func (s *IOStreams) Mise() int {
	if !s.OutTTY {
		return 0
	}
	return max(s.Largeur()-1, 1)
}

func estTerminal(v any) bool {
	f, ok := v.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
