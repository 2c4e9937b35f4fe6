package verifborne

import (
	"context"
	"encoding/binary"
	"math/bits"
	"slices"
)

// calcul is the definition of the package comment computed for one file.
type calcul struct {
	p, c, r int
	rep     bool
	exact   int
	demi    bool        // leaves split: the half level at the horizon
	codes   [][]uint8   // every code (without repeats: the admissible ones), by number
	nb      [][26]uint8 // how many pegs of each colour code i holds
	// distinctes are the colours code i holds, each once.
	distinctes [][]uint8
	// With p × c ≤ 64, a code is also two words: bit i·c+k when position
	// i holds colour k, bits k·p to k·p+m−1 when it holds colour k m
	// times. The right pegs are the common bits of the first words, the
	// common colours those of the second (a count is a run of ones).
	mots            bool
	places, comptes []uint64
	// table holds the answers of the class's codes to every code: row
	// ligne[x] for code x of the class, column g for proposal g (ligne is
	// nil when there is no table: a class too large for tableMax).
	table   []uint8
	ligne   []int32
	pas     int     // a row's length: the codes rounded up to a power of two
	secrets []int32 // the class
	compte  []int   // compte[m]: the counting bound of m codes
	// lineaire is the largest m such that compte[x] = 2x − 1 for every
	// x ≤ m.
	lineaire   int
	perms      [][]uint8
	valeurs    map[string]int // the definition's value of a set and its levels
	bornes     map[string]int // a lower bound of it (a cut-off was reached)
	historique []coup
	// groupes are the symmetries of the histories met (8 pegs and
	// more), by history.
	groupes   map[string][]elem
	maxGroupe int // maxGroupe
	// listes are representants' lists, by the colours of the set and
	// the codes of the history; tailleListes their codes in all.
	listes       map[string][]int32
	tailleListes int
	// dernieres[k] is the last history of k moves symetries was asked
	// for, with its symmetries.
	dernieres []derniere
	// ctx ends the check early (nil: never); arrete is set once it has,
	// and every value is then a cut-off, so that vaut returns at once.
	ctx    context.Context
	arrete bool
	appels int
}

// interrompu reports whether the check must stop, reading ctx every 1024
// calls.
func (c *calcul) interrompu() bool {
	c.appels++
	if !c.arrete && c.ctx != nil && c.appels&1023 == 0 {
		c.arrete = c.ctx.Err() != nil
	}
	return c.arrete
}

// maxMemo bounds the sets the checker remembers; past it, it forgets them
// all (it then computes them again: time, never the result).
const maxMemo = 1 << 22

func nouveauCalcul(f *fichier) *calcul {
	c := &calcul{p: f.pions, c: f.couleurs, rep: f.repetitions, exact: f.exact, demi: f.demi,
		r: f.pions*(f.pions+3)/2 - 1, historique: f.apres, mots: f.pions*f.couleurs <= 64,
		valeurs: map[string]int{}, bornes: map[string]int{}, maxGroupe: maxGroupe}
	code := make([]uint8, f.pions)
	var genere func(i int, vu int)
	genere = func(i int, vu int) {
		if i == f.pions {
			c.ajoute(slices.Clone(code))
			return
		}
		for k := range f.couleurs {
			if !f.repetitions && vu&(1<<k) != 0 {
				continue
			}
			code[i] = uint8(k)
			genere(i+1, vu|1<<k)
		}
	}
	genere(0, 0)
	for i, x := range c.codes {
		garde := true
		for _, h := range f.apres {
			if b, m := c.reponse(h.code, x); b != h.bien || m != h.mal {
				garde = false
				break
			}
		}
		if garde {
			c.secrets = append(c.secrets, int32(i))
		}
	}
	c.compte = comptage(len(c.secrets)+1, c.r)
	c.tabule()
	for c.lineaire+1 < len(c.compte) && c.compte[c.lineaire+1] == 2*(c.lineaire+1)-1 {
		c.lineaire++
	}
	if f.pions <= 7 {
		perm := make([]uint8, f.pions)
		for i := range perm {
			perm[i] = uint8(i)
		}
		permute(perm, 0, func(p []uint8) { c.perms = append(c.perms, slices.Clone(p)) })
	}
	// 8 pegs and more: too many permutations to try them all at each
	// set; the symmetries of each history are found by stabilisateur.
	return c
}

