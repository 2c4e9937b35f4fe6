package manche

import (
	"github.com/sae-mastermind/mastermind/plateau"
)

// Suivi follows a round: the interface shows the board, a test records
// what happened.
type Suivi interface {
	// Signale is told of every event of the round, in order, before the
	// round goes on.
	Signale(e Evenement)
}

// Evenement is one of the event types below.
type Evenement interface{ evenement() }

// Joue: a row was added to the board.
type Joue struct {
	Plateau *plateau.Plateau
	Ligne   plateau.Ligne
}

// Incoherent: no admissible code agrees with every answer of the human
// coder; the round asks for the secret next.
type Incoherent struct {
	Plateau *plateau.Plateau
}

// Termine: the round is over.
type Termine struct {
	Plateau  *plateau.Plateau
	Resultat Resultat
}

func (Joue) evenement()       {}
func (Incoherent) evenement() {}
func (Termine) evenement()    {}
