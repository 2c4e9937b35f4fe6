package verifarbre

import (
	"compress/gzip"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPublishedTrees: the trees of docs/OPTIMAL.md kept in testdata are
// valid, with the figures the page gives (total, distribution), checked
// by the verifier alone.
func TestPublishedTrees(t *testing.T) {
	cas := []struct {
		fichier      string
		total        int
		distribution []int
	}{
		{"4x6.txt.gz", 5625, []int{0, 1, 8, 102, 630, 548, 7}},
		{"4x6-max5.txt.gz", 5626, []int{0, 1, 8, 102, 622, 563}},
		{"4x6-nr.txt.gz", 1446, []int{0, 1, 6, 70, 192, 91}},
		{"4x7.txt.gz", 11228, []int{0, 1, 8, 93, 721, 1420, 158}},
		{"4x8.txt.gz", 20471, []int{0, 1, 6, 83, 756, 2333, 899, 18}},
	}
	for _, c := range cas {
		t.Run(c.fichier, func(t *testing.T) {
			f, err := os.Open(filepath.Join("testdata", c.fichier))
			require.NoError(t, err)
			defer f.Close()
			z, err := gzip.NewReader(f)
			require.NoError(t, err)
			r, err := Verifie(z)
			require.NoError(t, err)
			assert.Equal(t, c.total, r.Total)
			assert.Equal(t, c.distribution, r.Distribution)
		})
	}
}
