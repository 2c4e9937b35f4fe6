package strategie

import (
	"math"

	"mastermind/code"
)

// ParScore is a score strategy: it proposes, among the admissible codes,
// the one whose split of the candidates (see Decoupage) is best under its
// criterion; ties go to a candidate, then to the smallest code. With a
// single candidate left it proposes that one. Its first proposal follows
// the same rule (RRBB on 4×6 for Knuth); AvecPremier imposes another one.
//
// The admissible codes are every code, or, without repeats, those that
// hold no colour twice: the rule of the game binds every proposal. The
// guesses it walks (symetrie's odometer) are admissible by construction.
//
// The search is exact but does not score every code: it scores only one
// code of each class of guesses that colour symmetry makes equivalent (see
// symetrie), the candidates first, stops counting a guess as soon as it
// cannot beat the best so far, and stops searching when a guess reaches
// the best figure any split could have.
//
// Build it with NouvelleParScore; the zero value with a criterion works
// too, more slowly for MaxEntropie.
type ParScore struct {
	Critere Critere
	lg      *tableLog
}

// NouvelleParScore returns the score strategy of criterion c.
func NouvelleParScore(c Critere) ParScore {
	s := ParScore{Critere: c}
	if c == MaxEntropie {
		s.lg = nouvelleTableLog(tailleTableLog)
	}
	return s
}

// Nom is the criterion's name: knuth, most-parts, entropy, expected-size.
func (s ParScore) Nom() string { return s.Critere.Nom() }

// Propose returns the best guess of state e.
func (s ParScore) Propose(e *Etat) (code.Code, error) {
	switch len(e.Candidats) {
	case 0:
		return code.Code{}, ErrAucunCandidat
	case 1:
		return e.Espace.Code(int(e.Candidats[0])), nil
	}
	premier, _ := s.cherche(e, false)
	return e.Espace.Code(premier.g), nil
}

// Choix is a guess of a score strategy and how it splits the candidates.
type Choix struct {
	Code code.Code
	// Candidat: the guess may be the secret.
	Candidat bool
	// Decoupage is the split of the candidates by the guess's answers.
	Decoupage Decoupage
	// Cout is the exact figure the strategy minimises (see Cout).
	Cout Cout
}

// Meilleurs returns the strategy's choice in state e and the runner-up: the
// best guess that is not equivalent to it by colour symmetry (the next one
// in the strategy's order when several are as good). For a teacher's
// "why this code": the split of each, and by how much the first wins.
//
// Pré-requis: e.Candidats is not empty.
// Résultat: the choice, the runner-up and true; false when there is no
// other guess (a single candidate is proposed without a search);
// ErrAucunCandidat without candidates.
func (s ParScore) Meilleurs(e *Etat) (premier, second Choix, deux bool, err error) {
	switch len(e.Candidats) {
	case 0:
		return Choix{}, Choix{}, false, ErrAucunCandidat
	case 1:
		c := int(e.Candidats[0])
		return s.choix(e, essai{g: c, candidat: true}), Choix{}, false, nil
	}
	a, b := s.cherche(e, true)
	if b.g < 0 {
		return s.choix(e, a), Choix{}, false, nil
	}
	return s.choix(e, a), s.choix(e, b), true, nil
}

func (s ParScore) choix(e *Etat, x essai) Choix {
	d := Decoupe(e.Espace, x.g, e.Candidats)
	return Choix{Code: e.Espace.Code(x.g), Candidat: x.candidat, Decoupage: d, Cout: s.Critere.cout(d, s.lg)}
}

// essai is a scored guess; g < 0 for none.
type essai struct {
	g        int
	cout     Cout
	candidat bool
}

