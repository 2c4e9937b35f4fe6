package disque

import (
	"os"
	"path/filepath"
)

// DossierUtilisateur is one of the user's base folders, as the XDG base
// directories name them, read from the environment getenv: $variable
// (XDG_DATA_HOME, XDG_CACHE_HOME, XDG_CONFIG_HOME) when set, else the
// folder repli under the home folder (".local/share", ".cache",
// ".config"). The saves, the optimal strategy's cache and the settings
// each keep their files in a folder of theirs under one of them.
//
// Résultat: the folder; os.UserHomeDir's error when neither the variable
// nor HOME is set and the system does not say either.
func DossierUtilisateur(getenv func(string) string, variable, repli string) (string, error) {
	if d := getenv(variable); d != "" {
		return d, nil
	}
	home := getenv("HOME")
	if home == "" {
		var err error
		if home, err = os.UserHomeDir(); err != nil {
			return "", err
		}
	}
	return filepath.Join(home, filepath.FromSlash(repli)), nil
}
