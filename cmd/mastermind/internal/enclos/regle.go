package enclos

import (
	"os/exec"

	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// Regle is how the lab fences the programs it starts: the fence the
// strategies of programme run in (it implements programme.Enclos).
type Regle struct {
	// Limites bound each program; a zero field takes its default.
	Limites Limites
}

// Prepare returns the fence of the program of words mots, bounded by
// r.Limites; where programs cannot be fenced (outside Unix), nil: the
// program runs as it is.
//
// Résultat: the fence, or Prepare's error.
func (r Regle) Prepare(mots []string) (programme.Clos, error) {
	if !Disponible {
		return nil, nil
	}
	e, err := Prepare(mots, r.Limites)
	if err != nil {
		return nil, err
	}
	return clos{e}, nil
}

// Sonde probes, once for a run, the fence r sets: it returns r requiring
// the guarantees found (a start that lacks one is refused: a program
// never runs less fenced than the lab said), and those missing, which
// the lab says before it runs a program. Where programs run unfenced
// here, every guarantee is missing.
func (r Regle) Sonde() (Regle, Garanties) {
	var toutes Garanties
	for _, g := range ToutesGaranties() {
		toutes |= g
	}
	g, err := Sonde(r.Limites)
	if err != nil {
		// The fence cannot start here: the program's start says why.
		return r, toutes
	}
	r.Limites.Exige = g
	return r, g.Manque(toutes)
}

// clos is a program's fence as programme starts it.
type clos struct{ *Enclos }

func (c clos) Commande() *exec.Cmd { return c.Cmd }

func (c clos) Dossier() (string, bool) { return c.Enclos.Dossier, c.Enclos.temporaire }
