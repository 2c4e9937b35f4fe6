package verifarbre

import (
	"compress/gzip"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFrontierTrees: the trees of docs/OPTIMAL.md's frontier kept in
// testdata/frontiere (issue 28: more than 16 colours, more than 7 pegs)
// are valid, with the total and worst case the page gives, checked by the
// verifier alone.
func TestFrontierTrees(t *testing.T) {
	cas := []struct {
		fichier     string
		total, pire int
	}{
		{"2x17.txt.gz", 2198, 11},
		{"2x18.txt.gz", 2579, 11},
		{"2x19.txt.gz", 2993, 12},
		{"2x20.txt.gz", 3457, 12},
		{"2x21.txt.gz", 3957, 13},
		{"2x22.txt.gz", 4512, 13},
		{"2x23.txt.gz", 5106, 14},
		{"2x24.txt.gz", 5760, 14},
		{"2x25.txt.gz", 6456, 15},
		{"2x26.txt.gz", 7217, 15},
		{"8x2.txt.gz", 1104, 7},
		{"9x2.txt.gz", 2390, 7},
	}
	for _, c := range cas {
		t.Run(c.fichier, func(t *testing.T) {
			f, err := os.Open(filepath.Join("testdata", "frontiere", c.fichier))
			require.NoError(t, err)
			defer f.Close()
			z, err := gzip.NewReader(f)
			require.NoError(t, err)
			r, err := Verifie(z)
			require.NoError(t, err)
			assert.Equal(t, c.total, r.Total)
			assert.Equal(t, c.pire, r.Pire)
		})
	}
}
