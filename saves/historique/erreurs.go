package historique

import (
	"errors"
	"fmt"
)

// Sentinel errors, for errors.Is.
var (
	// ErrCoupee: the file's last line has no end: a write was cut short
	// (a full disk); the line is skipped, the next entry starts a new one.
	ErrCoupee = errors.New("line cut short")
	// ErrVersion: the line was written by a newer program.
	ErrVersion = errors.New("line from a newer version")
	// ErrContenu: the line does not read as an entry.
	ErrContenu = errors.New("line is not a history entry")
	// ErrTropLongue: an entry would take more than MaxLigne bytes.
	ErrTropLongue = errors.New("entry too long")
)

// Abimee is a line of a history file that was skipped, and why: Err
// wraps one of ErrCoupee, ErrVersion, ErrContenu. The line stays in the
// file: the history never erases what it cannot read.
type Abimee struct {
	// Fichier is the file's path; Ligne the line's number in it, from 1.
	Fichier string
	Ligne   int
	Err     error
}

func (a Abimee) Error() string { return fmt.Sprintf("%s:%d: %v", a.Fichier, a.Ligne, a.Err) }

// Unwrap lets errors.Is see the reason.
func (a Abimee) Unwrap() error { return a.Err }
