//go:build check

package strategie

import "testing"

// Every node of every size up to 5×8 and 8×3, with and without repeats:
// the same proposals with the position symmetries and the bounds by
// classes as without (make test: up to 4096 codes). Under the race
// detector, make test's sizes.
func TestPositionSymmetriesChangeNoProposalUpTo5x8(t *testing.T) {
	if race {
		t.Skip("make test's sizes run under the race detector")
	}
	symetriesSansChangement(t, 1<<30)
}

// Twenty-four random states of 6×9 and its first move (make test: eight
// states).
func TestPositionSymmetriesOn6x9Full(t *testing.T) {
	if race {
		t.Skip("searches big states of 6×9")
	}
	symetries6x9(t, 4, 24, true)
}
