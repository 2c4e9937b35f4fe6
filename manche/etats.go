package manche

import (
	"errors"
	"fmt"
)

// Etats are a round's states as Simon Tatham's midend keeps a puzzle's
// (midend.c): a list of states, each one move after the one before, and
// the position of the current one. A move drops the states after the
// position and adds its own; undo and redo only move the position. Nothing
// is edited: a state, once in the list, stays what it was.
type Etats struct {
	liste       []Etat
	coups       []Coup
	pos         int
	annulations int
}

// ErrPosition: a resumed list of states whose position is not one of its
// states, or whose count of undos is out of range.
var ErrPosition = errors.New("position out of the list of states")

// NouveauxEtats is the list of one state, the round's start.
func NouveauxEtats(depart Etat) *Etats { return &Etats{liste: []Etat{depart}} }

// ReprendEtats is the list of states of rules r after moves coups, its
// position after the first position moves, annulations undos counted (a
// resumed round).
//
// Résultat: a move's error (Rejoue's); ErrPosition when position is not
// within 0…len(coups) or annulations within 0…MaxAnnulations.
func ReprendEtats(r Regles, coups []Coup, position, annulations int) (*Etats, error) {
	if position < 0 || position > len(coups) || annulations < 0 || annulations > MaxAnnulations {
		return nil, fmt.Errorf("position %d of %d moves, %d undos: %w", position, len(coups), annulations, ErrPosition)
	}
	e, err := Depart(r)
	if err != nil {
		return nil, err
	}
	s := NouveauxEtats(e)
	for i, c := range coups {
		if _, err := s.Joue(c); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	s.pos = position
	s.annulations = annulations
	return s, nil
}

// Courant is the current state.
func (s *Etats) Courant() Etat { return s.liste[s.pos] }

// Position is the number of moves from the start to the current state.
func (s *Etats) Position() int { return s.pos }

// Coups are the moves of the whole list, the ones after the position
// included (what redo would play again).
func (s *Etats) Coups() []Coup { return append([]Coup(nil), s.coups...) }

// Annulations counts the moves taken back so far.
func (s *Etats) Annulations() int { return s.annulations }

// Joue plays move c on the current state: the states after it are
// dropped, the new one is added and becomes the current one.
//
// Résultat: the new state; Etat.Joue's error, the list unchanged.
func (s *Etats) Joue(c Coup) (Etat, error) {
	n, err := s.Courant().Joue(c)
	if err != nil {
		return Etat{}, err
	}
	s.liste = append(s.liste[:s.pos+1], n)
	s.coups = append(s.coups[:s.pos], c)
	s.pos++
	return n, nil
}

// PeutAnnuler reports whether a move can be taken back: one was played,
// and the round is not over.
func (s *Etats) PeutAnnuler() bool { return s.pos > 0 && !s.Courant().Termine() }

// Annule goes back to the state before the last move, and returns the
// move taken back; ok is false when there is none (PeutAnnuler).
func (s *Etats) Annule() (c Coup, ok bool) {
	if !s.PeutAnnuler() {
		return Coup{}, false
	}
	s.pos--
	s.annulations = min(s.annulations+1, MaxAnnulations)
	return s.coups[s.pos], true
}

// Refait goes forward to the state after the next move taken back, and
// returns that move; ok is false when there is none. A reveal that ended
// the round is not played again: the coder reveals again.
func (s *Etats) Refait() (c Coup, ok bool) {
	if s.pos == len(s.coups) || s.coups[s.pos].Secret != nil {
		return Coup{}, false
	}
	s.pos++
	return s.coups[s.pos-1], true
}
