//go:build unix

package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
)

// Issue 34 (11, 17): another program holding the history's lock does not
// hang "history": the wait is said after a second, and Ctrl-C ends it,
// said "Interrompu." with status 130, never as an unexpected error.
func TestHistoryLockWaitIsSaidAndInterrupted(t *testing.T) {
	etat := t.TempDir()
	t.Setenv("XDG_STATE_HOME", etat)
	dossier := filepath.Join(etat, "mastermind")
	require.NoError(t, os.MkdirAll(dossier, 0o700))
	f, err := os.OpenFile(filepath.Join(dossier, ".historique.verrou"), os.O_RDWR|os.O_CREATE, 0o600)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, unix.Flock(int(f.Fd()), unix.LOCK_EX))
	st, errw := lanceInterrompuApres(t, "Ctrl-C pour arrêter", "", "history")
	assert.Equal(t, 130, st)
	assert.Contains(t, errw, "Un autre programme tient le verrou de l'historique "+filepath.Join(dossier, ".historique.verrou")+" ; j'attends qu'il le rende (Ctrl-C pour arrêter).")
	assert.Contains(t, errw, "Interrompu.")
	assert.NotContains(t, errw, "inattendue")
}

// Issue 34 (17): Ctrl-C while a move waits for the saves folder's guard,
// held by another program: the game says "interrompu", never "erreur
// inattendue … merci de la signaler".
func TestSavesLockWaitInterruptedSaysSo(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("MASTERMIND_SAVES", dir)
	f, err := os.OpenFile(filepath.Join(dir, ".mastermind-verrous"), os.O_RDWR|os.O_CREATE, 0o644)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, unix.Flock(int(f.Fd()), unix.LOCK_EX))
	st, errw := lanceInterrompuApres(t, "Ctrl-C pour arrêter", "2\nRRBB\n", "--seed", "3")
	assert.Equal(t, 130, st, errw)
	assert.Contains(t, errw, "attend qu'il le rende (Ctrl-C pour arrêter)")
	assert.NotContains(t, errw, "inattendue")
	assert.NotContains(t, errw, "signaler")
}

// lanceInterrompuApres runs the program with args on stdin, which it
// keeps open, and cancels its context, as Ctrl-C does, once its output
// holds quand; it returns the status and the output.
func lanceInterrompuApres(t *testing.T, quand, stdin string, args ...string) (int, string) {
	t.Helper()
	environnementDeTest(t)
	r, w, err := os.Pipe()
	require.NoError(t, err)
	t.Cleanup(func() { r.Close(); w.Close() })
	_, err = w.WriteString(stdin)
	require.NoError(t, err)
	ctx, annule := context.WithCancel(context.Background())
	defer annule()
	sortie := &commandetest.Tampon{}
	fin := make(chan error, 1)
	go func() { fin <- run(ctx, args, os.Getenv, r, sortie, sortie) }()
	require.Eventually(t, func() bool { return strings.Contains(sortie.String(), quand) }, time.Minute, 10*time.Millisecond,
		"the program never said %q", quand)
	annule()
	select {
	case err := <-fin:
		if err != nil {
			sortie.Write([]byte(err.Error() + "\n"))
		}
		return commande.Statut(err), sortie.String()
	case <-time.After(time.Minute):
		t.Fatal("the program did not stop")
	}
	return 0, ""
}
