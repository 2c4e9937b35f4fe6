package programme

import (
	"errors"
	"fmt"
	"time"
)

// The ways a command line is wrong (ErreurCommande.Err).
var (
	// ErrPasUneCommande: the strategy name does not start with "cmd:".
	ErrPasUneCommande = errors.New(`not a "cmd:" strategy`)
	// ErrCommandeVide: nothing to run after "cmd:".
	ErrCommandeVide = errors.New("empty command")
	// ErrEchappement: the command ends with a backslash.
	ErrEchappement = errors.New("backslash at the end of the command")
	// ErrGuillemetOuvert: a quote is never closed (see ErreurGuillemet).
	ErrGuillemetOuvert = errors.New("quote not closed")
)

// ErreurGuillemet is a quote left open: ' or ".
type ErreurGuillemet struct {
	Guillemet rune
}

func (e *ErreurGuillemet) Error() string {
	return fmt.Sprintf("%c: %v", e.Guillemet, ErrGuillemetOuvert)
}

// Unwrap lets errors.Is match ErrGuillemetOuvert.
func (e *ErreurGuillemet) Unwrap() error { return ErrGuillemetOuvert }

// ErreurCommande is a strategy name that is not a command the lab can
// run: the name as written and why.
type ErreurCommande struct {
	Commande string
	Err      error
}

func (e *ErreurCommande) Error() string { return fmt.Sprintf("strategy %q: %v", e.Commande, e.Err) }

// Unwrap lets errors.Is match the reason.
func (e *ErreurCommande) Unwrap() error { return e.Err }

// ErreurLancement is a program that could not be started: not found, not
// executable. Err is the system's error (exec.ErrNotFound, fs.ErrPermission…).
type ErreurLancement struct {
	Strategie string
	Programme string
	Err       error
}

func (e *ErreurLancement) Error() string {
	return fmt.Sprintf("strategy %q: starting %s: %v", e.Strategie, e.Programme, e.Err)
}

// Unwrap lets errors.Is match the system's error.
func (e *ErreurLancement) Unwrap() error { return e.Err }

// The ways a program breaks the protocol (ErreurProgramme.Err).
var (
	// ErrProposition: a line that is not a proposal of the round's size
	// (ErreurProgramme.Cause says why).
	ErrProposition = errors.New("invalid proposal")
	// ErrFinPrematuree: the program closed its output (most often it
	// exited) while the lab waited for a proposal.
	ErrFinPrematuree = errors.New("program ended early")
	// ErrSilence: no line within the timeout, or the program does not
	// read what the lab writes.
	ErrSilence = errors.New("program silent past the timeout")
	// ErrDeluge: a line longer than LongueurMax.
	ErrDeluge = errors.New("program floods its output")
	// ErrTropDEssais: the round's secret is still not found after
	// MaxEssais proposals.
	ErrTropDEssais = errors.New("too many proposals in a round")
	// ErrRejeu: replaying a board's rows, the program proposed another
	// code than the board's.
	ErrRejeu = errors.New("program does not replay the board's rows")
	// ErrPalette: the round has more colours than the protocol has
	// letters.
	ErrPalette = errors.New("more colours than the protocol's letters")
)

// ErreurProgramme is a program that broke the protocol: the report a
// teacher reads. Every field is protocol data (letters, lines); the
// program's catalogue words it.
type ErreurProgramme struct {
	// Strategie is the strategy's name as the user wrote it ("cmd:…").
	Strategie string
	// Secret is the round's secret in the protocol's letters; empty when
	// the lab does not know it (a human coder in the game).
	Secret string
	// Manche is the round's number in the run, from 1 (0 outside a run of
	// the lab: the game's rounds). A program in one process keeps state
	// from one round to the next, so a fault may need the earlier rounds
	// to show again; one started afresh for each round (Options
	// .ParManche) needs its secret only.
	Manche int
	// Lignes are the round's rows before the fault, "RRBB 1 0" in the
	// protocol's letters, the first row first.
	Lignes []string
	// Coup is the number of the proposal the lab was waiting for, or had
	// just received, from 1 in each round.
	Coup int
	// Envoye is the last line the lab wrote, without its newline.
	Envoye string
	// Recu is the line received, cut to LongueurMax bytes; RienRecu when
	// there was none (an early end, a silence).
	Recu     string
	RienRecu bool
	// Sortie is how the program ended, when the lab knows it
	// (ErrFinPrematuree).
	Sortie *Sortie
	// DerniereErreur is the last line, not blank, the program wrote on
	// its error stream (ErrFinPrematuree), at most 200 bytes; empty when
	// it wrote none.
	DerniereErreur string
	// Dossier is the temporary folder of its own that a fenced program
	// ran in, removed since (ErrFinPrematuree), when its last error line
	// says a file is missing: a file it opened by a relative name was
	// looked for there. Empty otherwise, when it ran unfenced or in a
	// folder given by --fence dir=.
	Dossier string
	// Delai is the timeout (ErrSilence); MaxEssais the proposals allowed
	// in a round (ErrTropDEssais); Attendu the board's code the program
	// did not replay (ErrRejeu).
	Delai     time.Duration
	MaxEssais int
	Attendu   string
	// Err is the kind: ErrProposition, ErrFinPrematuree, ErrSilence,
	// ErrDeluge, ErrTropDEssais, ErrRejeu or ErrPalette. Cause, for
	// ErrProposition, is why the line is not a proposal: a
	// *code.ErreurLongueur, a *code.ErreurLettre or code.ErrRepetition.
	Err   error
	Cause error
}

func (e *ErreurProgramme) Error() string {
	s := fmt.Sprintf("strategy %q", e.Strategie)
	if e.Secret != "" {
		s += " against " + e.Secret
	}
	s += fmt.Sprintf(", move %d: sent %q, ", e.Coup, e.Envoye)
	if e.RienRecu {
		s += "received nothing"
	} else {
		s += fmt.Sprintf("received %q", e.Recu)
	}
	s += ": " + e.Err.Error()
	if e.Cause != nil {
		s += ": " + e.Cause.Error()
	}
	return s
}

// Unwrap lets errors.Is match the kind, and errors.As the cause.
func (e *ErreurProgramme) Unwrap() []error {
	if e.Cause == nil {
		return []error{e.Err}
	}
	return []error{e.Err, e.Cause}
}

// Sortie is how a program ended: its exit status, or the signal that
// killed it (Signal > 0).
type Sortie struct {
	Statut int
	Signal int
}
