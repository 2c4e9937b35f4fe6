package cmdoptimal

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
)

// TestOptimalMoreThan16Colours: the optimal command takes up to 26
// colours (the game keeps its 16): colours 17 to 26 get the capitals the
// default palette leaves free, in --first, the figures and the exported
// tree, which verify-tree accepts. 27 is refused with a sentence.
func TestOptimalMoreThan16Colours(t *testing.T) {
	commandetest.Cache(t)
	out, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "2", "--colors", "20", "--first", "DE")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, "Optimal strategy 2×20: 400 secrets, 3,457 tries in all, 8.643 on average, at most 12 tries; first guess DE.\n", out)

	chemin := filepath.Join(t.TempDir(), "2x26.txt")
	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "2", "--colors", "26", "--export", chemin)
	require.Equal(t, 0, st, errw)
	out, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "verify-tree", chemin)
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "is valid for 2×26 (letters RBJVONMCGPTLKASFDEHIQUWXYZ): 676 secrets, 7,217 tries in all")

	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "optimal", "--pegs", "2", "--colors", "27"},
		"--colors 27: the optimal strategy takes 1 to 26 colours, one capital letter each")
	commandetest.Refuse(t, essai(), "", []string{"--lang", "en", "demo", "--colors", "17"},
		"--colors 17: the number of colours must be from 1 to 16, those that have a default name")
}

// TestOptimalCheckpointLargeSizes: the checkpoint of a size of more than
// 16 colours or 7 pegs, stopped at once, resumes to the figures of a run
// never interrupted. More than 7 pegs are for long runs only: the game's
// commands keep refusing them (10 × 2 takes tens of minutes).
func TestOptimalCheckpointLargeSizes(t *testing.T) {
	for _, taille := range [][2]string{{"2", "20"}, {"8", "2"}} {
		t.Run(taille[0]+"x"+taille[1], func(t *testing.T) {
			d := commandetest.Cache(t)
			args := []string{"--lang", "en", "optimal", "--pegs", taille[0], "--colors", taille[1]}
			_, errw, st := commandetest.Lance(t, essai(), "", append(args, "--time-limit", "1ns")...)
			require.Equal(t, 0, st, errw)
			reprise := filepath.Join(d, taille[0]+"x"+taille[1]+".mmr")
			assert.FileExists(t, reprise)
			sortie, errw, st := commandetest.Lance(t, essai(), "", append(args, "--checkpoint")...)
			require.Equal(t, 0, st, errw)
			assert.Contains(t, errw, "resumes from "+reprise)
			assert.NoFileExists(t, reprise)
			commandetest.Cache(t)
			ref, errw, st := commandetest.Lance(t, essai(), "", append(args, "--checkpoint")...)
			require.Equal(t, 0, st, errw)
			assert.Equal(t, ref, sortie)
		})
	}
}

func TestOptimalEightPegsOnlyInLongRuns(t *testing.T) {
	commandetest.Cache(t)
	_, errw, st := commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "8", "--colors", "2")
	assert.Equal(t, 2, st)
	assert.Contains(t, errw, "7 pegs")
	_, errw, st = commandetest.Lance(t, essai(), "", "--lang", "en", "optimal", "--pegs", "11", "--colors", "2", "--checkpoint")
	assert.Equal(t, 2, st)
	assert.NotEmpty(t, errw)
}