func (c *calcul) ajoute(x []uint8) {
	var n [26]uint8
	var d []uint8
	for _, k := range x {
		if n[k] == 0 {
			d = append(d, k)
		}
		n[k]++
	}
	c.codes = append(c.codes, x)
	c.nb = append(c.nb, n)
	c.distinctes = append(c.distinctes, d)
	if c.mots {
		var places, comptes uint64
		for i, k := range x {
			places |= 1 << (i*c.c + int(k))
		}
		for _, k := range d {
			for j := range int(n[k]) {
				comptes |= 1 << (int(k)*c.p + j)
			}
		}
		c.places = append(c.places, places)
		c.comptes = append(c.comptes, comptes)
	}
}

func permute(p []uint8, k int, f func([]uint8)) {
	if k == len(p) {
		f(p)
		return
	}
	for i := k; i < len(p); i++ {
		p[k], p[i] = p[i], p[k]
		permute(p, k+1, f)
		p[k], p[i] = p[i], p[k]
	}
}

// comptage tabulates the counting bound: one secret found with one
// proposal, r with two, r² with three, and so on, filled in that order.
func comptage(n, r int) []int {
	t := make([]int, n+1)
	place, niveau, prof := 1, 1, 1
	for m := 1; m <= n; m++ {
		if place == 0 {
			prof++
			niveau = min(niveau*r, n)
			place = niveau
		}
		t[m] = t[m-1] + prof
		place--
	}
	return t
}

// tableMax bounds the bytes of the table of answers (233 MB for the
// largest class of 5 × 8).
const tableMax = 1 << 28

// tabule fills the table of answers of the class's codes, when it fits:
// every set the checker meets is a subset of the class, so the answer of
// any proposal to any of its codes is read there instead of computed.
func (c *calcul) tabule() {
	n, ns := len(c.codes), len(c.secrets)
	c.pas = 1 << bits.Len(uint(n-1))
	if ns*c.pas > tableMax {
		return
	}
	c.table = make([]uint8, ns*c.pas)
	c.ligne = make([]int32, n)
	for i := range c.ligne {
		c.ligne[i] = -1
	}
	for i, x := range c.secrets {
		c.ligne[x] = int32(i)
		ligne := c.table[i*c.pas : i*c.pas+n]
		for g := range ligne {
			ligne[g] = uint8(c.indice(int32(g), x))
		}
	}
}

// rangee is the row of code x of the class: its answers to every code
// (pas of them, those past the codes unused).
func (c *calcul) rangee(x int32) []uint8 {
	i := int(c.ligne[x]) * c.pas
	return c.table[i : i+c.pas]
}

// lue is indice(g, x) for a code x of the class, from the table when
// there is one and the codes are not words (one answer read across rows
// costs more than two bit counts).
func (c *calcul) lue(g, x int32) int {
	if c.ligne != nil && !c.mots {
		return int(c.table[int(c.ligne[x])*c.pas+int(g)])
	}
	return c.indice(g, x)
}

// reponse is the answer to proposal g when the secret is s.
func (c *calcul) reponse(g, s []uint8) (bien, mal int) {
	var ng, ns [26]uint8
	for i := range g {
		if g[i] == s[i] {
			bien++
		}
		ng[g[i]]++
		ns[s[i]]++
	}
	communs := 0
	for k := range c.c {
		communs += int(min(ng[k], ns[k]))
	}
	return bien, communs - bien
}

// indice is the answer of code number s to code number g, as one number:
// right × (p+1) + misplaced.
func (c *calcul) indice(g, s int32) int {
	if c.mots {
		bien := bits.OnesCount64(c.places[g] & c.places[s])
		return bien*(c.p+1) + bits.OnesCount64(c.comptes[g]&c.comptes[s]) - bien
	}
	x, y := c.codes[g], c.codes[s]
	nx, ny := &c.nb[g], &c.nb[s]
	bien := 0
	for i := range x {
		if x[i] == y[i] {
			bien++
		}
	}
	communs := 0
	for _, k := range c.distinctes[g] {
		communs += int(min(nx[k], ny[k]))
	}
	return bien*(c.p+1) + communs - bien
}

// gagnant is the winning answer's number.
func (c *calcul) gagnant() int { return c.p * (c.p + 1) }

// partage is the least sum of counting bounds of m codes in k classes:
// the classes as equal as they can be (the bound's steps only grow).
func (c *calcul) partage(m, k int) int {
	if m == 0 {
		return 0
	}
	k = min(k, m)
	q, reste := m/k, m%k
	return (k-reste)*c.compte[q] + reste*c.compte[q+1]
}

