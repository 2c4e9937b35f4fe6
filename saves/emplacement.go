package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"

	"mastermind/saves/disque"
)

// Emplacement is the file of the game this program is playing, locked
// for it: no other window writes it, resumes it or deletes it while the
// game is open here. A new game gets a file of its own, so it never
// touches another one; the file follows the game after every move, takes
// the name a player gives it, and goes when the game is over.
type Emplacement struct {
	d      Dossier
	nom    string
	verrou *disque.Verrou
}

// maxEssaisNom is how many automatic names Nouvel tries for one second.
const maxEssaisNom = 1000

// Nouvel reserves a file for a new game: an automatic name made of the
// time it starts ("autosave-20261122-140500", then "-2", "-3"… when
// taken), locked, on which nothing exists yet. Nothing is written until
// Ecrit.
//
// Résultat: the game's file, or an *ErreurFichier.
func (d Dossier) Nouvel(debut time.Time) (*Emplacement, error) {
	disque.NettoieTemporaires(d.Chemin, d.vivant)
	base := Autosave + "-" + debut.UTC().Format("20060102-150405")
	for i := 1; i <= maxEssaisNom; i++ {
		nom := base
		if i > 1 {
			nom = fmt.Sprintf("%s-%d", base, i)
		}
		v, err := d.verrouille(nom)
		var pris *disque.ErreurVerrou
		switch {
		case errors.As(err, &pris):
			continue
		case err != nil:
			return nil, err
		}
		if _, err := os.Lstat(d.fichier(nom)); !errors.Is(err, fs.ErrNotExist) {
			v.Libere()
			continue
		}
		return &Emplacement{d: d, nom: nom, verrou: v}, nil
	}
	return nil, &ErreurFichier{Nom: base, Chemin: d.fichier(base), Err: fs.ErrExist}
}

// Ouvre opens the game nom to play it here: it is locked, then read.
//
// Résultat: the game's file and the game; an *ErreurFichier wrapping a
// *disque.ErreurVerrou when another window has it open, or why it does
// not read (see Lit).
func (d Dossier) Ouvre(nom string) (*Emplacement, Sauvegarde, error) {
	if err := VerifieNom(nom); err != nil {
		return nil, Sauvegarde{}, err
	}
	if _, err := os.Lstat(d.fichier(nom)); errors.Is(err, fs.ErrNotExist) {
		return nil, Sauvegarde{}, &ErreurFichier{Nom: nom, Chemin: d.fichier(nom), Err: ErrAbsente}
	}
	v, err := d.verrouille(nom)
	if err != nil {
		return nil, Sauvegarde{}, err
	}
	s, err := d.Lit(nom)
	if err != nil {
		v.Libere()
		return nil, Sauvegarde{}, err
	}
	return &Emplacement{d: d, nom: nom, verrou: v}, s, nil
}

// Nom is the name of the game's file, without its extension.
func (e *Emplacement) Nom() string { return e.nom }

// Automatique reports whether nobody named the game yet.
func (e *Emplacement) Automatique() bool { return EstAutomatique(e.nom) }

// Ecrit saves s, the game now, in its file.
//
// Résultat: nil, or an *ErreurFichier wrapping a *disque.ErreurEcriture.
func (e *Emplacement) Ecrit(s Sauvegarde) error { return e.d.ecrit(e.nom, s) }

// Nomme gives the game the name nom (a player's "sauver NOM") and saves
// s there; the game's former file goes, and the next moves are written
// under nom. When nom is already another game's, remplace is asked, with
// that game: it is replaced only when remplace says yes (a nil remplace
// keeps it); a name whose file
// does not read is never taken, since a damaged file is never
// overwritten; a game open in another window is never replaced.
//
// Résultat: nil; an *ErreurNom; an *ErreurNomPris wrapping ErrGardee or
// why the other file does not read; an *ErreurFichier wrapping a
// *disque.ErreurVerrou or a *disque.ErreurEcriture; remplace's error. On
// any error the game keeps its file.
func (e *Emplacement) Nomme(nom string, s Sauvegarde, remplace func(autre Sauvegarde) (bool, error)) error {
	if nom == e.nom || e.memeFichier(nom) {
		return e.Ecrit(s)
	}
	if err := VerifieNouveauNom(nom); err != nil {
		return err
	}
	v, err := e.d.verrouille(nom)
	if err != nil {
		return err
	}
	if err := e.d.remplacable(nom, remplace); err != nil {
		v.Libere()
		return err
	}
	if err := e.d.ecrit(nom, s); err != nil {
		v.Libere()
		return err
	}
	// Saved under its new name: should the former file not go, it stays
	// resumable, and the player can delete it.
	_ = os.Remove(e.d.fichier(e.nom))
	e.verrou.Libere()
	e.nom, e.verrou = nom, v
	return nil
}

// memeFichier reports whether nom names the game's own file under another
// spelling (a file system that ignores case).
func (e *Emplacement) memeFichier(nom string) bool {
	if VerifieNom(nom) != nil {
		return false
	}
	a, errA := os.Lstat(e.d.fichier(e.nom))
	b, errB := os.Lstat(e.d.fichier(nom))
	return errA == nil && errB == nil && os.SameFile(a, b)
}

// remplacable checks that the file nom may receive a game: absent, or
// another game the player agrees to replace.
func (d Dossier) remplacable(nom string, remplace func(Sauvegarde) (bool, error)) error {
	if _, err := os.Lstat(d.fichier(nom)); errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	autre, err := d.Lit(nom)
	if err != nil {
		var f *ErreurFichier
		if errors.As(err, &f) {
			err = f.Err
		}
		return &ErreurNomPris{Nom: nom, Err: err}
	}
	if remplace == nil {
		return &ErreurNomPris{Nom: nom, Err: ErrGardee}
	}
	ok, err := remplace(autre)
	switch {
	case err != nil:
		return err
	case !ok:
		return &ErreurNomPris{Nom: nom, Err: ErrGardee}
	}
	return nil
}

// Termine removes the file of a game that is over (won, lost, or played
// to its last round) and its lock: it is no longer offered.
func (e *Emplacement) Termine() error {
	defer e.verrou.Libere()
	if err := os.Remove(e.d.fichier(e.nom)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return e.d.erreurEcriture(e.nom, err)
	}
	return nil
}

// Libere lets the game go, unfinished: its file stays, resumable from
// any window.
func (e *Emplacement) Libere() error { return e.verrou.Libere() }
