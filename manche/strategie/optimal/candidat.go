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
	if m.table != nil {
		gagne = m.table.gagnant
	}
	kmax := 0
	for _, c := range s {
		var vu uint64
		if m.table != nil {
			vu = m.table.reponses(c, s)
		} else {
			vu = m.reponses(c, s)
		}
		k := bits.OnesCount64(vu &^ gagne)
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
// 2(n − w) − k, so only the set of answers matters, vu (one bit each,
// gagnant the winning answer's) for proposal g on n codes. The largest
// class is known when at most one class holds two codes (max 1 or 2),
// else it is at least 2 (max 3: it only orders proposals of equal
// bounds).
func borneLineaire(n int, g int32, vu, gagnant uint64) (candidat, bool) {
	return candidatLineaire(n, g, bits.OnesCount64(vu&^gagnant), vu&gagnant != 0)
}

// candidatLineaire is borneLineaire's candidat from the number k of
// non-winning answers of g on n codes and whether g wins on one.
func candidatLineaire(n int, g int32, k int, gagne bool) (candidat, bool) {
	c := candidat{coup: g, gagne: gagne, max: 3}
	w := 0
	if gagne {
		w = 1
	}
	c.borne = n + 2*(n-w) - k
	switch k {
	case n - w:
		c.max = 1
	case n - w - 1:
		c.max = 2
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

// bornesBloc computes the candidat of every proposal of bloc on s with d
// proposals left into niv.bloc, and whether it is of any use into
// niv.utiles: from the table when there is one, block by block (a row of
// the table serves every proposal of the block). lineaire is cherche's
// case: every class small enough for its bound to be 2m − 1 (the largest
// class is then only known up to 2).
//
// Pré-requis: len(bloc) <= tailleBloc.
func (f *fil) bornesBloc(s, bloc []int32, d int, lineaire bool, niv *niveau) {
	m := f.m
	t := m.table
	n := len(s)
	cs, us := niv.bloc[:len(bloc)], niv.utiles[:len(bloc)]
	switch {
	case m.large && lineaire:
		for j, g := range bloc {
			cs[j], us[j] = f.borneLineaireLarge(s, g)
		}
	case t == nil && lineaire:
		for j, g := range bloc {
			cs[j], us[j] = borneLineaire(n, g, m.reponses(g, s), 1<<m.gagnant)
		}
	case t == nil:
		for j, g := range bloc {
			cs[j], us[j] = f.borneCoup(s, g, d, niv)
		}
	case lineaire:
		t.reponsesLineaires(s, bloc, niv.vus)
		for j, g := range bloc {
			cs[j], us[j] = borneLineaire(n, g, niv.vus[j], t.gagnant)
		}
	default:
		t.compte(s, bloc, niv.cpt16)
		lb := m.b.ligne(d - 1)
		for j, g := range bloc {
			c := candidat{borne: n, coup: g}
			k := 0
			for a, x := range niv.cpt16[j*t.rangs : (j+1)*t.rangs] {
				if x == 0 {
					continue
				}
				if a == t.rangG {
					c.gagne = true
					continue
				}
				k++
				c.borne += lb[x]
				c.max = max(c.max, int32(x))
			}
			c.borne = min(c.borne, infini)
			cs[j], us[j] = c, c.gagne || k > 1
		}
	}
}
