package strategie

import (
	"mastermind/code"
	"mastermind/plateau"
)

// symetrie finds the guesses worth scoring. Two kinds of colours are
// interchangeable in a state:
//
//   - the colours no row has played ("fresh"): swapping two of them maps
//     the rows, hence the set of candidates, onto itself, so a guess and
//     its image split the candidates into classes of the same sizes;
//   - the colours no candidate holds ("dead"): a peg of a dead colour never
//     matches, so any dead colour at any position gives the same split.
//
// Among the guesses equivalent this way, the smallest code is a
// representative: its dead pegs all have the smallest dead colour, and its
// live fresh colours appear for the first time in increasing order,
// starting with the smallest. The score strategies only score those
// "canonical" codes. Since the representative is the smallest code of its
// class, and candidacy is the same across a class, the tie-break ("a
// candidate, then the smallest code") picks the same code as a search of
// every code would.
//
// Without repeats a guess must be admissible too (code.Taille.
// VerifieAdmissible): the guesses are the admissible codes, and the
// smallest admissible code of a class gives its dead pegs the dead colours
// in increasing order, the first dead peg the smallest (one dead colour
// cannot fill two pegs). Renaming colours keeps a code admissible, so the
// classes are the same and the argument above holds among admissible
// codes.
type symetrie struct {
	t code.Taille
	// frais lists the live fresh colours, increasing; rang[c] is the rank
	// of colour c in frais, or −1.
	frais []int
	rang  [code.MaxCouleurs]int
	// mort is the smallest dead colour, or −1; estMort[c] marks every one.
	mort    int
	estMort [code.MaxCouleurs]bool
	// Without repeats (sansRepetition), rangMort[c] is the rank of dead
	// colour c among the dead colours, increasing.
	sansRepetition bool
	rangMort       [code.MaxCouleurs]int
}

func nouvelleSymetrie(e *code.Espace, lignes []plateau.Ligne, candidats []int32) *symetrie {
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
	s := &symetrie{t: t, mort: -1, sansRepetition: t.SansRepetition}
	nbMorts := 0
	for c := range t.Couleurs {
		s.rang[c] = -1
		switch {
		case !vivant[c]:
			s.estMort[c] = true
			s.rangMort[c] = nbMorts
			nbMorts++
			if s.mort < 0 {
				s.mort = c
			}
		case !joue[c]:
			s.rang[c] = len(s.frais)
			s.frais = append(s.frais, c)
		}
	}
	return s
}

// canonique reports whether code number g is the representative of its
// class (without repeats, an admissible code).
func (s *symetrie) canonique(g int) bool {
	c := s.t.Code(g)
	if s.sansRepetition {
		return s.canoniqueSansRepetition(c)
	}
	suivant := 0
	for i := range s.t.Pions {
		k := c.At(i)
		if s.estMort[k] && k != s.mort {
			return false
		}
		if r := s.rang[k]; r >= 0 {
			if r > suivant {
				return false
			}
			if r == suivant {
				suivant++
			}
		}
	}
	return true
}

// canoniqueSansRepetition is canonique without repeats: no colour twice,
// the dead colours and the live fresh ones each in increasing order.
func (s *symetrie) canoniqueSansRepetition(c code.Code) bool {
	var vues uint64
	morts, suivant := 0, 0
	for i := range s.t.Pions {
		k := c.At(i)
		if vues&(1<<k) != 0 {
			return false
		}
		vues |= 1 << k
		switch {
		case s.estMort[k]:
			if s.rangMort[k] != morts {
				return false
			}
			morts++
		case s.rang[k] >= 0:
			if s.rang[k] != suivant {
				return false
			}
			suivant++
		}
	}
	return true
}

// cleMultiset is the key of a code's colour multiset: 4 bits per colour
// count (a count is at most code.MaxPions = 10). It is only meaningful up
// to maxCouleursMultiset colours.
func cleMultiset(c code.Code) uint64 {
	var k uint64
	for i := range c.Len() {
		k += 1 << (4 * c.At(i))
	}
	return k
}

