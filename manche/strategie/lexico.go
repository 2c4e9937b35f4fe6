package strategie

import "mastermind/code"

// Lexico is the course's base strategy: propose the smallest code, in
// lexicographic order, that agrees with every earlier answer. Its first
// proposal is the first admissible code (RRRR when colours may repeat).
//
// The course walks the codes with passeCodeSuivantLexico from the last
// proposal; every code it skips was incompatible when it was skipped and
// stays so, hence the smallest candidate is the same code.
type Lexico struct{}

// Nom is "lexico".
func (Lexico) Nom() string { return "lexico" }

// Propose returns the smallest candidate.
func (Lexico) Propose(e *Etat) (code.Code, error) {
	if len(e.Candidats) == 0 {
		return code.Code{}, ErrAucunCandidat
	}
	return e.Espace.Code(int(e.Candidats[0])), nil
}
