// Package historique keeps the record of every finished round a person
// played (the mode, the size, the tries, found or not, the score, the
// date and the rows), so that their results can be counted and each
// round analysed again, long after its save is gone.
//
// The record is a file of JSON lines, one entry a line, version first,
// in the user's state folder (DossierParDefaut). It is only ever
// appended to, never rewritten in place:
//
//   - An entry is one write of one whole line, in append mode, under a
//     lock that every program holds while it writes (the system releases
//     it when a program dies), then synced. A program killed mid-write
//     leaves the file as it was, or with the whole line.
//   - A file that ends without a line end (a write a full disk cut short)
//     gets one before the next entry: the torn line is skipped when read,
//     never merged with the next one.
//   - The file is bounded (Historique.MaxTaille): an entry that would
//     take it past the bound first moves it to the second file (Ancien),
//     by a rename, and starts a new one. The entries of the second file
//     are read too; only when the current file fills up again is the
//     second one replaced.
//   - A line that does not read is reported with its file, number and
//     reason (Abimee) and skipped; it stays in the file.
//   - Only regular files are read, under a cap, and a FIFO or a link put
//     in the folder is refused, never opened for writing.
package historique

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"mastermind/saves/disque"
)

// The file names, in the history's folder.
const (
	// Fichier is the current file.
	Fichier = "historique.jsonl"
	// Ancien is the file the current one is moved to when it is full.
	Ancien = "historique.1.jsonl"
	// fichierVerrou is the file whose system lock a program holds while it
	// appends, rotates or reads.
	fichierVerrou = ".historique.verrou"
)

// DefautMaxTaille bounds the current file: 1 MiB, about four thousand
// rounds of ten rows.
const DefautMaxTaille = 1 << 20

// Historique is the record in folder Dossier.
type Historique struct {
	Dossier string
	// MaxTaille is the most bytes the current file holds before it is
	// moved to Ancien; 0 means DefautMaxTaille.
	MaxTaille int64
}

// DossierParDefaut is the history's folder, read from the environment
// getenv: mastermind in $XDG_STATE_HOME, else in ~/.local/state.
func DossierParDefaut(getenv func(string) string) (string, error) {
	d, err := disque.DossierUtilisateur(getenv, "XDG_STATE_HOME", ".local/state")
	if err != nil {
		return "", fmt.Errorf("history folder: %w", err)
	}
	return filepath.Join(d, "mastermind"), nil
}

func (h Historique) maxTaille() int64 {
	if h.MaxTaille <= 0 {
		return DefautMaxTaille
	}
	return h.MaxTaille
}

// plafond is the most bytes a file of the history may hold: the bound,
// and one line that went past it (a line is written whole into an empty
// file, and a torn line may precede it).
func (h Historique) plafond() int64 { return h.maxTaille() + 2*MaxLigne + 1 }

// Ajoute appends entry e.
//
// Résultat: nil once the line is on disk; the error of an entry that
// cannot be written (ErrTropLongue, a size or code out of range); an
// error wrapping disque.ErrPasRegulier when a file of the history is not
// a regular file; a *disque.ErreurEcriture when the folder cannot be
// written.
func (h Historique) Ajoute(e Entree) error {
	data, err := encode(e)
	if err != nil {
		return fmt.Errorf("history entry: %w", err)
	}
	if err := os.MkdirAll(h.Dossier, 0o700); err != nil {
		return disque.Echec(h.Dossier, err)
	}
	v, err := verrouille(filepath.Join(h.Dossier, fichierVerrou), true)
	if err != nil {
		return disque.Echec(h.Dossier, err)
	}
	defer v.Close()
	f, taille, err := h.ouvre()
	if err != nil {
		return err
	}
	if taille > 0 && taille+int64(len(data)) > h.maxTaille() {
		f.Close()
		if err := h.tourne(); err != nil {
			return err
		}
		if f, taille, err = h.ouvre(); err != nil {
			return err
		}
	}
	defer f.Close()
	if taille > 0 {
		var fin [1]byte
		if _, err := f.ReadAt(fin[:], taille-1); err != nil {
			return fmt.Errorf("history: %w", err)
		}
		if fin[0] != '\n' {
			data = append([]byte{'\n'}, data...)
		}
	}
	// One write: the line is in the file whole, or not at all.
	if _, err := f.Write(data); err != nil {
		return disque.Echec(h.Dossier, err)
	}
	if err := f.Sync(); err != nil {
		return disque.Echec(h.Dossier, err)
	}
	return nil
}

