package programme

import (
	"errors"
	"io/fs"
	"os/exec"
)

// The errors of this package name their own sentence: a key of the
// program's catalogue and its arguments (the catalogue's Message), so
// that the catalogue words them knowing nothing of the fence or of the
// system's errors. A name that comes from the command line is data
// (Donnee): the catalogue shows it visibly.

// donnee is a string from the command line or a file, shown visibly.
type donnee string

// Donnee returns the string, to be shown visibly.
func (d donnee) Donnee() string { return string(d) }

// entier is a number written with its thousands apart.
type entier int

// Entier returns the number.
func (n entier) Entier() int { return int(n) }

// Message names the sentence of a strategy name that is no command:
// an open quote, a backslash at the end, or nothing to run.
func (e *ErreurCommande) Message() (string, []any) {
	var g *ErreurGuillemet
	switch {
	case errors.As(e.Err, &g):
		return "programme.commande.guillemet", []any{donnee(e.Commande), g.Guillemet}
	case errors.Is(e.Err, ErrEchappement):
		return "programme.commande.echappement", []any{donnee(e.Commande)}
	}
	return "programme.commande.vide", []any{donnee(e.Commande)}
}

// Message names the sentence of a program that could not start: the
// fence's guarantees missing, the program changed or not checkable, not
// found, not executable.
func (e *ErreurLancement) Message() (string, []any) {
	prog, strat := donnee(e.Programme), donnee(e.Strategie)
	var empreinte *ErreurEmpreinte
	switch {
	case errors.Is(e.Err, ErrGaranties):
		return "programme.garanties", []any{prog, strat}
	case errors.Is(e.Err, ErrChange):
		return "programme.change", []any{strat}
	case errors.As(e.Err, &empreinte):
		return "programme.empreinte", []any{strat, empreinte}
	case errors.Is(e.Err, exec.ErrNotFound), errors.Is(e.Err, fs.ErrNotExist):
		return "programme.introuvable", []any{prog, strat}
	case errors.Is(e.Err, fs.ErrPermission):
		return "programme.nonexecutable", []any{prog, strat}
	}
	return "programme.lancement", []any{prog, strat}
}

// Message names the sentence of a program's file that cannot be
// checked: too large, too many entries, a link to a folder, special.
func (e *ErreurEmpreinte) Message() (string, []any) {
	chemin := donnee(e.Chemin)
	switch {
	case errors.Is(e.Err, ErrTropGros):
		return "programme.empreinte.gros", []any{chemin, entier(MaxEmpreinte)}
	case errors.Is(e.Err, ErrTropDEntrees):
		return "programme.empreinte.entrees", []any{chemin, MaxEntrees}
	case errors.Is(e.Err, ErrLienDossier):
		return "programme.empreinte.lien", []any{chemin}
	}
	return "programme.empreinte.special", []any{chemin}
}
