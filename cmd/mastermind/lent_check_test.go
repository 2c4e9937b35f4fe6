//go:build check

package main

import "testing"

// The examples of docs/PROTOCOLE.md score as the built-in lexico on every
// size of taillesExemples (make test: the size without repeats).
func TestExamplesOnEverySize(t *testing.T) {
	t.Run("python", func(t *testing.T) { memesStats(t, exemplePython(t), taillesExemples()) })
	t.Run("java", func(t *testing.T) { memesStats(t, exempleJava(t), taillesExemples()) })
}

// Issue 14, 9: twelve kills at random points of undo and redo (make test:
// four).
func TestKillsDuringUndoAndRedoLoseNothingTwelve(t *testing.T) {
	tueAnnulations(t, 12)
}
