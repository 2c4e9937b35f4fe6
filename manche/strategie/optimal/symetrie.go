package optimal

import "github.com/sae-mastermind/mastermind/code"

// Symmetries of the code space: permuting the positions and renaming the
// colours keeps every answer, so it maps a history to an equivalent one
// and a proposal to a proposal of the same cost. The search proposes only
// one code of each class of proposals equivalent after the history, which
// divides the proposals at the first two levels by up to p!·c!.
//
// The symmetries kept are those that fix every proposal of the history
// (each proposal is mapped to itself, so each answer stays): a position
// permutation σ with the colour renaming π it forces on the colours
// already played, and any renaming of the colours never played, which is
// left implicit. Two more reductions hold for the candidates at hand:
// colours that no candidate holds ("ruled out") score nothing, so a
// proposal needs only one of them; and the never played colours are
// interchangeable, so a proposal uses them in order of first appearance.

// elem is one position permutation of the group with its colour renaming
// on the played colours: x(c)[sigma[i]] = pi[c[i]] when c[i] was played,
// c[i] otherwise.
type elem struct {
	sigma [code.MaxPions]uint8
	pi    [code.MaxCouleurs]uint8
}

// groupe is the symmetry group of a history: the played colours and the
// explicit elements other than the identity (the renamings of the never
// played colours are implicit).
type groupe struct {
	joues uint32
	elems []elem
	sig   [2]uint64 // two hashes of joues and elems: the key of the group's proposal lists
}

// groupeRacine is the group of the empty history: every position
// permutation, every colour renaming. Beyond maxPermutes pegs it keeps
// the permutations of the first maxPermutes positions only (9! elements
// would be slow to scan at every proposal): a subgroup leaves more
// proposals to try, never fewer, so the search stays exact.
func groupeRacine(pions int) *groupe { return groupePermutant(pions, maxPermutes) }

// groupePermutant is the group of the empty history restricted to the
// permutations of the first k positions.
func groupePermutant(pions, k int) *groupe {
	g := &groupe{}
	perm := make([]uint8, min(pions, k))
	for i := range perm {
		perm[i] = uint8(i)
	}
	permutations(perm, 0, func(p []uint8) {
		var x elem
		ident := true
		for i, v := range p {
			x.sigma[i] = v
			ident = ident && int(v) == i
		}
		for i := len(p); i < pions; i++ {
			x.sigma[i] = uint8(i)
		}
		if !ident {
			g.elems = append(g.elems, x)
		}
	})
	g.signe()
	return g
}

func permutations(p []uint8, k int, f func([]uint8)) {
	if k == len(p) {
		f(p)
		return
	}
	for i := k; i < len(p); i++ {
		p[k], p[i] = p[i], p[k]
		permutations(p, k+1, f)
		p[k], p[i] = p[i], p[k]
	}
}

// apres returns the group of the history extended by proposal c (its
// digits): the elements that also map c to itself, their colour renaming
// extended to the colours c plays for the first time. The identity always
// stays; an element survives when the never played colours of c can be
// renamed consistently.
func (g *groupe) apres(c []uint8, dst *groupe) *groupe {
	dst.joues = g.joues
	dst.elems = dst.elems[:0]
	for _, x := range g.elems {
		if y, ok := g.etend(x, c); ok {
			dst.elems = append(dst.elems, y)
		}
	}
	for _, v := range c {
		dst.joues |= 1 << v
	}
	dst.signe()
	return dst
}

// signe computes g.sig. Two histories often leave the same group (the
// same elements in the same order): their proposal lists are the same.
func (g *groupe) signe() {
	h1, h2 := uint64(0x9e3779b97f4a7c15)^uint64(g.joues), uint64(0xc2b2ae3d27d4eb4f)+uint64(len(g.elems))
	mix := func(x uint64) {
		h1 = (h1 ^ x) * 0x100000001b3
		h1 ^= h1 >> 29
		h2 = (h2 + x*0xff51afd7ed558ccd) * 0x9e3779b97f4a7c15
		h2 ^= h2 >> 32
	}
	for i := range g.elems {
		x := &g.elems[i]
		for _, v := range x.sigma {
			mix(uint64(v))
		}
		for _, v := range x.pi {
			mix(uint64(v) | 1<<8)
		}
	}
	g.sig = [2]uint64{h1, h2}
}

// etend extends element x so that it maps c to itself, if it can.
func (g *groupe) etend(x elem, c []uint8) (elem, bool) {
	var image, source uint32 // colours given an image / used as images by the extension
	for i, v := range c {
		w := c[x.sigma[i]]
		if g.joues&(1<<v) != 0 {
			if x.pi[v] != w {
				return x, false
			}
			continue
		}
		// v is new: it must go to a new colour, the same every time.
		if g.joues&(1<<w) != 0 {
			return x, false
		}
		if image&(1<<v) != 0 {
			if x.pi[v] != w {
				return x, false
			}
			continue
		}
		if source&(1<<w) != 0 {
			return x, false
		}
		image |= 1 << v
		source |= 1 << w
		x.pi[v] = w
	}
	return x, true
}

// maxPermutes is the most positions the root's group permutes: 8! =
// 40320 elements.
const maxPermutes = 8

// trivial reports whether the group has no explicit element.
func (g *groupe) trivial() bool { return len(g.elems) == 0 }
