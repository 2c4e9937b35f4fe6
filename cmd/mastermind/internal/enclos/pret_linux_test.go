package enclos_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
)

// speciaux lists what in dossier keeps a set-user-ID or set-group-ID bit.
func speciaux(t *testing.T, dossier string) []string {
	t.Helper()
	var l []string
	require.NoError(t, filepath.WalkDir(dossier, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		fi, err := os.Lstat(p)
		if err == nil && fi.Mode()&(fs.ModeSetuid|fs.ModeSetgid) != 0 {
			l = append(l, p+" "+fi.Mode().String())
		}
		return err
	}))
	return l
}

// etatDossier is the mode and owner of dossier.
func etatDossier(t *testing.T, dossier string) (fs.FileMode, uint32) {
	t.Helper()
	fi, err := os.Stat(dossier)
	require.NoError(t, err)
	return fi.Mode(), fi.Sys().(*syscall.Stat_t).Uid
}

// TestLentFolderGivenBack: a program lent a folder (--fence dir=) that
// makes it 4777 and leaves a set-user-ID file and a set-group-ID folder
// in it: once it is gone, the folder has its mode and owner back, and
// nothing in it keeps either bit (issue 43, item 9).
func TestLentFolderGivenBack(t *testing.T) {
	pret := dossierPartage(t)
	avant, proprio := etatDossier(t, pret)
	p, ligne, _ := lanceFugueur(t, "chmod", marque(t), enclos.Limites{Dossier: pret})
	require.Equal(t, "pret ok", ligne, "the program changed its folder's mode")
	p.Arrete()
	mode, uid := etatDossier(t, pret)
	assert.Equal(t, avant, mode, "the folder's mode")
	assert.Equal(t, proprio, uid, "the folder's owner")
	assert.Empty(t, speciaux(t, pret))
}

// TestLentFolderGivenBackAsAUser: the same from a lab run by an ordinary
// user, in a folder of that user's.
func TestLentFolderGivenBackAsAUser(t *testing.T) {
	pret := dossierPartage(t)
	require.NoError(t, os.Chown(pret, utilisateurTest, utilisateurTest))
	avant, proprio := etatDossier(t, pret)
	_, ligne, tue := laboUtilisateurDans(t, nil, pret, "chmod", marque(t))
	require.Equal(t, "pret ok", ligne, "the program changed its folder's mode")
	tue()
	// The guard gives the folder back once the program is gone.
	assert.Eventually(t, func() bool {
		mode, _ := etatDossier(t, pret)
		return mode == avant
	}, 10*time.Second, 10*time.Millisecond, "the folder's mode")
	_, uid := etatDossier(t, pret)
	assert.Equal(t, proprio, uid, "the folder's owner")
	assert.Empty(t, speciaux(t, pret))
}

// lanceDans runs script with sh, fenced, in folder dossier (dir=) until
// it ends: its status and what it wrote.
func lanceDans(t *testing.T, dossier, script string) (int, string) {
	t.Helper()
	e, err := enclos.Prepare([]string{"sh", "-c", script}, enclos.Limites{Dossier: dossier})
	require.NoError(t, err)
	var sortie bytes.Buffer
	e.Cmd.Stdout, e.Cmd.Stderr = &sortie, &sortie
	require.NoError(t, e.Demarre())
	_ = e.Cmd.Wait()
	statut, _, ok := e.Fin()
	require.True(t, ok, "the guard reports the program's end: %s", sortie.String())
	return statut, sortie.String()
}

// proprietaire is the owner of chemin, never through a symbolic link.
func proprietaire(t *testing.T, chemin string) uint32 {
	t.Helper()
	fi, err := os.Lstat(chemin)
	require.NoError(t, err)
	return fi.Sys().(*syscall.Stat_t).Uid
}

// siRoot skips the test when the lab cannot run its programs as users of
// their own.
func siRoot(t *testing.T) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("not root: the program runs as the lab's user, who owns the folder and all in it")
	}
}

