package couleur

import "errors"

// The errors of this package name their own sentence: a key of the
// program's catalogue and its arguments (its Message), so that the
// catalogue words them knowing nothing of their types.

// donnee is a name read from a file or typed, shown visibly.
type donnee string

// Donnee returns the name, to be shown visibly.
func (d donnee) Donnee() string { return string(d) }

// Message names the sentence of a colour name that breaks a rule: empty,
// holding a control character, not starting with a letter.
func (e *ErreurNom) Message() (string, []any) {
	switch {
	case errors.Is(e.Err, ErrNomVide):
		return "err.nomvide", []any{e.Position}
	case errors.Is(e.Err, ErrNomInvisible):
		return "err.nominvisible", []any{e.Position, donnee(e.Nom)}
	}
	return "err.paslettre", []any{e.Nom}
}

// Message names the sentence of two colours whose initials clash.
func (e *ErreurInitiales) Message() (string, []any) {
	return "err.initiales", []any{e.Premier, e.Second, e.Lettre}
}

// Message names the sentence of a palette with too many or too few
// colours.
func (e *ErreurNombre) Message() (string, []any) {
	return "err.nombrecouleurs", []any{e.Max, e.Nombre}
}
