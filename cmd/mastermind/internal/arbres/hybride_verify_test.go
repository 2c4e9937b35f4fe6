//go:build verify

package arbres

import (
	"compress/gzip"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifarbre"
)

// meilleurPublie5x8 is the best total of a 5 × 8 strategy published
// before this program's (docs/OPTIMAL.md, "5 × 8").
const meilleurPublie5x8 = 179274

// TestVerifyHybrid5x8Tree (make verify): the best 5 × 8 tree kept in
// verifarbre's testdata (the hybrid classes, and those solved exactly by
// the tasks, put together by merge), checked by the independent verifier
// alone, has the figures docs/OPTIMAL.md gives, below the best published
// total.
func TestVerifyHybrid5x8Tree(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "verifarbre", "testdata", "5x8-hybrid.txt.gz"))
	require.NoError(t, err)
	defer f.Close()
	z, err := gzip.NewReader(f)
	require.NoError(t, err)
	debut := time.Now()
	r, err := verifarbre.Verifie(z)
	require.NoError(t, err)
	t.Logf("5×8 hybrid tree checked in %v", time.Since(debut).Round(time.Millisecond))
	assert.Equal(t, 5, r.Pions)
	assert.Equal(t, 8, r.Couleurs)
	assert.Equal(t, 32768, r.Secrets)
	assert.Equal(t, 178617, r.Total)
	assert.Equal(t, 7, r.Pire)
	assert.Equal(t, []int{0, 1, 13, 120, 2120, 14294, 15260, 960}, r.Distribution)
	assert.Less(t, r.Total, meilleurPublie5x8)
}
