package analyse

// Note is the grade of one guess, in plain words (the catalogue words
// each one; String is for programmers and scripts).
type Note int

// The grades, from the best.
const (
	// Meilleure: no guess was expected to leave fewer codes (ties going,
	// as in the lab, to a guess that may be the secret), or the guess is
	// the one the optimal strategy plays there.
	Meilleure Note = iota
	// Bonne: the guess was expected to leave at most a quarter more codes
	// than the best one (see SeuilBonne).
	Bonne
	// Impossible: the guess could not be the secret (an earlier answer
	// ruled it out) and was not as good as Bonne.
	Impossible
	// AmeliorerPossible: the guess could have been the secret, but
	// another one was expected to leave clearly fewer codes.
	AmeliorerPossible
	// SansInformation: every code still possible gives the guess the same
	// answer, and the guess could not be the secret: it taught nothing.
	SansInformation
)

// SeuilBonne is how much more than the best a good guess may be expected
// to leave, as a fraction num/den of the best's expected size: 5/4, a
// quarter more.
const (
	SeuilBonneNum = 5
	SeuilBonneDen = 4
)

// Notes lists the grades from the best.
func Notes() []Note {
	return []Note{Meilleure, Bonne, Impossible, AmeliorerPossible, SansInformation}
}

// String is the grade's name in scripts and files: best, good,
// impossible, improvable, no-information.
func (n Note) String() string {
	switch n {
	case Meilleure:
		return "best"
	case Bonne:
		return "good"
	case Impossible:
		return "impossible"
	case AmeliorerPossible:
		return "improvable"
	case SansInformation:
		return "no-information"
	}
	return "?"
}

// Points is the grade as a number for averages over many moves: 4 for the
// best guess down to 0 for a guess that taught nothing.
func (n Note) Points() int {
	switch n {
	case Meilleure:
		return 4
	case Bonne:
		return 3
	case Impossible, AmeliorerPossible:
		return 1
	}
	return 0
}