// cherche returns the best guess and, when deux is set, the runner-up.
func (s ParScore) cherche(e *Etat, deux bool) (premier, second essai) {
	r := recherche{
		e: e.Espace, crit: s.Critere, lg: s.lg, cands: e.Candidats,
		nbRep:  NbReponsesPossibles(e.Taille().Pions),
		compte: make(Decoupage, e.Taille().NbIndices()),
	}
	r.borne = s.Critere.borne(len(e.Candidats), r.nbRep, s.lg)
	premier = essai{g: -1, cout: coutInfini}
	second = premier
	parMultiset := len(e.Candidats) >= seuilMultiset && e.Taille().Couleurs <= maxCouleursMultiset
	if parMultiset {
		r.multisets = nouvelleTableMultisets()
	}
	considere := func(g int, candidat bool, cle uint64) bool {
		seuil := premier.cout
		if deux {
			seuil = second.cout
		}
		var c Cout
		ok := true
		if parMultiset {
			b, cx, exact := r.borneMultiset(g, cle)
			switch {
			case exact:
				c, ok = cx, cx.Moins(seuil)
			case b.Moins(seuil):
				c, ok = r.evalue(g, seuil)
			default:
				ok = false
			}
		} else {
			c, ok = r.evalue(g, seuil)
		}
		if ok {
			switch {
			case c.Moins(premier.cout):
				premier, second = essai{g, c, candidat}, premier
			case c.Moins(second.cout):
				second = essai{g, c, candidat}
			}
		}
		garde := premier.cout
		if deux {
			garde = second.cout
		}
		return r.borne.Moins(garde)
	}
	sym := nouvelleSymetrie(e.Espace, e.Lignes, e.Candidats)
	for _, c := range e.Candidats {
		if sym.canonique(int(c)) && !considere(int(c), true, cleMultiset(e.Espace.Code(int(c)))) {
			return premier, second
		}
	}
	// A guess that is not a candidate never gets the winning answer: its
	// split has one class fewer, hence a higher bound.
	r.borne = s.Critere.borne(len(e.Candidats), r.nbRep-1, s.lg)
	if garde := premier.cout; (deux && !r.borne.Moins(second.cout)) || (!deux && !r.borne.Moins(garde)) {
		return premier, second
	}
	j := 0
	it := sym.odometre()
	if parMultiset && e.Taille().Pions >= 2 {
		// The codes that share a prefix: their multisets are the
		// prefix's plus the pegs left; the least of their bounds, kept
		// under the prefix's key (fewer pegs, so no clash), rules them
		// all out at once.
		it.elague = func(cle uint64, suiv, index, reste int) bool {
			seuil := premier.cout
			if deux {
				seuil = second.cout
			}
			return !r.bornePrefixe(sym, cle, suiv, index, reste).Moins(seuil)
		}
	}
	for {
		g, cle, ok := it.prochain()
		if !ok {
			return premier, second
		}
		for j < len(e.Candidats) && int(e.Candidats[j]) < g {
			j++
		}
		if j < len(e.Candidats) && int(e.Candidats[j]) == g {
			continue
		}
		if parMultiset {
			// Most guesses stop at their multiset's bound: check it here.
			seuil := premier.cout
			if deux {
				seuil = second.cout
			}
			if b, ok := r.multisets.cherche(cle); ok && !b.Moins(seuil) {
				continue
			}
		}
		if !considere(g, false, cle) {
			return premier, second
		}
	}
}

// bornePrefixe is the least bound of the multisets of the canonical codes
// that complete a prefix (key cle, next fresh rank suiv, code number index)
// with reste more pegs.
func (r *recherche) bornePrefixe(sym *symetrie, cle uint64, suiv, index, reste int) Cout {
	if reste == 0 {
		b, _, _ := r.borneMultiset(index, cle)
		return b
	}
	if b, ok := r.multisets.cherche(cle); ok {
		return b
	}
	b := coutInfini
	var tampon [code.MaxCouleurs]int
	for _, c := range sym.dernieres(suiv, tampon[:0]) {
		s := suiv
		if sym.rang[c] == suiv {
			s++
		}
		if x := r.bornePrefixe(sym, cle+1<<(4*c), s, index*sym.t.Couleurs+c, reste-1); x.Moins(b) {
			b = x
		}
	}
	r.multisets.ajoute(cle, b)
	return b
}

// seuilMultiset is the fewest candidates for which bounding by colour
// multiset pays.
const seuilMultiset = 4

// borneMultiset is a lower bound of the figure of every guess with the
// colour multiset of g (key cle), computed once per multiset, with the
// exact figure of g when g is the guess it was computed from (exact).
//
// All the guesses with the same colours, in any order, have as many pegs
// in common (bien + mal) with a given candidate: the common count does not
// depend on positions. The split of a guess refines the split by common
// count, and a class of common count c splits by bien into at most c + 1
// classes (c when c is the number of pegs: never pegs−1 bien placés).
// The most even split of each class bounds the figure from below.
func (r *recherche) borneMultiset(g int, cle uint64) (borne, cout Cout, exact bool) {
	if b, ok := r.multisets.cherche(cle); ok {
		return b, Cout{}, false
	}
	p := r.e.Taille().Pions
	communs := make([]int, p+1)
	clear(r.compte)
	var buf [bloc]uint8
	for debut := 0; debut < len(r.cands); debut += bloc {
		morceau := r.cands[debut:min(debut+bloc, len(r.cands))]
		r.e.ScoreListe(g, morceau, buf[:])
		for _, a := range buf[:len(morceau)] {
			r.compte[a]++
			communs[int(a)/(p+1)+int(a)%(p+1)]++
		}
	}
	var b Cout
	for c, n := range communs {
		if n == 0 {
			continue
		}
		parts := c + 1
		if c == p {
			parts = max(p, 1)
		}
		x := r.crit.borne(n, parts, r.lg)
		switch r.crit {
		case MinMax:
			b.lo = max(b.lo, x.lo)
		case MaxParts:
			b.lo += uint64(min(n, parts))
		default:
			b = b.plus(1, x.lo)
			b.hi += x.hi
		}
	}
	if r.crit == MaxParts {
		b.lo = partsMax - b.lo
	}
	r.multisets.ajoute(cle, b)
	return b, r.crit.cout(r.compte, r.lg), true
}

