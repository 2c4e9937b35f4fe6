package disque

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ErrVerrouille: another running program holds the lock.
var ErrVerrouille = errors.New("locked by another process")

// ErreurVerrou is a lock another running program holds.
type ErreurVerrou struct {
	Chemin string
	Par    Processus
}

func (e *ErreurVerrou) Error() string {
	return fmt.Sprintf("%s: %v (pid %d)", e.Chemin, ErrVerrouille, e.Par.Pid)
}

// Unwrap lets errors.Is match ErrVerrouille.
func (e *ErreurVerrou) Unwrap() error { return ErrVerrouille }

// Verrou is a lock this program holds: a file that names it.
type Verrou struct {
	chemin, contenu string
}

// maxVerrou is the most a lock file holds.
const maxVerrou = 256

// garde is the file of a folder whose system lock (flock) every program
// holds, for a few microseconds, while it looks at a lock file and takes,
// takes over or removes it. The system releases it when a program dies,
// so it is never stale; it makes "this lock is stale, so it is mine" one
// step, which two programs could otherwise both take.
const garde = ".mastermind-verrous"

// Verrouille takes the lock file chemin for moi. A lock file holds its
// holder's pid and start time; a lock whose holder no longer runs (vivant
// says so), or whose content does not read, is stale and taken over, so a
// program killed with its lock never locks anyone out.
//
// Résultat: the lock; an *ErreurVerrou when a running program holds it;
// the system's error otherwise.
func Verrouille(chemin string, moi Processus, vivant func(Processus) bool) (*Verrou, error) {
	g, err := prendGarde(filepath.Dir(chemin))
	if err != nil {
		return nil, err
	}
	defer g.Close()
	lu, err := Lit(chemin, maxVerrou)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, err
	default:
		if p, tenu := tenant(lu, vivant); tenu {
			return nil, &ErreurVerrou{Chemin: chemin, Par: p}
		}
	}
	contenu := moi.String() + "\n"
	e := Ecriture{Moi: moi}
	if err := e.ecrit(filepath.Dir(chemin), filepath.Base(chemin), []byte(contenu), 0o644); err != nil {
		return nil, err
	}
	return &Verrou{chemin: chemin, contenu: contenu}, nil
}

// Tenu says which running program holds the lock chemin, if any.
func Tenu(chemin string, vivant func(Processus) bool) (Processus, bool) {
	lu, err := Lit(chemin, maxVerrou)
	if err != nil {
		return Processus{}, false
	}
	return tenant(lu, vivant)
}

// tenant reads a lock's content: its holder, and whether the lock holds.
func tenant(lu []byte, vivant func(Processus) bool) (Processus, bool) {
	p, ok := litProcessus(strings.TrimSpace(string(lu)))
	return p, ok && vivant(p)
}

// Libere removes the lock, if it is still this program's.
func (v *Verrou) Libere() error {
	if v == nil {
		return nil
	}
	g, err := prendGarde(filepath.Dir(v.chemin))
	if err != nil {
		return err
	}
	defer g.Close()
	if lu, err := Lit(v.chemin, maxVerrou); err != nil || string(lu) != v.contenu {
		return nil
	}
	if err := os.Remove(v.chemin); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// RetireSiPerime removes the lock chemin when no running program holds it
// (a program killed with its lock).
func RetireSiPerime(chemin string, vivant func(Processus) bool) {
	g, err := prendGarde(filepath.Dir(chemin))
	if err != nil {
		return
	}
	defer g.Close()
	if lu, err := Lit(chemin, maxVerrou); err == nil {
		if _, tenu := tenant(lu, vivant); !tenu {
			os.Remove(chemin)
		}
	}
}

// prendGarde takes the system lock of folder dossier; closing the file
// releases it.
func prendGarde(dossier string) (*os.File, error) {
	f, err := os.OpenFile(filepath.Join(dossier, garde), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := verrouSysteme(f); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}
