package strategie

import "mastermind/code"

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
func (a AvecPremier) Propose(e *Etat) (code.Code, error) {
	if len(e.Lignes) == 0 {
		return a.Premier, nil
	}
	return a.S.Propose(e)
}
