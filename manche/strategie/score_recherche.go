package strategie

import (
	"math"
	"math/bits"
	"slices"

	"github.com/sae-mastermind/mastermind/code"
)

// recherche is one search for the best guess of a state.
type recherche struct {
	etat *Etat
	e    *code.Espace
	t    code.Taille
	crit Critere
	lg   *tableLog
	// cands are the candidates' numbers; masques their masks side by
	// side, read in order by every evaluation.
	cands   []int32
	masques []code.Masque
	// places are the candidates' places (see placesDe).
	places []uint64
	// signatures, poids and signature: the candidates' colour counts
	// (see trouveSignatures); communsSig the common pegs of each with the
	// multiset being laid out.
	signatures []uint64
	poids      []int32
	signature  []int32
	communsSig []uint8
	sym        *symetrie
	nbRep      int
	// compte counts the codes of each answer index of the guess being
	// scored (indices are below 128: see masqueIndice).
	compte [128]int
	// multisets holds the colour multisets met, by key.
	multisets map[uint64]*multiset
	// disposition lays out the candidates by common count with the
	// multiset being searched.
	disposition disposition
	// premier is the best guess so far; with deux, second is the
	// runner-up and the guess to beat.
	premier, second essai
	deux            bool
	// classes and auFil: see regles.
	classes, auFil bool
	// courte: the candidates are a short list (see listeCourte).
	courte bool
	// travail counts the answers computed since the context was last
	// looked at; err is its error once cancelled.
	travail int
	err     error
}

// masqueIndice keeps an answer index within compte without a bounds check
// (code.MaxPions pegs give indices up to 110).
const masqueIndice = 127

// pasControle is how many answers a search computes between two looks at
// its context: about a millisecond.
const pasControle = 1 << 19

// propositionsAdmissibles reports whether the score strategies must keep
// to the codes without a repeated colour in state e: the one place that
// decides which codes a score strategy may propose. Without repeats, the
// rule of the game binds every proposal; with repeats, every code is
// admissible and dead colours may merge.
func propositionsAdmissibles(e *Etat) bool { return e.Taille().SansRepetition }

// regles say what a search keeps, proposes and uses.
type regles struct {
	// deux: keep the runner-up too.
	deux bool
	// positions: use the position symmetries too (the runner-up of a
	// teacher's explanation may be the best guess with its pegs in
	// another order, so Meilleurs does not).
	positions bool
	// classes: bound the guesses of a short list by the classes of
	// candidates they cannot tell apart (see elagueCourte).
	classes bool
	// admissibles: propose admissible codes only.
	admissibles bool
	// auFil: search the multisets of the least bound as they come, and
	// stop there once the guess to beat has that figure (see autres);
	// without it, every multiset is bounded, then sorted, the plain way
	// the tests compare with.
	auFil bool
}

// recherche prepares the search of state e under rules rg.
func (s ParScore) recherche(e *Etat, rg regles) *recherche {
	t := e.Taille()
	r := &recherche{
		etat: e, e: e.Espace, t: t, crit: s.Critere, lg: s.lg,
		cands: e.Candidats, masques: e.Espace.Masques(make([]code.Masque, 0, len(e.Candidats)), e.Candidats),
		places:  make([]uint64, len(e.Candidats)),
		nbRep:   NbReponsesPossibles(t.Pions),
		premier: essai{g: -1, cout: coutInfini}, second: essai{g: -1, cout: coutInfini},
		deux: rg.deux, classes: rg.classes, auFil: rg.auFil, courte: len(e.Candidats) <= listeCourte(s.Critere),
	}
	for k, c := range r.cands {
		r.places[k] = placesDe(t, r.e.Code(int(c)))
	}
	r.trouveSignatures()
	r.sym = nouvelleSymetrie(e.Espace, e.Lignes, e.Candidats, rg.admissibles, rg.positions)
	return r
}

