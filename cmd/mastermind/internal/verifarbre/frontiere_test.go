package verifarbre

import (
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// reFrontiere reads a row of the table "The new exact optima" of
// docs/OPTIMAL.md: size, codes, total, average, worst, first proposal,
// distribution, time.
var reFrontiere = regexp.MustCompile(`(?m)^\| (\d+) × (\d+) \| (\d+) \| (\d+) \| [\d.]+ \| (\d+) \| [A-Z]+ \| ([\d, ]+) \| [^|]+ \|$`)

// TestFrontierTrees: every tree of testdata/frontiere is a row of the
// page's table of the new exact optima, and the verifier alone finds the
// row's size, total, worst case and distribution; every row has its tree.
func TestFrontierTrees(t *testing.T) {
	page, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "docs", "OPTIMAL.md"))
	require.NoError(t, err)
	lignes := reFrontiere.FindAllStringSubmatch(string(page), -1)
	require.NotEmpty(t, lignes, "the table of the new exact optima")
	fichiers, err := filepath.Glob(filepath.Join("testdata", "frontiere", "*.txt.gz"))
	require.NoError(t, err)
	assert.Len(t, fichiers, len(lignes), "one tree per row")
	for _, m := range lignes {
		nom := fmt.Sprintf("%sx%s", m[1], m[2])
		t.Run(nom, func(t *testing.T) {
			n := func(i int) int {
				x, err := strconv.Atoi(m[i])
				require.NoError(t, err)
				return x
			}
			f, err := os.Open(filepath.Join("testdata", "frontiere", nom+".txt.gz"))
			require.NoError(t, err, "the row's tree")
			defer f.Close()
			z, err := gzip.NewReader(f)
			require.NoError(t, err)
			r, err := Verifie(z)
			require.NoError(t, err)
			assert.Equal(t, n(1), r.Pions)
			assert.Equal(t, n(2), r.Couleurs)
			assert.True(t, r.Repetitions)
			assert.Equal(t, n(3), r.Secrets)
			assert.Equal(t, n(4), r.Total)
			assert.Equal(t, n(5), r.Pire)
			var distribution []int
			for _, x := range strings.Split(m[6], ", ") {
				k, err := strconv.Atoi(x)
				require.NoError(t, err)
				distribution = append(distribution, k)
			}
			assert.Equal(t, distribution, r.Distribution[1:])
		})
	}
}
