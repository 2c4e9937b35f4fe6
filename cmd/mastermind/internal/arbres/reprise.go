package arbres

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// The checkpoints of long searches (optimal.Reprise) live next to the
// trees, one per size and options (optimal.FichierReprise: 4x9.mmr), and
// are read and written as the trees are: a regular file under a cap,
// never waiting; atomic writes; sealed with the user's key (sceau.go); a
// CRC-32C and the size, options and program version they belong to,
// checked on reading. Once the tree is computed and saved, the checkpoint
// is removed.

// CheminReprise is the checkpoint of the search of size t with options o.
func (c Cache) CheminReprise(t code.Taille, o optimal.Options) string {
	return filepath.Join(c.Dossier, optimal.FichierReprise(t, o))
}

// ChargeReprise reads the checkpoint of the search of e's size with
// options o, written by program version version.
//
// Résultat: the checkpoint; an error wrapping fs.ErrNotExist when there
// is none, ErrCleInutilisable when there is no key; an *ErreurCache
// wrapping ErrNonScelle when its seal is not this user's, or
// optimal.ErrRepriseCorrompue when it is damaged, foreign (another size,
// other options, another version) or no regular file; another error when
// it cannot be read.
func (c Cache) ChargeReprise(e *code.Espace, o optimal.Options, version string) (*optimal.Reprise, error) {
	chemin := c.CheminReprise(e.Taille(), o)
	data, err := c.lit(chemin, optimal.TailleMaxReprise(e.Nombre()), optimal.ErrRepriseCorrompue)
	if err != nil {
		return nil, err
	}
	r, err := optimal.DecodeReprise(data, e, o, version)
	if err != nil {
		return nil, &ErreurCache{Chemin: chemin, Err: err}
	}
	return r, nil
}

// EnregistreReprise writes checkpoint r of the search of size t with
// options o, atomically (the old checkpoint or the new one, never half).
func (c Cache) EnregistreReprise(r *optimal.Reprise, t code.Taille, o optimal.Options, version string) error {
	if err := c.ecrit(optimal.FichierReprise(t, o), r.EncodeReprise(t, o, version)); err != nil {
		return fmt.Errorf("writing the checkpoint: %w", err)
	}
	return nil
}

// SupprimeReprise removes the checkpoint of the search of size t with
// options o, if it is a regular file (a link or anything else standing
// there is left alone); none is no error.
func (c Cache) SupprimeReprise(t code.Taille, o optimal.Options) error {
	chemin := c.CheminReprise(t, o)
	info, err := os.Lstat(chemin)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case !info.Mode().IsRegular():
		return nil
	}
	if err := os.Remove(chemin); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}
