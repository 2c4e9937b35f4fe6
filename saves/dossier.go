package saves

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/internal/panne"
)

// MaxTaille is the most bytes a save file may hold: a game of the largest
// board takes a few kilobytes; a larger file is not a save.
const MaxTaille = 1 << 20

// Processus names a running program in lock files.
type Processus = disque.Processus

// Chemin returns the saves folder: the --saves flag when given, else
// MASTERMIND_SAVES, else saves in the program's data folder, by the
// system's convention (disque.DossierProgramme): on Linux
// $XDG_DATA_HOME/mastermind/saves, else ~/.local/share/mastermind/saves.
func Chemin(drapeau string, getenv func(string) string) (string, error) {
	switch {
	case drapeau != "":
		return drapeau, nil
	case getenv("MASTERMIND_SAVES") != "":
		return getenv("MASTERMIND_SAVES"), nil
	}
	d, err := disque.DossierProgramme(getenv, disque.Donnees)
	if err != nil {
		return "", fmt.Errorf("saves folder: %w", err)
	}
	return filepath.Join(d, "saves"), nil
}

// Dossier is a folder of saves, shared by every window that runs the
// program. The zero values of its other fields are the real ones; tests
// set them to play several programs in one process, and crashes with
// AvecPanne.
type Dossier struct {
	Chemin string
	// Moi names this program in lock files and temporary files (zero: the
	// running process).
	Moi Processus
	// Vivant says whether the program a lock names still runs (nil: the
	// system says).
	Vivant func(Processus) bool
	// Attente is how a wait for the folder's guard, held by another
	// program, is said and cancelled (zero: silent, for ever).
	Attente disque.Attente
	// panne is a test's crash at a step of a write (AvecPanne).
	panne panne.Panne
}

// AvecPanne makes every write of d crash at a step as p says: its error
// stops the write there. Only tests build a p (disquetest.Panne).
func (d *Dossier) AvecPanne(p panne.Panne) { d.panne = p }

func (d Dossier) moi() Processus {
	if d.Moi.Pid == 0 {
		return disque.Moi()
	}
	return d.Moi
}

func (d Dossier) vivant(p Processus) bool {
	if d.Vivant == nil {
		return disque.Vivant(p)
	}
	return d.Vivant(p)
}

func (d Dossier) fichier(nom string) string { return filepath.Join(d.Chemin, nom+extension) }

// cheminVerrou is the lock file of the game nom: hidden, next to it.
func (d Dossier) cheminVerrou(nom string) string {
	return filepath.Join(d.Chemin, "."+nom+verrou)
}

// ecrit writes s under nom, atomically (disque.Ecriture.Ecrit): a crash
// leaves the old save or the new one, never half a file.
func (d Dossier) ecrit(nom string, s Sauvegarde) error {
	data, err := encode(versFichier(s))
	if err != nil {
		return &ErreurFichier{Nom: nom, Chemin: d.fichier(nom), Err: err}
	}
	e := disque.Ecriture{Moi: d.moi()}.AvecPanne(d.panne)
	if err := e.Ecrit(d.Chemin, nom+extension, data, 0o600); err != nil {
		return &ErreurFichier{Nom: nom, Chemin: d.fichier(nom), Err: err}
	}
	return nil
}

// Lit reads the save nom. A file that does not read or breaks the rules
// is left untouched; only a regular file of at most MaxTaille bytes is
// read, and reading never waits (a FIFO is refused at once).
//
// Résultat: the game, or an *ErreurFichier wrapping ErrAbsente, an
// *ErreurFormat, an *ErreurVersion, an *ErreurContenu, a
// *disque.ErreurGenre or a *disque.ErreurTaille.
func (d Dossier) Lit(nom string) (Sauvegarde, error) {
	if err := VerifieNom(nom); err != nil {
		return Sauvegarde{}, err
	}
	chemin := d.fichier(nom)
	data, err := disque.Lit(chemin, MaxTaille)
	if errors.Is(err, fs.ErrNotExist) {
		return Sauvegarde{}, &ErreurFichier{Nom: nom, Chemin: chemin, Err: ErrAbsente}
	}
	if err != nil {
		return Sauvegarde{}, &ErreurFichier{Nom: nom, Chemin: chemin, Err: err}
	}
	s, err := Lire(data)
	if err != nil {
		return Sauvegarde{}, &ErreurFichier{Nom: nom, Chemin: chemin, Err: err}
	}
	return s, nil
}

// Lire decodes a save from the bytes of its file.
//
// Résultat: the game, or the reason it does not read; when the file does
// not end with a newline, as every save does, that reason is wrapped in an
// *ErreurCoupe.
func Lire(data []byte) (Sauvegarde, error) {
	s, err := lire(data)
	if err == nil {
		return s, nil
	}
	if len(data) > 0 && data[len(data)-1] != '\n' {
		return Sauvegarde{}, &ErreurCoupe{Ligne: bytes.Count(data, []byte("\n")) + 1, Err: err}
	}
	return Sauvegarde{}, err
}

// lire decodes a save of this program's version: a file of another
// version is an *ErreurVersion before anything else it holds is read.
func lire(data []byte) (Sauvegarde, error) {
	if v, ok := VersionDe(data); ok && v != Version && v != VersionLignes {
		return Sauvegarde{}, &ErreurVersion{Version: v, Lue: Version}
	}
	f, err := decode(data)
	if err != nil {
		return Sauvegarde{}, err
	}
	return depuisFichier(f)
}

