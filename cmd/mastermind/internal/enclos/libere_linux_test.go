package enclos

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// TestLibereClearsFlags: a program's temporary folder goes even when a
// file in it is immutable or append-only (a program run by root where
// the fence cannot make it another user may set those flags).
func TestLibereClearsFlags(t *testing.T) {
	dossier, err := os.MkdirTemp("", "libere")
	require.NoError(t, err)
	sous := filepath.Join(dossier, "sous")
	require.NoError(t, os.Mkdir(sous, 0o500))
	for _, f := range []struct {
		chemin   string
		drapeaux int
	}{{filepath.Join(dossier, "immuable"), 0x10}, {filepath.Join(dossier, "ajout"), 0x20}, {sous, 0x10}} {
		if f.chemin != sous {
			require.NoError(t, os.WriteFile(f.chemin, []byte("x"), 0o400))
		}
		fd, err := unix.Open(f.chemin, unix.O_RDONLY, 0)
		require.NoError(t, err)
		v, err := unix.IoctlGetUint32(fd, unix.FS_IOC_GETFLAGS)
		if err == nil {
			err = unix.IoctlSetPointerInt(fd, unix.FS_IOC_SETFLAGS, int(v)|f.drapeaux)
		}
		unix.Close(fd)
		if err != nil {
			os.RemoveAll(dossier)
			t.Skipf("cannot set inode flags here (%v): root on a file system that has them is needed", err)
		}
	}
	require.Error(t, os.RemoveAll(dossier), "the flags forbid removing")
	libere(dossier)
	_, err = os.Stat(dossier)
	require.True(t, os.IsNotExist(err), "the folder is gone: %v", err)
}
