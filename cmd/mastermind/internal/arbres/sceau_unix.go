//go:build unix

package arbres

import (
	"fmt"
	"os"
	"syscall"
)

// privee checks that the key file chemin is the user's and that no one
// else may read or write it.
func privee(chemin string) error {
	info, err := os.Lstat(chemin)
	if err != nil {
		return err
	}
	if info.Mode().Perm()&0o077 != 0 {
		return fmt.Errorf("mode %v: others may read or write it (chmod 600)", info.Mode().Perm())
	}
	if st, ok := info.Sys().(*syscall.Stat_t); ok && int(st.Uid) != os.Geteuid() {
		return fmt.Errorf("owned by user %d, not %d", st.Uid, os.Geteuid())
	}
	return nil
}
