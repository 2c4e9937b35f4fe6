package arbres

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/sae-mastermind/mastermind/saves/disque"
)

// A tree or a checkpoint in the cache says what the search proved: "this
// tree is optimal", "the optimum is between these bounds", "this first
// proposal costs that much". A checksum only says a file is whole; anyone
// who can write the folder could write a file with a correct checksum and
// false claims (issue 34: a checkpoint with bounds of 10,000 made the
// program print them as certified). So every file the cache writes is
// sealed: an HMAC-SHA256 of its bytes, keyed by a secret of 32 random
// bytes kept in the user's settings folder (mastermind/optimal.key,
// readable by the user alone), and a file whose seal is not the one this
// key gives is refused whatever it says. A file written by another user,
// by another program or by a version before the seals is never trusted:
// the work it would have saved is done again.

// ErrNonScelle: the file does not carry the seal of this user's key: it
// was not written by this program for this user, or it was changed since.
var ErrNonScelle = errors.New("the file does not carry this user's seal")

// ErrSceauFaux: the file carries a seal, but not the one its bytes and
// this user's key give: it was changed (or damaged) since it was written,
// or sealed with another key. It wraps ErrNonScelle.
var ErrSceauFaux = fmt.Errorf("%w: the seal does not match the file", ErrNonScelle)

// ErrCleInutilisable: the key cannot be read or made, or it could be read
// by others (then anyone could seal a file).
var ErrCleInutilisable = errors.New("no usable key for the cache's seals")

// magieSceau starts a sealed file; its last byte is the envelope's version.
const magieSceau = "MMSCEAU\x01"

// tailleCle is the key's length in bytes.
const tailleCle = 32

// NomCle is the key's file in the user's settings folder.
const NomCle = "mastermind/optimal.key"

// Cle is the secret that seals the cache's files.
type Cle []byte

// Scelle returns data in its sealed envelope: the magic word, the HMAC of
// data under k, then data.
func (k Cle) Scelle(data []byte) []byte {
	m := hmac.New(sha256.New, k)
	m.Write(data)
	out := make([]byte, 0, len(magieSceau)+sha256.Size+len(data))
	out = append(out, magieSceau...)
	out = m.Sum(out)
	return append(out, data...)
}

// Descelle returns the data of sealed envelope b, once its seal is the
// one k gives.
//
// Résultat: the data; an error wrapping ErrNonScelle otherwise: with no
// seal, or ErrSceauFaux (another key's, or changed since).
func (k Cle) Descelle(b []byte) ([]byte, error) {
	if len(k) != tailleCle {
		return nil, fmt.Errorf("%w: no key", ErrNonScelle)
	}
	if len(b) < len(magieSceau)+sha256.Size || string(b[:len(magieSceau)]) != magieSceau {
		return nil, fmt.Errorf("%w: no seal", ErrNonScelle)
	}
	sceau := b[len(magieSceau) : len(magieSceau)+sha256.Size]
	data := b[len(magieSceau)+sha256.Size:]
	m := hmac.New(sha256.New, k)
	m.Write(data)
	if !hmac.Equal(sceau, m.Sum(nil)) {
		return nil, ErrSceauFaux
	}
	return data, nil
}

// tailleSceau is what the envelope adds to a file.
const tailleSceau = len(magieSceau) + sha256.Size

// CheminCle is the key's file: NomCle in the program's settings folder,
// by the system's convention (disque.DossierProgramme): on Linux
// mastermind/optimal.key in $XDG_CONFIG_HOME, else in ~/.config.
func CheminCle(getenv func(string) string) (string, error) {
	d, err := disque.DossierProgramme(getenv, disque.Config)
	if err != nil {
		return "", fmt.Errorf("settings folder: %w", err)
	}
	return filepath.Join(d, filepath.Base(filepath.FromSlash(NomCle))), nil
}

// CleUtilisateur reads the user's key, making it on first use: 32 random
// bytes in a file of mode 0600, created once (a key found there is never
// replaced: two programs that start together agree on the first one
// written).
//
// Résultat: the key; an error wrapping ErrCleInutilisable when there is
// no settings folder, the file cannot be made, is not a regular file of
// 32 bytes, or can be read by others than the user.
func CleUtilisateur(getenv func(string) string) (Cle, error) {
	chemin, err := CheminCle(getenv)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCleInutilisable, err)
	}
	k, err := litCle(chemin)
	if errors.Is(err, fs.ErrNotExist) {
		if err = creeCle(chemin); err == nil || errors.Is(err, fs.ErrExist) {
			k, err = litCle(chemin)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrCleInutilisable, chemin, err)
	}
	return k, nil
}

// litCle reads the key file chemin.
func litCle(chemin string) (Cle, error) {
	data, err := disque.Lit(chemin, tailleCle)
	if err != nil {
		return nil, err
	}
	if len(data) != tailleCle {
		return nil, fmt.Errorf("%d bytes, want %d", len(data), tailleCle)
	}
	if err := privee(chemin); err != nil {
		return nil, err
	}
	return Cle(data), nil
}

// creeCle writes a new key at chemin, unless a file is there: a temporary
// file of mode 0600, then a hard link to the name, which fails when the
// name exists (fs.ErrExist), rather than a rename, which would replace it.
func creeCle(chemin string) error {
	dossier := filepath.Dir(chemin)
	if err := os.MkdirAll(dossier, 0o700); err != nil {
		return err
	}
	k := make([]byte, tailleCle)
	if _, err := rand.Read(k); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dossier, ".mastermind-cle-*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return err
	}
	if _, err := tmp.Write(k); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Link(tmp.Name(), chemin)
}
