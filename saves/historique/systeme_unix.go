//go:build unix

package historique

import (
	"errors"
	"io/fs"
	"os"

	"golang.org/x/sys/unix"

	"github.com/sae-mastermind/mastermind/saves/disque"
)

// ouvreAjout opens chemin for appending (and reading its last byte), creating it, without following a
// final link and without waiting on a FIFO.
func ouvreAjout(chemin string) (*os.File, error) {
	f, err := os.OpenFile(chemin, os.O_RDWR|os.O_APPEND|os.O_CREATE|unix.O_NOFOLLOW|unix.O_NONBLOCK, 0o600)
	switch {
	case errors.Is(err, unix.ELOOP), errors.Is(err, unix.EMLINK):
		return nil, &disque.ErreurGenre{Chemin: chemin, Genre: disque.Lien}
	case errors.Is(err, unix.ENXIO):
		return nil, &disque.ErreurGenre{Chemin: chemin, Genre: disque.Tube}
	}
	return f, err
}

// verrouille opens the lock file chemin and takes its system lock,
// exclusive (ecrit) or shared, waiting for it as a says: the wait is
// said after a second and ended by a.Annule (Ctrl-C). Closing the file
// releases it; so does the program's death. For a shared lock the file
// is not created: fs.ErrNotExist when it is absent (no history yet).
func verrouille(chemin string, ecrit bool, a disque.Attente) (*os.File, error) {
	drapeaux := os.O_RDONLY | unix.O_NOFOLLOW | unix.O_NONBLOCK
	if ecrit {
		drapeaux = os.O_RDWR | os.O_CREATE | unix.O_NOFOLLOW | unix.O_NONBLOCK
	}
	f, err := os.OpenFile(chemin, drapeaux, 0o600)
	if err != nil {
		if errors.Is(err, unix.ENOTDIR) {
			return nil, &fs.PathError{Op: "open", Path: chemin, Err: fs.ErrNotExist}
		}
		return nil, err
	}
	if err := disque.AttendVerrouSysteme(f, chemin, ecrit, a); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}
