// Package arbres keeps the optimal strategy's trees (package optimal) on
// disk, in the user's cache folder, one file per size and options, so
// that the search runs once: the first game computes the tree, the next
// ones load it in a few milliseconds. The format and the names of the
// files are optimal's (Arbre.Encode, optimal.Decode, optimal.Fichier),
// sealed with the user's key (sceau.go): a file this program did not
// write for this user is refused. The files are read and written through
// saves/disque: only a regular file under a cap is read, never waiting,
// and writes are atomic.
package arbres

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// Cache is the folder of the trees. Loading checks everything (the seal,
// then optimal.Decode): a damaged, truncated, foreign or unsealed file is
// reported as an *ErreurCache, never trusted.
type Cache struct {
	// Dossier is the folder of the files (see DossierParDefaut).
	Dossier string
	// Cle seals the files (CleUtilisateur). Without one, nothing is read
	// (ErrCleInutilisable) nor written.
	Cle Cle
}

// ErreurCache names the bad cache file.
type ErreurCache struct {
	Chemin string
	Err    error // wraps ErrNonScelle, optimal.ErrCacheCorrompu or optimal.ErrCachePerime, with the detail
}

func (e *ErreurCache) Error() string { return fmt.Sprintf("cache %s: %v", e.Chemin, e.Err) }

// Unwrap lets errors.Is match optimal.ErrCacheCorrompu.
func (e *ErreurCache) Unwrap() error { return e.Err }

// DossierParDefaut is the folder of the user's cache for these trees,
// read from the environment getenv: optimal in the program's cache
// folder, by the system's convention (disque.DossierProgramme): on Linux
// mastermind/optimal in $XDG_CACHE_HOME, else in ~/.cache.
func DossierParDefaut(getenv func(string) string) (string, error) {
	d, err := disque.DossierProgramme(getenv, disque.Cache)
	if err != nil {
		return "", fmt.Errorf("cache folder: %w", err)
	}
	return filepath.Join(d, "optimal"), nil
}

// TailleMax is the most bytes the file of a tree of a size of n codes
// takes: optimal.TailleMax and the seal.
func TailleMax(n int) int64 { return optimal.TailleMax(n) + int64(tailleSceau) }

// Chemin is the file of the tree of size t with options o (its name is
// optimal.Fichier).
func (c Cache) Chemin(t code.Taille, o optimal.Options) string {
	return filepath.Join(c.Dossier, optimal.Fichier(t, o))
}

// Charge reads the tree of e's size with options o (MaxCoups and Premier).
// Only a regular file no larger than the largest tree of that size is
// read, without waiting (a FIFO is refused at once); the temporary files
// of a computation killed while it saved are removed first.
//
// Résultat: the tree; an error wrapping fs.ErrNotExist when there is no
// file, ErrCleInutilisable when there is no key; an *ErreurCache when the
// file is bad (wrapping optimal.ErrCacheCorrompu, and ErrNonScelle too
// when its seal is not this user's);
// another error when it cannot be read.
func (c Cache) Charge(e *code.Espace, o optimal.Options) (*optimal.Arbre, error) {
	data, err := c.lit(c.Chemin(e.Taille(), o), optimal.TailleMax(e.Nombre()), optimal.ErrCacheCorrompu)
	if err != nil {
		return nil, err
	}
	chemin := c.Chemin(e.Taille(), o)
	a, err := optimal.Decode(data, e, o)
	if err != nil {
		return nil, &ErreurCache{Chemin: chemin, Err: err}
	}
	return a, nil
}

// Enregistre writes tree a in its file, atomically: a temporary file in
// the same folder, synced, then renamed, so that a reader sees the old
// file or the new one, never half of it.
//
// Pré-requis: a is a whole tree (not a SousArbre).
func (c Cache) Enregistre(a *optimal.Arbre) error {
	nom, err := a.Fichier()
	if err != nil {
		return err
	}
	if err := c.ecrit(nom, a.Encode()); err != nil {
		return fmt.Errorf("writing the optimal tree: %w", err)
	}
	return nil
}

// lit reads the sealed file chemin of at most plafond bytes once
// unsealed, and returns what it holds once its seal is checked; corrompu
// is the sentinel a special or too large file wraps.
func (c Cache) lit(chemin string, plafond int64, corrompu error) ([]byte, error) {
	if len(c.Cle) == 0 {
		return nil, ErrCleInutilisable
	}
	disque.NettoieTemporaires(c.Dossier, disque.Vivant)
	data, err := disque.Lit(chemin, plafond+int64(tailleSceau))
	if errors.Is(err, disque.ErrPasRegulier) || errors.Is(err, disque.ErrTropGros) {
		return nil, &ErreurCache{Chemin: chemin, Err: fmt.Errorf("%w: %w", corrompu, err)}
	}
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", chemin, err)
	}
	data, err = c.Cle.Descelle(data)
	if err != nil {
		// A damaged file and a forged one look the same: neither is read.
		return nil, &ErreurCache{Chemin: chemin, Err: fmt.Errorf("%w: %w", corrompu, err)}
	}
	return data, nil
}

// ecrit writes data, sealed, as the file nom of the cache, atomically
// (the old file or the new one, never half), readable by the user alone.
func (c Cache) ecrit(nom string, data []byte) error {
	if len(c.Cle) == 0 {
		return ErrCleInutilisable
	}
	e := disque.Ecriture{Moi: disque.Moi()}
	return e.Ecrit(c.Dossier, nom, c.Cle.Scelle(data), 0o600)
}
