package disque

import (
	"errors"
	"fmt"
	"path/filepath"
)

// ErrSansDossier: neither the XDG variable nor HOME names a folder.
var ErrSansDossier = errors.New("no user folder")

// ErreurSansDossier is a user's folder that the environment does not
// give: Variable (XDG_DATA_HOME…) and HOME are both unset, or not absolute
// paths.
type ErreurSansDossier struct {
	Variable string
}

func (e *ErreurSansDossier) Error() string {
	return fmt.Sprintf("%v: neither %s nor HOME is an absolute path", ErrSansDossier, e.Variable)
}

// Unwrap lets errors.Is match ErrSansDossier.
func (e *ErreurSansDossier) Unwrap() error { return ErrSansDossier }

// DossierUtilisateur is one of the user's base folders, as the XDG base
// directories name them, read from the environment getenv: $variable
// (XDG_DATA_HOME, XDG_CACHE_HOME, XDG_CONFIG_HOME) when set to an
// absolute path, else the folder repli under the home folder $HOME
// (".local/share", ".cache", ".config"). A relative path in the variable
// is ignored, as the XDG specification says, never taken from the
// current folder. The saves, the optimal strategy's cache and the
// settings each keep their files in a folder of theirs under one of them.
//
// Résultat: the folder; an *ErreurSansDossier when neither the variable
// nor HOME is an absolute path.
func DossierUtilisateur(getenv func(string) string, variable, repli string) (string, error) {
	if d := getenv(variable); filepath.IsAbs(d) {
		return d, nil
	}
	home := getenv("HOME")
	if !filepath.IsAbs(home) {
		return "", &ErreurSansDossier{Variable: variable}
	}
	return filepath.Join(home, filepath.FromSlash(repli)), nil
}
