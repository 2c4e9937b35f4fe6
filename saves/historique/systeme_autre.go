//go:build !unix

package historique

import (
	"os"

	"github.com/sae-mastermind/mastermind/saves/disque"
)

// ouvreAjout opens chemin for appending, creating it.
func ouvreAjout(chemin string) (*os.File, error) {
	return os.OpenFile(chemin, os.O_RDWR|os.O_APPEND|os.O_CREATE, 0o600)
}

// verrouille opens the lock file chemin; there is no system lock here.
func verrouille(chemin string, ecrit bool, _ disque.Attente) (*os.File, error) {
	if ecrit {
		return os.OpenFile(chemin, os.O_RDWR|os.O_CREATE, 0o600)
	}
	return os.Open(chemin)
}
