package strategie

// borne is a lower bound of the figure of any split of n codes into at most
// a classes: the most even split, since every figure is convex in the class
// sizes (MaxParts: min(n, a) parts). A guess that reaches it cannot be
// beaten.
func (c Critere) borne(n, a int, lg *tableLog) Cout {
	if c == MaxParts {
		return Cout{lo: uint64(partsMax - min(n, a))}
	}
	q, r := n/a, n%a
	switch c {
	case MinMax:
		if r > 0 {
			q++
		}
		return Cout{lo: uint64(q)}
	case MinAttendue:
		return Cout{lo: uint64(r*(q+1)*(q+1) + (a-r)*q*q)}
	}
	var s Cout
	if q+1 > 1 && r > 0 {
		s = s.plus(uint64(r)*uint64(q+1), lg.log(q+1))
	}
	if q > 1 {
		s = s.plus(uint64(a-r)*uint64(q), lg.log(q))
	}
	return s
}

// neutre is the figure of no class at all, for combine.
func (c Critere) neutre() Cout {
	if c == MaxParts {
		return Cout{lo: partsMax}
	}
	return Cout{}
}

// combine is the figure of the classes of two splits put together, given
// the figure of each: the larger for MinMax, the sum otherwise (for
// MaxParts, of the parts).
func (c Critere) combine(a, b Cout) Cout {
	switch c {
	case MinMax:
		if a.Moins(b) {
			return b
		}
		return a
	case MaxParts:
		return Cout{lo: a.lo + b.lo - partsMax}
	}
	return a.plus(1, b.lo).plusHaut(b.hi)
}
