package optimal

import "math/bits"

// Sizes of 8 pegs and more. An answer index, bien × Pions + communs, goes
// up to Pions × (Pions+1): 72 for 8 pegs, 110 for 10. The loops of
// score.go keep the answers of a proposal in one 64-bit word and count
// them in tables of 64, which is what makes them fast up to 7 pegs; the
// larger sizes take the functions below instead (moteur.large), with
// sets of two words. They compute the same things as their twins of
// score.go and candidat.go; the tests compare the search on these sizes
// with the plain recursion.

// Two words hold every answer index of MaxPionsForce pegs: a larger one
// does not compile until the sets below grow.
const _ uint = 127 - MaxPionsForce*(MaxPionsForce+1)

// reponsesLarges is reponses for the large sizes: the number of distinct
// non-winning answers of g against the codes of s, and whether one of
// them is g itself.
func (m *moteur) reponsesLarges(g int32, s []int32) (k int, gagne bool) {
	mg, p := m.masques[g], m.t.Pions
	var vu [2]uint64
	for _, c := range s {
		x := m.masques[c]
		a := bits.OnesCount64(mg.pos&x.pos)*p + bits.OnesCount64(mg.nb&x.nb)
		vu[a>>6&1] |= 1 << (a & 63)
	}
	w := m.gagnant
	gagne = vu[w>>6&1]&(1<<(w&63)) != 0
	vu[w>>6&1] &^= 1 << (w & 63)
	return bits.OnesCount64(vu[0]) + bits.OnesCount64(vu[1]), gagne
}

// compteLarge is compte for the large sizes: it adds to nb[a] the number
// of codes of s whose answer to g is a, in one table.
//
// Pré-requis: len(nb) >= m.nbRep.
func (m *moteur) compteLarge(g int32, s []int32, nb []int32) {
	mg, p := m.masques[g], m.t.Pions
	nb = nb[:m.nbRep]
	for _, c := range s {
		x := m.masques[c]
		nb[bits.OnesCount64(mg.pos&x.pos)*p+bits.OnesCount64(mg.nb&x.nb)]++
	}
}

// candidatsLarges is candidats for the large sizes.
func (f *fil) candidatsLarges(s []int32, d int) (int, int32) {
	m := f.m
	n := len(s)
	kmax := 0
	for _, c := range s {
		k, _ := m.reponsesLarges(c, s)
		if k == n-1 {
			return 2*n - 1, c
		}
		kmax = max(kmax, k)
	}
	lb := min(n+m.b.partage(n-1, kmax, d-1), n+m.b.partage(n, min(m.r, n), d-1))
	return min(lb, infini), -1
}

// borneLineaireLarge is borneLineaire for the large sizes.
func (f *fil) borneLineaireLarge(s []int32, g int32) (candidat, bool) {
	k, gagne := f.m.reponsesLarges(g, s)
	return candidatLineaire(len(s), g, k, gagne)
}
