package historique

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/saves/disque"
)

// An archive's name is prefixe, its number in decimal, suffixe.
const (
	prefixe = "historique."
	suffixe = ".jsonl"
	// maxChiffres bounds an archive's number: a name with more digits is
	// not one we write.
	maxChiffres = 9
)

// Archive is the name of the history's n-th archive (n from 1): the
// current file as it was the n-th time it filled up. Archives are never
// replaced nor removed, except by Efface.
func Archive(n int) string { return prefixe + strconv.Itoa(n) + suffixe }

// numero is the number of the archive named nom, and whether nom is an
// archive's name exactly as Archive writes it (digits only, no leading
// zero): any other name in the folder is someone else's file.
func numero(nom string) (int, bool) {
	s, ok := strings.CutPrefix(nom, prefixe)
	if !ok {
		return 0, false
	}
	s, ok = strings.CutSuffix(s, suffixe)
	if !ok || s == "" || len(s) > maxChiffres || s[0] == '0' {
		return 0, false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// archives lists the numbers of the archives in the folder, in order,
// whatever their kind: a name taken is never written over. A folder that
// does not exist has none.
func (h Historique) archives() ([]int, error) {
	entrees, err := os.ReadDir(h.Dossier)
	if errors.Is(err, fs.ErrNotExist) || (err != nil && disque.Cause(err) == disque.ErrPasDossier) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var ns []int
	for _, e := range entrees {
		if n, ok := numero(e.Name()); ok {
			ns = append(ns, n)
		}
	}
	slices.Sort(ns)
	return ns, nil
}

// archive moves the current file, full, to the archive numbered one past
// the largest in the folder. The caller holds the exclusive lock.
//
// The move is a hard link then the removal of the current name: the link
// fails when the name exists, so no file is ever replaced. A program
// killed between the two leaves one file under both names; interrompue
// sees it and the next writer finishes the move. Where the file system
// has no hard links, the name is checked free (under the lock) and the
// file renamed.
func (h Historique) archive(ns []int) error {
	n := 1
	if len(ns) > 0 {
		n = ns[len(ns)-1] + 1
	}
	courant := filepath.Join(h.Dossier, Fichier)
	cible := filepath.Join(h.Dossier, Archive(n))
	lien := h.lien
	if lien == nil {
		lien = os.Link
	}
	err := lien(courant, cible)
	switch {
	case err == nil:
		if err := os.Remove(courant); err != nil {
			return disque.Echec(h.Dossier, err)
		}
	case errors.Is(err, fs.ErrExist):
		// Only a program that ignores the lock could have made it.
		return disque.Echec(h.Dossier, err)
	default:
		if _, err := os.Lstat(cible); !errors.Is(err, fs.ErrNotExist) {
			return disque.Echec(h.Dossier, fmt.Errorf("archive %s: %w", cible, fs.ErrExist))
		}
		if err := os.Rename(courant, cible); err != nil {
			return disque.Echec(h.Dossier, err)
		}
	}
	if d, err := os.Open(h.Dossier); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// interrompue reports whether a move to the last archive of ns was cut
// short: the current file is that archive, under its two names. Its
// entries are then read once, from the archive.
func (h Historique) interrompue(ns []int) bool {
	if len(ns) == 0 {
		return false
	}
	courant, err := os.Lstat(filepath.Join(h.Dossier, Fichier))
	if err != nil || !courant.Mode().IsRegular() {
		return false
	}
	dernier, err := os.Lstat(filepath.Join(h.Dossier, Archive(ns[len(ns)-1])))
	return err == nil && os.SameFile(courant, dernier)
}
