package enclos_test

import (
	"io/fs"
	"os"
	"path/filepath"
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
