package cmdoptimal

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
)

// TestOptimalHybridExportThenVerifyTree: the hybrid mode builds a tree
// that verify-tree accepts, with the figures the command printed: on
// 4 × 6, between the optimum (5,625) and the entropy strategy (5,722).
func TestOptimalHybridExportThenVerifyTree(t *testing.T) {
	chemin := filepath.Join(t.TempDir(), "4x6.txt")
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "4", "--colors", "6",
		"--threshold", "20", "--width", "3", "--depth", "1", "--bottom", "60", "--bottom-width", "2", "--export", chemin)
	require.Equal(t, 0, st, errw)
	assert.Equal(t, "Hybrid strategy 4×6 (optimal on the classes of at most 20 codes): 1,296 secrets, 5,663 tries in all, 4.370 on average, at most 6 tries; first guess RRBJ.\n"+
		"Tree written to "+chemin+"; \"mastermind verify-tree "+chemin+"\" checks it.\n", out)
	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "verify-tree", chemin)
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "1,296 secrets, 5,663 tries in all, 4.370 on average")
}

// TestOptimalHybridUsage: the knobs out of range, the look-ahead without
// a threshold, and the exact search's flags with it are refused.
func TestOptimalHybridUsage(t *testing.T) {
	cas := []struct {
		args []string
		msg  string
	}{
		{[]string{"--threshold", "-3"}, "--threshold -3: the threshold goes from 1 to 4,096 codes"},
		{[]string{"--threshold", "5000"}, "--threshold 5000: the threshold goes from 1 to 4,096 codes"},
		{[]string{"--threshold", "10", "--width", "-1"}, "--width, --depth, --bottom and --bottom-width are never negative"},
		{[]string{"--threshold", "10", "--bottom", "-1"}, "--width, --depth, --bottom and --bottom-width are never negative"},
		{[]string{"--width", "3"}, "--width, --depth, --bottom and --bottom-width tune the hybrid mode: add --threshold N"},
		{[]string{"--bottom", "30"}, "--width, --depth, --bottom and --bottom-width tune the hybrid mode: add --threshold N"},
		{[]string{"--threshold", "10", "--max-guesses", "5"}, "--max-guesses does not go with --threshold (the hybrid mode is not the exact search)"},
		{[]string{"--threshold", "10", "--checkpoint"}, "--checkpoint does not go with --threshold (the hybrid mode is not the exact search)"},
		{[]string{"--threshold", "10", "--time-limit", "1m"}, "--time-limit does not go with --threshold (the hybrid mode is not the exact search)"},
	}
	for _, c := range cas {
		t.Run(c.msg, func(t *testing.T) {
			commandetest.Refuse(t, essai(), "", append([]string{"--lang", "en", "optimal"}, c.args...), c.msg)
		})
	}
}

// TestOptimalHybridInterrupted: Ctrl-C (a cancelled context) stops the
// build with the status of an interruption, and no tree is written.
func TestOptimalHybridInterrupted(t *testing.T) {
	chemin := filepath.Join(t.TempDir(), "5x8.txt")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errw strings.Builder
	err := essai().Run(ctx, []string{"optimal", "--pegs", "5", "--colors", "8", "--threshold", "100", "--export", chemin},
		os.Getenv, strings.NewReader(""), &out, &errw)
	assert.Equal(t, commande.StatutInterrompu, commande.Statut(err))
	assert.NoFileExists(t, chemin)
}
