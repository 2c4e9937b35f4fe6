package strategie

import (
	"math/bits"
	"slices"

	"github.com/sae-mastermind/mastermind/code"
)

// multiset is a colour multiset of guesses: how many pegs of each colour.
// Every guess with these colours, in any order, has as many pegs in
// common (bien + mal) with a given candidate: so the candidates fall into
// groupes by that common count, once for all the multiset's guesses, and
// a guess's answer classes are those of each group split by bien placés.
type multiset struct {
	nb [code.MaxCouleurs]int8
	// couleurs are its colour counts (see couleursDe).
	couleurs uint64
	// groupes[c] is the number of candidates with c pegs in common.
	groupes [code.MaxPions + 1]int32
	// borne is the least figure a guess of the multiset may have.
	borne Cout
	// premier is the number of its smallest code, its colours in
	// increasing order.
	premier int
}

// multisets calls f with the colour multisets of the canonical guesses
// (see symetrie), until f returns false: every colour, but the fresh
// colours by increasing rank (a multiset with the second fresh colour
// holds the first), and the dead ones merged into the smallest (or by
// increasing rank too, and once at most each, when proposals must be
// admissible). They come in increasing order of their smallest code.
func (s *symetrie) multisets(f func(nb *[code.MaxCouleurs]int8) bool) {
	s.parMultiset(func(m *multiset) bool { return f(&m.nb) })
}

// parMultiset is multisets giving each multiset's colour counts and
// smallest code too (couleurs and premier), built along the way rather
// than from nb for each of the hundreds of multisets of a state; its
// groups and bound are left to the caller. f must not change m.nb.
func (s *symetrie) parMultiset(f func(m *multiset) bool) {
	p, n := s.t.Pions, s.t.Couleurs
	var m multiset
	encore := true
	var place func(c, reste int, x prefixe, couleurs uint64, premier int)
	place = func(c, reste int, x prefixe, couleurs uint64, premier int) {
		if reste == 0 {
			m.couleurs, m.premier = couleurs, premier
			encore = f(&m)
			return
		}
		if c == n {
			return
		}
		plus := reste
		switch {
		case !s.permise(x, c):
			plus = 0
		case s.admissibles:
			plus = 1
		}
		for k := plus; k >= 0 && encore; k-- {
			m.nb[c] = int8(k)
			y, cs, pr := x, couleurs, premier
			if k > 0 {
				y = s.apres(x, c)
				cs |= (1<<k - 1) << (c * p)
				for range k {
					pr = pr*n + c
				}
			}
			place(c+1, reste-k, y, cs, pr)
		}
		m.nb[c] = 0
	}
	place(0, p, prefixe{}, 0, 0)
}

// multiset returns the multiset of colour counts nb, with its groups of
// candidates and its bound: computed on first use and kept for the next,
// when the candidates' phase looks them up (see peutBattre).
func (r *recherche) multiset(nb *[code.MaxCouleurs]int8) *multiset {
	garde := !r.courte
	var cle uint64
	if garde {
		for c := r.t.Couleurs - 1; c >= 0; c-- {
			cle = cle*uint64(r.t.Pions+1) + uint64(nb[c])
		}
		if m, ok := r.multisets[cle]; ok {
			return m
		}
	}
	m := &multiset{}
	r.calculeMultiset(m, nb)
	if garde {
		if r.multisets == nil {
			r.multisets = map[uint64]*multiset{}
		}
		r.multisets[cle] = m
	}
	return m
}

// calculeMultiset fills m for colour counts nb.
func (r *recherche) calculeMultiset(m *multiset, nb *[code.MaxCouleurs]int8) {
	p, n := r.t.Pions, r.t.Couleurs
	*m = multiset{nb: *nb}
	for c, x := range nb[:n] {
		m.couleurs |= (1<<x - 1) << (c * p)
		for range x {
			m.premier = m.premier*n + c
		}
	}
	r.groupesEtBorne(m)
}

// groupesEtBorne fills the groups and the bound of multiset m, whose
// colour counts are set.
func (r *recherche) groupesEtBorne(m *multiset) {
	p := r.t.Pions
	m.groupes = [code.MaxPions + 1]int32{}
	for k, x := range r.signatures {
		m.groupes[bits.OnesCount64(m.couleurs&x)] += r.poids[k]
	}
	r.travail += len(r.signatures)
	m.borne = r.crit.neutre()
	for c, k := range m.groupes[:p+1] {
		if k > 0 {
			m.borne = r.crit.combine(m.borne, r.borneGroupe(c, int(k)))
		}
	}
}

