//go:build unix

package disque

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"

	"github.com/sae-mastermind/mastermind/saves/disque/disquetest"
)

// Issue 25 (2): a hidden .lock of another program, whatever it holds, is
// never removed; a lock of ours whose holder is gone is.
func TestRetireSiPerimeLeavesForeignLocks(t *testing.T) {
	dir := t.TempDir()
	mort := func(Processus) bool { return false }
	etrangers := map[string]string{".a.lock": "", ".b.lock": "garbage\n", ".c.lock": "1234\n", ".d.lock": "12-34", ".e.lock": "x 12-34\n"}
	for n, c := range etrangers {
		require.NoError(t, os.WriteFile(filepath.Join(dir, n), []byte(c), 0o644))
		RetireSiPerime(filepath.Join(dir, n), mort, Attente{})
		assert.FileExists(t, filepath.Join(dir, n), "%q holding %q is not this program's", n, c)
	}
	notre := filepath.Join(dir, ".f.lock")
	require.NoError(t, os.WriteFile(notre, []byte("99-9\n"), 0o644))
	RetireSiPerime(notre, mort, Attente{})
	assert.NoFileExists(t, notre, "a lock of ours whose holder is gone is removed")
}

// Issue 25 (7): a lock that is a folder, a dangling link, a link to a
// file, or unreadable is taken over (a folder set aside whole), never
// blamed on the folder's permissions, and a link's target is untouched.
func TestVerrouTakesOverUnusableLocks(t *testing.T) {
	moi := Processus{Pid: 10, Debut: "1"}
	vivant := func(p Processus) bool { return p == moi }
	cas := []struct {
		nom     string
		prepare func(t *testing.T, chemin string)
	}{
		{"folder", func(t *testing.T, chemin string) {
			require.NoError(t, os.MkdirAll(filepath.Join(chemin, "sub"), 0o755))
			require.NoError(t, os.WriteFile(filepath.Join(chemin, "sub", "f"), []byte("kept"), 0o644))
		}},
		{"dangling link", func(t *testing.T, chemin string) {
			require.NoError(t, os.Symlink(filepath.Join(filepath.Dir(chemin), "nowhere"), chemin))
		}},
		{"link to a file", func(t *testing.T, chemin string) {
			cible := filepath.Join(t.TempDir(), "cible")
			require.NoError(t, os.WriteFile(cible, []byte("target"), 0o644))
			require.NoError(t, os.Symlink(cible, chemin))
		}},
		{"unreadable", func(t *testing.T, chemin string) {
			if os.Geteuid() == 0 {
				t.Skip("root reads every file")
			}
			require.NoError(t, os.WriteFile(chemin, []byte("99-9\n"), 0o000))
		}},
		{"named pipe", func(t *testing.T, chemin string) {
			disquetest.Tube(t, chemin)
		}},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			dir := t.TempDir()
			chemin := filepath.Join(dir, ".partie.lock")
			c.prepare(t, chemin)
			v, err := Verrouille(chemin, moi, vivant, Attente{})
			require.NoError(t, err, "an unusable lock is taken over")
			p, tenu := Tenu(chemin, vivant)
			assert.True(t, tenu)
			assert.Equal(t, moi, p)
			if c.nom == "folder" {
				require.NotEmpty(t, v.Ecarte)
				data, err := os.ReadFile(filepath.Join(v.Ecarte, "sub", "f"))
				require.NoError(t, err, "a folder is set aside whole")
				assert.Equal(t, "kept", string(data))
			}
			assert.NoFileExists(t, filepath.Join(dir, "nowhere"), "a dangling link's target is never created")
			require.NoError(t, v.Libere())
		})
	}
}

// Issue 25 (8): a link planted as the folder's guard never makes the
// program create a file where it points.
func TestGardeRefusesALink(t *testing.T) {
	dir, ailleurs := t.TempDir(), t.TempDir()
	cible := filepath.Join(ailleurs, "created")
	require.NoError(t, os.Symlink(cible, filepath.Join(dir, garde)))
	_, err := Verrouille(filepath.Join(dir, ".partie.lock"), Processus{Pid: 1}, func(Processus) bool { return true }, Attente{})
	require.ErrorIs(t, err, ErrVerrouInutilisable)
	var e *ErreurVerrouInutilisable
	require.ErrorAs(t, err, &e)
	assert.Equal(t, Lien, e.Genre)
	assert.NoFileExists(t, cible)
}

// Issue 25 (9): a guard another program holds is waited for, said after
// DelaiAttente, and the wait ends at once when it is cancelled.
func TestGardeHeldByAnotherIsSaidAndCancellable(t *testing.T) {
	dir := t.TempDir()
	f, err := os.OpenFile(filepath.Join(dir, garde), os.O_RDWR|os.O_CREATE, 0o644)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, unix.Flock(int(f.Fd()), unix.LOCK_EX))

	annule := make(chan struct{})
	dit := make(chan string, 1)
	fini := make(chan error, 1)
	go func() {
		_, err := Verrouille(filepath.Join(dir, ".partie.lock"), Processus{Pid: 1}, func(Processus) bool { return true },
			Attente{Annule: annule, Dit: func(g string) { dit <- g }})
		fini <- err
	}()
	select {
	case g := <-dit:
		assert.Equal(t, filepath.Join(dir, garde), g)
	case err := <-fini:
		t.Fatalf("returned while the guard is held: %v", err)
	}
	close(annule)
	err = <-fini
	require.ErrorIs(t, err, context.Canceled)
	assert.NoFileExists(t, filepath.Join(dir, ".partie.lock"))
}
