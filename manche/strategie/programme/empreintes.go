package programme

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// A program the player agreed to run is bound to what it runs: the
// sha256 of its executable and of every file or folder its words name
// (a folder's whole tree, and the folder of a script or of a program
// given by a path), checked again at every start (Options .Empreintes)
// on a private copy, which is what runs (Fige). What cannot be hashed whole is refused, never half
// checked: a file or a tree of more than MaxEmpreinte bytes, a tree of
// more than MaxEntrees entries, a special file, a link to a folder.

// MaxEmpreinte is the most bytes hashed for one command (a strategy of a
// gigabyte is not one a class writes).
const MaxEmpreinte = 1 << 30

// MaxEntrees is the most entries of a folder named by a command.
const MaxEntrees = 10000

// The reasons a command's files cannot be hashed (ErreurEmpreinte.Err).
var (
	ErrTropGros     = errors.New("too large to be checked")
	ErrTropDEntrees = errors.New("a folder with too many entries to be checked")
	ErrSpecial      = errors.New("neither a file nor a folder")
	ErrLienDossier  = errors.New("a link to a folder inside a folder")
	// ErrChange: what the command runs changed since the player agreed
	// to it (ErreurLancement.Err).
	ErrChange = errors.New("the program changed since it was agreed to")
)

// ErreurEmpreinte is a command whose files cannot be hashed: the path and
// why.
type ErreurEmpreinte struct {
	Chemin string
	Err    error
}

func (e *ErreurEmpreinte) Error() string { return fmt.Sprintf("%s: %v", e.Chemin, e.Err) }

// Unwrap lets errors.Is match the reason.
func (e *ErreurEmpreinte) Unwrap() error { return e.Err }

// Chemins returns mots with every path made absolute against dossier
// ("" : the current folder): the program when it is given by a path
// (with a "/"; one found in the PATH stays), and every other word that
// names an existing file or folder there (an option, "-x", stays).
func Chemins(mots []string, dossier string) []string {
	abs := make([]string, len(mots))
	for i, m := range mots {
		abs[i] = m
		if m == "" || filepath.IsAbs(m) || strings.HasPrefix(m, "-") || (i == 0 && !strings.ContainsRune(m, '/')) {
			continue
		}
		chemin := filepath.Join(dossier, m)
		if dossier == "" {
			var err error
			if chemin, err = filepath.Abs(m); err != nil {
				continue
			}
		}
		if _, err := os.Stat(chemin); err == nil {
			abs[i] = chemin
		}
	}
	return abs
}

// Empreintes are the sha256 sums of what words mots run, relative paths
// against dossier ("": the current folder): the program as the system
// finds it (PATH, links followed), and every word that names an existing
// file or folder (Chemins), a folder by its whole tree; keyed by the
// real absolute path.
//
// Résultat: the sums; an *ErreurEmpreinte when a file or a folder
// cannot be hashed whole; exec.LookPath's error for a program not found.
func Empreintes(mots []string, dossier string) (map[string]string, error) {
	if len(mots) == 0 {
		return nil, ErrCommandeVide
	}
	abs := Chemins(mots, dossier)
	e := &empreinteur{sommes: map[string]string{}}
	p, err := exec.LookPath(abs[0])
	if err != nil {
		return nil, err
	}
	for _, r := range racines(mots, abs, p) {
		if err := e.ajoute(r); err != nil {
			return nil, err
		}
	}
	return e.sommes, nil
}

// racines are what Empreintes hashes, in order: the program p (as
// exec.LookPath found it), every word of abs that names an existing file
// or folder, and the folder of the program when it is given by a path
// and of every file named: a script's folder holds what it reads as code
// (Python's and Node's modules beside it), so that folder is part of
// what the player agrees to.
func racines(mots, abs []string, p string) []string {
	r := []string{p}
	if strings.ContainsRune(mots[0], '/') {
		r = append(r, dossierReel(p))
	}
	for i, m := range abs[1:] {
		if m == mots[i+1] && !filepath.IsAbs(m) {
			continue // not a path
		}
		info, err := os.Stat(m)
		if err != nil {
			continue
		}
		r = append(r, m)
		if !info.IsDir() {
			r = append(r, dossierReel(m))
		}
	}
	return r
}

