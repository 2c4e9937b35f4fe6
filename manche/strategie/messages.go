package strategie

import "strings"

// Message names the sentence of an unknown strategy, with the names
// known: a key of the program's catalogue and its arguments, so that the
// catalogue words it knowing nothing of its type.
func (e *ErreurInconnue) Message() (string, []any) {
	return "err.strategie", []any{e.Nom, strings.Join(e.Connus, ", ")}
}
