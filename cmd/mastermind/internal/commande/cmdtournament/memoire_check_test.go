//go:build check

package cmdtournament

import "testing"

// TestMemoryAcrossGamesGainsNothing4x6 is TestMemoryAcrossGamesGainsNothing
// at the course's size, as issue 43 found it: by default both programs
// total 7471, the course's walk, exactly; with --one-process the
// remembering one totals 6037. 1296 fresh processes a program: about
// six minutes fenced on two loaded cores.
func TestMemoryAcrossGamesGainsNothing4x6(t *testing.T) {
	memoireContreHonnete(t, []string{"--pegs", "4", "--colors", "6"}, 7471)
}

// TestStatsOfAProgramOn4x6 is TestStatsOfAProgram at the course's size,
// with one process for the run.
func TestStatsOfAProgramOn4x6(t *testing.T) {
	statsDUnProgramme(t, [][]string{{"--pegs", "4", "--colors", "6", "--one-process"}})
}

// TestEveryMisbehaviourIsReportedInEnglish is
// TestEveryMisbehaviourIsReported in English.
func TestEveryMisbehaviourIsReportedInEnglish(t *testing.T) {
	comportements(t, "en")
}