// recherche scores guesses against a list of candidates.
type recherche struct {
	e      *code.Espace
	crit   Critere
	lg     *tableLog
	cands  []int32
	nbRep  int
	borne  Cout
	compte Decoupage
	// multisets caches borneMultiset, when bounding by multiset pays.
	multisets *tableMultisets
}

// tableMultisets maps multiset keys to bounds: open addressing, linear
// probing, grown to stay at most half full. Faster than a map here, and
// small for the small nodes, which see few multisets.
type tableMultisets struct {
	cles    []uint64
	bornes  []Cout
	n       int
	decalee uint
}

func nouvelleTableMultisets() *tableMultisets {
	const bits = 6
	return &tableMultisets{cles: make([]uint64, 1<<bits), bornes: make([]Cout, 1<<bits), decalee: 64 - bits}
}

func (m *tableMultisets) place(cle uint64) uint64 { return (cle * 0x9e3779b97f4a7c15) >> m.decalee }

// cherche returns the bound of key cle. A key is never 0: a code has at
// least one peg.
func (m *tableMultisets) cherche(cle uint64) (Cout, bool) {
	masque := uint64(len(m.cles) - 1)
	for i := m.place(cle); ; i = (i + 1) & masque {
		switch m.cles[i] {
		case cle:
			return m.bornes[i], true
		case 0:
			return Cout{}, false
		}
	}
}

func (m *tableMultisets) ajoute(cle uint64, b Cout) {
	if 2*(m.n+1) > len(m.cles) {
		cles, bornes := m.cles, m.bornes
		m.cles, m.bornes = make([]uint64, 2*len(cles)), make([]Cout, 2*len(cles))
		m.decalee--
		m.n = 0
		for i, k := range cles {
			if k != 0 {
				m.ajoute(k, bornes[i])
			}
		}
	}
	masque := uint64(len(m.cles) - 1)
	i := m.place(cle)
	for m.cles[i] != 0 {
		i = (i + 1) & masque
	}
	m.cles[i], m.bornes[i] = cle, b
	m.n++
}

// evalue returns the figure of guess g, or false as soon as it is sure not
// to be strictly below seuil. Every figure only grows as codes are added
// to the classes (for MaxParts, the bound assumes every code left opens a
// class), which makes stopping early exact.
func (r *recherche) evalue(g int, seuil Cout) (Cout, bool) {
	clear(r.compte)
	lim := seuil.lo
	if seuil.hi > 0 {
		lim = math.MaxUint64
	}
	var buf [bloc]uint8
	var somme uint64
	n := len(r.cands)
	crit := r.crit
	if crit == MaxEntropie && r.lg != nil && n < len(r.lg.delta) && n < 1<<16 {
		// Σ n·log2 n < 2^16·16·2^44 fits in 64 bits: add it up item by
		// item, as for MinAttendue.
		crit = -1
	}
	// Blocks grow from 16 answers: most guesses are given up after a few
	// candidates, and the answers of a block are computed at once.
	taille := 16
	for debut := 0; debut < n; debut, taille = debut+taille, min(2*taille, bloc) {
		morceau := r.cands[debut:min(debut+taille, n)]
		r.e.ScoreListe(g, morceau, buf[:])
		reponses := buf[:len(morceau)]
		switch crit {
		case -1:
			for _, a := range reponses {
				k := r.compte[a]
				r.compte[a] = k + 1
				somme += r.lg.delta[k]
				if somme >= lim {
					return Cout{}, false
				}
			}
		case MinMax:
			for _, a := range reponses {
				k := r.compte[a] + 1
				r.compte[a] = k
				if uint64(k) >= lim {
					return Cout{}, false
				}
			}
		case MinAttendue:
			for _, a := range reponses {
				k := r.compte[a]
				r.compte[a] = k + 1
				somme += uint64(2*k + 1)
				if somme >= lim {
					return Cout{}, false
				}
			}
		default:
			for _, a := range reponses {
				r.compte[a]++
			}
			if reste := n - debut - len(morceau); reste > 0 && !r.partiel(reste).Moins(seuil) {
				return Cout{}, false
			}
		}
	}
	return r.crit.cout(r.compte, r.lg), true
}

// partiel is a lower bound of the final figure when reste codes are still
// to be counted (MaxParts and MaxEntropie).
func (r *recherche) partiel(reste int) Cout {
	if r.crit == MaxParts {
		return Cout{lo: uint64(partsMax - min(r.compte.Parts()+reste, r.nbRep))}
	}
	return r.crit.cout(r.compte, r.lg)
}
