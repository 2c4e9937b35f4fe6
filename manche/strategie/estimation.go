package strategie

import (
	"math"
	"time"

	"github.com/sae-mastermind/mastermind/code"
)

// Estime is about how long Calcule takes to play strategy nom against every
// admissible secret of size t on ouvriers cores, so that a person is warned
// before a long computation: a rough figure (within a factor of two or so)
// from measures on the project's machine, not a promise. 0 for a strategy
// Table does not hold (a program, the optimal strategy).
//
// The score strategies cost about c·S^1.5 seconds of one core for S
// secrets, c growing with the pegs (docs/STRATEGIES.md gives the
// measures); the others about a few microseconds per secret (each row of
// Table says its cost). The tree keeps the cores busy about 85 % of the
// time.
func Estime(nom string, t code.Taille, ouvriers int) time.Duration {
	f, err := Cherche(nom)
	if err != nil {
		return 0
	}
	return f.Estime(t, ouvriers)
}

// facteur is the cost of the score strategy of criterion c relative to
// Knuth's.
func (c Critere) facteur() float64 {
	switch c {
	case MaxParts:
		return 0.4
	case MaxEntropie:
		return 1.15
	case MinAttendue:
		return 1.1
	}
	return 1
}

// coutPions is c of Knuth's c·S^1.5 seconds for codes of p pegs, measured
// up to 7 pegs (4×6, 5×8, 5×9, 6×7, 6×9, 7×6) and three times more per
// peg beyond.
func coutPions(p int) float64 {
	switch {
	case p <= 4:
		return 1.6e-7
	case p == 5:
		return 1.2e-7
	case p == 6:
		return 1.6e-7
	}
	return 4.6e-7 * math.Pow(3, float64(p-7))
}
