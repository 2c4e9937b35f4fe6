package disque

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"

	"mastermind/saves/internal/panne"
)

// What a person can do something about when a write fails (ErreurEcriture's
// Cause).
var (
	// ErrInterdit: the folder or the file may not be written by this user.
	ErrInterdit = errors.New("permission denied")
	// ErrPlein: the disk, or the user's quota, is full.
	ErrPlein = errors.New("no space left")
	// ErrLectureSeule: the folder is on a read-only file system.
	ErrLectureSeule = errors.New("read-only file system")
	// ErrPasDossier: the folder's path, or part of it, is a file.
	ErrPasDossier = errors.New("not a folder")
)

// ErreurEcriture is a write that failed: the folder, what a person can do
// something about (one of ErrInterdit, ErrPlein, ErrLectureSeule,
// ErrPasDossier, or nil when the system said something else) and the
// system's error. With ErrPasDossier, Fichier is the file that stands
// where a folder of the path should be ("" when it could not be found):
// the one to move, which need not be the folder itself; Regulier says it
// is a regular file, which can be moved, not a device (/dev/null) or
// another special file, which cannot.
type ErreurEcriture struct {
	Dossier  string
	Cause    error
	Err      error
	Fichier  string
	Regulier bool
}

// Echec is the failure err of a write in dossier, its cause sorted and,
// for ErrPasDossier, the file in the way found.
func Echec(dossier string, err error) *ErreurEcriture {
	e := &ErreurEcriture{Dossier: dossier, Cause: Cause(err), Err: err}
	if e.Cause == ErrPasDossier {
		e.Fichier, e.Regulier = Obstacle(dossier)
	}
	return e
}

// Obstacle is the file that stands where chemin, or a folder above it,
// should be a folder: "afile" for "afile/sub" when afile is a file; ""
// when there is none (or it cannot be looked at). regulier: it is a
// regular file, not a device or another special file.
func Obstacle(chemin string) (fichier string, regulier bool) {
	for p := filepath.Clean(chemin); ; p = filepath.Dir(p) {
		info, err := os.Stat(p)
		switch {
		case err == nil && info.IsDir():
			return "", false
		case err == nil:
			return p, info.Mode().IsRegular()
		case filepath.Dir(p) == p:
			return "", false
		}
	}
}

// Cause sorts the system's error of a write into what a person can do
// something about: ErrInterdit, ErrPlein, ErrLectureSeule, ErrPasDossier,
// or nil.
func Cause(err error) error { return cause(err) }

func (e *ErreurEcriture) Error() string {
	return fmt.Sprintf("writing in %s: %v", e.Dossier, e.Err)
}

// Unwrap lets errors.Is match the cause and the system's error.
func (e *ErreurEcriture) Unwrap() []error { return []error{e.Cause, e.Err} }

// Etape is a point of an atomic write where a test injects a crash.
type Etape = panne.Etape

// The steps of Ecrit.
const (
	// AvantRenommage: the temporary file is written and synced, the file
	// still holds its old bytes.
	AvantRenommage = panne.AvantRenommage
	// ApresRenommage: the file holds the new bytes.
	ApresRenommage = panne.ApresRenommage
)

// Ecriture is how a program writes files: who it is, named in its
// temporary files so that NettoieTemporaires knows when their writer is
// gone, and, for the tests, a crash at a step (AvecPanne).
type Ecriture struct {
	Moi Processus
	// panne is a test's crash at an Etape; its error stops the write
	// there (the temporary file stays). Zero: none.
	panne panne.Panne
}

// AvecPanne is e crashing at a step as p says. Only tests build a p
// (disquetest.Panne).
func (e Ecriture) AvecPanne(p panne.Panne) Ecriture {
	e.panne = p
	return e
}

// prefixe starts the name of every temporary file: hidden, and never the
// name of a save, of a cache file, or of another program's file. The
// whole name is ".mastermind-PID-START-RANDOM.tmp" (temporaire matches
// it exactly); only such names are ever removed as temporary files.
const prefixe = ".mastermind-"

// temporaire is exactly the name of a temporary file this program writes:
// its writer's pid and start time, and os.CreateTemp's random digits.
var temporaire = regexp.MustCompile(`^\.mastermind-([1-9][0-9]*-[0-9]*)-[0-9]+\.tmp$`)

// Ecrit writes data as the file nom of dossier, atomically: a temporary
// file in the same folder, synced, then renamed over nom, and the folder
// synced, so that a crash leaves the old bytes or the new ones, never half
// a file. The folder is made when missing; the file gets mode perm.
//
// Résultat: nil, or an *ErreurEcriture.
func (e Ecriture) Ecrit(dossier, nom string, data []byte, perm fs.FileMode) error {
	if err := e.ecrit(dossier, nom, data, perm); err != nil {
		return Echec(dossier, err)
	}
	return nil
}

func (e Ecriture) ecrit(dossier, nom string, data []byte, perm fs.FileMode) (err error) {
	if err := os.MkdirAll(dossier, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dossier, prefixe+e.Moi.String()+"-*.tmp")
	if err != nil {
		return err
	}
	enPanne := false
	defer func() {
		if err != nil && !enPanne {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Chmod(perm); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = e.etape(AvantRenommage); err != nil {
		enPanne = true
		return err
	}
	if err = os.Rename(tmp.Name(), filepath.Join(dossier, nom)); err != nil {
		return err
	}
	if d, errDossier := os.Open(dossier); errDossier == nil {
		_ = d.Sync()
		d.Close()
	}
	return e.etape(ApresRenommage)
}

func (e Ecriture) etape(x Etape) error { return e.panne.A(x) }

// NettoieTemporaires removes from dossier the temporary files of writes
// that never finished: regular files whose name is exactly one this
// program gives them (".mastermind-PID-START-RANDOM.tmp") and whose writer
// is no longer running (vivant says). A temporary file of a program still
// writing is never touched, nor any other file, hidden or not, whatever
// its name ends with. Errors are ignored: a file left is removed next
// time.
func NettoieTemporaires(dossier string, vivant func(Processus) bool) {
	entrees, err := os.ReadDir(dossier)
	if err != nil {
		return
	}
	for _, f := range entrees {
		nom := f.Name()
		if !f.Type().IsRegular() {
			continue
		}
		if p, ok := ecrivain(nom); ok && !vivant(p) {
			os.Remove(filepath.Join(dossier, nom))
		}
	}
}

// ecrivain reads the writer's name in a temporary file's name; ok is
// false for any other name.
func ecrivain(nom string) (Processus, bool) {
	m := temporaire.FindStringSubmatch(nom)
	if m == nil {
		return Processus{}, false
	}
	return litProcessus(m[1])
}
