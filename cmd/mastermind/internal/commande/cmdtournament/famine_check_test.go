//go:build check && linux

package cmdtournament

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestNoEntrantStarvesAnother: issue 43's CPU hog, an entrant that starts
// 240 processes that spin (and answers every 3 s, for 20 s or so), made
// an honest rival that needs 100 ms of processor time per proposal miss
// its time limit (8 s: some 12 s with a 120th of a core). The programs run
// one at a time, and the hog's processes end with it: the rival never
// fails (the hog may, by its own doing). Long (some 30 s): make check.
func TestNoEntrantStarvesAnother(t *testing.T) {
	brule, honnete := cmdTest("brule=240"), cmdTest("calcule=100ms")
	j := tournoi(t, "--pegs", "3", "--colors", "4", "--secrets", "BJV", "--timeout", "8s", brule, honnete)
	assert.NotContains(t, echecs(j), honnete, "the honest rival failed")
}
