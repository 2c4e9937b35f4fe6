package disque

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
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

// jeuneVerrou is how long a lock file without a readable holder is taken
// as being written (where hard links are missing, a lock is created empty,
// then filled) before it counts as stale.
const jeuneVerrou = 10 * time.Second

// Verrouille takes the lock file chemin for moi. A lock file holds its
// holder's pid and start time; a lock whose holder no longer runs (vivant
// says so) is stale and taken over, so a program killed with its lock
// never locks anyone out.
//
// The lock file is created whole, its content first (a hard link to a
// written temporary file), so that no reader sees it empty. A stale lock
// is moved aside before it is removed, and put back if what was moved
// turns out to be a fresh lock that another program took meanwhile.
//
// Résultat: the lock; an *ErreurVerrou when a running program holds it;
// the system's error otherwise.
func Verrouille(chemin string, moi Processus, vivant func(Processus) bool) (*Verrou, error) {
	contenu := moi.String() + "\n"
	for range 5 {
		err := cree(chemin, contenu, moi)
		if err == nil {
			return &Verrou{chemin: chemin, contenu: contenu}, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, err
		}
		lu, err := Lit(chemin, maxVerrou)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if p, tenu := tenant(chemin, lu, vivant); tenu {
			return nil, &ErreurVerrou{Chemin: chemin, Par: p}
		}
		casse(chemin, string(lu), moi)
	}
	return nil, &ErreurVerrou{Chemin: chemin}
}

// Tenu says which running program holds the lock chemin, if any.
func Tenu(chemin string, vivant func(Processus) bool) (Processus, bool) {
	lu, err := Lit(chemin, maxVerrou)
	if err != nil {
		return Processus{}, false
	}
	return tenant(chemin, lu, vivant)
}

// tenant reads a lock's content: its holder, and whether the lock holds.
func tenant(chemin string, lu []byte, vivant func(Processus) bool) (Processus, bool) {
	p, ok := litProcessus(strings.TrimSpace(string(lu)))
	if ok {
		return p, vivant(p)
	}
	info, err := os.Lstat(chemin)
	return Processus{}, err == nil && time.Since(info.ModTime()) < jeuneVerrou
}

// cree makes the lock file with its content, or fails with fs.ErrExist.
func cree(chemin, contenu string, moi Processus) error {
	dossier := filepath.Dir(chemin)
	tmp, err := os.CreateTemp(dossier, prefixe+moi.String()+"-*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.WriteString(contenu)
	if errClose := tmp.Close(); err == nil {
		err = errClose
	}
	if err != nil {
		return err
	}
	err = os.Link(tmp.Name(), chemin)
	if err == nil || errors.Is(err, fs.ErrExist) {
		return err
	}
	// No hard links on this file system: create it empty, then fill it.
	f, err := os.OpenFile(chemin, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, err = f.WriteString(contenu)
	if errClose := f.Close(); err == nil {
		err = errClose
	}
	return err
}

// casse removes the stale lock whose content was vu. It moves the lock
// aside first: if what it moved is not what it saw, another program took
// the lock in between, and the lock is put back.
func casse(chemin, vu string, moi Processus) {
	cote := filepath.Join(filepath.Dir(chemin), prefixe+moi.String()+"-casse.tmp")
	if err := os.Rename(chemin, cote); err != nil {
		return
	}
	defer os.Remove(cote)
	if lu, err := Lit(cote, maxVerrou); err == nil && string(lu) != vu {
		_ = os.Link(cote, chemin)
	}
}

// Libere removes the lock, if it is still this program's.
func (v *Verrou) Libere() error {
	if v == nil {
		return nil
	}
	lu, err := Lit(v.chemin, maxVerrou)
	if err != nil || string(lu) != v.contenu {
		return nil
	}
	if err := os.Remove(v.chemin); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// RetireSiPerime removes the lock chemin when no running program holds it
// (a program killed with its lock), the way Verrouille takes one over.
func RetireSiPerime(chemin string, moi Processus, vivant func(Processus) bool) {
	lu, err := Lit(chemin, maxVerrou)
	if err != nil {
		return
	}
	if _, tenu := tenant(chemin, lu, vivant); !tenu {
		casse(chemin, string(lu), moi)
	}
}