// statique is static(S), and whether a secret of S separates all the
// others (S then costs exactly 2n − 1).
func (c *calcul) statique(s []int32) (int, bool) {
	n := len(s)
	kmax := 0
	g := c.gagnant()
	for _, x := range s {
		var vus [2]uint64 // the answers seen, one bit each (at most 120)
		if c.ligne != nil {
			// x is a code of the class: its row, read along (s is in
			// order), is its answers to every proposal y.
			rangee := c.rangee(x)
			for _, y := range s {
				a := rangee[y]
				vus[a>>6] |= 1 << (a & 63)
			}
		} else {
			for _, y := range s {
				a := c.lue(x, y)
				vus[a>>6] |= 1 << (a & 63)
			}
		}
		vus[g>>6] &^= 1 << (g & 63)
		k := bits.OnesCount64(vus[0]) + bits.OnesCount64(vus[1])
		if k == n-1 {
			return 2*n - 1, true
		}
		kmax = max(kmax, k)
	}
	v := min(n+c.partage(n-1, kmax), n+c.partage(n, min(c.r, n)))
	return max(c.compte[n], v), false
}

// cle names set s with l levels left (-1: a set solved exactly): every
// code of it, not a hash (two sets never share a key).
func cle(s []int32, l int) string {
	b := make([]byte, 0, 4+3*len(s))
	b = binary.AppendVarint(b, int64(l))
	for _, x := range s {
		b = append(b, byte(x), byte(x>>8), byte(x>>16))
	}
	return string(b)
}

// vaut is the definition's value of s after history h with l levels
// left when it is below beta; otherwise a lower bound of it, at least
// beta.
func (c *calcul) vaut(s []int32, h []coup, l, beta int) int {
	st, separe := c.statique(s)
	return c.vautDe(s, h, l, beta, st, separe)
}

// vautDe is vaut when statique(s) is known: st, separe (one or two codes
// are separated: 1 and 3).
func (c *calcul) vautDe(s []int32, h []coup, l, beta, st int, separe bool) int {
	n := len(s)
	switch {
	case c.interrompu():
		return max(st, beta) // a cut-off; the result is not used
	case separe:
		return st
	case st >= beta:
		return st
	case n > c.exact && l <= 0:
		if c.demi {
			return c.demiNiveau(s, h, st, beta)
		}
		return st
	}
	niveaux := l
	if n <= c.exact {
		niveaux = -1
	}
	k := cle(s, niveaux)
	if v, ok := c.valeurs[k]; ok {
		return v
	}
	if b, ok := c.bornes[k]; ok {
		if b >= beta {
			return b
		}
		st = max(st, b)
	}
	meilleur := beta
	// The static values of a proposal's classes (one per answer at most).
	sts, separes := make([]int, c.gagnant()+1), make([]bool, c.gagnant()+1)
	for _, p := range c.essais(s, h, beta) {
		if p.borne >= meilleur {
			break
		}
		somme := p.borne
		apres := append(h[:len(h):len(h)], coup{code: c.codes[p.g]})
		classes := c.classes(s, p.g)
		// First every class's static value (cheap), then each class's
		// own value, from the smallest: a proposal is left as soon as
		// the sum reaches the best.
		st, separe := sts[:len(classes)], separes[:len(classes)]
		for i, cl := range classes {
			st[i], separe[i] = c.statique(cl.codes)
			somme += st[i] - c.compte[len(cl.codes)]
			if somme >= meilleur {
				break
			}
		}
		for i, cl := range classes {
			if somme >= meilleur {
				break
			}
			b, m := cl.rep/(c.p+1), cl.rep%(c.p+1)
			apres[len(apres)-1].bien, apres[len(apres)-1].mal = b, m
			somme += c.vautDe(cl.codes, apres, l-1, meilleur-(somme-st[i]), st[i], separe[i]) - st[i]
		}
		meilleur = min(meilleur, somme)
	}
	if len(c.valeurs)+len(c.bornes) > maxMemo {
		c.valeurs, c.bornes = map[string]int{}, map[string]int{}
	}
	if meilleur < beta {
		v := max(st, meilleur)
		c.valeurs[k] = v
		return v
	}
	c.bornes[k] = max(c.bornes[k], beta)
	return max(st, beta)
}

