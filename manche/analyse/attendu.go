package analyse

import "github.com/sae-mastermind/mastermind/manche/strategie"

// Attendu is how many codes a guess is expected to leave, as the strategy
// lab's expected-size criterion (Irving) counts it: Σ n² / N over the
// classes of the N codes still possible, split by the answer each would
// give. The winning class (the guess itself, when it may be the secret)
// counts as a class of one, as everywhere in the lab. Both integers are
// kept, so that two guesses compare exactly.
type Attendu struct {
	// Carres is Σ n² over the classes (strategie.Decoupage.SommeCarres).
	Carres int
	// Codes is N, the codes split.
	Codes int
}

// attenduDe is the expected size of split d.
func attenduDe(d strategie.Decoupage) Attendu {
	return Attendu{Carres: d.SommeCarres(), Codes: d.Total()}
}

// Valeur is Carres / Codes, for display; 0 when no code was split.
func (a Attendu) Valeur() float64 {
	if a.Codes == 0 {
		return 0
	}
	return float64(a.Carres) / float64(a.Codes)
}

// Compare is −1, 0 or 1 as a leaves fewer, as many or more codes on
// average than b, compared exactly (cross-multiplied).
func (a Attendu) Compare(b Attendu) int {
	x, y := a.Carres*b.Codes, b.Carres*a.Codes
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}
