package optimal

import (
	"math/bits"
	"slices"

	"github.com/sae-mastermind/mastermind/code"
)

// propositions returns the numbers of the proposals worth trying on
// candidates s after a history of group g: one code per class of
// equivalent proposals (see symetrie.go). A code that holds a ruled out
// colour holds the smallest one only; never played colours come in order
// of first appearance; with explicit symmetries, a code is kept when no
// symmetric image of it is smaller.
//
// Without repeats the proposals are the admissible codes (the rule of the
// game binds them): no colour twice, and the ruled out colours, in
// increasing order, on the pegs that hold one.
//
// The list depends only on the group, the played and the ruled out
// colours: it is kept, by the group's signature, for the next sets with
// the same ones (the same groups come back under many histories), up to
// maxListes codes in all per worker: past that, the lists kept are
// forgotten and the next ones kept (3 × 16 makes more lists than that
// from the played and ruled out colours alone). The result is shared:
// callers must not modify it.
func (f *fil) propositions(s []int32, g *groupe, prof int) []int32 {
	m := f.m
	var presents uint32
	for _, c := range s {
		presents |= m.coul[c]
	}
	tous := uint32(1)<<m.t.Couleurs - 1
	elim := tous &^ presents
	cle := cleListe{sig: g.sig, joues: g.joues, elim: elim}
	if l, ok := f.listes[cle]; ok {
		return l
	}
	niv := f.niveau(prof)
	niv.props = f.genereListe(g, elim, niv.props[:0])
	if f.listes == nil || f.tailleListes+len(niv.props) > maxListes {
		// Full: the lists are forgotten and made again as needed.
		f.listes, f.tailleListes = map[cleListe][]int32{}, 0
	}
	l := slices.Clone(niv.props)
	f.listes[cle] = l
	f.tailleListes += len(l)
	return l
}

// cleListe is the key of a list of proposals: the group's signature, its
// played colours and the colours ruled out.
type cleListe struct {
	sig         [2]uint64
	joues, elim uint32
}

// maxListes bounds the codes a worker keeps in its proposal lists (4 bytes
// each).
const maxListes = 1 << 20

// genereListe appends to dst the proposals worth trying after a history of
// group g, with the colours elim ruled out.
func (f *fil) genereListe(g *groupe, elim uint32, dst []int32) []int32 {
	m := f.m
	gen := &f.gen
	gen.elim = elim
	gen.e0 = -1
	if gen.elim != 0 {
		gen.e0 = int8(bits.TrailingZeros32(gen.elim))
	}
	gen.actifs = gen.actifs[:0]
	for v := range m.t.Couleurs {
		if g.joues&(1<<v) != 0 && gen.elim&(1<<v) == 0 {
			gen.actifs = append(gen.actifs, uint8(v))
		}
	}
	gen.morts = gen.morts[:0]
	switch {
	case m.t.SansRepetition:
		for v := range m.t.Couleurs {
			if gen.elim&(1<<v) != 0 {
				gen.morts = append(gen.morts, uint8(v))
			}
		}
	case gen.e0 >= 0:
		gen.actifs = append(gen.actifs, uint8(gen.e0))
	}
	gen.libres = gen.libres[:0]
	for v := range m.t.Couleurs {
		if (g.joues|gen.elim)&(1<<v) == 0 {
			gen.libres = append(gen.libres, uint8(v))
		}
	}
	gen.g = g
	gen.dst = dst
	if m.t.SansRepetition {
		f.genereSansRepetition(0, 0, 0, 0, 0)
	} else {
		f.genere(0, 0, 0)
	}
	return gen.dst
}

// generateur is the state of propositions' walk.
type generateur struct {
	elim    uint32
	e0      int8
	actifs  []uint8 // played colours still possible, then (with repeats) the ruled out representative
	libres  []uint8 // never played colours still possible, in order
	morts   []uint8 // without repeats, the ruled out colours, in order
	chiffre [16]uint8
	image   [16]uint8
	g       *groupe
	dst     []int32
}

// genere chooses the colour of position i, having used k never played
// colours, the code so far numbering idx.
func (f *fil) genere(i, k, idx int) {
	gen := &f.gen
	t := f.m.t
	if i == t.Pions {
		if !gen.g.trivial() && !f.canonique(idx) {
			return
		}
		gen.dst = append(gen.dst, int32(idx))
		return
	}
	for _, v := range gen.actifs {
		gen.chiffre[i] = v
		f.genere(i+1, k, idx*t.Couleurs+int(v))
	}
	for j := 0; j <= k && j < len(gen.libres); j++ {
		v := gen.libres[j]
		gen.chiffre[i] = v
		nk := k
		if j == k {
			nk++
		}
		f.genere(i+1, nk, idx*t.Couleurs+int(v))
	}
}

// genereSansRepetition is genere for the admissible codes of a game
// without repeats: vues are the colours used so far, of which km ruled out
// ones.
func (f *fil) genereSansRepetition(i, k, km, idx int, vues uint32) {
	gen := &f.gen
	t := f.m.t
	if i == t.Pions {
		if !gen.g.trivial() && !f.canonique(idx) {
			return
		}
		gen.dst = append(gen.dst, int32(idx))
		return
	}
	essaie := func(v uint8, nk, nkm int) {
		gen.chiffre[i] = v
		f.genereSansRepetition(i+1, nk, nkm, idx*t.Couleurs+int(v), vues|1<<v)
	}
	for _, v := range gen.actifs {
		if vues&(1<<v) == 0 {
			essaie(v, k, km)
		}
	}
	if km < len(gen.morts) {
		essaie(gen.morts[km], k, km+1)
	}
	if k < len(gen.libres) {
		essaie(gen.libres[k], k+1, km)
	}
}

// canonique reports whether no image of the code in gen.chiffre (numbered
// idx) under the explicit elements, normalised, is smaller. An image is
// normalised digit by digit and dropped at its first digit that differs.
func (f *fil) canonique(idx int) bool {
	gen := &f.gen
	t := f.m.t
	c := gen.chiffre[:t.Pions]
	y := gen.image[:t.Pions]
	for _, x := range gen.g.elems {
		for i, v := range c {
			if gen.g.joues&(1<<v) != 0 {
				v = x.pi[v]
			}
			y[x.sigma[i]] = v
		}
		if f.compareNormalise(y, c) < 0 {
			return false
		}
	}
	return true
}

// compareNormalise compares code y, once normalised (its ruled out colours
// replaced by the representative, or without repeats renamed in order of
// first appearance, its never played colours renamed in order of first
// appearance), with the normalised code c, in lexicographic order.
func (f *fil) compareNormalise(y, c []uint8) int {
	gen := &f.gen
	var renomme [code.MaxCouleurs]uint8 // 1 + the new name, 0 when not yet named
	k, km := 0, 0
	for i, v := range y {
		switch {
		case gen.elim&(1<<v) != 0 && f.m.t.SansRepetition:
			if renomme[v] == 0 {
				renomme[v] = gen.morts[km] + 1
				km++
			}
			v = renomme[v] - 1
		case gen.elim&(1<<v) != 0:
			v = uint8(gen.e0)
		case gen.g.joues&(1<<v) == 0:
			if renomme[v] == 0 {
				renomme[v] = gen.libres[k] + 1
				k++
			}
			v = renomme[v] - 1
		}
		if v != c[i] {
			return int(v) - int(c[i])
		}
	}
	return 0
}