// cherche finds the best guess, and the runner-up with deux: the
// candidates first, in increasing order, then the other codes by colour
// multiset.
func (r *recherche) cherche() error {
	r.etat.Avancement.Debute(int64(len(r.cands)) + 1)
	defer r.etat.Avancement.Fixe(int64(len(r.cands)) + 1)
	if r.candidats(); r.err != nil || !r.borne().Moins(r.aBattre().cout) {
		return r.err
	}
	return r.autres()
}

// borne is the least figure a guess that is not a candidate may have: it
// never gets the winning answer, so its split has one class fewer.
func (r *recherche) borne() Cout { return r.crit.borne(len(r.cands), r.nbRep-1, r.lg) }

// candidats scores the canonical candidates, in increasing order, and
// stops when one splits them as evenly as any guess could: nothing does
// better, and a candidate wins a tie.
func (r *recherche) candidats() {
	parfait := r.crit.borne(len(r.cands), r.nbRep, r.lg)
	for i, c := range r.cands {
		g := int(c)
		if r.sym.canonique(g) && r.sym.minimalParPositions(g) && r.peutBattre(r.e.Code(g), r.aBattre().cout) {
			if x, ok := r.evalue(r.masques[i], r.aBattre().cout); ok {
				r.garde(essai{g, x, true})
			}
		}
		if r.controle(int64(i)); r.err != nil || !parfait.Moins(r.aBattre().cout) {
			return
		}
	}
}

// peutBattre reports whether the bound of the colour multiset of c is below
// seuil; for short lists, scoring c costs less than its bound.
func (r *recherche) peutBattre(c code.Code, seuil Cout) bool {
	if r.courte {
		return true
	}
	var nb [code.MaxCouleurs]int8
	for i := range c.Len() {
		nb[c.At(i)]++
	}
	return r.multiset(&nb).borne.Moins(seuil)
}

// autres searches the canonical guesses that are not candidates, by colour
// multiset, the multisets of least bound first: once a multiset's bound
// cannot beat the guess to beat, no later one can.
//
// The multisets come in increasing order of their smallest code. Those
// whose bound is the least any guess that is not a candidate may have
// would come first anyway, in that order: they are searched as they come,
// and once the guess to beat has that figure, the multisets left only
// hold larger codes, which lose the tie: the enumeration stops there.
func (r *recherche) autres() error {
	meilleure := r.borne()
	var ms []*multiset
	r.sym.parMultiset(func(m *multiset) bool {
		if x := r.borneMultiset(m); x != nil {
			if !r.auFil || x.borne != meilleure {
				ms = append(ms, x)
			} else if r.apresLeSecond(x) {
				return false
			} else {
				r.fouille(x)
			}
		}
		r.controle(-1)
		return r.err == nil && (!r.auFil || meilleure.Moins(r.plafond()))
	})
	if r.err != nil {
		return r.err
	}
	// The least bound first; among equal bounds, the smallest codes
	// first, so that a tie is settled early.
	slices.SortFunc(ms, func(a, b *multiset) int {
		if c := a.borne.compare(b.borne); c != 0 {
			return c
		}
		return a.premier - b.premier
	})
	r.etat.Avancement.Debute(int64(len(ms)))
	for i, m := range ms {
		if !m.borne.Moins(r.plafond()) || (r.auFil && r.apresLeSecond(m)) {
			break
		}
		if r.fouille(m); r.err != nil {
			return r.err
		}
		r.controle(int64(i))
	}
	return r.err
}

// borneMultiset returns multiset m, of which the colour counts and the
// smallest code are set, when its bound may beat the guess to beat, or
// nil. For a short list, m is filled, and copied only then.
func (r *recherche) borneMultiset(m *multiset) *multiset {
	if !r.courte {
		if x := r.multiset(&m.nb); x.borne.Moins(r.plafond()) {
			return x
		}
		return nil
	}
	if r.groupesEtBorne(m); !m.borne.Moins(r.plafond()) {
		return nil
	}
	if r.classes {
		if r.affineCourte(m); !m.borne.Moins(r.plafond()) {
			return nil
		}
	}
	x := *m
	return &x
}

