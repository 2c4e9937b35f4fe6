package optimal

import "math/bits"

// candidat is a proposal with its counting bound.
type candidat struct {
	borne int
	coup  int32
	gagne bool // the proposal is itself a candidate
	max   int32
}

// candidats tries the candidates of s as proposals: when one of them
// separates all the others, 2n − 1 is the least total (every code but one
// needs two proposals at least) and it returns that proposal. Otherwise it
// returns a lower bound and -1: a candidate splitting the others into k
// classes costs at least n + the least bound of n−1 codes in k classes,
// and a proposal outside s at least n + that of n codes in r classes.
func (f *fil) candidats(s []int32, d int) (int, int32) {
	m := f.m
	if m.large {
		return f.candidatsLarges(s, d)
	}
	n := len(s)
	gagne := uint64(1) << m.gagnant
	kmax := 0
	for _, c := range s {
		k := bits.OnesCount64(m.reponses(c, s) &^ gagne)
		if k == n-1 {
			return 2*n - 1, c
		}
		kmax = max(kmax, k)
	}
	lb := min(n+m.b.partage(n-1, kmax, d-1), n+m.b.partage(n, min(m.r, n), d-1))
	return min(lb, infini), -1
}

// cle packs c into a number whose order is the order in which proposals
// are tried: the cheapest bound first, then a proposal that may win, then
// the smallest largest class, then the smallest code. Bounds tried are
// below beta, far below 2³¹; a code number takes 22 bits (MaxEspace).
func (c candidat) cle() uint64 {
	k := uint64(c.borne)<<32 | uint64(min(c.max, 1<<9-1))<<22 | uint64(c.coup)
	if !c.gagne {
		k |= 1 << 31
	}
	return k
}

func candidatDe(k uint64) candidat {
	return candidat{borne: int(k >> 32), coup: int32(k & (1<<22 - 1)), gagne: k&(1<<31) == 0}
}

// borneLineaire is borneCoup when every class is small enough for its
// bound to be 2m − 1 (bornes.lineaire): the sum of the classes' bounds is
// 2(n − w) − k, so only the set of answers matters, a mask. The largest
// class is not known: max is 1 when the classes are single codes, else 3
// (it only orders proposals of equal bounds).
func (f *fil) borneLineaire(s []int32, g int32, niv *niveau) (candidat, bool) {
	m := f.m
	if m.large {
		return f.borneLineaireLarge(s, g)
	}
	n := len(s)
	vu := m.reponses(g, s)
	gagne := vu&(1<<m.gagnant) != 0
	vu &^= 1 << m.gagnant
	k := bits.OnesCount64(vu)
	c := candidat{coup: g, gagne: gagne, max: 3}
	w := 0
	if gagne {
		w = 1
	}
	c.borne = n + 2*(n-w) - k
	if k == n-w {
		c.max = 1
	}
	return c, gagne || k > 1
}

// borneCoup is the counting bound of proposal g on s: n (everyone sees g)
// plus the bound of every class it leaves. A proposal that leaves s whole
// is useless.
func (f *fil) borneCoup(s []int32, g int32, d int, niv *niveau) (candidat, bool) {
	m := f.m
	n := len(s)
	nb := niv.cpt
	if m.large {
		m.compteLarge(g, s, nb)
	} else {
		m.compte(g, s, nb)
	}
	lb := m.b.ligne(d - 1)
	c := candidat{borne: n, coup: g}
	k := 0
	for a, x := range nb[:m.nbRep] {
		if x == 0 {
			continue
		}
		nb[a] = 0
		if a == m.gagnant {
			c.gagne = true
			continue
		}
		k++
		c.borne += lb[x]
		c.max = max(c.max, x)
	}
	c.borne = min(c.borne, infini)
	return c, c.gagne || k > 1
}
