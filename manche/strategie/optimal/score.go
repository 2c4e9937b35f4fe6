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
	ms := m.masques
	mg := ms[g]
	p := uint(m.t.Pions)
	var vu uint64
	for _, c := range s {
		x := &ms[c]
		a := uint(bits.OnesCount64(mg.pos&x.pos))*p + uint(bits.OnesCount64(mg.nb&x.nb))
		vu |= 1 << (a & 63)
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

// tableMax is the largest code space whose answers are tabulated whole,
// one byte per pair of codes: 16 MiB at 4096 codes.
const tableMax = 4096

// tableOctetsMax bounds the table of a class (tablePour): the rows of its
// codes only, 256 MiB (a class of 7105 codes of 5 × 8 takes 233 MB).
const tableOctetsMax = 1 << 28

// tableReponses tabulates the answers of pairs of codes, each as its
// rank among the answers (bien + mal <= Pions), so that an answer is one
// bit of a 64-bit mask up to 9 pegs. Row c lists the answers of code c to
// every proposal: scanning the proposals of a small set row by row reads
// memory in order and counts no bits.
type tableReponses struct {
	n       int
	pas     int     // the length of a row: n rounded up to a power of two
	rep     []uint8 // rep[i*pas+g]: the rank of the answer of the code of row i to proposal g
	lignes  []int32 // lignes[c]: the row of code c (nil: row c, every code has one)
	gagnant uint64  // the bit of the winning answer's rank
	rangs   int     // the number of ranks
	rangG   int     // the winning answer's rank
}

// tablePour returns the table a search of the candidates s needs, or nil
// when it would be too large: every row when s is the whole space (at most
// tableMax codes), else, when classe is set, the rows of s's codes, since
// the search reads only the rows of codes of the sets it meets, all
// subsets of s (a class bounded for hours pays a few seconds for its
// rows; the hybrid's many small classes would pay more than they gain).
func (m *moteur) tablePour(s []int32, classe bool) *tableReponses {
	n := len(m.masques)
	switch {
	case m.large:
		return nil
	case len(s) == len(m.e.Secrets()) && n <= tableMax:
		return m.nouvelleTable(nil)
	case classe && len(s) < len(m.e.Secrets()) && len(s)*pas(n) <= tableOctetsMax:
		return m.nouvelleTable(s)
	}
	return nil
}

// nouvelleTable tabulates the answers of m's codes: the rows of the codes
// of s only, or every row when s is nil.
func (m *moteur) nouvelleTable(s []int32) *tableReponses {
	n, p := len(m.masques), m.t.Pions
	rang := make([]uint8, m.nbRep)
	k := uint8(0)
	for a := range rang {
		if bien, mal := a/(p+1), a%(p+1); bien+mal <= p {
			rang[a] = k
			k++
		}
	}
	t := &tableReponses{n: n, pas: pas(n), gagnant: 1 << rang[m.gagnant], rangs: int(k), rangG: int(rang[m.gagnant])}
	codes := s
	if s == nil {
		codes = make([]int32, n)
		for c := range codes {
			codes[c] = int32(c)
		}
	} else {
		t.lignes = make([]int32, n)
		for c := range t.lignes {
			t.lignes[c] = -1
		}
		for i, c := range s {
			t.lignes[c] = int32(i)
		}
	}
	t.rep = make([]uint8, len(codes)*t.pas)
	for i, c := range codes {
		x, ligne := m.masques[c], t.rep[i*t.pas:i*t.pas+n]
		for g, y := range m.masques {
			ligne[g] = rang[bits.OnesCount64(x.pos&y.pos)*p+bits.OnesCount64(x.nb&y.nb)]
		}
	}
	return t
}

// ligne is the row of code c: its answers to every proposal (pas of
// them, those past n unused).
func (t *tableReponses) ligne(c int32) []uint8 {
	i := int(c)
	if t.lignes != nil {
		i = int(t.lignes[c])
	}
	return t.rep[i*t.pas : i*t.pas+t.pas]
}

// pas is n rounded up to a power of two, the length of a row: a
// proposal's index masked by pas − 1 is then known to be in the row,
// and survivants' inner loop checks no bounds (10% of a class's search).
func pas(n int) int { return 1 << bits.Len(uint(n-1)) }

// reponsesLineaires sets vus[j] to the set of answers (ranks, one bit
// each) of proposal props[j] against the codes of s.
func (t *tableReponses) reponsesLineaires(s, props []int32, vus []uint64) {
	vus = vus[:len(props)]
	clear(vus)
	i := 0
	for ; i+3 < len(s); i += 4 {
		// Four rows at a time: a quarter of the loads and stores of vus.
		l1, l2, l3, l4 := t.ligne(s[i]), t.ligne(s[i+1]), t.ligne(s[i+2]), t.ligne(s[i+3])
		for j, g := range props {
			vus[j] |= 1<<(l1[g]&63) | 1<<(l2[g]&63) | 1<<(l3[g]&63) | 1<<(l4[g]&63)
		}
	}
	for ; i < len(s); i++ {
		ligne := t.ligne(s[i])
		for j, g := range props {
			vus[j] |= 1 << (ligne[g] & 63)
		}
	}
}

// survivants returns, of the proposals bloc, those whose linear sum on s
// can be below meilleur, with their sets of answers (vus[j] for
// vivants[j]), in the scratch space vivants and vus (tailleBloc each).
// Each code adds one class at most, so after i rows a proposal with k
// classes so far ends with at most k + n − i, and its sum 3n − k is then
// meilleur or more when k + n − i ≤ 3n − meilleur: it is dropped. That
// is the rule of a proposal outside s; a code of s (its winning class
// counts 2) may be dropped by it too, which changes nothing as the
// callers try s's codes first. The rows are read four at a time, and the
// proposals left packed as they are read, without branches.
func (t *tableReponses) survivants(s, bloc []int32, meilleur int, vivants []int32, vus []uint64) ([]int32, []uint64) {
	vivants = append(vivants[:0], bloc...)
	vus = vus[:len(vivants)]
	clear(vus)
	n := len(s)
	for i := 0; i < n && len(vivants) > 0; {
		var l1, l2, l3, l4 []uint8
		if i+3 < n {
			l1, l2, l3, l4 = t.ligne(s[i]), t.ligne(s[i+1]), t.ligne(s[i+2]), t.ligne(s[i+3])
			i += 4
		} else {
			// The last rows: a row read twice adds nothing.
			l1, l2, l3, l4 = t.ligne(s[i]), t.ligne(s[min(i+1, n-1)]), t.ligne(s[min(i+2, n-1)]), t.ligne(s[n-1])
			i = n
		}
		// Kept when k > seuil, that is seuil − k < 0; k is 1 or more.
		seuil := 2*n - meilleur + i
		if seuil < 1 {
			for j, g := range vivants {
				vus[j] |= 1<<(l1[g]&63) | 1<<(l2[g]&63) | 1<<(l3[g]&63) | 1<<(l4[g]&63)
			}
			continue
		}
		k := 0
		// The rows' length is a power of two (pas): g's index, masked,
		// needs no bounds check.
		masq := uint(len(l1) - 1)
		_ = l1[masq]
		l2, l3, l4 = l2[:len(l1)], l3[:len(l1)], l4[:len(l1)]
		vus = vus[:len(vivants)]
		for j, g := range vivants {
			x := uint(g) & masq
			vu := vus[j] | 1<<(l1[x]&63) | 1<<(l2[x]&63) | 1<<(l3[x]&63) | 1<<(l4[x]&63)
			vivants[k], vus[k] = g, vu
			k += int(uint64(seuil-bits.OnesCount64(vu)) >> 63)
		}
		vivants, vus = vivants[:k], vus[:k]
	}
	return vivants, vus
}

// reponses is moteur.reponses from the table, the answers as ranks.
func (t *tableReponses) reponses(g int32, s []int32) uint64 {
	ligne := t.ligne(g) // the table is symmetric (g is a code of the class)
	var vu uint64
	for _, c := range s {
		vu |= 1 << (ligne[c] & 63)
	}
	return vu
}

// compte sets cpt[j*rangs+a] to the number of codes of s whose answer to
// proposal props[j] has rank a.
//
// Pré-requis: len(cpt) >= len(props)*rangs.
func (t *tableReponses) compte(s, props []int32, cpt []uint16) {
	cpt = cpt[:len(props)*t.rangs]
	clear(cpt)
	i := 0
	for ; i+1 < len(s); i += 2 {
		// Two rows at a time: half the loop.
		l1 := t.ligne(s[i])
		l2 := t.ligne(s[i+1])
		base := 0
		for _, g := range props {
			cpt[base+int(l1[g])]++
			cpt[base+int(l2[g])]++
			base += t.rangs
		}
	}
	if i < len(s) {
		ligne := t.ligne(s[i])
		base := 0
		for _, g := range props {
			cpt[base+int(ligne[g])]++
			base += t.rangs
		}
	}
}