// demiNiveau is the half level of s after history h, a set at the
// horizon whose static value is st: the larger of st and n plus the
// least, over the proposals that split s, of the counting bounds of the
// classes each leaves (as essais counts them), remembered with its set.
// Once a proposal gives st or less, the others cannot raise it. When no
// proposal gives less than beta it returns a lower bound, at least beta
// (as vaut does), remembered as such: the least starts at beta.
func (c *calcul) demiNiveau(s []int32, h []coup, st, beta int) int {
	k := cle(s, 0)
	if v, ok := c.valeurs[k]; ok {
		return v
	}
	if b, ok := c.bornes[k]; ok && b >= beta {
		return b
	}
	moins := beta
	nb := make([]int32, c.gagnant()+1)
	somme := c.sommeDemi
	if len(s) <= c.lineaire {
		somme = c.sommeLineaire
	}
	// The codes of s first: each is a proposal (the least is taken over
	// every proposal all the same), and when one gives st or less the
	// representatives are not needed.
	for _, g := range s {
		if v, utile := somme(g, s, nb, moins); utile {
			moins = min(moins, v)
		}
	}
	if moins <= st {
		return c.retient(k, st)
	}
	// A proposal outside s leaves at most min(r, n) classes: its sum is
	// n plus the counting bound of n codes in that many classes or more,
	// so once the least is that or less the others change nothing: they
	// are not read, or no longer.
	n := len(s)
	if plancher := n + c.partage(n, min(c.r, n)); moins > plancher {
		moins = c.moinsAutres(s, h, moins, max(st, plancher), nb, somme)
	}
	if v := max(st, moins); v < beta {
		return c.retient(k, v)
	}
	if len(c.valeurs)+len(c.bornes) > maxMemo {
		c.valeurs, c.bornes = map[string]int{}, map[string]int{}
	}
	c.bornes[k] = max(c.bornes[k], beta)
	return max(st, beta)
}

// moinsAutres is the least of moins and of the sums of the
// representatives of proposals on s (demiNiveau, once the codes of s are
// tried), or a value at most arret once the least is arret or less.
func (c *calcul) moinsAutres(s []int32, h []coup, moins, arret int, nb []int32, somme func(int32, []int32, []int32, int) (int, bool)) int {
	props := c.representants(s, h)
	if c.ligne != nil && c.gagnant() < 64 {
		return c.moinsParBlocs(s, props, moins, arret, nb)
	}
	for _, g := range props {
		v, utile := somme(g, s, nb, moins)
		if !utile {
			continue // s whole: never played by a best strategy
		}
		moins = min(moins, v)
		if moins <= arret {
			break
		}
	}
	return moins
}

// retient remembers v as the value of the set of key k, and returns it.
func (c *calcul) retient(k string, v int) int {
	if len(c.valeurs)+len(c.bornes) > maxMemo {
		c.valeurs, c.bornes = map[string]int{}, map[string]int{}
	}
	c.valeurs[k] = v
	return v
}

// infini is a cut-off no bound reaches.
const infini = 1 << 62

// enOrdre sorts cles as slices.Sort does. Their high halves (a bound and
// a bit) take few values, and the low ones (the codes) come in order
// from representants: then one stable pass by high half, a bucket each,
// sorts them; else slices.Sort.
func enOrdre(cles []uint64) {
	if len(cles) < 64 {
		slices.Sort(cles)
		return
	}
	bas, haut := cles[0]>>32, cles[0]>>32
	for i, x := range cles {
		bas, haut = min(bas, x>>32), max(haut, x>>32)
		if i > 0 && uint32(x) <= uint32(cles[i-1]) {
			slices.Sort(cles) // the codes out of order
			return
		}
	}
	if haut-bas > uint64(4*len(cles)) {
		slices.Sort(cles)
		return
	}
	debuts := make([]int, haut-bas+2)
	for _, x := range cles {
		debuts[x>>32-bas+1]++
	}
	for i := 1; i < len(debuts); i++ {
		debuts[i] += debuts[i-1]
	}
	tries := make([]uint64, len(cles))
	for _, x := range cles {
		tries[debuts[x>>32-bas]] = x
		debuts[x>>32-bas]++
	}
	copy(cles, tries)
}

// essai is a proposal with its counting bound: n plus the counting
// bounds of the classes it leaves, the winning answer's excepted.
type essai struct {
	g     int32
	borne int
	gagne bool
}

type classe struct {
	rep   int
	codes []int32
}