// Octets encodes s as its file's bytes.
func Octets(s Sauvegarde) ([]byte, error) { return encode(versFichier(s)) }

// Supprime removes the save nom, damaged or not, unless another window
// has it open; removing a save that does not exist is not an error.
//
// Résultat: nil, an *ErreurFichier wrapping a *disque.ErreurVerrou when
// the game is open elsewhere, or the system's error.
func (d Dossier) Supprime(nom string) error {
	if err := VerifieNom(nom); err != nil {
		return err
	}
	v, err := d.verrouille(nom)
	if err != nil {
		return err
	}
	defer v.Libere()
	if err := os.Remove(d.fichier(nom)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return d.erreurEcriture(nom, err)
	}
	return nil
}

// erreurEcriture is the failure err of a change to the folder about the
// save nom: an *ErreurFichier wrapping a *disque.ErreurEcriture.
func (d Dossier) erreurEcriture(nom string, err error) error {
	return &ErreurFichier{Nom: nom, Chemin: d.fichier(nom), Err: disque.Echec(d.Chemin, err)}
}

// verrouille takes the lock of the game nom for this program.
func (d Dossier) verrouille(nom string) (*disque.Verrou, error) {
	if err := os.MkdirAll(d.Chemin, 0o755); err != nil {
		return nil, d.erreurEcriture(nom, err)
	}
	v, err := disque.Verrouille(d.cheminVerrou(nom), d.moi(), d.vivant, d.Attente)
	if err != nil {
		var pris *disque.ErreurVerrou
		if errors.Is(err, context.Canceled) {
			return nil, err
		}
		if !errors.As(err, &pris) {
			return nil, d.erreurEcriture(nom, err)
		}
		return nil, &ErreurFichier{Nom: nom, Chemin: d.fichier(nom), Err: err}
	}
	return v, nil
}

// Entree is one save of a folder: its name and the game, or why its file
// does not read, and the program that has it open, when another window
// does.
type Entree struct {
	Nom        string
	Sauvegarde Sauvegarde
	Err        error
	// Ouverte names the program that has the game open; nil when none
	// does.
	Ouverte *Processus
}

// Automatique reports whether the entry is a game nobody named.
func (e Entree) Automatique() bool { return EstAutomatique(e.Nom) }

// Liste returns every save of the folder, the most recently played first,
// the unreadable ones last (each with its error), and tidies the folder:
// the temporary files of writes a killed program left behind, and the
// locks of such a program on games that no longer exist, are removed. A
// folder that does not exist yet holds no save.
//
// Résultat: the entries, or an *ErreurDossier when the folder cannot be
// read.
func (d Dossier) Liste() ([]Entree, error) {
	fichiers, err := os.ReadDir(d.Chemin)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		e := &ErreurDossier{Chemin: d.Chemin, Err: err}
		if disque.Cause(err) == disque.ErrPasDossier {
			e.Fichier, e.Regulier = disque.Obstacle(d.Chemin)
		}
		return nil, e
	}
	d.menage(fichiers)
	var entrees []Entree
	for _, f := range fichiers {
		nom, ok := strings.CutSuffix(f.Name(), extension)
		if !ok || VerifieNom(nom) != nil {
			continue
		}
		e := Entree{Nom: nom}
		e.Sauvegarde, e.Err = d.Lit(nom)
		if p, tenu := disque.Tenu(d.cheminVerrou(nom), d.vivant); tenu {
			e.Ouverte = &p
		}
		entrees = append(entrees, e)
	}
	sort.SliceStable(entrees, func(i, j int) bool {
		a, b := entrees[i], entrees[j]
		if (a.Err == nil) != (b.Err == nil) {
			return a.Err == nil
		}
		if !a.Sauvegarde.Jouee.Equal(b.Sauvegarde.Jouee) {
			return a.Sauvegarde.Jouee.After(b.Sauvegarde.Jouee)
		}
		return a.Nom < b.Nom
	})
	return entrees, nil
}

// menage removes what killed programs left in the folder: the temporary
// files this program names (disque.NettoieTemporaires), and the locks of
// games that no longer exist, ".NAME.lock" with NAME a save's name and
// the content this program writes (disque.RetireSiPerime). Every other
// file stays, hidden or not.
func (d Dossier) menage(fichiers []fs.DirEntry) {
	disque.NettoieTemporaires(d.Chemin, d.vivant)
	existe := map[string]bool{}
	for _, f := range fichiers {
		existe[f.Name()] = true
	}
	for _, f := range fichiers {
		nom, ok := nomDeVerrou(f.Name())
		if !ok || existe[nom+extension] || !f.Type().IsRegular() {
			continue
		}
		disque.RetireSiPerime(filepath.Join(d.Chemin, f.Name()), d.vivant, d.Attente)
	}
}

// nomDeVerrou is the game whose lock file is called fichier: ".NAME.lock"
// with NAME a name VerifieNom accepts; ok is false for any other file.
func nomDeVerrou(fichier string) (string, bool) {
	s, ok := strings.CutPrefix(fichier, ".")
	if !ok {
		return "", false
	}
	nom, ok := strings.CutSuffix(s, verrou)
	if !ok || VerifieNom(nom) != nil {
		return "", false
	}
	return nom, true
}
