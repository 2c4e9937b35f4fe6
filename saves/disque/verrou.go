package disque

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
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

// ErrVerrouInutilisable: the lock's path holds something no program can
// use as a lock (a folder that could not be set aside, a guard file that
// is a link or not a regular file).
var ErrVerrouInutilisable = errors.New("unusable lock file")

// ErreurVerrouInutilisable is a lock path that holds what cannot be a
// lock: its kind, and the system's error when setting it aside failed.
type ErreurVerrouInutilisable struct {
	Chemin string
	Genre  Genre
	Err    error
}

func (e *ErreurVerrouInutilisable) Error() string {
	return fmt.Sprintf("%s: %v (%v): %v", e.Chemin, ErrVerrouInutilisable, e.Genre, e.Err)
}

// Unwrap lets errors.Is match ErrVerrouInutilisable and the system's error.
func (e *ErreurVerrouInutilisable) Unwrap() []error { return []error{ErrVerrouInutilisable, e.Err} }

// Verrou is a lock this program holds: a file that names it.
type Verrou struct {
	chemin, contenu string
	attente         Attente
	// Ecarte is where an unusable lock found at its path (a folder) was
	// set aside; "" when none was.
	Ecarte string
}

// maxVerrou is the most a lock file holds.
const maxVerrou = 256

// garde is the file of a folder whose system lock (flock) every program
// holds, for a few microseconds, while it looks at a lock file and takes,
// takes over or removes it. The system releases it when a program dies,
// so it is never stale; it makes "this lock is stale, so it is mine" one
// step, which two programs could otherwise both take.
const garde = ".mastermind-verrous"

// Attente is how a program waits for a folder's guard that another
// program holds (a program of ours holds it for microseconds; a foreign
// program can hold it for ever): Annule ends the wait at once (the run's
// context: Ctrl-C), and Dit, when not nil, is called once when the wait
// has lasted DelaiAttente, so that the player knows why nothing happens.
// The zero value waits for ever, silently.
type Attente struct {
	Annule <-chan struct{}
	Dit    func(garde string)
}

// DelaiAttente is how long a wait for a folder's guard lasts before it is
// said.
const DelaiAttente = time.Second

// Verrouille takes the lock file chemin for moi. A lock file holds its
// holder's pid and start time; a lock whose holder no longer runs (vivant
// says so), or that is not a lock a program can read (its content does
// not read, it is unreadable, a link, dangling or not, a pipe), is stale
// and taken over: the new lock replaces the entry (a link's target is
// never touched). A folder at that path is set aside, renamed
// ".NAME.lock.mastermind-aside-PID-START" (Verrou.Ecarte), never removed
// with what it holds. So a program killed with its lock, or a broken lock,
// never locks anyone out.
//
// Résultat: the lock; an *ErreurVerrou when a running program holds it;
// an *ErreurVerrouInutilisable when a folder there could not be set
// aside; context.Canceled when a.Annule ended the wait for the folder's
// guard; the system's error otherwise.
func Verrouille(chemin string, moi Processus, vivant func(Processus) bool, a Attente) (*Verrou, error) {
	g, err := prendGarde(filepath.Dir(chemin), a)
	if err != nil {
		return nil, err
	}
	defer g.Close()
	v := &Verrou{chemin: chemin, contenu: moi.String() + "\n", attente: a}
	info, err := os.Lstat(chemin)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, err
	case info.IsDir():
		v.Ecarte = chemin + ".mastermind-aside-" + moi.String()
		if err := os.Rename(chemin, v.Ecarte); err != nil {
			return nil, &ErreurVerrouInutilisable{Chemin: chemin, Genre: Dossier, Err: err}
		}
	default:
		if lu, err := Lit(chemin, maxVerrou); err == nil {
			if p, tenu := tenant(lu, vivant); tenu {
				return nil, &ErreurVerrou{Chemin: chemin, Par: p}
			}
		}
	}
	e := Ecriture{Moi: moi}
	if err := e.ecrit(filepath.Dir(chemin), filepath.Base(chemin), []byte(v.contenu), 0o644); err != nil {
		return nil, err
	}
	return v, nil
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

// contenuVerrou is exactly what this program writes in a lock file:
// Processus.String and a newline.
var contenuVerrou = regexp.MustCompile(`^[1-9][0-9]*-[0-9]*\n$`)

// Libere removes the lock, if it is still this program's.
func (v *Verrou) Libere() error {
	if v == nil {
		return nil
	}
	g, err := prendGarde(filepath.Dir(v.chemin), v.attente)
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

// RetireSiPerime removes the lock chemin when it is one this program
// writes (a regular file holding exactly a pid and a start time) and no
// running program holds it (a program killed with its lock). Anything
// else at that path is someone else's, and stays.
func RetireSiPerime(chemin string, vivant func(Processus) bool, a Attente) {
	g, err := prendGarde(filepath.Dir(chemin), a)
	if err != nil {
		return
	}
	defer g.Close()
	if lu, err := Lit(chemin, maxVerrou); err == nil && contenuVerrou.Match(lu) {
		if _, tenu := tenant(lu, vivant); !tenu {
			os.Remove(chemin)
		}
	}
}

// prendGarde takes the system lock of folder dossier; closing the file
// releases it. The guard file is opened without following a link and
// must be a regular file: a link planted there never makes the program
// create a file elsewhere. A guard held by another program is waited for
// as a says.
func prendGarde(dossier string, a Attente) (*os.File, error) {
	chemin := filepath.Join(dossier, garde)
	f, err := ouvreGarde(chemin)
	if err != nil {
		var eg *ErreurGenre
		if errors.As(err, &eg) {
			return nil, &ErreurVerrouInutilisable{Chemin: chemin, Genre: eg.Genre, Err: err}
		}
		return nil, err
	}
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		f.Close()
		if err == nil {
			err = &ErreurGenre{Chemin: chemin, Genre: genre(info.Mode())}
			return nil, &ErreurVerrouInutilisable{Chemin: chemin, Genre: genre(info.Mode()), Err: err}
		}
		return nil, err
	}
	if err := AttendVerrouSysteme(f, chemin, true, a); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// AttendVerrouSysteme takes the system lock of f (the file chemin),
// exclusive or shared, trying again with a growing pause while another
// program holds it: the wait is said (a.Dit) once it has lasted
// DelaiAttente, and ends when a.Annule does (Ctrl-C). A lock another
// program never lets go of never hangs the program silently.
//
// Résultat: nil once the lock is taken; an error wrapping
// context.Canceled when a.Annule ended the wait; the system's error.
func AttendVerrouSysteme(f *os.File, chemin string, exclusif bool, a Attente) error {
	debut := time.Now()
	dit := a.Dit == nil
	pause := time.Millisecond
	for {
		pris, err := essaieVerrouSysteme(f, exclusif)
		if err != nil || pris {
			return err
		}
		if !dit && time.Since(debut) >= DelaiAttente {
			dit = true
			a.Dit(chemin)
		}
		t := time.NewTimer(pause)
		select {
		case <-a.Annule:
			t.Stop()
			return fmt.Errorf("waiting for %s: %w", chemin, context.Canceled)
		case <-t.C:
		}
		pause = min(2*pause, 50*time.Millisecond)
	}
}
