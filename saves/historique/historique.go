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
//   - The current file (Fichier) is bounded (Historique.MaxTaille): an
//     entry that would take it past the bound first moves it, whole, to
//     the next numbered archive (Archive: historique.1.jsonl, then 2,
//     3…), under the lock, and starts a new one. An archive is never
//     replaced: the move is a hard link, which fails when the name
//     exists, then the removal of the current name. No entry is ever lost
//     to a rotation; only Efface removes archives.
//   - The archives are read in their order, then the current file: the
//     oldest entry first. What is read is bounded too
//     (Historique.MaxLecture): the newest files that fit are read, and
//     the older archives that do not are named in Lecture.NonLues,
//     never dropped from the disk.
//   - A line that does not read is reported with its file, number and
//     reason (Abimee) and skipped; it stays in the file.
//   - A round is recorded once under its key (Entree.Cle: its game's id
//     and its number): Ajoute does not write a key the current file or
//     the newest archive holds, and Lit counts a key once (EnDouble), so
//     that a round resumed after its end, or recorded twice by an older
//     program, counts once.
//   - Only the files whose names the history writes are read or removed
//     (Fichier, and Archive's names exactly); only regular files are
//     read, each under a cap, and a FIFO or a link put in the folder is
//     refused, never opened for writing.
package historique

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/sae-mastermind/mastermind/saves/disque"
)

// The file names, in the history's folder.
const (
	// Fichier is the current file; full ones are moved to Archive(n).
	Fichier = "historique.jsonl"
	// fichierVerrou is the file whose system lock a program holds while it
	// appends, rotates or reads.
	fichierVerrou = ".historique.verrou"
)

// DefautMaxTaille bounds the current file: 1 MiB, about four thousand
// rounds of ten rows.
const DefautMaxTaille = 1 << 20

// DefautMaxLecture bounds what Lit reads: 16 MiB, sixteen full files,
// about sixty thousand rounds.
const DefautMaxLecture = 16 << 20

// Historique is the record in folder Dossier.
type Historique struct {
	Dossier string
	// MaxTaille is the most bytes the current file holds before it is
	// moved to the next archive; 0 means DefautMaxTaille.
	MaxTaille int64
	// MaxLecture is the most bytes Lit reads, all files together (the
	// current file is always read); 0 means DefautMaxLecture.
	MaxLecture int64
	// Attente says how a wait for the lock another program holds is
	// said and ended (Ctrl-C); the zero value waits silently, for ever.
	Attente disque.Attente

	// lien makes a hard link, os.Link when nil: the tests' file system
	// without hard links.
	lien func(ancien, nouveau string) error
}

// DossierParDefaut is the history's folder, read from the environment
// getenv: the program's state folder, by the system's convention
// (disque.DossierProgramme): on Linux mastermind in $XDG_STATE_HOME, else
// in ~/.local/state.
func DossierParDefaut(getenv func(string) string) (string, error) {
	d, err := disque.DossierProgramme(getenv, disque.Etat)
	if err != nil {
		return "", fmt.Errorf("history folder: %w", err)
	}
	return d, nil
}

func (h Historique) maxTaille() int64 {
	if h.MaxTaille <= 0 {
		return DefautMaxTaille
	}
	return h.MaxTaille
}

func (h Historique) maxLecture() int64 {
	if h.MaxLecture <= 0 {
		return DefautMaxLecture
	}
	return h.MaxLecture
}

// plafond is the most bytes a file of the history may hold: the bound,
// and one line that went past it (a line is written whole into an empty
// file, and a torn line may precede it).
func (h Historique) plafond() int64 { return h.maxTaille() + 2*MaxLigne + 1 }

