package dore

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCompareReadsTheGoldenFile: a golden file written is the one
// compared with.
func TestCompareReadsTheGoldenFile(t *testing.T) {
	chemin := filepath.Join(t.TempDir(), "testdata", "un.txt")
	Ecrit(t, chemin, "une ligne\n")
	data, err := os.ReadFile(chemin)
	require.NoError(t, err)
	assert.Equal(t, "une ligne\n", string(data))
	if !MiseAJour() {
		Compare(t, chemin, "une ligne\n")
	}
}
