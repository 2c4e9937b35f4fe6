package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	reConsole = regexp.MustCompile("(?s)```console\n\\$ mastermind ([^\n]*)\n(.*?)```")
	// reDuree masks what varies from one run to the next: durations.
	reDuree = regexp.MustCompile(`(calculé en|computed in) \d+([.,]\d+)? s|\d+,\d{3}$`)
)

func sansDurees(s string) string {
	lignes := strings.Split(s, "\n")
	for i, l := range lignes {
		lignes[i] = reDuree.ReplaceAllString(strings.TrimRight(l, " "), "…")
	}
	return strings.Join(lignes, "\n")
}

// TestLessonShowsTheRealOutput reruns every command of docs/LESSON.md and
// checks that its output is the one the lesson shows.
func TestLessonShowsTheRealOutput(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "LESSON.md"))
	require.NoError(t, err)
	blocs := reConsole.FindAllStringSubmatch(string(data), -1)
	require.NotEmpty(t, blocs)
	for _, b := range blocs {
		t.Run(b[1], func(t *testing.T) {
			out, errw, st := lance(t, "", strings.Fields(b[1])...)
			require.Equal(t, 0, st, errw)
			assert.Equal(t, sansDurees(b[2]), sansDurees(out))
		})
	}
}
