package optimal

// infini stands for "no tree fits": a class too large for the proposals
// left. It is large enough that no sum of real costs reaches it, small
// enough that sums of a few of them do not overflow.
const infini = 1 << 40

// bornes holds the counting lower bound of a class of m codes with d
// proposals left, for every m and d the search meets.
//
// The bound: a tree finds at most one code per node (the node whose
// proposal is that code), the first proposal is one node, and a node has at
// most r children, one per non-winning answer. So at best 1 code is found
// with 1 proposal, r with 2, r² with 3, and so on; filling the levels in
// that order gives the least total. With r ≥ m−1 it is 2m − 1, the cost of
// a proposal that is one of the codes and separates all the others.
type bornes struct {
	r    int
	dmax int     // every d >= dmax gives the bound without depth limit
	lb   [][]int // lb[d][m]
	// lineaire[d] is the largest m up to which lb[d][m'] = 2m' − 1 for
	// every m' <= m: a proposal whose classes are that small has the bound
	// n + 2(n − w) − k, w = 1 when it wins, k its number of classes.
	lineaire []int
}

// nouvellesBornes tabulates the bound for m up to n and d up to the depth
// at which every level has room for n codes.
func nouvellesBornes(n, r int) *bornes {
	b := &bornes{r: r}
	for capa, niv := 0, 1; ; niv *= r {
		capa += niv
		b.dmax++
		if capa >= n || niv > n {
			break
		}
	}
	b.dmax++
	b.lb = make([][]int, b.dmax+1)
	for d := range b.lb {
		b.lb[d] = make([]int, n+1)
		niveau, place, prof, total := 1, 1, 1, 0
		for m := 1; m <= n; m++ {
			if place == 0 {
				prof++
				niveau *= r
				if niveau > n {
					niveau = n
				}
				place = niveau
			}
			if prof > d {
				total = infini
			} else {
				total += prof
			}
			place--
			b.lb[d][m] = total
		}
	}
	b.lineaire = make([]int, b.dmax+1)
	for d, l := range b.lb {
		m := 0
		for m+1 <= n && l[m+1] == 2*(m+1)-1 {
			m++
		}
		b.lineaire[d] = m
	}
	return b
}

// ligne returns the bounds of every m with d proposals left.
func (b *bornes) ligne(d int) []int { return b.lb[min(d, b.dmax)] }

// lin is lineaire for d proposals left.
func (b *bornes) lin(d int) int { return b.lineaire[min(d, b.dmax)] }

// de returns the bound of m codes with d proposals left.
func (b *bornes) de(m, d int) int {
	if d > b.dmax {
		d = b.dmax
	}
	return b.lb[d][m]
}

// partage is the least sum of bounds when m codes fall into k classes with
// d proposals left: the classes as equal as possible, since the bound grows
// faster and faster with the size.
func (b *bornes) partage(m, k, d int) int {
	if m == 0 {
		return 0
	}
	if k > m {
		k = m
	}
	q, reste := m/k, m%k
	s := (k - reste) * b.de(q, d)
	if reste > 0 {
		s += reste * b.de(q+1, d)
	}
	if s > infini {
		return infini
	}
	return s
}