// fouille scores the guesses of multiset m that might be kept.
func (r *recherche) fouille(m *multiset) {
	if !r.courte {
		r.range_(m)
	}
	r.permutations(m)
}

// apresLeSecond reports whether multiset m, and every one after it in the
// order of autres, only hold guesses that come after the guess to beat:
// at its figure, codes from m's smallest on.
func (r *recherche) apresLeSecond(m *multiset) bool {
	b := r.aBattre()
	return b.g >= 0 && b.cout == m.borne && m.premier >= b.g
}

// plafond is the figure a guess that is not a candidate must stay below to
// be kept: that of the guess to beat, or one more when it is not a
// candidate either (a smaller code may win the tie).
func (r *recherche) plafond() Cout {
	if b := r.aBattre(); b.g >= 0 && !b.candidat {
		return b.cout.suivant()
	}
	return r.aBattre().cout
}

// aBattre is the guess a new one must come before to be kept.
func (r *recherche) aBattre() essai {
	if r.deux {
		return r.second
	}
	return r.premier
}

// limite is the figure guess g must stay below to be kept: that of the
// guess to beat, or one more when g wins a tie with it.
func (r *recherche) limite(g int, candidat bool) Cout {
	b := r.aBattre()
	if b.g >= 0 && (essai{g, b.cout, candidat}).avant(b) {
		return b.cout.suivant()
	}
	return b.cout
}

// garde keeps guess x when it comes before the best or the runner-up.
func (r *recherche) garde(x essai) {
	switch {
	case x.avant(r.premier):
		r.premier, r.second = x, r.premier
	case x.avant(r.second):
		r.second = x
	}
}

// permutations scores the canonical guesses of multiset m that might be
// kept, in increasing order.
func (r *recherche) permutations(m *multiset) {
	// At the bound itself, only a smaller code may win the tie.
	fin := r.e.Nombre()
	if b := r.aBattre(); b.g >= 0 && b.cout == m.borne {
		fin = b.g
	}
	var elague func(i int, prefixe, restantes uint64) bool
	if r.courte {
		r.rangeCourte(m)
		if r.classes {
			elague = r.elagueCourte
		}
	}
	r.sym.permutations(&m.nb, fin, elague, func(g int, places uint64) bool {
		r.essaie(m, g, places)
		return r.err == nil
	})
}

// essaie scores guess g of multiset m, of mask mg, unless it is a
// candidate (scored already), or its bound or a position symmetry rules
// it out.
func (r *recherche) essaie(m *multiset, g int, places uint64) {
	if m.groupes[r.t.Pions] > 0 {
		if _, candidat := slices.BinarySearch(r.cands, int32(g)); candidat {
			return
		}
	}
	lim := r.limite(g, false)
	r.travail++
	if !m.borne.Moins(lim) || !r.sym.minimalParPositions(g) {
		return
	}
	var x Cout
	var ok bool
	switch {
	case r.courte:
		x, ok = r.evaluePlaces(places, lim)
	default:
		x, ok = r.evalueRangee(places, lim)
	}
	if ok {
		r.garde(essai{g, x, false})
	}
	if r.travail >= pasControle {
		r.controle(-1)
	}
}

// controle looks at the context every pasControle answers, and tells the
// progress (fait units, when not negative).
func (r *recherche) controle(fait int64) {
	if r.travail < pasControle {
		return
	}
	r.travail = 0
	if fait >= 0 {
		r.etat.Avancement.Fixe(fait)
	}
	if err := r.etat.Err(); err != nil {
		r.err = err
	}
}

