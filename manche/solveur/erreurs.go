package solveur

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors a caller can test with errors.Is. A bad code is reported
// with the code package's errors (*code.ErreurLongueur, *code.ErreurLettre),
// the impossible answer (pegs−1, 1) with *code.ErreurReponse.
var (
	// ErrComptes: the counts are missing or cannot be read as two numbers.
	ErrComptes = errors.New("counts missing or unreadable")
	// ErrTrop: the counts name more pegs than the code has coloured holes.
	ErrTrop = errors.New("counts exceed the coloured holes")
)

// ErreurComptes holds the counts part of a row that could not be read;
// Texte is empty when the counts are missing.
type ErreurComptes struct {
	Texte string
}

func (e *ErreurComptes) Error() string {
	if e.Texte == "" {
		return "missing counts (bien placés, mal placés)"
	}
	return fmt.Sprintf("%q is not two counts (bien placés, mal placés)", e.Texte)
}

// Unwrap lets errors.Is match ErrComptes.
func (e *ErreurComptes) Unwrap() error { return ErrComptes }

// ErreurTrop says that the counts Bien and Mal (either may be Inconnu) add
// up to more pegs than the code's Colores holes that are not jokers.
type ErreurTrop struct {
	Bien, Mal int
	Colores   int
	// Jokers is true when the code has joker holes, which never count.
	Jokers bool
}

func (e *ErreurTrop) Error() string {
	return fmt.Sprintf("counts %s and %s exceed the %d coloured holes", compte(e.Bien), compte(e.Mal), e.Colores)
}

// Unwrap lets errors.Is match ErrTrop.
func (e *ErreurTrop) Unwrap() error { return ErrTrop }

// Total is the number of pegs the known counts name.
func (e *ErreurTrop) Total() int { return max(e.Bien, 0) + max(e.Mal, 0) }

// ErreurLigne is a row that could not be read: its line number, its text,
// what is wrong (Err), and an example of a good row for the same palette
// and number of pegs, for the message the player reads.
type ErreurLigne struct {
	Numero  int
	Texte   string
	Exemple string
	// Err is an *ErreurComptes, an *ErreurTrop, a *code.ErreurLongueur, a
	// *code.ErreurLettre, a *code.ErreurReponse, or, from LitTout without
	// repeats, a *code.ErreurRepetition.
	Err error
}

func (e *ErreurLigne) Error() string {
	return fmt.Sprintf("line %d %q: %v (example: %s)", e.Numero, e.Texte, e.Err, e.Exemple)
}

// Unwrap lets errors.Is and errors.As see Err.
func (e *ErreurLigne) Unwrap() error { return e.Err }

// ErreursLignes lists every row that could not be read, in order.
type ErreursLignes []*ErreurLigne

func (e ErreursLignes) Error() string {
	s := make([]string, len(e))
	for i, x := range e {
		s[i] = x.Error()
	}
	return strings.Join(s, "; ")
}

// Unwrap lets errors.Is and errors.As look at each row's error.
func (e ErreursLignes) Unwrap() []error {
	errs := make([]error, len(e))
	for i, x := range e {
		errs[i] = x
	}
	return errs
}
