package strategie

import (
	"math"
	"math/bits"
)

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
