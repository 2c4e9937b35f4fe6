package strategie

import "sync/atomic"

// Avancement is how far a long computation is, for a progress line: units
// of work done out of a total. The computation updates it as it goes;
// another goroutine reads it. A nil *Avancement ignores every update, so
// that computations need not check.
type Avancement struct {
	fait, total atomic.Int64
}

// Lit returns the work done and the total; total is 0 before the
// computation says it.
//
// Lit, Debute, Ajoute and Fixe may be called from any goroutine.
func (a *Avancement) Lit() (fait, total int64) {
	if a == nil {
		return 0, 0
	}
	return a.fait.Load(), a.total.Load()
}

// Debute starts a computation of total units.
func (a *Avancement) Debute(total int64) {
	if a != nil {
		a.fait.Store(0)
		a.total.Store(total)
	}
}

// Ajoute counts n more units done.
func (a *Avancement) Ajoute(n int64) {
	if a != nil {
		a.fait.Add(n)
	}
}

// Fixe sets the work done to n.
func (a *Avancement) Fixe(n int64) {
	if a != nil {
		a.fait.Store(n)
	}
}
