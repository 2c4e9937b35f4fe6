package verifborne

import "slices"

// Proposals of equal worth. Three facts, each a reason a stranger can
// check, let the checker try one proposal of each class:
//
//  1. A colour no secret of S holds ("absent") scores nothing against S:
//     a proposal that holds several absent colours splits S exactly as
//     the one that holds the smallest absent colour instead (without
//     repeats: the smallest absent colours, in order of appearance).
//  2. Renaming the colours that no move of the history holds ("never
//     played") maps the history to itself, hence S to S and every
//     proposal to one of the same worth: they are renamed in order of
//     first appearance.
//  3. A position permutation σ with a colour renaming π such that
//     π(h[i]) = h[σ(i)] for every move h of the history and position i
//     maps the history to itself (φ(x)[σ(i)] = π(x[i])): the same.
//
// A proposal is tried when it is the least, in the order of the codes'
// colours position by position, of its images under every such σ (π
// forced on the played colours), once the two first facts are applied.
// Every proposal has the worth of the least of its images, which is
// tried: so the least over the proposals tried is the least over all.

// representants returns the numbers of the proposals worth trying on s
// after history h: every code written with the played colours S holds,
// the smallest absent colour, and the never played colours S holds in
// order of first appearance, that is the least of its images.
//
// The list depends only on the colours S holds, the played colours and
// the history's symmetries (not its codes nor its answers): it is kept
// by those, for the next sets (most histories of three moves or more
// have no symmetry, and share their lists), up to maxListes codes in
// all; past that, the lists kept are forgotten. Callers must not modify
// it.
func (c *calcul) representants(s []int32, h []coup) []int32 {
	var presents, joues uint32
	for _, x := range s {
		for _, k := range c.distinctes[x] {
			presents |= 1 << k
		}
	}
	for _, m := range h {
		for _, k := range m.code {
			joues |= 1 << k
		}
	}
	v := &vue{c: c, presents: presents, joues: joues}
	for k := range c.c {
		switch {
		case presents&(1<<k) == 0:
			v.absents = append(v.absents, uint8(k))
		case joues&(1<<k) != 0:
			v.actifs = append(v.actifs, uint8(k))
		default:
			v.libres = append(v.libres, uint8(k))
		}
	}
	if c.perms == nil {
		v.elems = c.stabilisateur(h)
	}
	if c.perms != nil {
		v.elems = c.symetries(h)
	}
	cle := []byte{byte(presents), byte(presents >> 8), byte(presents >> 16), byte(presents >> 24),
		byte(joues), byte(joues >> 8), byte(joues >> 16), byte(joues >> 24)}
	for _, e := range v.elems {
		cle = append(cle, e.sigma...)
		for _, k := range e.pi[:c.c] {
			cle = append(cle, byte(k))
		}
	}
	if l, ok := c.listes[string(cle)]; ok {
		return l
	}
	v.code = make([]uint8, c.p)
	v.image = make([]uint8, c.p)
	v.genere(0, 0, 0, 0)
	if c.listes == nil || c.tailleListes+len(v.out) > maxListes {
		c.listes, c.tailleListes = map[string][]int32{}, 0
	}
	c.listes[string(cle)] = v.out
	c.tailleListes += len(v.out)
	return v.out
}

// symetries returns the symmetries of history h but the identity: each σ
// of c.perms with the renaming it forces on the played colours, when
// there is one. The last history of each length is kept with them: the
// sets after one history (siblings) ask for them in turn.
func (c *calcul) symetries(h []coup) []elem {
	for len(c.dernieres) <= len(h) {
		c.dernieres = append(c.dernieres, derniere{})
	}
	d := &c.dernieres[len(h)]
	if d.codes != nil {
		pareil := true
		for j, m := range h {
			pareil = pareil && string(m.code) == string(d.codes[j*c.p:(j+1)*c.p])
		}
		if pareil {
			return d.elems
		}
	}
	var elems []elem
	for _, sigma := range c.perms {
		// pi[k] is set once bit k of nommes is; a σ is left at the first
		// colour it cannot rename.
		var pi [26]int8
		var nommes, images uint32
		ok := true
		for _, m := range h {
			for i, k := range m.code {
				w := int8(m.code[sigma[i]])
				switch {
				case nommes&(1<<k) == 0 && images&(1<<w) == 0:
					pi[k] = w
					nommes |= 1 << k
					images |= 1 << w
				case nommes&(1<<k) == 0 || pi[k] != w:
					ok = false
				}
				if !ok {
					break
				}
			}
			if !ok {
				break
			}
		}
		identite := true
		for i, j := range sigma {
			identite = identite && int(j) == i
		}
		if ok && !identite {
			for k := range pi {
				if nommes&(1<<k) == 0 {
					pi[k] = -1
				}
			}
			elems = append(elems, elem{sigma: sigma, pi: pi})
		}
	}
	d.codes = make([]uint8, 0, len(h)*c.p)
	for _, m := range h {
		d.codes = append(d.codes, m.code...)
	}
	d.elems = elems
	return elems
}

// derniere is a history's codes, one after the other, with its
// symmetries.
type derniere struct {
	codes []uint8
	elems []elem
}

// maxListes bounds the codes of the lists representants keeps.
const maxListes = 1 << 22

type elem struct {
	sigma []uint8
	pi    [26]int8
}

// vue is the walk of representants.
type vue struct {
	c                       *calcul
	presents, joues         uint32
	actifs, absents, libres []uint8
	elems                   []elem
	code, image             []uint8
	out                     []int32
}

