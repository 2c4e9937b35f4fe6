//go:build unix

package historique

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"

	"github.com/sae-mastermind/mastermind/saves/disque"
)

// Issue 34 (11): a foreign holder of the history's lock no longer hangs
// a program silently: the wait is said after a second, and Ctrl-C (the
// Attente's channel) ends it with context.Canceled, for reading, adding
// and erasing.
func TestLockWaitIsSaidAndCancelled(t *testing.T) {
	h := Historique{Dossier: t.TempDir()}
	require.NoError(t, h.Ajoute(entree(t, 1)))
	f, err := os.OpenFile(filepath.Join(h.Dossier, fichierVerrou), os.O_RDWR, 0)
	require.NoError(t, err)
	t.Cleanup(func() { f.Close() })
	require.NoError(t, unix.Flock(int(f.Fd()), unix.LOCK_EX))

	for nom, op := range map[string]func(Historique) error{
		"Lit":    func(h Historique) error { _, err := h.Lit(); return err },
		"Ajoute": func(h Historique) error { return h.Ajoute(entree(t, 2)) },
		"Efface": func(h Historique) error { return h.Efface() },
	} {
		t.Run(nom, func(t *testing.T) {
			h := h
			t.Parallel()
			dit := make(chan string, 1)
			annule := make(chan struct{})
			h.Attente = disque.Attente{Annule: annule, Dit: func(v string) { dit <- v }}
			fin := make(chan error, 1)
			debut := time.Now()
			go func() { fin <- op(h) }()
			select {
			case v := <-dit:
				assert.Equal(t, filepath.Join(h.Dossier, fichierVerrou), v)
				assert.GreaterOrEqual(t, time.Since(debut), disque.DelaiAttente, "said after a second, not at once")
			case err := <-fin:
				t.Fatalf("ended without the lock: %v", err)
			case <-time.After(time.Minute):
				t.Fatal("the wait was never said")
			}
			close(annule)
			select {
			case err := <-fin:
				assert.ErrorIs(t, err, context.Canceled)
			case <-time.After(time.Minute):
				t.Fatal("Ctrl-C did not end the wait")
			}
		})
	}
}
