package solveur

import (
	"context"
	"math/bits"
	"slices"

	"github.com/sae-mastermind/mastermind/code"
)

// BudgetMinimum bounds the search for a smallest contradiction: the number
// of (subset, satisfiable set) comparisons it may make before it settles
// for a minimal one. 2^24 comparisons take a few tens of milliseconds.
const BudgetMinimum = 1 << 24

// Contradiction finds rows that cannot all be true, when no admissible code
// of size t agrees with every row: the player mis-scored one of them.
//
// Résultat: nil when some code agrees with every row. Else the indices in
// lignes (increasing) of a set of rows that no code satisfies and that is
// minimal: without any one of them, some code satisfies the others. Up to
// 64 rows the set is also as small as possible (the first such set in
// order of indices) unless the search would exceed BudgetMinimum, and it
// costs one pass over the codes; beyond 64 rows it is found by halving
// (see explique), a few passes per row of the set whatever the number of
// rows. Errors are those of Candidats, and the context's error when ctx
// is cancelled (within milliseconds).
func Contradiction(ctx context.Context, t code.Taille, lignes []Observation) ([]int, error) {
	if err := t.VerifieEspace(); err != nil {
		return nil, err
	}
	cs := criteres(lignes, t)
	if len(cs) > 64 {
		return parMoities(ctx, t, cs)
	}
	maximaux, ok := ensemblesSatisfaits(ctx, t, cs)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if ok {
		return nil, nil
	}
	if s, trouve := plusPetit(len(cs), maximaux); trouve {
		return indices(s), nil
	}
	return indices(minimal(tousLes(len(cs)), maximaux)), nil
}

// maxReduction is the largest number of distinct sets of satisfied rows
// that ensemblesSatisfaits reduces to the maximal ones (a quadratic step).
const maxReduction = 1 << 12

// ensemblesSatisfaits returns the sets of rows (bit k for row k) that some
// code satisfies, reduced to those no other set contains when there are at
// most maxReduction of them; ok is true when one code satisfies every row.
func ensemblesSatisfaits(ctx context.Context, t code.Taille, cs []critere) (maximaux []uint64, ok bool) {
	tous := tousLes(len(cs))
	vus := map[uint64]bool{}
	precedent := ^uint64(0)
	parcours(ctx, t, func(_ []int32, masques []code.Masque) bool {
		for _, m := range masques {
			var s uint64
			for k := range cs {
				if cs[k].accepte(m) {
					s |= 1 << k
				}
			}
			if s == tous {
				ok = true
				return false
			}
			if s != precedent {
				vus[s] = true
				precedent = s
			}
		}
		return true
	})
	if ok {
		return nil, true
	}
	ensembles := make([]uint64, 0, len(vus))
	for s := range vus {
		ensembles = append(ensembles, s)
	}
	if len(ensembles) > maxReduction {
		// Keeping only the maximal sets would cost more than it saves.
		return ensembles, false
	}
	// Larger sets first: a set is dropped when an earlier kept one holds it.
	slices.SortFunc(ensembles, func(a, b uint64) int {
		if d := bits.OnesCount64(b) - bits.OnesCount64(a); d != 0 {
			return d
		}
		return compare(a, b)
	})
	for _, s := range ensembles {
		if !couvert(s, maximaux) {
			maximaux = append(maximaux, s)
		}
	}
	return maximaux, false
}

// tousLes is the set of rows 0 to n−1 (n <= 64).
func tousLes(n int) uint64 {
	if n == 64 {
		return ^uint64(0)
	}
	return uint64(1)<<n - 1
}

func compare(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// couvert reports whether some set of ensembles holds every row of s: then
// a code satisfies the rows of s.
func couvert(s uint64, ensembles []uint64) bool {
	for _, e := range ensembles {
		if e&s == s {
			return true
		}
	}
	return false
}

// plusPetit looks for the first set of rows, by size then in order of
// indices, that no set of maximaux holds. Every smaller set was found
// satisfiable first, so the set is minimal. It gives up (false) past
// BudgetMinimum comparisons.
func plusPetit(n int, maximaux []uint64) (uint64, bool) {
	cout := 0
	for k := 1; k <= n; k++ {
		trouve, abandon := uint64(0), false
		combinaisons(n, k, func(s uint64) bool {
			cout += len(maximaux) + 1
			if cout > BudgetMinimum {
				abandon = true
				return false
			}
			if !couvert(s, maximaux) {
				trouve = s
				return false
			}
			return true
		})
		switch {
		case trouve != 0:
			return trouve, true
		case abandon:
			return 0, false
		}
	}
	return 0, false
}

// combinaisons calls f with every set of k rows among n, as bit sets in
// increasing order of their indices, until f returns false.
func combinaisons(n, k int, f func(uint64) bool) {
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	for {
		var s uint64
		for _, i := range idx {
			s |= 1 << i
		}
		if !f(s) {
			return
		}
		j := k - 1
		for j >= 0 && idx[j] == n-k+j {
			j--
		}
		if j < 0 {
			return
		}
		idx[j]++
		for i := j + 1; i < k; i++ {
			idx[i] = idx[i-1] + 1
		}
	}
}

// minimal removes from the unsatisfiable set s every row whose removal
// leaves it unsatisfiable, in order: what remains is minimal.
func minimal(s uint64, maximaux []uint64) uint64 {
	for k := range 64 {
		if s&(1<<k) != 0 && !couvert(s&^(1<<k), maximaux) {
			s &^= 1 << k
		}
	}
	return s
}

// parMoities is Contradiction for more than 64 rows: QuickXplain (Junker,
// 2004), which finds a minimal set of k rows among n with about
// k·log2(n/k) tests of satisfiability instead of n.
func parMoities(ctx context.Context, t code.Taille, cs []critere) ([]int, error) {
	tous := make([]int, len(cs))
	for i := range tous {
		tous[i] = i
	}
	x := explication{ctx: ctx, t: t, cs: cs}
	if x.satisfiable(tous) {
		return nil, ctx.Err()
	}
	r := x.explique(nil, false, tous)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	slices.Sort(r)
	return r, nil
}

// explication holds what QuickXplain tests rows with.
type explication struct {
	ctx context.Context
	t   code.Taille
	cs  []critere
}

// satisfiable reports whether a code satisfies the rows of idx; once the
// context is cancelled it says no, which ends the search quickly.
func (x *explication) satisfiable(idx []int) bool {
	sous := make([]critere, len(idx))
	for k, i := range idx {
		sous[k] = x.cs[i]
	}
	return satisfiable(x.ctx, x.t, sous) && x.ctx.Err() == nil
}

// explique returns a minimal set of rows of candidats that, with the rows
// of fond (which some code satisfies), no code satisfies; ajoute says that
// fond has just grown, so that it is worth testing alone.
func (x *explication) explique(fond []int, ajoute bool, candidats []int) []int {
	if ajoute && !x.satisfiable(fond) {
		return nil
	}
	if len(candidats) == 1 {
		return candidats
	}
	a, b := candidats[:len(candidats)/2], candidats[len(candidats)/2:]
	avecA := append(slices.Clip(fond), a...)
	deB := x.explique(avecA, true, b)
	avecB := append(slices.Clip(fond), deB...)
	deA := x.explique(avecB, len(deB) > 0, a)
	return append(deA, deB...)
}

func indices(s uint64) []int {
	var r []int
	for s != 0 {
		k := bits.TrailingZeros64(s)
		r = append(r, k)
		s &^= 1 << k
	}
	return r
}
