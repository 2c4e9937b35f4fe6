package strategie

import (
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
)

// AvecPremier is strategy S whose first proposal is imposed (the --first
// option): published tables often open 5×8 with RRBBJ rather than the
// code a score would pick. After the first row, S decides.
type AvecPremier struct {
	S       Strategie
	Premier code.Code
}

// Nom is the name of S.
func (a AvecPremier) Nom() string { return a.S.Nom() }

// Propose returns Premier on an empty board, else what S proposes.
//
// Résultat: as Strategie.Propose; on an empty board, the error of
// code.Taille.VerifieAdmissible when Premier is not a proposal the game
// allows (a colour twice without repeats), wrapped.
func (a AvecPremier) Propose(e *Etat) (code.Code, error) {
	if len(e.Lignes) == 0 {
		if err := e.Taille().VerifieAdmissible(a.Premier); err != nil {
			return code.Code{}, fmt.Errorf("first proposal %v: %w", a.Premier, err)
		}
		return a.Premier, nil
	}
	return a.S.Propose(e)
}