// disposition lays out the candidates of a multiset by common count: the places
// of group c are places[debuts[c]:debuts[c+1]], and ordre lists the groups
// worth counting first (the largest bound first), with, after each, the
// bound of the groups left.
type disposition struct {
	places []uint64
	debuts [code.MaxPions + 2]int
	ordre  []int
	// bornes[k] is the least figure of group ordre[k].
	bornes []Cout
	// apres[k] is the least figure of the groups ordre[k:] together.
	apres []Cout
	// parts[k] is the most parts group ordre[k] may have, total their
	// sum, and multiples the k of the groups of two candidates or more
	// (short lists, see rangeCourte).
	parts     []int
	total     int
	multiples []int
}

// range_ lays the candidates out for multiset m.
func (r *recherche) range_(m *multiset) {
	p := r.t.Pions
	g := &r.disposition
	g.debuts = [code.MaxPions + 2]int{}
	for c := range p + 1 {
		g.debuts[c+1] = g.debuts[c] + int(m.groupes[c])
	}
	r.communs(m)
	place := g.debuts
	g.places = slices.Grow(g.places[:0], len(r.places))[:len(r.places)]
	for k, x := range r.places {
		c := r.communsSig[r.signature[k]]
		g.places[place[c]] = x
		place[c]++
	}
	g.ordre = g.ordre[:0]
	for c := range p + 1 {
		if m.groupes[c] > 0 {
			g.ordre = append(g.ordre, c)
		}
	}
	slices.SortStableFunc(g.ordre, func(a, b int) int {
		ba, bb := r.borneGroupe(a, int(m.groupes[a])), r.borneGroupe(b, int(m.groupes[b]))
		switch {
		case bb.Moins(ba):
			return -1
		case ba.Moins(bb):
			return 1
		}
		return 0
	})
	g.bornes = slices.Grow(g.bornes[:0], len(g.ordre))[:len(g.ordre)]
	g.apres = slices.Grow(g.apres[:0], len(g.ordre)+1)[:len(g.ordre)+1]
	g.apres[len(g.ordre)] = r.crit.neutre()
	for k := len(g.ordre) - 1; k >= 0; k-- {
		c := g.ordre[k]
		g.bornes[k] = r.borneGroupe(c, int(m.groupes[c]))
		g.apres[k] = r.crit.combine(g.apres[k+1], g.bornes[k])
	}
}

// borneGroupe is the least figure of a group of n candidates with c pegs in
// common with the guess: they split by bien placés into at most c+1
// classes (never Pions−1 bien placés).
func (r *recherche) borneGroupe(c, n int) Cout {
	return r.crit.borne(n, r.partsGroupe(c), r.lg)
}

// partsGroupe is the most classes a group of candidates with c pegs in
// common with the guess may split into.
func (r *recherche) partsGroupe(c int) int {
	if c == r.t.Pions {
		return max(c, 1)
	}
	return c + 1
}

// couleursDe returns the colour counts of code c of size t: bit c·Pions + j
// for the (j+1)th peg of colour c. The pegs two codes have in common, bien
// or mal placés, are their common bits.
func couleursDe(t code.Taille, c code.Code) uint64 {
	var x uint64
	var nb [code.MaxCouleurs]int
	for i := range t.Pions {
		k := c.At(i)
		x |= 1 << (k*t.Pions + nb[k])
		nb[k]++
	}
	return x
}

// trouveSignatures finds the candidates' colour counts: the distinct ones in
// r.signatures, how many candidates have each in r.poids, and the number
// of each candidate's in r.signature. Candidates with the same colours
// have as many pegs in common with any multiset: a multiset's groups
// are counted once per signature.
func (r *recherche) trouveSignatures() {
	r.signature = make([]int32, len(r.cands))
	var vues map[uint64]int32
	if !r.courte {
		vues = make(map[uint64]int32)
	}
	for k, c := range r.cands {
		x := couleursDe(r.t, r.e.Code(int(c)))
		s, ok := int32(0), false
		if vues != nil {
			s, ok = vues[x]
		} else if i := slices.Index(r.signatures, x); i >= 0 {
			s, ok = int32(i), true
		}
		if !ok {
			s = int32(len(r.signatures))
			r.signatures = append(r.signatures, x)
			r.poids = append(r.poids, 0)
			if vues != nil {
				vues[x] = s
			}
		}
		r.signature[k] = s
		r.poids[s]++
	}
}

// communs fills r.communsSig with the pegs each signature has in common
// with multiset m.
func (r *recherche) communs(m *multiset) {
	r.communsSig = slices.Grow(r.communsSig[:0], len(r.signatures))[:len(r.signatures)]
	for k, x := range r.signatures {
		r.communsSig[k] = uint8(bits.OnesCount64(m.couleurs & x))
	}
}
