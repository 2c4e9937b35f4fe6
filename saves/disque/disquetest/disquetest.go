// Package disquetest gives tests what they look at on disk, the files a
// folder holds, and the crash they inject into a write (Panne).
package disquetest

import (
	"errors"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/saves/internal/panne"
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

// Panne is a crash at a step of an atomic write, for disque.Ecriture's
// and saves.Dossier's AvecPanne: f is called at each step (a
// disque.Etape), and its error stops the write there, as a crash would.
func Panne(f func(panne.Etape) error) panne.Panne { return panne.Nouvelle(f) }

// Tube makes a named pipe (FIFO) at chemin (CreeTube), or skips the test
// on a system whose folders hold none (Windows).
func Tube(t testing.TB, chemin string) {
	t.Helper()
	err := CreeTube(chemin)
	if errors.Is(err, errors.ErrUnsupported) {
		t.Skip("no named pipe in a folder on this system")
	}
	require.NoError(t, err)
}