// maxCouleursMultiset is the most colours cleMultiset tells apart.
const maxCouleursMultiset = 16

// odometre enumerates the canonical codes in increasing order without a
// callback: an odometer over the positions, for the score strategies'
// inner loop.
type odometre struct {
	s *symetrie
	// elague, when set, is asked when a prefix leaves at most
	// profondeurElague pegs to choose, with the key of the prefix's
	// multiset, the next fresh rank, the prefix's code number and the
	// number of pegs left: true skips every code with that prefix.
	elague func(cle uint64, suiv, index, reste int) bool
	pos    int
	col    [code.MaxPions]int
	// Before position i: the next fresh rank, the code number and the
	// multiset key of the prefix.
	suiv  [code.MaxPions + 1]int
	index [code.MaxPions + 1]int
	cle   [code.MaxPions + 1]uint64
	// Without repeats, before position i: the colours of the prefix and
	// its number of dead pegs.
	vues  [code.MaxPions + 1]uint64
	morts [code.MaxPions + 1]int
}

func (s *symetrie) odometre() *odometre {
	it := &odometre{s: s}
	it.col[0] = -1
	return it
}

// prochain returns the next canonical code and its multiset key, or false
// after the last.
func (it *odometre) prochain() (g int, cle uint64, ok bool) {
	s := it.s
	n, p := s.t.Couleurs, s.t.Pions
	for it.pos >= 0 {
		i := it.pos
		c := it.col[i] + 1
		for ; c < n; c++ {
			if s.sansRepetition {
				if it.possibleSansRepetition(i, c) {
					break
				}
				continue
			}
			if s.estMort[c] && c != s.mort {
				continue
			}
			if s.rang[c] > it.suiv[i] {
				continue
			}
			break
		}
		if c == n {
			it.pos--
			continue
		}
		it.col[i] = c
		it.suiv[i+1] = it.suiv[i]
		if s.rang[c] == it.suiv[i] {
			it.suiv[i+1]++
		}
		if s.sansRepetition {
			it.vues[i+1] = it.vues[i] | 1<<c
			it.morts[i+1] = it.morts[i]
			if s.estMort[c] {
				it.morts[i+1]++
			}
		}
		it.index[i+1] = it.index[i]*n + c
		it.cle[i+1] = it.cle[i] + 1<<(4*c)
		if i == p-1 {
			return it.index[p], it.cle[p], true
		}
		if reste := p - 1 - i; reste <= profondeurElague && it.elague != nil && it.elague(it.cle[i+1], it.suiv[i+1], it.index[i+1], reste) {
			continue
		}
		it.pos++
		it.col[it.pos] = -1
	}
	return 0, 0, false
}

// possibleSansRepetition reports whether colour c may follow the prefix
// of the first i pegs in a canonical admissible code: not in the prefix,
// the next dead colour if dead, the next fresh colour if fresh.
func (it *odometre) possibleSansRepetition(i, c int) bool {
	s := it.s
	switch {
	case it.vues[i]&(1<<c) != 0:
		return false
	case s.estMort[c]:
		return s.rangMort[c] == it.morts[i]
	}
	return s.rang[c] <= it.suiv[i]
}

// profondeurElague is how many pegs may be left when the odometer asks
// elague: the bound of a prefix is the least over its completions, so it
// costs more to compute the earlier it is asked.
const profondeurElague = 2

// dernieres lists the colours the last peg of a canonical code may have
// after a prefix whose next fresh rank is suiv. Without repeats it lists
// every dead colour and every colour of the prefix too: a bound over more
// codes is still a bound (see bornePrefixe).
func (s *symetrie) dernieres(suiv int, dst []int) []int {
	dst = dst[:0]
	for c := range s.t.Couleurs {
		if (!s.sansRepetition && s.estMort[c] && c != s.mort) || s.rang[c] > suiv {
			continue
		}
		dst = append(dst, c)
	}
	return dst
}
