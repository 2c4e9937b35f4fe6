package analyse

import (
	"slices"
	"strconv"
	"strings"
)

// naif is the plain, independent implementation the analysis is checked
// against: codes as slices of colour numbers, answers counted peg by peg,
// every guess tried, no masks, no symmetry, nothing from the lab.
type naif struct {
	pions, couleurs int
	sansRepetition  bool
	codes           [][]int // every code, in lexicographic order
	admissibles     []int   // indices in codes of the codes one may play
	// meilleurs remembers meilleur by set of codes: the games of a test
	// share their first moves.
	meilleurs map[string][2]int
}

func nouveauNaif(pions, couleurs int, sansRepetition bool) *naif {
	n := &naif{pions: pions, couleurs: couleurs, sansRepetition: sansRepetition, meilleurs: map[string][2]int{}}
	c := make([]int, pions)
	for {
		n.codes = append(n.codes, slices.Clone(c))
		i := pions - 1
		for i >= 0 && c[i] == couleurs-1 {
			c[i] = 0
			i--
		}
		if i < 0 {
			break
		}
		c[i]++
	}
	for i, c := range n.codes {
		if !sansRepetition || !repete(c) {
			n.admissibles = append(n.admissibles, i)
		}
	}
	return n
}

func repete(c []int) bool {
	for i := range c {
		for j := i + 1; j < len(c); j++ {
			if c[i] == c[j] {
				return true
			}
		}
	}
	return false
}

// reponse counts the right pegs, then the common colours one by one.
func (n *naif) reponse(a, b []int) [2]int {
	bien := 0
	for i := range a {
		if a[i] == b[i] {
			bien++
		}
	}
	communs := 0
	for c := range n.couleurs {
		x, y := 0, 0
		for i := range a {
			if a[i] == c {
				x++
			}
			if b[i] == c {
				y++
			}
		}
		communs += min(x, y)
	}
	return [2]int{bien, communs - bien}
}

func (n *naif) index(c []int) int {
	for i, d := range n.codes {
		if slices.Equal(c, d) {
			return i
		}
	}
	panic("unknown code")
}

// filtre keeps the codes of cands that give guess g answer r.
func (n *naif) filtre(cands []int, g int, r [2]int) []int {
	var garde []int
	for _, c := range cands {
		if n.reponse(n.codes[c], n.codes[g]) == r {
			garde = append(garde, c)
		}
	}
	return garde
}

// classes splits cands by their answer to g.
func (n *naif) classes(g int, cands []int) map[[2]int][]int {
	m := map[[2]int][]int{}
	for _, c := range cands {
		r := n.reponse(n.codes[c], n.codes[g])
		m[r] = append(m[r], c)
	}
	return m
}

// carres is Σ n² over the classes of g, and the number of classes.
func (n *naif) carres(g int, cands []int) (s, parts int) {
	compte := make([]int, (n.pions+1)*(n.pions+1))
	for _, c := range cands {
		r := n.reponse(n.codes[c], n.codes[g])
		compte[r[0]*(n.pions+1)+r[1]]++
	}
	for _, k := range compte {
		if k > 0 {
			s += k * k
			parts++
		}
	}
	return s, parts
}

// meilleur is the guess of least Σ n², then one of cands, then the first.
func (n *naif) meilleur(cands []int) (int, int) {
	k := cle(cands)
	if m, ok := n.meilleurs[k]; ok {
		return m[0], m[1]
	}
	best, bestS, bestCand := -1, 0, false
	for _, g := range n.admissibles {
		s, _ := n.carres(g, cands)
		cand := slices.Contains(cands, g)
		if best < 0 || s < bestS || (s == bestS && cand && !bestCand) {
			best, bestS, bestCand = g, s, cand
		}
	}
	n.meilleurs[k] = [2]int{best, bestS}
	return best, bestS
}

// optimum is the least total number of guesses that finds every code of
// cands, over every strategy.
func (n *naif) optimum(cands []int, memo map[string]int) int {
	if len(cands) == 1 {
		return 1
	}
	cle := cle(cands)
	if v, ok := memo[cle]; ok {
		return v
	}
	best := -1
	for _, g := range n.admissibles {
		if v, ok := n.avec(g, cands, memo); ok && (best < 0 || v < best) {
			best = v
		}
	}
	memo[cle] = best
	return best
}

// avec is the least total when g is played on cands first; false when g
// teaches nothing.
func (n *naif) avec(g int, cands []int, memo map[string]int) (int, bool) {
	cl := n.classes(g, cands)
	gagne := [2]int{n.pions, 0}
	if len(cl) == 1 && len(cl[gagne]) == 0 {
		return 0, false
	}
	total := len(cands)
	for r, c := range cl {
		if r != gagne {
			total += n.optimum(c, memo)
		}
	}
	return total, true
}

func cle(cands []int) string {
	var b strings.Builder
	for _, c := range cands {
		b.WriteString(strconv.Itoa(c))
		b.WriteByte(',')
	}
	return b.String()
}