// evalueRangee returns the figure of the guess of mask mg, of the multiset
// laid out in r.disposition, or false as soon as it is sure not to be below
// lim: the groups are counted the largest bound first, and the figure of
// those counted, with the bounds of the others, checked every few codes.
func (r *recherche) evalueRangee(places uint64, lim Cout) (Cout, bool) {
	g := &r.disposition
	figure := r.crit.neutre()
	for k, c := range g.ordre {
		var comptes [code.MaxPions + 1]int
		membres := g.places[g.debuts[c]:g.debuts[c+1]]
		for debut := 0; debut < len(membres); debut += blocGroupe {
			fin := min(debut+blocGroupe, len(membres))
			compteBiens(membres[debut:fin], places, c, &comptes)
			if fin < len(membres) && r.crit != MaxParts {
				// A class only grows: what is counted bounds the group.
				partiel := r.crit.combine(figure, r.crit.cout(comptes[:c+1], r.lg))
				if !r.crit.combine(partiel, g.apres[k+1]).Moins(lim) {
					r.travail += fin
					return Cout{}, false
				}
			}
		}
		r.travail += len(membres)
		figure = r.crit.combine(figure, r.crit.cout(comptes[:c+1], r.lg))
		if !r.crit.combine(figure, g.apres[k+1]).Moins(lim) {
			return Cout{}, false
		}
	}
	return figure, true
}

// blocGroupe is how many candidates of a group are counted between two
// checks of the figure.
const blocGroupe = 64

// compteBiens adds to comptes the bien placés of the guess of places
// places with each of membres, codes with c pegs in common with it (so
// with at most c bien placés). With c < 8 the counts are kept in the
// bytes of two words, one add each: no code waits for the count of the
// one before, as it would in memory.
func compteBiens(membres []uint64, places uint64, c int, comptes *[code.MaxPions + 1]int) {
	if c >= 8 {
		for _, x := range membres {
			comptes[bits.OnesCount64(x&places)]++
		}
		return
	}
	for len(membres) > 0 {
		n := min(len(membres), maxOctet)
		compteOctets(membres[:n], places, c, comptes)
		membres = membres[n:]
	}
}

// maxOctet is the most codes compteOctets counts at once: a byte holds
// 255.
const maxOctet = 255

// compteOctets is compteBiens for c < 8 and at most maxOctet codes: each
// count fits in its byte.
func compteOctets(membres []uint64, places uint64, c int, comptes *[code.MaxPions + 1]int) {
	var a, b uint64
	i := 0
	for ; i+1 < len(membres); i += 2 {
		a += 1 << (uint(bits.OnesCount64(membres[i]&places)) << 3)
		b += 1 << (uint(bits.OnesCount64(membres[i+1]&places)) << 3)
	}
	if i < len(membres) {
		a += 1 << (uint(bits.OnesCount64(membres[i]&places)) << 3)
	}
	a += b
	for v := range c + 1 {
		comptes[v] += int(a >> (8 * v) & 0xff)
	}
}

// evalue returns the figure of the guess of mask mg, or false as soon as
// it is sure not to be strictly below seuil. Every figure only grows as
// codes are added to the classes (for MaxParts, the bound assumes every
// code left opens a class), which makes stopping early exact.
//
// Long lists are counted by blocks, growing from 16 codes, and the figure
// checked between two: most guesses are given up after a few blocks, and
// a check at every code would cost more than the codes it saves. Short
// lists are counted code by code (see evalueCourte).
func (r *recherche) evalue(mg code.Masque, seuil Cout) (Cout, bool) {
	p, n := r.t.Pions, len(r.masques)
	if r.courte {
		return r.evalueCourte(mg, seuil)
	}
	compte := &r.compte
	clear(compte[:r.t.NbIndices()])
	taille := 16
	for debut := 0; debut < n; debut, taille = debut+taille, min(2*taille, bloc) {
		fin := min(debut+taille, n)
		for _, m := range r.masques[debut:fin] {
			compte[mg.Score(m, p)&masqueIndice]++
		}
		r.travail += fin - debut
		if fin < n && !r.partiel(n-fin).Moins(seuil) {
			return Cout{}, false
		}
	}
	c := r.crit.cout(compte[:r.t.NbIndices()], r.lg)
	return c, c.Moins(seuil)
}

