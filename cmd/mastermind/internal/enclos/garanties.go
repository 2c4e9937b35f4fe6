package enclos

import (
	"fmt"
	"math/bits"

	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// Garanties are what the fence holds a program to, one bit each; the
// launcher reports those it could set, and the lab says which are
// missing before it runs a program (Sonde), then requires them at every
// start (Limites.Exige). See docs/PROTOCOL.md, "The fence".
type Garanties uint32

// The guarantees.
const (
	// GarEcritures: the program writes (creates, changes, removes,
	// renames) only under its folder (Landlock).
	GarEcritures Garanties = 1 << iota
	// GarLectureSeule: every file system but its folder is read-only to
	// it, so the modes, owners, times, extended attributes and inode
	// flags of files elsewhere are safe too (a mount namespace).
	GarLectureSeule
	// GarSockets: it cannot create a socket, so it reaches no network by
	// any protocol and no Unix socket on the file system nor abstract
	// (seccomp); socket pairs stay.
	GarSockets
	// GarReseau: it has a network namespace of its own, with only a
	// loopback interface that is down.
	GarReseau
	// GarProcessus: it sees and signals only its own processes (a pid
	// namespace, or Landlock's scope of signals).
	GarProcessus
	// GarUtilisateur: run by root, it runs as a user of its own, with no
	// right but reading (CAP_DAC_READ_SEARCH).
	GarUtilisateur
	// GarMemoire: mem bounds all its memory, shared memory included (a
	// cgroup's memory.max, or each process's address space).
	GarMemoire
)

// ToutesGaranties lists every guarantee, in the order the docs give them.
func ToutesGaranties() []Garanties {
	return []Garanties{GarEcritures, GarLectureSeule, GarSockets, GarReseau, GarProcessus, GarUtilisateur, GarMemoire}
}

// Manque returns the guarantees of voulues that g lacks.
func (g Garanties) Manque(voulues Garanties) Garanties { return voulues &^ g }

// Liste splits g into its guarantees, in the order of ToutesGaranties.
func (g Garanties) Liste() []Garanties {
	l := make([]Garanties, 0, bits.OnesCount32(uint32(g)))
	for _, x := range ToutesGaranties() {
		if g&x != 0 {
			l = append(l, x)
		}
	}
	return l
}

// ErrGaranties: the fence could not set, at a program's start, a
// guarantee the lab had said it would hold: programme's sentinel, which
// the strategy's start error is worded by.
var ErrGaranties = programme.ErrGaranties

// ErreurGaranties is a start refused because the fence lacked guarantees
// the lab required (Limites.Exige): the program did not run.
type ErreurGaranties struct {
	Manque Garanties
}

func (e *ErreurGaranties) Error() string {
	return fmt.Sprintf("%v (%#x)", ErrGaranties, uint32(e.Manque))
}

// Unwrap lets errors.Is match ErrGaranties.
func (e *ErreurGaranties) Unwrap() error { return ErrGaranties }
