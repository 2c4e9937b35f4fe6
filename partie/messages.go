package partie

import "errors"

// entier is a count written with its thousands apart.
type entier int

// Entier returns the count.
func (n entier) Entier() int { return int(n) }

// Message names the sentence of a count over its bound, rounds or tries:
// a key of the program's catalogue and its arguments, so that the
// catalogue words it knowing nothing of its type.
func (e *ErreurBorne) Message() (string, []any) {
	if errors.Is(e.Err, ErrTropDeManches) {
		return "err.tropdemanches", []any{entier(e.Valeur), e.Max}
	}
	return "err.tropdessais", []any{entier(e.Valeur), e.Max}
}
