package analyse

import (
	"errors"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
)

// Sentinel errors of ErreurLigne.
var (
	// ErrReponseFausse: the row's answer is not the one the secret gives.
	ErrReponseFausse = errors.New("the answer is not the one the secret gives")
	// ErrAucunCode: no code agrees with this row and the ones before it.
	ErrAucunCode = errors.New("no code agrees with the answers up to this row")
	// ErrApresVictoire: a row follows a winning answer.
	ErrApresVictoire = errors.New("a row follows the winning answer")
)

// ErreurLigne is a row that cannot be analysed: Err is one of the
// sentinels above, an *ErreurReponse, or the code package's error for a
// code or an answer of the wrong size.
type ErreurLigne struct {
	// Numero is the row's number, from 1.
	Numero int
	Err    error
}

func (e *ErreurLigne) Error() string { return fmt.Sprintf("row %d: %v", e.Numero, e.Err) }

// Unwrap lets errors.Is and errors.As see the cause.
func (e *ErreurLigne) Unwrap() error { return e.Err }

// ErreurReponse is a row whose answer is not the secret's: Donnee is the
// answer written, Vraie the one the secret gives.
type ErreurReponse struct {
	Donnee, Vraie code.Reponse
}

func (e *ErreurReponse) Error() string {
	return fmt.Sprintf("answer %v, the secret gives %v: %v", e.Donnee, e.Vraie, ErrReponseFausse)
}

// Unwrap lets errors.Is match ErrReponseFausse.
func (e *ErreurReponse) Unwrap() error { return ErrReponseFausse }
