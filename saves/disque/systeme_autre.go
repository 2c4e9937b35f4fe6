//go:build !unix && !windows

package disque

import (
	"errors"
	"io/fs"
	"os"
)

// ouvre opens chemin for reading; Lit has checked it is a regular file.
func ouvre(chemin string) (*os.File, error) { return os.Open(chemin) }

// debut is unknown without /proc.
func debut(int) (string, bool) { return "", false }

// vivant cannot ask the system here (Plan 9, WebAssembly: no terminal
// game runs there): a lock is taken as held, which never lets two windows
// write the same game.
func vivant(p Processus) bool { return p.Pid > 0 }

// cause sorts a failed write into what a person can do something about.
func cause(err error) error {
	if errors.Is(err, fs.ErrPermission) {
		return ErrInterdit
	}
	return nil
}

// essaieVerrouSysteme does nothing where flock is missing: two programs
// taking over the same stale lock at the same instant could both win.
func essaieVerrouSysteme(*os.File, bool) (bool, error) { return true, nil }

// ouvreGarde opens (creating it) a folder's guard file, a link refused.
func ouvreGarde(chemin string) (*os.File, error) {
	if info, err := os.Lstat(chemin); err == nil && info.Mode()&fs.ModeSymlink != 0 {
		return nil, &ErreurGenre{Chemin: chemin, Genre: Lien}
	}
	return os.OpenFile(chemin, os.O_RDWR|os.O_CREATE, 0o644)
}
