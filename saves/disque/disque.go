// Package disque is how the program touches the files a person keeps: it finds the user's folders for them
// (DossierProgramme); it reads only regular files, never more than a
// cap, and never waits on a special file; it writes atomically (a
// temporary file in the same folder, synced, renamed), removes the
// temporary files of writes that a killed program left behind, and locks
// a file against the program running in another window (a lock file
// naming the process, stale when that process is gone).
//
// The saves (package saves) and the optimal strategy's cache both go
// through it, so that a symbolic link to /dev/zero, a FIFO or a huge file
// in either folder is refused with its reason instead of exhausting the
// memory or blocking the program for ever.
package disque

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Genre is the kind of a file that is not a regular file.
type Genre int

// The kinds of file that are never read.
const (
	Autre Genre = iota
	Lien
	Dossier
	Tube
	Prise
	Peripherique
)

// String names the kind for programmers (errors, logs).
func (g Genre) String() string {
	switch g {
	case Lien:
		return "symbolic link"
	case Dossier:
		return "directory"
	case Tube:
		return "named pipe"
	case Prise:
		return "socket"
	case Peripherique:
		return "device"
	}
	return "special file"
}

// genre is the kind of a file of mode m that is not regular.
func genre(m fs.FileMode) Genre {
	switch {
	case m&fs.ModeSymlink != 0:
		return Lien
	case m.IsDir():
		return Dossier
	case m&fs.ModeNamedPipe != 0:
		return Tube
	case m&fs.ModeSocket != 0:
		return Prise
	case m&fs.ModeDevice != 0, m&fs.ModeCharDevice != 0:
		return Peripherique
	}
	return Autre
}

// Sentinel errors for errors.Is.
var (
	// ErrPasRegulier: the path is a link, a folder, a pipe, a socket or a
	// device, which is never opened for reading.
	ErrPasRegulier = errors.New("not a regular file")
	// ErrTropGros: the file is larger than the cap of what it may hold.
	ErrTropGros = errors.New("file too large")
)

// ErreurGenre is a path that is not a regular file.
type ErreurGenre struct {
	Chemin string
	Genre  Genre
}

func (e *ErreurGenre) Error() string {
	return fmt.Sprintf("%s: %v (%v)", e.Chemin, ErrPasRegulier, e.Genre)
}

// Unwrap lets errors.Is match ErrPasRegulier.
func (e *ErreurGenre) Unwrap() error { return ErrPasRegulier }

// ErreurTaille is a file larger than the cap.
type ErreurTaille struct {
	Chemin      string
	Taille, Max int64
}

func (e *ErreurTaille) Error() string {
	return fmt.Sprintf("%s: %v (%d bytes, at most %d)", e.Chemin, ErrTropGros, e.Taille, e.Max)
}

// Unwrap lets errors.Is match ErrTropGros.
func (e *ErreurTaille) Unwrap() error { return ErrTropGros }

// Lit reads the regular file chemin, of at most plafond bytes. The path is
// looked at before it is opened (a device is never opened), opened without
// following a link and without waiting (a FIFO never blocks), and looked
// at again once open, so that a file swapped in between is caught too.
//
// Résultat: the bytes; an *ErreurGenre or an *ErreurTaille; the system's
// error otherwise (fs.ErrNotExist when there is no file, a file standing
// for a folder of the path included).
func Lit(chemin string, plafond int64) ([]byte, error) {
	f, err := ouvreRegulier(chemin, plafond)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, plafond+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > plafond {
		return nil, &ErreurTaille{Chemin: chemin, Taille: int64(len(data)), Max: plafond}
	}
	return data, nil
}

// Ouvre opens the regular file chemin for reading as Lit does (looked at
// before and after it is opened, no link followed, no waiting on a FIFO),
// for a caller that streams it whatever its size.
//
// Résultat: the open file; an *ErreurGenre; the system's error otherwise
// (fs.ErrNotExist when there is no file).
func Ouvre(chemin string) (*os.File, error) { return ouvreRegulier(chemin, 1<<63-1) }

// ouvreRegulier opens chemin, a regular file of at most plafond bytes.
func ouvreRegulier(chemin string, plafond int64) (*os.File, error) {
	info, err := os.Lstat(chemin)
	if err != nil {
		if Cause(err) == ErrPasDossier {
			// A file where a folder of the path should be: no file there.
			return nil, &fs.PathError{Op: "lstat", Path: chemin, Err: fs.ErrNotExist}
		}
		return nil, err
	}
	if err := regulier(chemin, info, plafond); err != nil {
		return nil, err
	}
	f, err := ouvre(chemin)
	if err != nil {
		return nil, err
	}
	if info, err = f.Stat(); err == nil {
		err = regulier(chemin, info, plafond)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

func regulier(chemin string, info fs.FileInfo, plafond int64) error {
	if !info.Mode().IsRegular() {
		return &ErreurGenre{Chemin: chemin, Genre: genre(info.Mode())}
	}
	if info.Size() > plafond {
		return &ErreurTaille{Chemin: chemin, Taille: info.Size(), Max: plafond}
	}
	return nil
}
