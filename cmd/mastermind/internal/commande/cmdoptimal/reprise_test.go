package cmdoptimal

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
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
	assert.Equal(t, bornesJSON{Pegs: 3, Colors: 5, Size: "3x5", Secrets: 125, Complete: true, Total: 451, Average: 3.608, Max: 5, Worst: 5, First: "RBJ", Lower: 451, Upper: 451}, j)
}

// TestOptimalCheckpointDamaged: a damaged checkpoint is said and the
// search starts again; so is one the program did not write for this user
// (no seal, or another key's).
func TestOptimalCheckpointDamaged(t *testing.T) {
	d := commandetest.Cache(t)
	chemin := filepath.Join(d, "3x5.mmr")
	require.NoError(t, os.WriteFile(chemin, []byte("MMREPRI\x01 not quite"), 0o644))
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "3", "--colors", "5", "--checkpoint")
	assert.Equal(t, 0, st)
	assert.Equal(t, "The file "+chemin+" was not written by this program for you (it does not carry your seal): neither its bounds nor its results are trusted; the search starts from the beginning.\n", errw)
	assert.Contains(t, out, "451 tries in all")
	assert.NoFileExists(t, chemin)
}

// TestOptimalRefusesForgedFiles (issue 34): a checkpoint with a right
// CRC-32C that says the optimum of 4×7 is between 10,000 and 10,000, or
// that RBJV was concluded at 11,269 as the best first guess, is not
// believed: the program says so, and prints only what it proves (here
// with a time limit, bounds that bracket 11,228); a cached tree that the
// program did not write (the 4×7 tree of first guess RBJV, 11,269, put
// where the tree of at most 6 guesses goes) is refused and the tree
// computed again.
func TestOptimalRefusesForgedFiles(t *testing.T) {
	d := commandetest.Cache(t)
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 7})
	chemin := filepath.Join(d, "4x7.mmr")
	rbjv := e.Taille().Index(codetest.Code(t, "RBJV"))
	for _, faux := range [][]byte{repriseForgee(10000, 10000), repriseForgee(11269, 11269, rbjv, 11269, 1)} {
		require.NoError(t, os.WriteFile(chemin, faux, 0o644))
		out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "4", "--colors", "7", "--time-limit", "1ns", "--json")
		assert.Equal(t, 0, st, errw)
		assert.Equal(t, "The file "+chemin+" was not written by this program for you (it does not carry your seal): neither its bounds nor its results are trusted; the search starts from the beginning.\n", errw)
		var j bornesJSON
		require.NoError(t, json.Unmarshal([]byte(out), &j))
		assert.LessOrEqual(t, j.Lower, 11228, "only what this run proved")
		if j.Upper > 0 {
			assert.GreaterOrEqual(t, j.Upper, 11228)
		}
		require.NoError(t, os.Remove(chemin))
	}

	premier := codetest.Code(t, "RBJV")
	a, err := optimal.Calcule(context.Background(), e, optimal.Options{Premier: &premier, MaxCoups: 6})
	require.NoError(t, err)
	require.Equal(t, 11269, a.Total())
	// The file of that tree, its key rewritten to say no first guess was
	// imposed (pegs, colours, repeats, limit, then the first guess).
	faux := a.Encode()
	debut := len("MMOPTIM\x01") + 4
	corps := append(append(append([]byte(nil), faux[:debut]...), 0), faux[debut+varintLen(faux[debut:]):len(faux)-4]...)
	faux = binary.LittleEndian.AppendUint32(corps, crc32.Checksum(corps, crc32.MakeTable(crc32.Castagnoli)))
	_, err = optimal.Decode(faux, e, optimal.Options{MaxCoups: 6})
	require.NoError(t, err, "a strategy with a right checksum: only the seal tells")
	arbre := filepath.Join(d, "4x7-max6.mmo")
	require.NoError(t, os.WriteFile(arbre, faux, 0o644))
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "4", "--colors", "7", "--max-guesses", "6")
	assert.Equal(t, 0, st, errw)
	assert.Equal(t, "The file "+arbre+" was not written by this program for you (it does not carry your seal): nothing it says is trusted; the optimal strategy is computed again.\n", errw)
	assert.Contains(t, out, "11,228")
	assert.NotContains(t, out, "11,269")
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

// repriseForgee is a checkpoint of 4×7 in the format, without the seal,
// with a right CRC-32C: bounds inf and sup, the first guesses
// concluded given as (code number, total, exact) triples, the last one
// the best.
func repriseForgee(inf, sup int, faits ...int) []byte {
	b := []byte("MMREPRI\x02")
	u := func(x int) { b = binary.AppendUvarint(b, uint64(x)) }
	for _, x := range []int{4, 7, 0, 0, 0} {
		u(x)
	}
	v := commande.VersionReprise()
	u(len(v))
	b = append(b, v...)
	for _, x := range []int{3, 0, 0, 0} { // the context: no rows before, no horizon
		u(x)
	}
	u(inf)
	u(sup)
	u(len(faits) / 3)
	u(len(faits) / 3)
	for _, x := range faits {
		u(x)
	}
	if len(faits) > 0 {
		u(faits[len(faits)-3] + 1) // the best, no class kept
		u(0)
	} else {
		u(0)
	}
	u(0) // none being tried
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(b, crc32.MakeTable(crc32.Castagnoli)))
}

// varintLen is the length of the varint that b starts with.
func varintLen(b []byte) int {
	_, n := binary.Uvarint(b)
	return n
}
