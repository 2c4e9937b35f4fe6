package couleur

import (
	"errors"
	"fmt"
)

// Sentinel errors a caller can test with errors.Is.
var (
	// ErrNomVide: a colour name is empty.
	ErrNomVide = errors.New("empty colour name")
	// ErrPasUneLettre: a colour name does not start with a letter.
	ErrPasUneLettre = errors.New("colour name does not start with a letter")
	// ErrInitiales: two colour names start with the same letter.
	ErrInitiales = errors.New("two colours share an initial")
	// ErrNombre: a palette would have too few or too many colours.
	ErrNombre = errors.New("wrong number of colours")
	// ErrNomInvisible: a colour name holds a character that is not
	// shown but acts (a control character, a format character, a byte
	// that is not UTF-8): a name read from a file could otherwise
	// act on the screen that shows it.
	ErrNomInvisible = errors.New("colour name holds a control character")
)

// ErreurNom says which name, counted from 1, broke a rule.
type ErreurNom struct {
	Position int
	Nom      string
	Err      error // ErrNomVide, ErrPasUneLettre or ErrNomInvisible
}

func (e *ErreurNom) Error() string {
	return fmt.Sprintf("colour %d %q: %v", e.Position, e.Nom, e.Err)
}

// Unwrap lets errors.Is and errors.As see Err.
func (e *ErreurNom) Unwrap() error { return e.Err }

// ErreurInitiales names the two colours whose initials clash, as the player
// reads it: "Bleu et Blanc commencent tous deux par B".
type ErreurInitiales struct {
	Premier, Second string
	Lettre          rune
}

func (e *ErreurInitiales) Error() string {
	return fmt.Sprintf("%s and %s both start with %c", e.Premier, e.Second, e.Lettre)
}

// Unwrap lets errors.Is match ErrInitiales.
func (e *ErreurInitiales) Unwrap() error { return ErrInitiales }

// ErreurNombre says how many colours were asked and how many are allowed.
type ErreurNombre struct {
	Nombre, Max int
}

func (e *ErreurNombre) Error() string {
	return fmt.Sprintf("%d colours: a palette has from 1 to %d colours", e.Nombre, e.Max)
}

// Unwrap lets errors.Is match ErrNombre.
func (e *ErreurNombre) Unwrap() error { return ErrNombre }
