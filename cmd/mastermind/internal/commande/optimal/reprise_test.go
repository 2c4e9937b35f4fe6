package optimal

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
)

// TestOptimalCheckpointInterrupted: Ctrl-C saves the checkpoint, says the
// bounds and how to continue, exit status 130; the command it gives
// resumes and ends with the figures of a run never interrupted, and the
// checkpoint is gone.
func TestOptimalCheckpointInterrupted(t *testing.T) {
	d := commandetest.Cache(t)
	commandetest.Environnement(t)
	ctx, annule := context.WithCancel(context.Background())
	annule()
	var out, errw strings.Builder
	err := essai().Run(ctx, []string{"--lang", "en", "optimal", "--pegs", "3", "--colors", "5", "--checkpoint"}, os.Getenv, strings.NewReader(""), &out, &errw)
	assert.Equal(t, commande.StatutInterrompu, commande.Statut(err))
	require.Error(t, err)
	chemin := filepath.Join(d, "3x5.mmr")
	assert.Contains(t, err.Error(), "The search of 3×5 stopped before its end: the optimal total is")
	assert.Contains(t, err.Error(), "Its progress is in "+chemin+"; to continue: mastermind optimal --pegs 3 --colors 5 --checkpoint")
	assert.FileExists(t, chemin)

	sortie, errs, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "3", "--colors", "5", "--checkpoint")
	assert.Equal(t, 0, st, errs)
	assert.Contains(t, errs, "The search of 3×5 resumes from "+chemin)
	assert.NoFileExists(t, chemin, "the checkpoint is removed once the tree is saved")
	assert.FileExists(t, filepath.Join(d, "3x5.mmo"))
	commandetest.Cache(t)
	ref, _, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "3", "--colors", "5")
	assert.Equal(t, 0, st)
	assert.Equal(t, ref, sortie)
}

// TestOptimalTimeLimit: a search stopped by --time-limit gives certified
// bounds (exit status 0: they are the result), in text and in JSON, and
// keeps its checkpoint.
func TestOptimalTimeLimit(t *testing.T) {
	d := commandetest.Cache(t)
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "3", "--colors", "5", "--time-limit", "1ns")
	assert.Equal(t, 0, st, errw)
	assert.Contains(t, out, "The search of 3×5 stopped before its end: the optimal total is")
	assert.Contains(t, out, "to continue: mastermind optimal --pegs 3 --colors 5 --checkpoint")
	assert.FileExists(t, filepath.Join(d, "3x5.mmr"))

	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "3", "--colors", "5", "--time-limit", "1ns", "--json")
	assert.Equal(t, 0, st, errw)
	var j bornesJSON
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	assert.False(t, j.Complete)
	assert.Equal(t, "3x5", j.Size)
	assert.LessOrEqual(t, j.Lower, 451, "3×5's optimum is 451")
	if j.Upper > 0 {
		assert.GreaterOrEqual(t, j.Upper, 451)
		assert.Equal(t, j.Upper-j.Lower, j.Gap)
	}

	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "3", "--colors", "5", "--time-limit", "1h", "--json")
	assert.Equal(t, 0, st, errw)
	j = bornesJSON{}
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	assert.Equal(t, bornesJSON{Size: "3x5", Secrets: 125, Complete: true, Total: 451, Average: 3.608, Worst: 5, First: "RBJ", Lower: 451, Upper: 451}, j)
}

// TestOptimalCheckpointDamaged: a damaged checkpoint is said and the
// search starts again.
func TestOptimalCheckpointDamaged(t *testing.T) {
	d := commandetest.Cache(t)
	chemin := filepath.Join(d, "3x5.mmr")
	require.NoError(t, os.WriteFile(chemin, []byte("MMREPRI\x01 not quite"), 0o644))
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "3", "--colors", "5", "--checkpoint")
	assert.Equal(t, 0, st)
	assert.Equal(t, "The file "+chemin+" is damaged, or of another size or version; the search starts from the beginning.\n", errw)
	assert.Contains(t, out, "451 tries in all")
	assert.NoFileExists(t, chemin)
}

func TestOptimalCheckpointUsage(t *testing.T) {
	commandetest.Cache(t)
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "3", "--colors", "5", "--json", "--export", "x.txt")
	assert.Equal(t, 2, st)
	assert.JSONEq(t, `{"error":"--json does not go with --export: run the export on its own (the tree is then read from the cache)"}`, out)
	assert.Equal(t, "--json does not go with --export: run the export on its own (the tree is then read from the cache)\n", errw)
	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "optimal", "--time-limit", "-1s"}, "--time-limit -1s: the duration cannot be negative")
	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "optimal", "--pegs", "5", "--colors", "6", "--checkpoint"},
		"The long search of 5×6 (7,776 secrets) is out of reach: it goes up to 6,561 secrets")
}