// listeCourte is the longest list of candidates evalueCourte takes, and
// the cuts of short lists (see elagueCourte): beyond it, the check at
// every code costs more than the codes it saves. Most parts, whose checks
// are the cheapest and whose bounds the weakest, takes lists twice as
// long (measured on 6×9).
func listeCourte(c Critere) int {
	if c == MaxParts {
		return maxListeCourte
	}
	return maxListeCourte / 2
}

// maxListeCourte is the longest short list of any criterion.
const maxListeCourte = 64

// evalueCourte is evalue for a short list: it keeps the figure up to date
// code by code, which stops at the first code too many and gives the
// figure without a pass over the classes.
func (r *recherche) evalueCourte(mg code.Masque, seuil Cout) (Cout, bool) {
	lim := seuil.lo
	if seuil.hi > 0 {
		lim = math.MaxUint64
	}
	p := r.t.Pions
	r.travail += len(r.masques)
	switch {
	case r.crit == MinMax && lim == 2:
		// Every class must hold one code: a set of the answers seen.
		var vus [2]uint64
		for _, m := range r.masques {
			a := mg.Score(m, p) & masqueIndice
			bit := uint64(1) << (a & 63)
			if vus[a>>6]&bit != 0 {
				return Cout{}, false
			}
			vus[a>>6] |= bit
		}
		return Cout{lo: 1}, true
	case r.crit == MaxParts:
		// Parts are the codes but those that join a class already open:
		// a set of the answers seen counts them.
		var vus [2]uint64
		n, doubles := uint64(len(r.masques)), uint64(0)
		for _, m := range r.masques {
			a := mg.Score(m, p) & masqueIndice
			bit := uint64(1) << (a & 63)
			if vus[a>>6]&bit != 0 {
				doubles++
				if partsMax-min(n-doubles, uint64(r.nbRep)) >= lim {
					return Cout{}, false
				}
			}
			vus[a>>6] |= bit
		}
		figure := Cout{lo: partsMax - (n - doubles)}
		return figure, figure.Moins(seuil)
	}
	compte := &r.compte
	clear(compte[:r.t.NbIndices()])
	var figure uint64
	switch {
	case r.crit == MinMax:
		for _, m := range r.masques {
			a := mg.Score(m, p) & masqueIndice
			compte[a]++
			figure = max(figure, uint64(compte[a]))
			if figure >= lim {
				return Cout{}, false
			}
		}
	case r.crit == MinAttendue:
		// A code joining a class of k adds 2k+1 to Σ n².
		for _, m := range r.masques {
			a := mg.Score(m, p) & masqueIndice
			figure += uint64(2*compte[a] + 1)
			compte[a]++
			if figure >= lim {
				return Cout{}, false
			}
		}
	case r.lg != nil:
		// A code joining a class of k adds delta[k] to Σ n·log2 n.
		for _, m := range r.masques {
			a := mg.Score(m, p) & masqueIndice
			figure += r.lg.delta[compte[a]]
			compte[a]++
			if figure >= lim {
				return Cout{}, false
			}
		}
	default:
		for _, m := range r.masques {
			compte[mg.Score(m, p)&masqueIndice]++
		}
		c := r.crit.cout(compte[:r.t.NbIndices()], nil)
		return c, c.Moins(seuil)
	}
	return Cout{lo: figure}, true
}

// partiel is a lower bound of the final figure of the guess being counted
// when reste codes are still to be counted.
func (r *recherche) partiel(reste int) Cout {
	d := Decoupage(r.compte[:r.t.NbIndices()])
	switch r.crit {
	case MinMax:
		return Cout{lo: uint64(d.Pire())}
	case MaxParts:
		return Cout{lo: uint64(partsMax - min(d.Parts()+reste, r.nbRep))}
	}
	return r.crit.cout(d, r.lg)
}
