package optimal

import (
	"sync"
	"sync/atomic"
)

// The memo remembers what the search learnt about a set of candidates
// with d proposals left: its exact cost and best proposal, or a lower
// bound on its cost (when the search stopped as soon as it knew the cost
// would not do). The same sets come back under other histories, and a
// bound found for one cut-off serves the next.
//
// A set is known by two independent 64-bit hashes of its sorted codes, its
// size and d: the memo keeps the first hash whole and 21 bits of the
// second, so that telling two sets apart relies on 85 bits not colliding
// (about one chance in 10¹⁵ for the hundreds of millions of lookups of a
// long search).
//
// It is a hash table of its own rather than a Go map, for memory: 16 bytes
// an entry, in 64 drawers (each under its lock) that double as they fill,
// up to a number of slots set by the size of the search (memoSlots). A
// full drawer then forgets a bound rather than an exact cost to make room:
// forgetting costs time, never the result (the search recomputes what it
// does not find).

const nbTiroirs = 64

// memoSlots returns the most slots of the memo of a search of n
// candidates of c colours: 16 MiB up to 4096 candidates of at most 8
// colours (6 × 4 fills three quarters of it, and twice as many slots save
// it no time), 256 MiB beyond, where the searches take minutes or hours
// and every entry saves time (3 × 16 meets millions of distinct small
// sets: 16 MiB made it slower than the Go map of 500 MB before issue 28).
func memoSlots(n, c int) int {
	if n <= 4096 && c <= 8 {
		return 1 << 20
	}
	return 1 << 24
}

// tiroirMin is the slots of a drawer at first.
const tiroirMin = 256

// largeur is the number of slots where a key may be: the slot its hash
// points to and the next ones, within its drawer.
const largeur = 8

type cle struct {
	h1, h2 uint64
}

type entree struct {
	borne int   // the exact cost when exact, else a lower bound
	coup  int32 // the best proposal when exact
	exact bool
}

// An entry's value packs, from the lowest bit: the bound (borneBits), the
// proposal (coupBits), exact (1 bit), and the check bits of h2.
const (
	borneBits = 20
	coupBits  = 22
	verifBits = 64 - borneBits - coupBits - 1
	borneSat  = 1<<borneBits - 1 // a bound this large or more: no tree fits (infini)
)

type emplacement struct {
	h1 uint64 // 0: empty
	v  uint64
}

type memo struct {
	tiroirs [nbTiroirs]tiroir
	taille  atomic.Int64
	max     int // the most slots of a drawer
}

type tiroir struct {
	mu    sync.Mutex
	e     []emplacement
	n     int // entries held
	plein bool
}

func nouveauMemo(slots int) *memo { return &memo{max: slots / nbTiroirs} }

// cleDe hashes the sorted set s with d proposals left.
func cleDe(s []int32, d int) cle {
	h1 := uint64(0x9e3779b97f4a7c15) ^ uint64(len(s))<<32 ^ uint64(d)
	h2 := uint64(0xc2b2ae3d27d4eb4f) + uint64(len(s))*0x2545f4914f6cdd1d + uint64(d)
	for _, c := range s {
		x := uint64(c)
		h1 = (h1 ^ x) * 0x100000001b3
		h1 ^= h1 >> 29
		h2 = (h2 + x*0xff51afd7ed558ccd) * 0x9e3779b97f4a7c15
		h2 ^= h2 >> 32
	}
	h1 ^= h1 >> 31
	h1 *= 0xbf58476d1ce4e5b9
	h1 ^= h1 >> 27
	return cle{h1: h1 | 1, h2: h2}
}

func (k cle) verif() uint64 { return k.h2 >> (64 - verifBits) }

func (e entree) code(k cle) uint64 {
	b := uint64(min(e.borne, borneSat))
	v := b | uint64(uint32(e.coup)&(1<<coupBits-1))<<borneBits | k.verif()<<(borneBits+coupBits+1)
	if e.exact {
		v |= 1 << (borneBits + coupBits)
	}
	return v
}

func decodeEntree(v uint64) entree {
	e := entree{
		borne: int(v & borneSat),
		coup:  int32(v >> borneBits & (1<<coupBits - 1)),
		exact: v>>(borneBits+coupBits)&1 != 0,
	}
	if e.borne == borneSat {
		e.borne = infini
	}
	if !e.exact {
		e.coup = -1
	}
	return e
}

func (m *memo) tiroir(k cle) *tiroir { return &m.tiroirs[k.h1%nbTiroirs] }

// cherche returns the slot of k in t, or -1; t is locked.
func (t *tiroir) cherche(k cle) int {
	if len(t.e) == 0 {
		return -1
	}
	masque := len(t.e) - 1
	i := int(k.h1>>6) & masque
	for range largeur {
		x := &t.e[i]
		if x.h1 == k.h1 && x.v>>(borneBits+coupBits+1) == k.verif() {
			return i
		}
		if x.h1 == 0 {
			return -1
		}
		i = (i + 1) & masque
	}
	return -1
}

func (m *memo) lit(k cle) (entree, bool) {
	t := m.tiroir(k)
	t.mu.Lock()
	i := t.cherche(k)
	var v uint64
	if i >= 0 {
		v = t.e[i].v
	}
	t.mu.Unlock()
	if i < 0 {
		return entree{}, false
	}
	return decodeEntree(v), true
}

// ecrit records e for k, keeping an exact cost over a bound and the larger
// of two bounds.
func (m *memo) ecrit(k cle, e entree) {
	t := m.tiroir(k)
	t.mu.Lock()
	defer t.mu.Unlock()
	if i := t.cherche(k); i >= 0 {
		old := decodeEntree(t.e[i].v)
		if !old.exact && (e.exact || e.borne > old.borne) {
			t.e[i].v = e.code(k)
		}
		return
	}
	if !t.plein && (t.n+1)*4 > len(t.e)*3 {
		t.agrandit(m.max)
	}
	if t.place(k.h1, e.code(k), e.exact) {
		t.n++
		m.taille.Add(1)
	}
}

// agrandit doubles t, or marks it full at its largest size, max slots.
func (t *tiroir) agrandit(max int) {
	n := 2 * len(t.e)
	if n == 0 {
		n = tiroirMin
	}
	if n > max {
		t.plein = true
		return
	}
	old := t.e
	t.e = make([]emplacement, n)
	t.n = 0
	for _, x := range old {
		if x.h1 != 0 && t.place(x.h1, x.v, false) {
			t.n++
		}
	}
}

// place puts an entry not in t in its first empty slot, and reports
// whether it took one. When there is none, an exact entry takes the place
// of a bound (the first of its slots that holds one), a bound of nothing.
func (t *tiroir) place(h1, v uint64, exact bool) bool {
	masque := len(t.e) - 1
	i := int(h1>>6) & masque
	remplace := -1
	for range largeur {
		x := &t.e[i]
		if x.h1 == 0 {
			*x = emplacement{h1: h1, v: v}
			return true
		}
		if remplace < 0 && x.v>>(borneBits+coupBits)&1 == 0 {
			remplace = i
		}
		i = (i + 1) & masque
	}
	if exact && remplace >= 0 {
		t.e[remplace] = emplacement{h1: h1, v: v}
	}
	return false
}