// genere chooses the colour of position i, k never played colours and
// ka absent ones used so far, the code's colours vus.
func (v *vue) genere(i, k, ka int, vus uint32) {
	c := v.c
	if i == c.p {
		if v.canonique() {
			v.out = append(v.out, v.numero(v.code))
		}
		return
	}
	essaie := func(x uint8, nk, nka int) {
		if !c.rep && vus&(1<<x) != 0 {
			return
		}
		v.code[i] = x
		v.genere(i+1, nk, nka, vus|1<<x)
	}
	for _, x := range v.actifs {
		essaie(x, k, ka)
	}
	switch {
	case len(v.absents) == 0:
	case c.rep:
		essaie(v.absents[0], k, ka)
	case ka < len(v.absents):
		essaie(v.absents[ka], k, ka+1)
	}
	for j := 0; j < k && c.rep; j++ {
		essaie(v.libres[j], k, ka)
	}
	if k < len(v.libres) {
		essaie(v.libres[k], k+1, ka)
	}
}

// numero is the number of code x among c.codes (without repeats: its
// rank among the admissible codes).
func (v *vue) numero(x []uint8) int32 {
	c := v.c
	if c.rep {
		n := 0
		for _, k := range x {
			n = n*c.c + int(k)
		}
		return int32(n)
	}
	// The admissible codes come in the order of genere: count those
	// before x, position by position.
	n := 0
	var vus uint32
	for i, k := range x {
		avant := 0
		for j := range int(k) {
			if vus&(1<<j) == 0 {
				avant++
			}
		}
		n += avant * arrangements(c.c-i-1, c.p-i-1)
		vus |= 1 << k
	}
	return int32(n)
}

// arrangements is the number of ways to fill k positions with n colours,
// none twice.
func arrangements(n, k int) int {
	r := 1
	for i := range k {
		r *= n - i
	}
	return r
}

// canonique reports whether no image of v.code, normalised, is smaller.
func (v *vue) canonique() bool {
	for _, x := range v.elems {
		for i, k := range v.code {
			w := k
			if v.joues&(1<<k) != 0 {
				w = uint8(x.pi[k])
			}
			v.image[x.sigma[i]] = w
		}
		v.normalise(v.image)
		for i := range v.image {
			if v.image[i] != v.code[i] {
				if v.image[i] < v.code[i] {
					return false
				}
				break
			}
		}
	}
	return true
}

// normalise applies the two first facts to y in place: absent colours to
// the smallest (in order of appearance without repeats), never played
// colours of S renamed in order of first appearance.
func (v *vue) normalise(y []uint8) {
	var renomme [26]int8
	for k := range renomme {
		renomme[k] = -1
	}
	k, ka := 0, 0
	for i, x := range y {
		switch {
		case v.presents&(1<<x) == 0 && v.c.rep:
			y[i] = v.absents[0]
		case v.presents&(1<<x) == 0:
			if renomme[x] < 0 {
				renomme[x] = int8(v.absents[ka])
				ka++
			}
			y[i] = uint8(renomme[x])
		case v.joues&(1<<x) == 0:
			if renomme[x] < 0 {
				renomme[x] = int8(v.libres[k])
				k++
			}
			y[i] = uint8(renomme[x])
		}
	}
}

// maxGroupe bounds the symmetries stabilisateur keeps: a proposal is
// tried when it is the least of its images under those kept, and the
// least proposal of each class of equivalent ones is the least of its
// images under any of them, so that fewer symmetries only try more
// proposals, never miss the least.
const maxGroupe = 1 << 15

// stabilisateur returns the symmetries of history h other than the
// identity, at most c.maxGroupe of them: the position permutations σ with
// a colour renaming π such that π(m[i]) = m[σ(i)] for every move m and
// position i (fact 3), found position by position (the permutations of
// 8 pegs and more are too many to try each), and kept by history.
func (c *calcul) stabilisateur(h []coup) []elem {
	var cle []byte
	for _, m := range h {
		cle = append(cle, m.code...)
		cle = append(cle, 0xff)
	}
	if g, ok := c.groupes[string(cle)]; ok {
		return g
	}
	var out []elem
	sigma := make([]uint8, c.p)
	var pi, inv [26]int8
	for k := range pi {
		pi[k], inv[k] = -1, -1
	}
	var pris uint32
	var place func(i int)
	place = func(i int) {
		if len(out) >= c.maxGroupe {
			return
		}
		if i == c.p {
			for j, x := range sigma {
				if int(x) != j {
					out = append(out, elem{sigma: slices.Clone(sigma), pi: pi})
					return
				}
			}
			return
		}
		for j := range c.p {
			if pris&(1<<j) != 0 {
				continue
			}
			var nouveaux []uint8
			ok := true
			for _, m := range h {
				k, w := m.code[i], m.code[j]
				switch {
				case pi[k] == -1 && inv[w] == -1:
					pi[k], inv[w] = int8(w), int8(k)
					nouveaux = append(nouveaux, k)
				case pi[k] != int8(w):
					ok = false
				}
				if !ok {
					break
				}
			}
			if ok {
				sigma[i] = uint8(j)
				pris |= 1 << j
				place(i + 1)
				pris &^= 1 << j
			}
			for _, k := range nouveaux {
				inv[pi[k]], pi[k] = -1, -1
			}
		}
	}
	place(0)
	if c.groupes == nil {
		c.groupes = map[string][]elem{}
	}
	c.groupes[string(cle)] = out
	return out
}