// empreinteur hashes, counting the bytes read.
type empreinteur struct {
	sommes map[string]string
	octets int64
}

// dossierReel is the folder of file chemin's real path (links
// followed, as Python puts a script's real folder first on its path).
func dossierReel(chemin string) string {
	if reel, err := reelAbsolu(chemin); err == nil {
		return filepath.Dir(reel)
	}
	return filepath.Dir(chemin)
}

// reelAbsolu is chemin's absolute path, links followed.
func reelAbsolu(chemin string) (string, error) {
	reel, err := filepath.EvalSymlinks(chemin)
	if err != nil {
		return "", err
	}
	return filepath.Abs(reel)
}

// ajoute hashes chemin, links followed: a file by its content, a folder
// by its tree.
func (e *empreinteur) ajoute(chemin string) error {
	reel, err := reelAbsolu(chemin)
	if err != nil {
		return err
	}
	return e.ajouteDe(reel, reel)
}

// ajouteDe hashes chemin (a file by its content, a folder by its tree)
// as the sum of cle.
func (e *empreinteur) ajouteDe(cle, chemin string) error {
	info, err := os.Stat(chemin)
	if err != nil {
		return err
	}
	var s string
	switch {
	case info.Mode().IsRegular():
		s, err = e.fichier(chemin, info)
	case info.IsDir():
		s, err = e.arbre(chemin)
	default:
		err = &ErreurEmpreinte{Chemin: chemin, Err: ErrSpecial}
	}
	if err == nil {
		e.sommes[cle] = s
	}
	return err
}

// fichier is the sha256 of the regular file chemin.
func (e *empreinteur) fichier(chemin string, info fs.FileInfo) (string, error) {
	if e.octets += info.Size(); e.octets > MaxEmpreinte {
		return "", &ErreurEmpreinte{Chemin: chemin, Err: ErrTropGros}
	}
	// O_NONBLOCK: a file swapped for a FIFO meanwhile does not block.
	f, err := os.OpenFile(chemin, os.O_RDONLY|oNonBloquant, 0)
	if err != nil {
		return "", err
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		return "", &ErreurEmpreinte{Chemin: chemin, Err: ErrSpecial}
	}
	h := sha256.New()
	n, err := io.Copy(h, io.LimitReader(f, MaxEmpreinte+1))
	if err != nil {
		return "", err
	}
	if n > info.Size() {
		// It grew while read: over the bound, or read again next time.
		if e.octets += n - info.Size(); e.octets > MaxEmpreinte {
			return "", &ErreurEmpreinte{Chemin: chemin, Err: ErrTropGros}
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// arbre is the sha256 of folder racine's tree: for each entry, in the
// order of its path, the path, its kind and permissions, and the sum of
// a file (a link to a file is followed, a link to a folder refused, a
// dangling link hashed by its target).
func (e *empreinteur) arbre(racine string) (string, error) {
	var lignes []string
	err := filepath.WalkDir(racine, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if len(lignes) >= MaxEntrees {
			return &ErreurEmpreinte{Chemin: racine, Err: ErrTropDEntrees}
		}
		rel, _ := filepath.Rel(racine, p)
		info, err := os.Stat(p)
		switch {
		case err != nil && d.Type()&fs.ModeSymlink != 0:
			cible, _ := os.Readlink(p)
			lignes = append(lignes, fmt.Sprintf("%q lien %q", rel, cible))
			return nil
		case err != nil:
			return err
		case d.Type()&fs.ModeSymlink != 0 && info.IsDir():
			return &ErreurEmpreinte{Chemin: p, Err: ErrLienDossier}
		case info.IsDir():
			lignes = append(lignes, fmt.Sprintf("%q dossier %o", rel, info.Mode().Perm()))
		case info.Mode().IsRegular():
			s, err := e.fichier(p, info)
			if err != nil {
				return err
			}
			lignes = append(lignes, fmt.Sprintf("%q fichier %o %s", rel, info.Mode().Perm(), s))
		default:
			return &ErreurEmpreinte{Chemin: p, Err: ErrSpecial}
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	sort.Strings(lignes)
	h := sha256.Sum256([]byte(strings.Join(lignes, "\n")))
	return "arbre:" + hex.EncodeToString(h[:]), nil
}

// Egales reports whether two sets of sums are the same.
func Egales(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}
