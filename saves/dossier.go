package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
)

// Autosave is the name of the slot written after every move.
const Autosave = "autosave"

// extension is the suffix of save files.
const extension = ".yaml"

// Chemin returns the saves folder: the --saves flag when given, else
// MASTERMIND_SAVES, else $XDG_DATA_HOME/mastermind/saves, else
// ~/.local/share/mastermind/saves.
func Chemin(drapeau string, getenv func(string) string) (string, error) {
	switch {
	case drapeau != "":
		return drapeau, nil
	case getenv("MASTERMIND_SAVES") != "":
		return getenv("MASTERMIND_SAVES"), nil
	case getenv("XDG_DATA_HOME") != "":
		return filepath.Join(getenv("XDG_DATA_HOME"), "mastermind", "saves"), nil
	}
	home := getenv("HOME")
	if home == "" {
		var err error
		if home, err = os.UserHomeDir(); err != nil {
			return "", fmt.Errorf("saves folder: %w", err)
		}
	}
	return filepath.Join(home, ".local", "share", "mastermind", "saves"), nil
}

// Dossier is a folder of saves.
type Dossier struct {
	Chemin string
	// avantRenommage, when set, runs between writing a save's temporary
	// file and renaming it: the tests inject a crash there.
	avantRenommage func() error
}

// VerifieNom checks a name a player typed: not empty, no path separator,
// not starting with a dot (hence no ".."), letters, digits, spaces and
// "-_.'" only, at most 64 characters. The name never leaves the folder.
func VerifieNom(nom string) error {
	if strings.TrimSpace(nom) == "" || len([]rune(nom)) > 64 || strings.HasPrefix(nom, ".") {
		return &ErreurNom{Nom: nom}
	}
	for _, r := range nom {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" -_.'", r) {
			return &ErreurNom{Nom: nom}
		}
	}
	return nil
}

func (d Dossier) fichier(nom string) string { return filepath.Join(d.Chemin, nom+extension) }

// Ecrit saves s under nom, atomically: the file is written under a
// temporary name in the same folder, synced, then renamed over the old
// one, so a crash leaves the old save or the new one, never half a file.
func (d Dossier) Ecrit(nom string, s Sauvegarde) error {
	if err := VerifieNom(nom); err != nil {
		return err
	}
	data, err := encode(versFichier(s))
	if err != nil {
		return &ErreurFichier{Nom: nom, Chemin: d.fichier(nom), Err: err}
	}
	if err := d.ecritAtomique(nom, data); err != nil {
		return &ErreurFichier{Nom: nom, Chemin: d.fichier(nom), Err: err}
	}
	return nil
}

func (d Dossier) ecritAtomique(nom string, data []byte) (err error) {
	if err := os.MkdirAll(d.Chemin, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(d.Chemin, "."+nom+"-*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if d.avantRenommage != nil {
		if err = d.avantRenommage(); err != nil {
			return err
		}
	}
	if err = os.Rename(tmp.Name(), d.fichier(nom)); err != nil {
		return err
	}
	if dir, errDir := os.Open(d.Chemin); errDir == nil {
		_ = dir.Sync()
		dir.Close()
	}
	return nil
}

// Lit reads the save nom. A file that does not read or breaks the rules
// is left untouched.
//
// Résultat: the game, or an *ErreurFichier wrapping ErrAbsente, an
// *ErreurFormat, an *ErreurVersion or an *ErreurContenu.
func (d Dossier) Lit(nom string) (Sauvegarde, error) {
	if err := VerifieNom(nom); err != nil {
		return Sauvegarde{}, err
	}
	chemin := d.fichier(nom)
	data, err := os.ReadFile(chemin)
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
func Lire(data []byte) (Sauvegarde, error) {
	f, err := decode(data)
	if err != nil {
		return Sauvegarde{}, err
	}
	return depuisFichier(f)
}

// Octets encodes s as its file's bytes.
func Octets(s Sauvegarde) ([]byte, error) { return encode(versFichier(s)) }

// Supprime removes the save nom; removing a save that does not exist is
// not an error.
func (d Dossier) Supprime(nom string) error {
	if err := VerifieNom(nom); err != nil {
		return err
	}
	if err := os.Remove(d.fichier(nom)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return &ErreurFichier{Nom: nom, Chemin: d.fichier(nom), Err: err}
	}
	return nil
}

// Entree is one save of a folder: its name and the game, or why its file
// does not read.
type Entree struct {
	Nom        string
	Sauvegarde Sauvegarde
	Err        error
}

// Liste returns every save of the folder, the most recently played first,
// the unreadable ones last (each with its error). A folder that does not
// exist yet holds no save.
func (d Dossier) Liste() ([]Entree, error) {
	fichiers, err := os.ReadDir(d.Chemin)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("saves folder %s: %w", d.Chemin, err)
	}
	var entrees []Entree
	for _, f := range fichiers {
		nom, ok := strings.CutSuffix(f.Name(), extension)
		if !ok || f.IsDir() || VerifieNom(nom) != nil {
			continue
		}
		s, err := d.Lit(nom)
		entrees = append(entrees, Entree{Nom: nom, Sauvegarde: s, Err: err})
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
