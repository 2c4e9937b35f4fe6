package strategie

import (
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// symetrie finds the guesses worth scoring: the smallest code of each class
// of guesses that split the candidates alike because of a symmetry of the
// state.
//
// Colours first. Two kinds of colours are interchangeable in a state:
//
//   - the colours no row has played ("fresh"): swapping two of them maps
//     the rows, hence the set of candidates, onto itself, so a guess and
//     its image split the candidates into classes of the same sizes;
//   - the colours no candidate holds ("dead"): a peg of a dead colour never
//     matches, so any dead colour at any position gives the same split.
//
// Then positions. A permutation of the positions, with the renaming of the
// played colours it forces, that maps every row onto itself also maps the
// candidates onto themselves (answers do not change when both codes are
// permuted alike): a guess and its image split them alike. RRBBJJ is left
// unchanged by swapping its first two pegs, or by exchanging its pairs and
// their colours (RR with BB).
//
// Among equivalent guesses the smallest code is a representative, and
// candidacy is the same across a class: so the tie-break ("a candidate,
// then the smallest code") picks the same code among the representatives
// as a search of every code would. Leaving some symmetries out only makes
// the search score more codes, never a different choice: that is what
// maxPermutations relies on.
type symetrie struct {
	t code.Taille
	// admissibles: only admissible codes may be proposed, so dead colours
	// are interchangeable but may not be merged (merging repeats one).
	admissibles bool
	// frais lists the live fresh colours, increasing; rang[c] is the rank
	// of colour c in frais, or −1.
	frais []int
	rang  [code.MaxCouleurs]int
	// estMort marks the dead colours; mort is the smallest, or −1. With
	// admissibles, morts lists them increasing and rangMort[c] is the rank
	// of c in morts, or −1.
	estMort  [code.MaxCouleurs]bool
	mort     int
	morts    []int
	rangMort [code.MaxCouleurs]int
	// perms are the position permutations, other than the identity, that
	// leave every row unchanged (at most maxPermutations of them).
	perms []permutation
}

// permutation is a symmetry of the rows: the peg at position i goes to
// position pos[i] and, when its colour c was played, becomes colour coul[c]
// (fresh colours stay as they are).
type permutation struct {
	pos  [code.MaxPions]int8
	coul [code.MaxCouleurs]int8
}

// maxPermutations bounds the position permutations a state keeps: an empty
// board has Pions! of them (3 628 800 for 10 pegs), and checking a guess
// against each would cost more than scoring it. Any subset is correct.
const maxPermutations = 1024

// nouvelleSymetrie finds the symmetries of the state of rows lignes and
// candidates candidats; with positions, the position permutations too.
func nouvelleSymetrie(e *code.Espace, lignes []plateau.Ligne, candidats []int32, admissibles, positions bool) *symetrie {
	t := e.Taille()
	var joue, vivant [code.MaxCouleurs]bool
	for _, l := range lignes {
		for i := range l.Code.Len() {
			joue[l.Code.At(i)] = true
		}
	}
	nbVivants := 0
	for _, c := range candidats {
		k := int(c)
		for range t.Pions {
			coul := k % t.Couleurs
			k /= t.Couleurs
			if !vivant[coul] {
				vivant[coul] = true
				nbVivants++
			}
		}
		if nbVivants == t.Couleurs {
			break
		}
	}
	s := &symetrie{t: t, admissibles: admissibles, mort: -1}
	for c := range t.Couleurs {
		s.rang[c], s.rangMort[c] = -1, -1
		switch {
		case !vivant[c]:
			s.estMort[c] = true
			if s.mort < 0 {
				s.mort = c
			}
			if admissibles {
				s.rangMort[c] = len(s.morts)
				s.morts = append(s.morts, c)
			}
		case !joue[c]:
			s.rang[c] = len(s.frais)
			s.frais = append(s.frais, c)
		}
	}
	if positions {
		s.perms = permutations(t, lignes)
	}
	return s
}

// permutations lists the position permutations, other than the identity,
// that map every row onto itself with a renaming of the played colours:
// a backtracking search that places the pegs one position at a time.
func permutations(t code.Taille, lignes []plateau.Ligne) []permutation {
	var res []permutation
	var p permutation
	var inverse [code.MaxCouleurs]int8
	for c := range p.coul {
		p.coul[c], inverse[c] = -1, -1
	}
	var prise [code.MaxPions]bool
	identite := true
	var place func(i int) bool
	place = func(i int) bool {
		if i == t.Pions {
			if !identite {
				res = append(res, p)
			}
			return len(res) < maxPermutations
		}
		for j := range t.Pions {
			if prise[j] {
				continue
			}
			// Peg i goes to position j: each row's colour at i must
			// become its colour at j, one renaming for all rows.
			sauve, sauveInv, ok := p.coul, inverse, true
			for _, l := range lignes {
				a, b := l.Code.At(i), l.Code.At(j)
				switch {
				case p.coul[a] < 0 && inverse[b] < 0:
					p.coul[a], inverse[b] = int8(b), int8(a)
				case int(p.coul[a]) != b:
					ok = false
				}
				if !ok {
					break
				}
			}
			if ok {
				prise[j], p.pos[i] = true, int8(j)
				avant := identite
				identite = identite && i == j
				continuer := place(i + 1)
				identite = avant
				prise[j] = false
				if !continuer {
					return false
				}
			}
			p.coul, inverse = sauve, sauveInv
		}
		return true
	}
	place(0)
	return res
}

// prefixe is what a canonical code's next peg depends on: the next fresh
// rank, the next dead rank (admissible proposals), and the colours used.
type prefixe struct {
	frais, morts int8
	vues         uint32
}

// permise reports whether colour c may be the next peg of a canonical code
// after prefix x: a dead colour must be the smallest one (or, admissible
// proposals, the next one not used yet), a live fresh colour the next one
// not used yet, and no colour repeats among admissible proposals.
func (s *symetrie) permise(x prefixe, c int) bool {
	switch {
	case s.admissibles && x.vues&(1<<c) != 0:
		return false
	case s.estMort[c] && s.admissibles:
		return s.rangMort[c] <= int(x.morts)
	case s.estMort[c]:
		return c == s.mort
	}
	return s.rang[c] <= int(x.frais)
}

// apres is prefix x followed by colour c.
func (s *symetrie) apres(x prefixe, c int) prefixe {
	if s.rang[c] == int(x.frais) {
		x.frais++
	}
	if s.rangMort[c] == int(x.morts) && s.rangMort[c] >= 0 {
		x.morts++
	}
	x.vues |= 1 << c
	return x
}

// canonique reports whether code number g is the representative of its
// class under the colour symmetries; minimalParPositions checks the
// position ones.
func (s *symetrie) canonique(g int) bool {
	c := s.t.Code(g)
	var x prefixe
	for i := range s.t.Pions {
		k := c.At(i)
		if !s.permise(x, k) {
			return false
		}
		x = s.apres(x, k)
	}
	return true
}

// minimalParPositions reports whether code number g, canonical for the
// colours, is no larger than its image by any position permutation, once
// the image's interchangeable colours are renamed as in a canonical code.
func (s *symetrie) minimalParPositions(g int) bool {
	if len(s.perms) == 0 {
		return true
	}
	c, p := s.t.Code(g), s.t.Pions
	var image [code.MaxPions]int
	for _, h := range s.perms {
		for i := range p {
			k := c.At(i)
			if h.coul[k] >= 0 {
				k = int(h.coul[k])
			}
			image[h.pos[i]] = k
		}
		if s.compareRenomme(image[:p], c) < 0 {
			return false
		}
	}
	return true
}

// compareRenomme compares code c with image once the image's fresh live
// colours, and its dead ones, are renamed in order of first appearance
// (dead ones merged into the smallest when proposals may repeat): -1 when
// the renamed image is smaller.
func (s *symetrie) compareRenomme(image []int, c code.Code) int {
	var nom [code.MaxCouleurs]int8
	var x prefixe
	for i, k := range image {
		switch {
		case s.estMort[k] && !s.admissibles:
			k = s.mort
		case s.estMort[k] || s.rang[k] >= 0:
			if nom[k] == 0 {
				if s.estMort[k] {
					nom[k] = int8(s.morts[x.morts]) + 1
				} else {
					nom[k] = int8(s.frais[x.frais]) + 1
				}
				x = s.apres(x, int(nom[k])-1)
			}
			k = int(nom[k]) - 1
		}
		switch {
		case k < c.At(i):
			return -1
		case k > c.At(i):
			return 1
		}
	}
	return 0
}

// permutations calls f, in increasing order, with the number and the mask
// of each code of colour counts nb that is canonical for the colours,
// below code number fin, until f returns false: an odometer over the
// positions, each taking one of the colours still free. The position
// symmetries are left to f.
//
// Among nb's colours (canonical counts, see multisets), only the fresh
// ones, and the dead ones of admissible codes, have a rule: each takes
// the next rank of its kind on its first peg.
func (s *symetrie) permutations(nb *[code.MaxCouleurs]int8, fin int, elague func(i int, prefixe, restantes uint64) bool, f func(g int, places uint64) bool) {
	p, n := s.t.Pions, s.t.Couleurs
	var couleurs [code.MaxPions]int
	var libres [code.MaxPions]int8
	// genre[k] is 1 for a fresh colour, 2 for a dead one with ranks, 0
	// otherwise; rang[k] its rank.
	var genre, rang [code.MaxPions]int8
	nc := 0
	for c, k := range nb[:n] {
		if k == 0 {
			continue
		}
		couleurs[nc], libres[nc] = c, k
		switch {
		case s.estMort[c] && s.admissibles:
			genre[nc], rang[nc] = 2, int8(s.rangMort[c])
		case !s.estMort[c] && s.rang[c] >= 0:
			genre[nc], rang[nc] = 1, int8(s.rang[c])
		}
		nc++
	}
	// Before position i: the next rank of each kind, the mask and the
	// code number of the prefix.
	var suivant [code.MaxPions + 1][3]int8
	var index [code.MaxPions + 1]int
	// taille[i] is the number of codes a prefix of i pegs starts.
	var taille [code.MaxPions + 1]int
	taille[p] = 1
	for i := p - 1; i >= 0; i-- {
		taille[i] = taille[i+1] * n
	}
	// places[i] are the places of the prefix's pegs (see placesDe);
	// colonnes[k] those of colour couleurs[k] at every position, and
	// queue[i] the places of the positions from i on.
	var places [code.MaxPions + 1]uint64
	var colonnes [code.MaxPions]uint64
	var queue [code.MaxPions + 1]uint64
	if elague != nil {
		for k := range nc {
			for j := range p {
				colonnes[k] |= 1 << (j*n + couleurs[k])
			}
		}
		for j := range p {
			queue[j] = ^uint64(0) << (j * n)
		}
	}
	var choix [code.MaxPions]int
	choix[0] = -1
	for i := 0; i >= 0; {
		if k := choix[i]; k >= 0 {
			libres[k]++
		}
		k := choix[i] + 1
		for k < nc && (libres[k] == 0 || (genre[k] != 0 && rang[k] > suivant[i][genre[k]])) {
			k++
		}
		if k == nc {
			i--
			continue
		}
		choix[i] = k
		libres[k]--
		c := couleurs[k]
		suivant[i+1] = suivant[i]
		if genre[k] != 0 && rang[k] == suivant[i][genre[k]] {
			suivant[i+1][genre[k]]++
		}
		index[i+1] = index[i]*n + c
		if index[i+1]*taille[i+1] >= fin {
			// The codes come in increasing order: none of this prefix
			// or after it is below fin.
			return
		}
		places[i+1] = places[i] | 1<<(i*n+c)
		if elague != nil && i+1 < p-2 {
			var restantes uint64
			for k := range nc {
				if libres[k] > 0 {
					restantes |= colonnes[k]
				}
			}
			if elague(i+1, places[i+1], restantes&queue[i+1]) {
				continue
			}
		}
		if i < p-1 {
			i++
			choix[i] = -1
			continue
		}
		if !f(index[p], places[p]) {
			return
		}
	}
}