// essais returns the proposals worth trying on s after history h below
// beta, one per class of equivalent ones (symetrie.go), that split s, the
// cheapest counting bound first (then those that may win). A proposal
// whose counting bound reaches beta is left out: it is worth beta or more.
func (c *calcul) essais(s []int32, h []coup, beta int) []essai {
	// Each proposal is one number whose order is the order of the
	// proposals: its bound, then 0 if it may win (1 if not), then its
	// code; sorting numbers is several times as fast as sorting essais.
	var cles []uint64
	nb := make([]int, c.gagnant()+1)
	for _, g := range c.representants(s, h) {
		c.repartit(g, s, nb)
		borne, gagne := len(s), nb[c.gagnant()] > 0
		k := 0
		for a, x := range nb {
			if x > 0 && a != c.gagnant() {
				k++
				borne += c.compte[x]
			}
		}
		if (!gagne && k == 1) || borne >= beta {
			continue // s whole: never worth it; or worth beta at least
		}
		cle := uint64(borne)<<33 | uint64(g)
		if !gagne {
			cle |= 1 << 32
		}
		cles = append(cles, cle)
	}
	enOrdre(cles)
	out := make([]essai, len(cles))
	for i, cle := range cles {
		out[i] = essai{g: int32(uint32(cle)), borne: int(cle >> 33), gagne: cle&(1<<32) == 0}
	}
	return out
}

// sommeLineaire is sommeDemi for a set of at most c.lineaire codes,
// whose classes all have the counting bound 2x − 1: the sum is then
// n + 2(n − w) − k, w = 1 when g wins on a code, k its other answers, so
// only the set of answers matters (nb and plafond are not used).
func (c *calcul) sommeLineaire(g int32, s []int32, _ []int32, _ int) (int, bool) {
	var vus [2]uint64 // the answers met, one bit each (at most 120)
	switch {
	case c.mots:
		// indice, inlined: this loop is most of the half level's time
		// without a table.
		pg, cg, q := c.places[g], c.comptes[g], c.p
		places, comptes := c.places, c.comptes
		for _, x := range s {
			a := bits.OnesCount64(pg&places[x])*q + bits.OnesCount64(cg&comptes[x])
			vus[a>>6] |= 1 << (a & 63)
		}
	default:
		for _, x := range s {
			a := c.indice(g, x)
			vus[a>>6] |= 1 << (a & 63)
		}
	}
	a, w := c.gagnant(), 0
	if vus[a>>6]&(1<<(a&63)) != 0 {
		w = 1
		vus[a>>6] &^= 1 << (a & 63)
	}
	k := bits.OnesCount64(vus[0]) + bits.OnesCount64(vus[1])
	n := len(s)
	return n + 2*(n-w) - k, w == 1 || k > 1
}

// moinsParBlocs is the least of moins and of the half level's sums
// (sommeDemi) over the proposals props of s, with the table: the
// proposals a block at a time, the rows of s's codes each read along the
// block (in order, as the proposals are), so that the memory is read in
// order. It stops after a block where the least is st or less. moins is
// at most the sum of every code of s on entry (demiNiveau tries them
// first).
//
// With k answers on s, the winning one counted as any other, a
// proposal's sum is at least 3n − k (the counting bound of x codes is
// 2x − 1 or more; for a code of s, which may win, 3n − k is one more
// than its sum, so at least moins: it changes nothing), and is that when s has at most lineaire codes and g is not a
// code of s (sommeLineaire); its sum is counted only when that bound is
// below the least so far. After the first i rows, k is at most the
// answers met so far plus n − i (one more class a code at most): a
// proposal for which that cannot bring 3n − k below moins is dropped
// there, four rows at a time.
func (c *calcul) moinsParBlocs(s, props []int32, moins, st int, nb []int32) int {
	const bloc = 256
	var vus [bloc]uint64 // the answers of each proposal, one bit each (c.gagnant() < 64)
	var restes [bloc]int32
	n := len(s)
	for debut := 0; debut < len(props) && moins > st; debut += bloc {
		b := append(restes[:0], props[debut:min(debut+bloc, len(props))]...)
		clear(vus[:len(b)])
		for i := 0; i < n && len(b) > 0; {
			// Four rows (the last ones read again at the end: a row read
			// twice adds nothing).
			lues := min(4, n-i)
			r1, r2, r3, r4 := c.rangee(s[i]), c.rangee(s[i+min(1, lues-1)]), c.rangee(s[i+min(2, lues-1)]), c.rangee(s[i+lues-1])
			i += lues
			// Kept while answers + (n − i) > 3n − moins.
			seuil := 2*n + i - moins
			garde := 0
			// A row's length is a power of two: g's index, masked,
			// needs no bounds check.
			masq := uint(len(r1) - 1)
			_ = r1[masq]
			r2, r3, r4 = r2[:len(r1)], r3[:len(r1)], r4[:len(r1)]
			for j, g := range b {
				x := uint(g) & masq
				v := vus[j] | 1<<(r1[x]&63) | 1<<(r2[x]&63) | 1<<(r3[x]&63) | 1<<(r4[x]&63)
				// Written always, kept when seuil − answers < 0: no
				// branch to mispredict.
				b[garde], vus[garde] = g, v
				garde += int(uint64(seuil-bits.OnesCount64(v)) >> 63)
			}
			b = b[:garde]
		}
		for j, v := range vus[:len(b)] {
			switch k := bits.OnesCount64(v); {
			case k <= 1, 3*n-k >= moins:
			case n <= c.lineaire:
				moins = 3*n - k
			default:
				v, _ := c.sommeDemi(b[j], s, nb, moins)
				moins = min(moins, v)
			}
		}
	}
	return moins
}