// TestLentFolderLentWhole: run by root, each start is a user of its own;
// the folder is lent whole at each, so the second start appends to the
// file the first created, in a folder the first made, and may even set
// a set-user-ID bit; once it is gone, all is the folder's owner's again
// and no such bit is left.
func TestLentFolderLentWhole(t *testing.T) {
	siRoot(t)
	pret := dossierPartage(t)
	statut, sortie := lanceDans(t, pret, `mkdir sous && echo un >> journal && echo un > sous/note && id -u`)
	require.Zero(t, statut, sortie)
	premier := strings.TrimSpace(sortie)
	for _, p := range []string{pret, filepath.Join(pret, "journal"), filepath.Join(pret, "sous"), filepath.Join(pret, "sous", "note")} {
		require.Zero(t, proprietaire(t, p), "given back: %s", p)
	}

	statut, sortie = lanceDans(t, pret, `echo deux >> journal && echo deux >> sous/note && chmod 4755 journal && chmod 2777 sous && id -u`)
	require.Zero(t, statut, "the second start writes what the first left: %s", sortie)
	assert.NotEqual(t, premier, strings.TrimSpace(sortie), "two users")
	b, err := os.ReadFile(filepath.Join(pret, "journal"))
	require.NoError(t, err)
	assert.Equal(t, "un\ndeux\n", string(b))
	b, err = os.ReadFile(filepath.Join(pret, "sous", "note"))
	require.NoError(t, err)
	assert.Equal(t, "un\ndeux\n", string(b))

	require.NoError(t, filepath.WalkDir(pret, func(p string, _ fs.DirEntry, err error) error {
		require.NoError(t, err)
		assert.Zero(t, proprietaire(t, p), "given back: %s", p)
		return nil
	}))
	assert.Empty(t, speciaux(t, pret))
}

// TestLentFolderKeepsLinks: what the folder holds that is not only the
// folder's is not lent: a hard link to a file of root's elsewhere, the
// file a symbolic link names (neither is followed), a FIFO, nor a
// set-user-ID file of root's. The program cannot write them; all keep
// their owner, the set-user-ID file its bit.
func TestLentFolderKeepsLinks(t *testing.T) {
	siRoot(t)
	pret, ailleurs := dossierPartage(t), dossierPartage(t)
	dur, cible := filepath.Join(ailleurs, "dur"), filepath.Join(ailleurs, "cible")
	require.NoError(t, os.WriteFile(dur, []byte("root\n"), 0o644))
	require.NoError(t, os.WriteFile(cible, []byte("root\n"), 0o644))
	require.NoError(t, os.Link(dur, filepath.Join(pret, "dur")))
	require.NoError(t, os.Symlink(cible, filepath.Join(pret, "lien")))
	require.NoError(t, syscall.Mkfifo(filepath.Join(pret, "fifo"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(pret, "seul"), []byte("root\n"), 0o644))
	suid := filepath.Join(pret, "suid")
	require.NoError(t, os.WriteFile(suid, []byte("root\n"), 0o644))
	require.NoError(t, os.Chmod(suid, fs.ModeSetuid|0o755))

	// A FIFO is only asked about: opening it to write would wait for a
	// reader.
	statut, sortie := lanceDans(t, pret, `for f in dur lien fifo suid seul; do printf '%s %s ' $f $(stat -L -c %u $f); if if [ -p $f ]; then [ -w $f ]; else (echo x >> $f) 2>/dev/null; fi; then echo ecrit; else echo refuse; fi; done`)
	require.Zero(t, statut, sortie)
	lignes := strings.Split(strings.TrimSpace(sortie), "\n")
	require.Len(t, lignes, 5, sortie)
	assert.Equal(t, "dur 0 refuse", lignes[0], "a hard link to root's file is not lent")
	assert.Equal(t, "lien 0 refuse", lignes[1], "a symbolic link is not followed")
	assert.Equal(t, "fifo 0 refuse", lignes[2], "a FIFO is not lent")
	assert.Equal(t, "suid 0 refuse", lignes[3], "a set-user-ID file is not lent: chown would clear its bit")
	assert.Regexp(t, `^seul [1-9][0-9]* ecrit$`, lignes[4], "a file of the folder's alone is lent")

	for _, p := range []string{dur, cible, filepath.Join(pret, "lien"), filepath.Join(pret, "fifo"), suid, filepath.Join(pret, "seul")} {
		assert.Zero(t, proprietaire(t, p), p)
	}
	for _, p := range []string{dur, cible} {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		assert.Equal(t, "root\n", string(b), p)
	}
	fi, err := os.Stat(suid)
	require.NoError(t, err)
	assert.Equal(t, fs.ModeSetuid|0o755, fi.Mode(), "root's set-user-ID file from before stays")
}
