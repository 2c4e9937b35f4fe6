package strategie

import (
	"math/bits"

	"github.com/sae-mastermind/mastermind/code"
)

// placesDe returns the places of code c of size t: bit i·Couleurs + k for
// colour k at position i. The bien placés of two codes are the common
// places.
func placesDe(t code.Taille, c code.Code) uint64 {
	var x uint64
	for i := range t.Pions {
		x |= 1 << (i*t.Couleurs + c.At(i))
	}
	return x
}

// rangeCourte lays the candidates of a short list out by common count with
// multiset m, their places too, for elagueCourte.
func (r *recherche) rangeCourte(m *multiset) {
	r.range_(m)
	g := &r.disposition
	g.total = 0
	g.parts = g.parts[:0]
	g.multiples = g.multiples[:0]
	for k, c := range g.ordre {
		g.parts = append(g.parts, min(int(m.groupes[c]), r.partsGroupe(c)))
		g.total += g.parts[k]
		if m.groupes[c] > 1 {
			g.multiples = append(g.multiples, k)
		}
	}
}

// elagueCourte reports whether no guess that starts with the pegs of places
// prefixe (its first i positions) can be kept, for the multiset laid out by
// rangeCourte; restantes are the places the pegs left may take. Two
// candidates of a group (a common count) with as many bien placés in the
// prefix and the same pegs at the places left answer alike whatever the
// rest of the guess: the classes of such candidates only merge as the
// guess is completed, and every figure only gets worse when classes merge.
func (r *recherche) elagueCourte(i int, prefixe, restantes uint64) bool {
	if r.crit == MaxParts {
		return r.elaguePartsCourte(i, prefixe, restantes)
	}
	g := &r.disposition
	figure := r.crit.neutre()
	lim := r.plafond()
	for k, c := range g.ordre {
		membres := g.places[g.debuts[c]:g.debuts[c+1]]
		// A key: the places left, and the bien placés so far in the low
		// bits, those of the prefix's positions, which restantes never
		// holds: at most i of them, below 2^(i·Couleurs).
		var cles [maxListeCourte]uint64
		var tailles [maxListeCourte]int
		nb := 0
		for _, x := range membres {
			cle := x&restantes | uint64(bits.OnesCount64(x&prefixe))
			j := 0
			for j < nb && cles[j] != cle {
				j++
			}
			if j == nb {
				cles[nb], tailles[nb] = cle, 0
				nb++
			}
			tailles[j]++
		}
		f := g.bornes[k]
		if x := r.crit.cout(tailles[:nb], r.lg); f.Moins(x) {
			f = x
		}
		figure = r.crit.combine(figure, f)
		if !r.crit.combine(figure, g.apres[k+1]).Moins(lim) {
			return true
		}
	}
	return false
}

// elaguePartsCourte is elagueCourte for MaxParts: a group can lose parts
// only to merged classes, and a guess must lose fewer than the multiset's
// slack.
func (r *recherche) elaguePartsCourte(i int, prefixe, restantes uint64) bool {
	g := &r.disposition
	lim := r.plafond()
	if lim.hi > 0 {
		return false
	}
	// The guess must have at least besoin parts; its groups allow
	// g.total.
	besoin := partsMax - lim.lo + 1
	marge := g.total - int(besoin)
	reste := uint(r.t.Pions - i)
	for _, k := range g.multiples {
		c := g.ordre[k]
		membres := g.places[g.debuts[c]:g.debuts[c+1]]
		var cles [maxListeCourte]uint64
		valeurs := uint32(1)<<(c+1) - 1
		if c == r.t.Pions {
			valeurs = uint32(1)<<(c-1) - 1
		}
		nb := 0
		var union uint32
		for _, x := range membres {
			b := uint(bits.OnesCount64(x & prefixe))
			y := x & restantes
			u := min(uint(bits.OnesCount64(y)), reste)
			union |= (uint32(1)<<(u+1) - 1) << b
			cle := y | uint64(b)
			d := 0
			for d < nb && cles[d] != cle {
				d++
			}
			if d == nb {
				cles[nb] = cle
				nb++
			}
		}
		parts := min(nb, bits.OnesCount32(union&valeurs), g.parts[k])
		if marge -= g.parts[k] - parts; marge < 0 {
			return true
		}
	}
	return false
}

// evaluePlaces is evalue for a short list laid out by rangeCourte, the guess
// given by its places: the bien placés in each group.
func (r *recherche) evaluePlaces(places uint64, lim Cout) (Cout, bool) {
	g := &r.disposition
	r.travail += len(r.masques)
	figure := r.crit.neutre()
	for k, c := range g.ordre {
		membres := g.places[g.debuts[c]:g.debuts[c+1]]
		var f Cout
		if r.crit == MaxParts {
			var vus uint32
			for _, x := range membres {
				vus |= 1 << bits.OnesCount64(x&places)
			}
			f = Cout{lo: partsMax - uint64(bits.OnesCount32(vus))}
		} else {
			var comptes [code.MaxPions + 1]int
			compteBiens(membres, places, c, &comptes)
			f = r.crit.cout(comptes[:c+1], r.lg)
		}
		figure = r.crit.combine(figure, f)
		if !r.crit.combine(figure, g.apres[k+1]).Moins(lim) {
			return Cout{}, false
		}
	}
	return figure, true
}

// affineCourte raises the bound of multiset m of a short list: two
// candidates with as many pegs in common with it, and the same pegs at
// the places its colours may take, answer alike to every guess of m.
func (r *recherche) affineCourte(m *multiset) {
	var colonnes uint64
	for c, k := range m.nb[:r.t.Couleurs] {
		if k > 0 {
			for j := range r.t.Pions {
				colonnes |= 1 << (j*r.t.Couleurs + c)
			}
		}
	}
	var cles [maxListeCourte]uint64
	var groupes [maxListeCourte]uint8
	var tailles [maxListeCourte]int
	nb := 0
	r.communs(m)
	for k, x := range r.places {
		c, cle := r.communsSig[r.signature[k]], x&colonnes
		d := 0
		for d < nb && (cles[d] != cle || groupes[d] != c) {
			d++
		}
		if d == nb {
			cles[nb], groupes[nb], tailles[nb] = cle, c, 0
			nb++
		}
		tailles[d]++
	}
	figure := r.crit.neutre()
	for c, k := range m.groupes[:r.t.Pions+1] {
		if k == 0 {
			continue
		}
		var d [maxListeCourte]int
		n := 0
		for j := range nb {
			if int(groupes[j]) == c {
				d[n] = tailles[j]
				n++
			}
		}
		f := r.crit.cout(d[:n], r.lg)
		if b := r.borneGroupe(c, int(k)); f.Moins(b) {
			f = b
		}
		figure = r.crit.combine(figure, f)
	}
	m.borne = figure
}
