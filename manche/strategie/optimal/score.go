package optimal

import "math/bits"

// masque is a code as code.Espace scores it: bit i×Couleurs+c of pos is
// set when peg i has colour c, colour c owns Pions bits of nb, the lowest
// k set when the code holds k pegs of colour c. The answer index of two
// codes is popcount(pos∧pos')×Pions + popcount(nb∧nb'), as Espace.Score
// computes it (the tests check that they agree on every pair).
type masque struct{ pos, nb uint64 }

// reponses returns the set of answer indices of g against the codes of s,
// one bit each.
func (m *moteur) reponses(g int32, s []int32) uint64 {
	mg, p := m.masques[g], m.t.Pions
	var vu uint64
	for _, c := range s {
		x := m.masques[c]
		vu |= 1 << (bits.OnesCount64(mg.pos&x.pos)*p + bits.OnesCount64(mg.nb&x.nb))
	}
	return vu
}

// compte adds to nb[a] the number of codes of s whose answer to g is a.
// Two codes at a time go to two tables, nb and nb[64:] (summed at the
// end), so that equal answers in a row do not wait on each other.
//
// Pré-requis: len(nb) >= 128, nb[64:128] zero.
func (m *moteur) compte(g int32, s []int32, nb []int32) {
	mg, p := m.masques[g], m.t.Pions
	nb0, nb1 := nb[:64], nb[64:128]
	i := 0
	for ; i+1 < len(s); i += 2 {
		x, y := m.masques[s[i]], m.masques[s[i+1]]
		nb0[bits.OnesCount64(mg.pos&x.pos)*p+bits.OnesCount64(mg.nb&x.nb)]++
		nb1[bits.OnesCount64(mg.pos&y.pos)*p+bits.OnesCount64(mg.nb&y.nb)]++
	}
	if i < len(s) {
		x := m.masques[s[i]]
		nb0[bits.OnesCount64(mg.pos&x.pos)*p+bits.OnesCount64(mg.nb&x.nb)]++
	}
	for a := range m.nbRep {
		nb0[a] += nb1[a]
		nb1[a] = 0
	}
}
