package strategie

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Mathematically equal sums Σ n·log2 n give the same integer: 6·6 is
// 12 + 12·log2 3, and so are four classes of 3 and six of 2.
func TestEntropyFixedPointIsExactForEqualSums(t *testing.T) {
	for _, lg := range []*tableLog{nouvelleTableLog(100), nil} {
		a := MaxEntropie.cout(Decoupage{6, 6}, lg)
		b := MaxEntropie.cout(Decoupage{3, 3, 3, 3, 2, 2, 2, 2, 2, 2}, lg)
		assert.Equal(t, a, b)
		assert.True(t, MaxEntropie.cout(Decoupage{6, 5}, lg).Moins(a))
		assert.Equal(t, MaxEntropie.Cout(Decoupage{6, 6}), a, "the exported figure is the same")
	}
	lg := nouvelleTableLog(1 << 10)
	for n := 2; n < 1<<12; n++ {
		assert.Equal(t, lg.log(n), (*tableLog)(nil).log(n), "table and factoring agree for %d", n)
		assert.InDelta(t, math.Log2(float64(n)), float64(lg.log(n))/echelleLog, 1e-9)
	}
}

// The table of k·log2 k gives the sums the products give, below its end,
// at it and past it (up to the classes of 10 pegs).
func TestNlogTableEqualsProducts(t *testing.T) {
	lg := nouvelleTableLog(tailleTableLog)
	base := Cout{hi: 1, lo: math.MaxUint64 - 5}
	for _, k := range []int{2, 3, 1000, maxNlog - 1, maxNlog, maxNlog + 1, tailleTableLog - 1, tailleTableLog, 1 << 22, 60466176} {
		assert.Equal(t, base.plus(uint64(k), lg.log(k)), lg.ajouteNlog(base, k), "k=%d", k)
		assert.Equal(t, base.plus(uint64(k), lg.log(k)), (*tableLog)(nil).ajouteNlog(base, k), "k=%d without a table", k)
	}
}
