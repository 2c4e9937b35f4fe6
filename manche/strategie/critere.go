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

// borne is a lower bound of the figure of any split of n codes into at most
// a classes: the most even split, since every figure is convex in the class
// sizes (MaxParts: min(n, a) parts). A guess that reaches it cannot be
// beaten.
func (c Critere) borne(n, a int, lg *tableLog) Cout {
	if c == MaxParts {
		return Cout{lo: uint64(partsMax - min(n, a))}
	}
	q, r := n/a, n%a
	switch c {
	case MinMax:
		if r > 0 {
			q++
		}
		return Cout{lo: uint64(q)}
	case MinAttendue:
		return Cout{lo: uint64(r*(q+1)*(q+1) + (a-r)*q*q)}
	}
	var s Cout
	if q+1 > 1 && r > 0 {
		s = s.plus(uint64(r)*uint64(q+1), lg.log(q+1))
	}
	if q > 1 {
		s = s.plus(uint64(a-r)*uint64(q), lg.log(q))
	}
	return s
}

// neutre is the figure of no class at all, for combine.
func (c Critere) neutre() Cout {
	if c == MaxParts {
		return Cout{lo: partsMax}
	}
	return Cout{}
}

// combine is the figure of the classes of two splits put together, given
// the figure of each: the larger for MinMax, the sum otherwise (for
// MaxParts, of the parts).
func (c Critere) combine(a, b Cout) Cout {
	switch c {
	case MinMax:
		if a.Moins(b) {
			return b
		}
		return a
	case MaxParts:
		return Cout{lo: a.lo + b.lo - partsMax}
	}
	return a.plus(1, b.lo).plusHaut(b.hi)
}

// tableLog gives log2 n in fixed point, exact for equal sums: log2 n is the
// sum over the prime factors p of n (with multiplicity) of log2 p rounded
// once to 44 fractional bits. So Σ n·log2 n over a split is Σ_p a_p·L_p
// for integers a_p, and since the logarithms of the primes are linearly
// independent over the rationals, two splits with mathematically equal
// sums have the same a_p, hence the same integer; unequal sums differ by
// far more than the rounding.
//
// The table covers n < len(t.l); larger n are factored on the fly. A nil
// *tableLog factors every n.
type tableLog struct {
	l []uint64
	// delta[k] is (k+1)·log2(k+1) − k·log2 k in the same fixed point:
	// adding a code to a class of k adds delta[k] to Σ n·log2 n, exactly.
	delta []uint64
	// nl[k] is k·log2 k, for the classes of every split counted: one
	// read instead of a read and a product.
	nl []uint64
}

const (
	echelleLog = 1 << 44
	// tailleTableLog covers the class sizes of every game up to 5×8
	// (32 768 codes) and beyond.
	tailleTableLog = 1 << 16
)

// nouvelleTableLog builds the table for n < taille with a sieve of
// smallest prime factors.
func nouvelleTableLog(taille int) *tableLog {
	l := make([]uint64, taille)
	ppf := make([]int32, taille)
	for i := 2; i < taille; i++ {
		if ppf[i] == 0 {
			for j := i; j < taille; j += i {
				if ppf[j] == 0 {
					ppf[j] = int32(i)
				}
			}
		}
	}
	for i := 2; i < taille; i++ {
		p := int(ppf[i])
		l[i] = logPremier(p) + l[i/p]
	}
	delta := make([]uint64, taille-1)
	for k := range delta {
		delta[k] = uint64(k+1)*l[k+1] - uint64(k)*l[k]
	}
	nl := make([]uint64, min(taille, maxNlog))
	for k := range nl {
		nl[k] = uint64(k) * l[k]
	}
	return &tableLog{l: l, delta: delta, nl: nl}
}

// maxNlog bounds the table of k·log2 k: below 2^15, k·log2 k in fixed
// point (at most 15·2^44 per unit of k) fits in 64 bits.
const maxNlog = 1 << 15

// ajouteNlog adds k·log2 k in fixed point to s.
func (t *tableLog) ajouteNlog(s Cout, k int) Cout {
	if t != nil && k < len(t.nl) {
		lo, retenue := bits.Add64(s.lo, t.nl[k], 0)
		return Cout{hi: s.hi + retenue, lo: lo}
	}
	return s.plus(uint64(k), t.log(k))
}

func logPremier(p int) uint64 { return uint64(math.Round(math.Log2(float64(p)) * echelleLog)) }

// log is log2 n in fixed point.
func (t *tableLog) log(n int) uint64 {
	if t != nil && n < len(t.l) {
		return t.l[n]
	}
	var s uint64
	for p := 2; p*p <= n; p++ {
		for n%p == 0 {
			s += logPremier(p)
			n /= p
		}
	}
	if n > 1 {
		s += logPremier(n)
	}
	return s
}
