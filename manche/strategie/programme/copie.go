package programme

import (
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// Fige copies what the words mots run (racines: the program given by a
// path, every file or folder named, a script's folder) into a private
// folder of the lab's (only its user can write there), hashes the copies
// and compares them with empreintes, the sums the player agreed to: what
// runs is then the copy, which nothing changes between the check and its
// execution, and a script reads its modules from its folder's copy. A
// program found through PATH (python3, java) is hashed where it is and
// run by the path found: its folders are the system's.
//
// Résultat: the words to run (the copies' paths), the private folder
// (Libere removes it once the program has ended); ErrChange when a copy
// differs from what was agreed, an *ErreurEmpreinte for what cannot be
// hashed whole, exec.LookPath's error or the file system's.
func Fige(mots []string, empreintes map[string]string) (fige []string, dossier string, err error) {
	if len(mots) == 0 {
		return nil, "", ErrCommandeVide
	}
	abs := Chemins(mots, "")
	p, err := exec.LookPath(abs[0])
	if err != nil {
		return nil, "", err
	}
	prive, err := os.MkdirTemp("", "mastermind-copie-")
	if err != nil {
		return nil, "", err
	}
	defer func() {
		if err != nil {
			Libere(prive)
		}
	}()
	dossier = prive
	parChemin := strings.ContainsRune(mots[0], '/')
	e := &empreinteur{sommes: map[string]string{}}
	c := &copieur{}
	copies := map[string]string{} // a real path → its copy
	for i, r := range racines(mots, abs, p) {
		reel, err := reelAbsolu(r)
		if err != nil {
			return nil, "", err
		}
		if _, ok := e.sommes[reel]; ok {
			continue
		}
		if i == 0 && !parChemin {
			if err := e.ajouteDe(reel, reel); err != nil {
				return nil, "", err
			}
			continue
		}
		sous := filepath.Join(dossier, strconv.Itoa(i))
		if err := os.Mkdir(sous, 0o700); err != nil {
			return nil, "", err
		}
		copie := filepath.Join(sous, filepath.Base(reel))
		if err := c.copie(reel, copie); err != nil {
			return nil, "", err
		}
		// The copy's sum, before anyone else may read it.
		if err := e.ajouteDe(reel, copie); err != nil {
			return nil, "", err
		}
		copies[reel] = copie
	}
	if !Egales(e.sommes, empreintes) {
		return nil, "", ErrChange
	}
	if err := lectureSeule(dossier); err != nil {
		return nil, "", err
	}
	fige = make([]string, len(mots))
	copy(fige, mots)
	fige[0] = p
	for i, m := range abs {
		if i > 0 && m == mots[i] && !filepath.IsAbs(m) {
			continue // not a path
		}
		if i == 0 && !parChemin {
			continue
		}
		reel, err := reelAbsolu(m)
		if err != nil {
			continue
		}
		if c := dansCopie(reel, copies); c != "" {
			fige[i] = c
		}
	}
	return fige, dossier, nil
}

// dansCopie is the copy of the real path reel inside the outermost copied
// folder that holds it (a script runs beside its modules' copies), or
// its own copy; "" when nothing copied holds it.
func dansCopie(reel string, copies map[string]string) string {
	meilleur, racine := "", ""
	for r, c := range copies {
		rel, err := filepath.Rel(r, reel)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			continue
		}
		if meilleur == "" || len(r) < len(racine) {
			meilleur, racine = filepath.Join(c, rel), r
		}
	}
	return meilleur
}

// copieur copies files and trees, counting the bytes (MaxEmpreinte) and
// the entries (MaxEntrees), as they would be hashed.
type copieur struct {
	octets  int64
	entrees int
}

// modeDossier is a folder copied and the mode it gets once filled.
type modeDossier struct {
	chemin string
	mode   fs.FileMode
}

// copie copies the file or the folder source (links followed, a folder's
// links to files copied as files, dangling links kept as links) to dest.
func (c *copieur) copie(source, dest string) error {
	info, err := os.Stat(source)
	if err != nil {
		return err
	}
	if !info.IsDir() {
		return c.fichier(source, dest, info)
	}
	var dossiers []modeDossier
	err = filepath.WalkDir(source, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if c.entrees++; c.entrees > MaxEntrees {
			return &ErreurEmpreinte{Chemin: source, Err: ErrTropDEntrees}
		}
		rel, _ := filepath.Rel(source, p)
		cible := filepath.Join(dest, rel)
		info, err := os.Stat(p)
		switch {
		case err != nil && d.Type()&fs.ModeSymlink != 0:
			lien, err := os.Readlink(p)
			if err != nil {
				return err
			}
			return os.Symlink(lien, cible)
		case err != nil:
			return err
		case d.Type()&fs.ModeSymlink != 0 && info.IsDir():
			return &ErreurEmpreinte{Chemin: p, Err: ErrLienDossier}
		case info.IsDir():
			// Written into while copied; its mode is set at the end.
			dossiers = append(dossiers, modeDossier{cible, info.Mode().Perm()})
			return os.Mkdir(cible, 0o700)
		}
		return c.fichier(p, cible, info)
	})
	for _, d := range dossiers {
		if err == nil {
			err = os.Chmod(d.chemin, d.mode)
		}
	}
	return err
}

// fichier copies the regular file source to dest, with its permissions.
func (c *copieur) fichier(source, dest string, info fs.FileInfo) error {
	f, err := os.OpenFile(source, os.O_RDONLY|oNonBloquant, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	if info, err = f.Stat(); err != nil || !info.Mode().IsRegular() {
		return &ErreurEmpreinte{Chemin: source, Err: ErrSpecial}
	}
	g, err := os.OpenFile(dest, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	n, err := io.Copy(g, io.LimitReader(f, MaxEmpreinte-c.octets+1))
	if c.octets += n; err == nil && c.octets > MaxEmpreinte {
		err = &ErreurEmpreinte{Chemin: source, Err: ErrTropGros}
	}
	if err == nil {
		err = g.Chmod(info.Mode().Perm())
	}
	if e := g.Close(); err == nil {
		err = e
	}
	return err
}

// lectureSeule takes the write permissions off every file and folder
// under dossier, gives the folders copied their modes (every one
// readable by the program's user, as the originals were), and opens the
// private folder itself to reading: a program fenced as a user of its
// own reads the copy, nobody but the lab's user can change it.
func lectureSeule(dossier string) error {
	return filepath.WalkDir(dossier, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.Type()&fs.ModeSymlink != 0 {
			return err
		}
		if p == dossier || filepath.Dir(p) == dossier {
			return os.Chmod(p, 0o555)
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		return os.Chmod(p, info.Mode().Perm()&^0o222)
	})
}

// Libere removes a private folder of Fige.
func Libere(dossier string) {
	if dossier == "" {
		return
	}
	_ = filepath.WalkDir(dossier, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			_ = os.Chmod(p, 0o700)
		}
		return nil
	})
	_ = os.RemoveAll(dossier)
}