// Ajoute appends entry e, once: an entry whose key (Entree.Cle) the
// current file or the newest archive already holds is not written again
// (a round resumed after its end was recorded, a program killed between
// the record and the save).
//
// Résultat: nil once the line is on disk, or was; the error of an entry that
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
	v, err := verrouille(filepath.Join(h.Dossier, fichierVerrou), true, h.Attente)
	if err != nil {
		return disque.Echec(h.Dossier, err)
	}
	defer v.Close()
	ns, err := h.archives()
	if err != nil {
		return disque.Echec(h.Dossier, err)
	}
	if h.interrompue(ns) {
		// A writer was killed amid a move: finish it.
		if err := os.Remove(filepath.Join(h.Dossier, Fichier)); err != nil {
			return disque.Echec(h.Dossier, err)
		}
	}
	if c, ok := e.Cle(); ok {
		fait, err := h.consignee(c, ns)
		if err != nil {
			return fmt.Errorf("history: %w", err)
		}
		if fait {
			return nil
		}
	}
	f, taille, err := h.ouvre()
	if err != nil {
		return err
	}
	if taille > 0 && taille+int64(len(data)) > h.maxTaille() {
		f.Close()
		if err := h.archive(ns); err != nil {
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

// Lecture is what the history holds.
type Lecture struct {
	// Entrees are the entries, oldest first: those of the archives in
	// their order, then those of Fichier.
	Entrees []Entree
	// Abimees are the lines skipped.
	Abimees []Abimee
	// NonLues are the paths of the archives not read, oldest first: with
	// them Lit would have read more than Historique.MaxLecture. They stay
	// on disk; their entries are not in Entrees.
	NonLues []string
	// EnDouble counts the entries left out because an earlier one has
	// their key (a round an older program recorded twice).
	EnDouble int
}

// Lit reads the history: the archives in their order, then the current
// file; of the archives, only the newest that fit under MaxLecture. A
// folder or file that does not exist is an empty history.
//
// Résultat: the entries, the lines skipped and the archives not read; an
// error wrapping disque.ErrPasRegulier or disque.ErrTropGros for a file
// of the history that is not read; the system's error otherwise.
func (h Historique) Lit() (Lecture, error) {
	var l Lecture
	// Without a lock file no program ever wrote here: nothing to wait for.
	v, err := verrouille(filepath.Join(h.Dossier, fichierVerrou), false, h.Attente)
	switch {
	case err == nil:
		defer v.Close()
	case !errors.Is(err, fs.ErrNotExist):
		return l, fmt.Errorf("history: %w", err)
	}
	ns, err := h.archives()
	if err != nil {
		return l, fmt.Errorf("history: %w", err)
	}
	var noms []string
	for _, n := range ns {
		noms = append(noms, Archive(n))
	}
	if !h.interrompue(ns) {
		noms = append(noms, Fichier)
	}
	// Newest first, while the files fit under the total cap.
	contenus := make([][]byte, len(noms))
	// trop are the numbers of the lines too long, skipped alone.
	trop := make([][]int, len(noms))
	reste := h.maxLecture()
	premier := len(noms)
	for i := len(noms) - 1; i >= 0; i-- {
		chemin := filepath.Join(h.Dossier, noms[i])
		if noms[i] != Fichier {
			if info, err := os.Lstat(chemin); err == nil && info.Mode().IsRegular() && info.Size() > reste {
				break
			}
		}
		data, longues, err := litBorne(chemin, h.plafond())
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil:
			return Lecture{}, err
		}
		contenus[i] = data
		trop[i] = longues
		reste -= int64(len(data))
		premier = i
	}
	for _, nom := range noms[:premier] {
		l.NonLues = append(l.NonLues, filepath.Join(h.Dossier, nom))
	}
	for i := premier; i < len(noms); i++ {
		chemin := filepath.Join(h.Dossier, noms[i])
		for _, n := range trop[i] {
			l.Abimees = append(l.Abimees, Abimee{Fichier: chemin, Ligne: n, Err: ErrTropLongue})
		}
		l.lit(chemin, contenus[i])
	}
	l.Entrees, l.EnDouble = uniques(l.Entrees)
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

// Efface removes the history's files, the current one and every archive
// (after the person agreed); the folder and any other file in it stay.
func (h Historique) Efface() error {
	v, err := verrouille(filepath.Join(h.Dossier, fichierVerrou), true, h.Attente)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return disque.Echec(h.Dossier, err)
	}
	defer v.Close()
	ns, err := h.archives()
	if err != nil {
		return disque.Echec(h.Dossier, err)
	}
	noms := []string{Fichier}
	for _, n := range ns {
		noms = append(noms, Archive(n))
	}
	for _, nom := range noms {
		if err := os.Remove(filepath.Join(h.Dossier, nom)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return disque.Echec(h.Dossier, err)
		}
	}
	return nil
}

// Tenu reports whether the history holds a file that may hold entries
// (the current file, not empty, or an archive): a cheap check, for a menu
// that offers the results only once there are some. Nothing is read.
func (h Historique) Tenu() bool {
	if info, err := os.Lstat(filepath.Join(h.Dossier, Fichier)); err == nil && info.Mode().IsRegular() && info.Size() > 0 {
		return true
	}
	ns, err := h.archives()
	return err == nil && len(ns) > 0
}
