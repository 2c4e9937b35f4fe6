package strategie

import (
	"math"
	"math/bits"
)

// Critere is how a score strategy ranks the guesses by the way they split
// the codes still possible (a Decoupage).
type Critere int

// The criteria of the score strategies.
const (
	// MinMax: the smallest largest class (Knuth, 1976).
	MinMax Critere = iota
	// MaxParts: the most non-empty classes (Kooi, 2005).
	MaxParts
	// MaxEntropie: the largest entropy of the answer (Neuwirth, 1982).
	MaxEntropie
	// MinAttendue: the smallest expected class size (Irving, 1979).
	MinAttendue
)

// Criteres lists the criteria in the order of the strategy list.
func Criteres() []Critere { return []Critere{MinMax, MaxParts, MaxEntropie, MinAttendue} }

// Nom is the name of the strategy that uses the criterion: knuth,
// most-parts, entropy, expected-size.
func (c Critere) Nom() string {
	switch c {
	case MinMax:
		return "knuth"
	case MaxParts:
		return "most-parts"
	case MaxEntropie:
		return "entropy"
	case MinAttendue:
		return "expected-size"
	}
	return "?"
}

// Valeur is the figure a player reads for split d under the criterion: the
// largest class, the number of parts, the entropy in bits, or the expected
// size. Larger is better for MaxParts and MaxEntropie, smaller for the two
// others. The strategies compare exact integers instead (see Cout).
func (c Critere) Valeur(d Decoupage) float64 {
	switch c {
	case MinMax:
		return float64(d.Pire())
	case MaxParts:
		return float64(d.Parts())
	case MaxEntropie:
		return d.Entropie()
	}
	return d.Attendue()
}

// Cout is the exact figure a score strategy minimises: an unsigned 128-bit
// integer, so that two guesses whose figures are mathematically equal
// always tie and the tie-break decides, never rounding noise.
//
// MinMax: the largest class; MaxParts: 2^32 − parts; MinAttendue: Σ n²;
// MaxEntropie: Σ n·log2 n in fixed point (see tableLog), which orders as
// minus the entropy for a given number of codes.
type Cout struct{ hi, lo uint64 }

// Moins reports whether c is strictly better (smaller) than d.
func (c Cout) Moins(d Cout) bool { return c.hi < d.hi || (c.hi == d.hi && c.lo < d.lo) }

var coutInfini = Cout{math.MaxUint64, math.MaxUint64}

// plus adds n·x to c.
func (c Cout) plus(n uint64, x uint64) Cout {
	hi, lo := bits.Mul64(n, x)
	var r Cout
	var retenue uint64
	r.lo, retenue = bits.Add64(c.lo, lo, 0)
	r.hi, _ = bits.Add64(c.hi, hi, retenue)
	return r
}

// suivant is c + 1: the least figure that is not better than c.
func (c Cout) suivant() Cout {
	if c.lo == math.MaxUint64 {
		if c.hi == math.MaxUint64 {
			return c
		}
		return Cout{hi: c.hi + 1}
	}
	return Cout{hi: c.hi, lo: c.lo + 1}
}

// compare is −1, 0 or 1 as c is better than, equal to or worse than d.
func (c Cout) compare(d Cout) int {
	switch {
	case c.Moins(d):
		return -1
	case d.Moins(c):
		return 1
	}
	return 0
}

// plusHaut adds h·2^64 to c.
func (c Cout) plusHaut(h uint64) Cout { c.hi += h; return c }

// partsMax is the constant MaxParts subtracts the parts from.
const partsMax = 1 << 32

// Cout is the exact figure of split d under the criterion: what the
// strategy compares (see the type Cout).
func (c Critere) Cout(d Decoupage) Cout { return c.cout(d, nil) }

// cout is Cout with a table of logarithms (nil: factoring).
func (c Critere) cout(d Decoupage, lg *tableLog) Cout {
	switch c {
	case MinMax:
		return Cout{lo: uint64(d.Pire())}
	case MaxParts:
		return Cout{lo: uint64(partsMax - d.Parts())}
	case MinAttendue:
		return Cout{lo: uint64(d.SommeCarres())}
	}
	var s Cout
	for _, k := range d {
		if k > 1 {
			s = lg.ajouteNlog(s, k)
		}
	}
	return s
}
