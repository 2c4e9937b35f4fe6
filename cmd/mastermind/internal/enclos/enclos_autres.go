//go:build !unix

package enclos

import (
	"errors"
	"os/exec"
)

// Disponible reports whether programs can be fenced here: not outside
// Unix, where the lab runs them as they are.
const Disponible = false

// ErrIndisponible: no fence on this system.
var ErrIndisponible = errors.New("fence: not available on this system")

// Enclos is not available here.
type Enclos struct {
	Cmd        *exec.Cmd
	Dossier    string
	temporaire bool
}

// SiRelance returns at once: there is no guard nor launcher here.
func SiRelance() {}

// Prepare returns ErrIndisponible.
func Prepare([]string, Limites) (*Enclos, error) { return nil, ErrIndisponible }

// Demarre returns ErrIndisponible.
func (*Enclos) Demarre() error { return ErrIndisponible }

// Ferme does nothing.
func (*Enclos) Ferme() {}

// Fin knows nothing.
func (*Enclos) Fin() (int, int, bool) { return 0, 0, false }

// Garanties: none here.
func (*Enclos) Garanties() Garanties { return 0 }

// Sonde returns ErrIndisponible.
func Sonde(Limites) (Garanties, error) { return 0, ErrIndisponible }