// sommeDemi is n plus the counting bounds of the classes proposal g
// leaves on s (the winning answer's excepted), and whether g splits s.
// Once that sum is known to reach plafond it stops and returns a value
// at least plafond: the codes are added one at a time, each to its class,
// and a code adds compte[x+1] − compte[x] ≥ 1 to a class of x, except
// the one g may win. nb is zero on entry and on return.
func (c *calcul) sommeDemi(g int32, s []int32, nb []int32, plafond int) (int, bool) {
	n, gagnant := len(s), c.gagnant()
	somme, classes, gagne := n, 0, false
	var vus [2]uint64 // the answers met, one bit each, to set nb back
	defer func() {
		for m, mot := range vus {
			for mot != 0 {
				nb[m<<6|bits.TrailingZeros64(mot)] = 0
				mot &= mot - 1
			}
		}
	}()
	for i, x := range s {
		a := c.lue(g, x)
		if a == gagnant {
			gagne = true
			continue
		}
		k := nb[a]
		if k == 0 {
			classes++
			vus[a>>6] |= 1 << (a & 63)
		}
		nb[a] = k + 1
		somme += c.compte[k+1] - c.compte[k]
		reste := n - i - 1 // each adds one at least, but a winning one
		if !gagne && reste > 0 {
			reste--
		}
		if somme+reste >= plafond {
			return somme + reste, true
		}
	}
	return somme, gagne || classes > 1
}

// repartit sets nb[a] to the number of codes of s whose answer to g is
// a (nb has an entry per answer number, indice's).
func (c *calcul) repartit(g int32, s []int32, nb []int) {
	clear(nb)
	if c.ligne != nil && !c.mots {
		n, table, ligne := c.pas, c.table, c.ligne
		for _, x := range s {
			nb[table[int(ligne[x])*n+int(g)]]++
		}
		return
	}
	if !c.mots {
		for _, x := range s {
			nb[c.indice(g, x)]++
		}
		return
	}
	// indice, inlined: this loop is most of the checker's time (the
	// proposals of every set, and of every set at the horizon with the
	// half level).
	pg, cg, q := c.places[g], c.comptes[g], c.p
	places, comptes := c.places, c.comptes
	for _, x := range s {
		bien := bits.OnesCount64(pg & places[x])
		nb[bien*q+bits.OnesCount64(cg&comptes[x])]++
	}
}

// classes splits s by the answers to g, the winning one left out, the
// smallest class first.
func (c *calcul) classes(s []int32, g int32) []classe {
	// One slice for every class's codes (a class is a part of it), the
	// answers read once.
	gagnant := c.gagnant()
	nb := make([]int32, gagnant+2)
	reps := make([]int32, len(s))
	for i, x := range s {
		a := c.lue(g, x)
		reps[i] = int32(a)
		nb[a+1]++
	}
	k := 0
	for a := range gagnant {
		if nb[a+1] > 0 {
			k++
		}
		nb[a+1] += nb[a] // nb[a]: where the class of answer a starts
	}
	codes := make([]int32, nb[gagnant])
	for i, x := range s {
		if a := reps[i]; int(a) != gagnant {
			codes[nb[a]] = x
			nb[a]++
		}
	}
	out := make([]classe, 0, k)
	debut := int32(0)
	for a := range gagnant {
		if nb[a] > debut {
			out = append(out, classe{rep: a, codes: codes[debut:nb[a]:nb[a]]})
			debut = nb[a]
		}
	}
	slices.SortStableFunc(out, func(x, y classe) int { return len(x.codes) - len(y.codes) })
	return out
}
