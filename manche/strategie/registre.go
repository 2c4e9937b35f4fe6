package strategie

import (
	"fmt"
	"strings"
)

// ErrInconnue: no strategy has that name.
var ErrInconnue = fmt.Errorf("unknown strategy")

// ErreurInconnue names the unknown strategy and lists the known ones.
type ErreurInconnue struct {
	Nom    string
	Connus []string
}

func (e *ErreurInconnue) Error() string {
	return fmt.Sprintf("unknown strategy %q (known: %s)", e.Nom, strings.Join(e.Connus, ", "))
}

// Unwrap lets errors.Is match ErrInconnue.
func (e *ErreurInconnue) Unwrap() error { return ErrInconnue }

// Noms lists the strategies Nouvelle knows, the base one first.
func Noms() []string {
	return []string{"lexico"}
}

// Nouvelle returns the strategy called nom.
//
// Résultat: the strategy, or an *ErreurInconnue.
func Nouvelle(nom string) (Strategie, error) {
	switch nom {
	case "lexico":
		return Lexico{}, nil
	}
	return nil, &ErreurInconnue{Nom: nom, Connus: Noms()}
}
