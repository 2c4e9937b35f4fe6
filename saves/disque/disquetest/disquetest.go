// Package disquetest gives tests what they look at on disk: the files a
// folder holds.
package disquetest

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// Fichiers lists the names of the files of folder dossier, in order.
func Fichiers(t testing.TB, dossier string) []string {
	t.Helper()
	entrees, err := os.ReadDir(dossier)
	require.NoError(t, err)
	var noms []string
	for _, e := range entrees {
		noms = append(noms, e.Name())
	}
	return noms
}