// ouvre opens the current file for appending, creating it, and returns its
// size. A link is not followed and a FIFO is not waited on.
func (h Historique) ouvre() (*os.File, int64, error) {
	chemin := filepath.Join(h.Dossier, Fichier)
	f, err := ouvreAjout(chemin)
	if err != nil {
		if errors.Is(err, disque.ErrPasRegulier) {
			return nil, 0, err
		}
		return nil, 0, disque.Echec(h.Dossier, err)
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, fmt.Errorf("history: %w", err)
	}
	if !info.Mode().IsRegular() {
		f.Close()
		return nil, 0, &disque.ErreurGenre{Chemin: chemin, Genre: disque.Autre}
	}
	return f, info.Size(), nil
}

// tourne moves the current file to Ancien, replacing it, after checking
// that Ancien is a regular file or absent.
func (h Historique) tourne() error {
	ancien := filepath.Join(h.Dossier, Ancien)
	if info, err := os.Lstat(ancien); err == nil && !info.Mode().IsRegular() {
		return &disque.ErreurGenre{Chemin: ancien, Genre: disque.Autre}
	}
	if err := os.Rename(filepath.Join(h.Dossier, Fichier), ancien); err != nil {
		return disque.Echec(h.Dossier, err)
	}
	if d, err := os.Open(h.Dossier); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// Lecture is what the history holds.
type Lecture struct {
	// Entrees are the entries, oldest first: those of Ancien, then those
	// of Fichier.
	Entrees []Entree
	// Abimees are the lines skipped.
	Abimees []Abimee
}

// Lit reads the history. A folder or file that does not exist is an empty
// history.
//
// Résultat: the entries and the lines skipped; an error wrapping
// disque.ErrPasRegulier or disque.ErrTropGros for a file that is not
// read; the system's error otherwise.
func (h Historique) Lit() (Lecture, error) {
	var l Lecture
	// Without a lock file no program ever wrote here: nothing to wait for.
	v, err := verrouille(filepath.Join(h.Dossier, fichierVerrou), false)
	switch {
	case err == nil:
		defer v.Close()
	case !errors.Is(err, fs.ErrNotExist):
		return l, fmt.Errorf("history: %w", err)
	}
	for _, nom := range []string{Ancien, Fichier} {
		chemin := filepath.Join(h.Dossier, nom)
		data, err := disque.Lit(chemin, h.plafond())
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return Lecture{}, err
		}
		l.lit(chemin, data)
	}
	return l, nil
}

// lit adds the entries of file chemin, of content data.
func (l *Lecture) lit(chemin string, data []byte) {
	for n := 1; len(data) > 0; n++ {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			l.Abimees = append(l.Abimees, Abimee{Fichier: chemin, Ligne: n, Err: ErrCoupee})
			return
		}
		ligne := data[:i]
		data = data[i+1:]
		if len(bytes.TrimSpace(ligne)) == 0 {
			continue
		}
		e, err := decode(ligne)
		if err != nil {
			l.Abimees = append(l.Abimees, Abimee{Fichier: chemin, Ligne: n, Err: err})
			continue
		}
		l.Entrees = append(l.Entrees, e)
	}
}

// Efface removes the history's two files (after the person agreed); the
// folder and any other file in it stay.
func (h Historique) Efface() error {
	v, err := verrouille(filepath.Join(h.Dossier, fichierVerrou), true)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return disque.Echec(h.Dossier, err)
	}
	defer v.Close()
	for _, nom := range []string{Fichier, Ancien} {
		if err := os.Remove(filepath.Join(h.Dossier, nom)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return disque.Echec(h.Dossier, err)
		}
	}
	return nil
}
