package commande

import (
	"errors"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// ErreurExport words the failure err of writing a tree file to chemin
// (optimal --export, merge --export).
func ErreurExport(a *App, chemin string, err error) error {
	var genre *disque.ErreurGenre
	switch {
	case errors.Is(err, arbres.ErrExiste):
		return Usage(a.Cat.T("optimal.existe", chemin))
	case errors.As(err, &genre):
		raison, _ := a.Cat.RaisonCache(err)
		return Usage(a.Cat.T("optimal.exportspecial", chemin, raison))
	}
	return Rate(a.Cat.T("optimal.exportecriture", a.Cat.Ecriture(err, "")))
}

// VersionReprise names the program a checkpoint belongs to: its version
// and commit, so that a checkpoint of another build of the search is not
// trusted (the same build resumes it another day).
func VersionReprise() string {
	id := IdentiteBinaire()
	return strings.TrimSpace(id.Version + " " + id.Revision)
}
