package manche

import (
	"context"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Suivi follows a round: the interface shows the board, a test records
// what happened (saving is the Sauveur's).
type Suivi interface {
	// Signale is told of every event of the round, in order, before the
	// round goes on.
	Signale(e Evenement)
}

// Sauveur keeps a round on disk. It is not a Suivi: the round calls it
// itself, after the Suivi has shown the change, so that a failed save is
// said under the board, and a round drawn without being kept (a
// demonstration) has none.
type Sauveur interface {
	// Sauve is called after each change of the board: a row played,
	// undone or redone.
	Sauve(ctx context.Context)
	// SauveSous is called when a player asks to save the game under nom
	// (empty: the default name).
	SauveSous(ctx context.Context, nom string)
}

// Evenement is one of the event types below.
type Evenement interface{ evenement() }

// Joue: a row was added to the board.
type Joue struct {
	Plateau *plateau.Plateau
	Ligne   plateau.Ligne
}

// IndiceDonne: the decoder asked for a hint. Ok is false when no code
// agrees with the answers; Restants counts the codes that do.
type IndiceDonne struct {
	Code     code.Code
	Restants int
	Ok       bool
}

// Annule: the last row was taken back (Ok false: the board was empty).
type Annule struct {
	Plateau *plateau.Plateau
	Ligne   plateau.Ligne
	Ok      bool
}

// Refait: a row taken back was played again (Ok false: nothing to redo).
type Refait struct {
	Plateau *plateau.Plateau
	Ligne   plateau.Ligne
	Ok      bool
}

// Incoherent: no admissible code agrees with every answer of the human
// coder; the round asks for the secret next.
type Incoherent struct {
	Plateau *plateau.Plateau
}

// Sauvegarde: a player asked to save the game under Nom (empty: the
// default name). The round goes on; its Sauveur saves.
type Sauvegarde struct {
	Nom string
}

// Termine: the round is over.
type Termine struct {
	Plateau  *plateau.Plateau
	Resultat Resultat
}

func (Joue) evenement()        {}
func (IndiceDonne) evenement() {}
func (Annule) evenement()      {}
func (Refait) evenement()      {}
func (Incoherent) evenement()  {}
func (Sauvegarde) evenement()  {}
func (Termine) evenement()     {}
