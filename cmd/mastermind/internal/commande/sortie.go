package commande

import (
	"errors"
	"os"
	"strings"
	"syscall"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// Exit statuses, the contract of scripts.
const (
	StatutSucces = 0
	StatutEchec  = 1
	StatutUsage  = 2
	// StatutInterrompu is Ctrl-C's; SIGTERM and SIGHUP give theirs
	// (statutSignal).
	StatutInterrompu = 130
)

// echec is an error the user reads as it is: a sentence in their language,
// and the exit status that goes with it.
type echec struct {
	statut  int
	message string
}

// Error is the message as the user reads it on its own (the error
// stream, JSON's "error"): each of its lines a sentence that starts with a
// capital ("L'option --x n'existe pas."), though the catalogue words it
// to follow a mark ("  ✗ l'option…").
func (e *echec) Error() string {
	lignes := strings.Split(e.message, "\n")
	for i, l := range lignes {
		lignes[i] = texte.Majuscule(l)
	}
	return strings.Join(lignes, "\n")
}

// Phrase is the sentence, for the catalogue (texte.Phrase).
func (e *echec) Phrase() string { return e.message }

// Usage is a bad command line or bad input: exit status 2.
func Usage(message string) error { return &echec{statut: StatutUsage, message: message} }

// Rate is a failure: exit status 1.
func Rate(message string) error { return &echec{statut: StatutEchec, message: message} }

// Interrompu is Ctrl-C, or a signal that stopped the run: exit status 130
// (main gives SIGTERM and SIGHUP theirs, statutSignal).
func Interrompu(message string) error { return &echec{statut: StatutInterrompu, message: message} }

// sortiePerdue is the run's error once its output is checked: a result
// that could not be written (a full disk, a file that refuses writing)
// fails, status 1, with its sentence, rather than report a success whose
// result is lost; a bad command line or an interruption keeps its own.
func (a *App) sortiePerdue(err error) error {
	perdue := a.IOS.ErreurSortie()
	if perdue == nil {
		return err
	}
	switch Statut(err) {
	case StatutUsage, StatutInterrompu:
		return err
	}
	return Rate(a.Cat.Erreur(perdue))
}

// StatutSignal is the exit status of a program stopped by signal s: 128
// plus its number, the shell's convention (SIGINT 130, SIGHUP 129,
// SIGTERM 143).
func StatutSignal(s os.Signal) int {
	if n, ok := s.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return StatutInterrompu
}

// Statut is the exit status for the error run returned.
func Statut(err error) int {
	if err == nil {
		return StatutSucces
	}
	var e *echec
	if errors.As(err, &e) {
		return e.statut
	}
	return StatutEchec
}
