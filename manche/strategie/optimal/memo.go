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
// A set is known by two independent 64-bit hashes of its sorted codes and
// its size: telling two sets apart relies on these 128 bits not colliding
// (about one chance in 10²⁵ for the few million sets of a search).

const nbTiroirs = 64

type cle struct {
	h1, h2 uint64
	n, d   int32
}

type entree struct {
	borne int   // the exact cost when exact, else a lower bound
	coup  int32 // the best proposal when exact
	exact bool
}

type memo struct {
	tiroirs [nbTiroirs]tiroir
	taille  atomic.Int64
}

type tiroir struct {
	mu sync.Mutex
	m  map[cle]entree
}

func nouveauMemo() *memo {
	m := &memo{}
	for i := range m.tiroirs {
		m.tiroirs[i].m = map[cle]entree{}
	}
	return m
}

// cleDe hashes the sorted set s with d proposals left.
func cleDe(s []int32, d int) cle {
	h1, h2 := uint64(0x9e3779b97f4a7c15), uint64(0xc2b2ae3d27d4eb4f)
	for _, c := range s {
		x := uint64(c)
		h1 = (h1 ^ x) * 0x100000001b3
		h1 ^= h1 >> 29
		h2 = (h2 + x*0xff51afd7ed558ccd) * 0x9e3779b97f4a7c15
		h2 ^= h2 >> 32
	}
	return cle{h1: h1, h2: h2, n: int32(len(s)), d: int32(d)}
}

func (m *memo) lit(k cle) (entree, bool) {
	t := &m.tiroirs[k.h1%nbTiroirs]
	t.mu.Lock()
	e, ok := t.m[k]
	t.mu.Unlock()
	return e, ok
}

// ecrit records e for k, keeping an exact cost over a bound and the larger
// of two bounds.
func (m *memo) ecrit(k cle, e entree) {
	t := &m.tiroirs[k.h1%nbTiroirs]
	t.mu.Lock()
	old, ok := t.m[k]
	switch {
	case !ok:
		t.m[k] = e
		m.taille.Add(1)
	case old.exact:
	case e.exact || e.borne > old.borne:
		t.m[k] = e
	}
	t.mu.Unlock()
}
