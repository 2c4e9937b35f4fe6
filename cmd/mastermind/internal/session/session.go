// Package session is the midend of a round, as in Simon Tatham's puzzles
// (midend.c): it stands between the person at the table and the course's
// round (package manche). The human players ask the table (a prompt's
// lines, or the game screen) for what the person wants, a Coup: a code,
// an answer, or a command; the session carries the commands out itself
// (undo, redo, save, save under a name, hint, set aside) and hands the
// round only codes and answers. The round never sees a command: its loop
// is the course's, MancheHumain and MancheOrdinateur as the handout
// describes them.
//
// Undo and redo move the round's list of states (manche.Etats) back and
// forth, as Simon Tatham's midend does: nothing edits a board. The
// player's turn then ends at once, with no move: the round's loop drops
// it and asks again from the state now current. The session is told of
// the round's events (it is the round's manche.Suivi), to save the game
// after each row and pass the events on to the display.
package session

import (
	"context"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Commande is what a person asks at their turn.
type Commande int

// The commands. Jouer is a move: the others are the session's.
const (
	// Jouer is a proposal from a decoder, an answer or a secret from a
	// coder: the move the round is given.
	Jouer Commande = iota
	// Indice asks for a code compatible with every answer so far.
	Indice
	// Annuler takes back the last row.
	Annuler
	// Refaire plays again the last row taken back.
	Refaire
	// Sauver saves the game under Coup.Nom (empty: its own name).
	Sauver
	// Quitter leaves the round, the game set aside.
	Quitter
)

// Coup is what a person asked at their turn: a code, an answer, or a
// command.
type Coup struct {
	Commande Commande
	// Code is the proposal of a decoder's Jouer, or the secret a coder
	// reveals.
	Code code.Code
	// Reponse is the answer of a coder's Jouer.
	Reponse code.Reponse
	// Nom is the name of a Sauver; empty for the game's own name.
	Nom string
}

// Propose is a decoder's move that proposes c (or a coder's secret c).
func Propose(c code.Code) Coup { return Coup{Commande: Jouer, Code: c} }

// Repond is a coder's move that answers r.
func Repond(r code.Reponse) Coup { return Coup{Commande: Jouer, Reponse: r} }

// Sauveur keeps the game the round belongs to (the interface's files).
type Sauveur interface {
	// Sauve is called after each change of the board: a row played,
	// undone or redone.
	Sauve()
	// SauveSous is called when the person asks to save the game under
	// nom (empty: its own name).
	SauveSous(ctx context.Context, nom string)
}

// Suivi is the display of a round: told of the round's events and of what
// the session did.
type Suivi interface {
	manche.Suivi
	// Fait is told what the session did at the person's request.
	Fait(e Evenement)
}

// Evenement is what the session did: Annule, Refait or IndiceDonne.
type Evenement interface{ evenement() }

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

// IndiceDonne: the decoder asked for a hint. Ok is false when no code
// agrees with the answers; Restants counts the codes that do.
type IndiceDonne struct {
	Code     code.Code
	Restants int
	Ok       bool
}

func (Annule) evenement()      {}
func (Refait) evenement()      {}
func (IndiceDonne) evenement() {}

// Session is one round's midend. Build it with its fields set, then give
// the round its human players (Decodeur, Codeur) and play it through
// Manche, which gives the session the round's states.
type Session struct {
	// Espace numbers the codes of the round's size, for the hints.
	Espace *code.Espace
	// Suivi, when not nil, is told of every event, the round's and the
	// session's.
	Suivi Suivi
	// Sauveur, when not nil, keeps the game.
	Sauveur Sauveur

	manche *manche.Deroulement
}

// Signale is told of the round's events (the session is the round's
// manche.Suivi): it passes them on to the display, then, after a row
// played, saves the game.
func (s *Session) Signale(e manche.Evenement) {
	if s.Suivi != nil {
		s.Suivi.Signale(e)
	}
	if _, ok := e.(manche.Joue); ok {
		s.sauve()
	}
}

// Manche is round m played under the session: the session moves its
// states on undo and redo.
func (s *Session) Manche(m manche.Jouable) manche.Jouable {
	s.manche = m.Commun()
	return m
}

// Demande asks the person at the table for their move on board p.
type Demande func(ctx context.Context, p *plateau.Plateau) (Coup, error)

// DemandeReponse asks the person at the table for their answer to
// proposition on board p.
type DemandeReponse func(ctx context.Context, p *plateau.Plateau, proposition code.Code) (Coup, error)

// Decodeur is the human decoder whose moves demande asks: a
// manche.Decodeur that hands the round the codes the person proposes and
// carries out every command on the way.
func (s *Session) Decodeur(demande Demande) manche.Decodeur { return decodeur{s: s, demande: demande} }

// Codeur is the human coder whose answers repond asks, and whose secret
// revele asks at the end: a manche.Codeur that hands the round the
// answers and the secret, and carries out every command on the way.
func (s *Session) Codeur(repond DemandeReponse, revele Demande) manche.Codeur {
	return codeur{s: s, repond: repond, revele: revele}
}

type decodeur struct {
	s       *Session
	demande Demande
}

// Propose asks until the person proposes a code.
func (d decodeur) Propose(ctx context.Context, p *plateau.Plateau) (code.Code, error) {
	for {
		c, err := d.demande(ctx, p)
		if err != nil {
			return code.Code{}, err
		}
		if c.Commande == Jouer {
			return c.Code, nil
		}
		deplace, err := d.s.execute(ctx, p, c)
		if err != nil {
			return code.Code{}, err
		}
		if deplace {
			return code.Code{}, nil // no move: the round asks again
		}
	}
}

type codeur struct {
	s      *Session
	repond DemandeReponse
	revele Demande
}

// Repond asks until the person answers proposition.
func (c codeur) Repond(ctx context.Context, p *plateau.Plateau, proposition code.Code) (code.Reponse, error) {
	for {
		k, err := c.repond(ctx, p, proposition)
		if err != nil {
			return code.Reponse{}, err
		}
		if k.Commande == Jouer {
			return k.Reponse, nil
		}
		deplace, err := c.s.execute(ctx, p, k)
		if err != nil {
			return code.Reponse{}, err
		}
		if deplace {
			return code.Reponse{}, nil // no move: the round asks again
		}
	}
}

// Revele asks until the person gives their secret; taking back the last
// answer instead (Annuler, once rows are played) moves the round back a
// row, and the round goes on from there.
func (c codeur) Revele(ctx context.Context, p *plateau.Plateau) (code.Code, error) {
	for {
		k, err := c.revele(ctx, p)
		if err != nil {
			return code.Code{}, err
		}
		if k.Commande == Jouer {
			return k.Code, nil
		}
		if k.Commande == Annuler && p.NbCoups() == 0 {
			continue
		}
		deplace, err := c.s.execute(ctx, p, k)
		if err != nil {
			return code.Code{}, err
		}
		if deplace {
			return code.Code{}, nil // no move: the round asks again
		}
	}
}

// execute carries out command k on board p. deplace: the round's state
// moved (undo, redo), the player's turn ends with no move and the round
// asks again from the state now current; otherwise the turn goes on (a
// hint, a save, an undo with nothing to undo). Quitter is
// manche.ErrAbandon.
func (s *Session) execute(ctx context.Context, p *plateau.Plateau, k Coup) (deplace bool, err error) {
	switch k.Commande {
	case Indice:
		s.indice(p)
	case Annuler:
		return s.annule(p), nil
	case Refaire:
		return s.refait(p), nil
	case Sauver:
		if s.Sauveur != nil {
			s.Sauveur.SauveSous(ctx, k.Nom)
		}
	case Quitter:
		return false, manche.ErrAbandon
	default:
		return false, fmt.Errorf("unknown command %d", k.Commande)
	}
	return false, nil
}

// indice gives the smallest admissible code that agrees with every answer,
// never looking at the secret (IN200's hint).
func (s *Session) indice(p *plateau.Plateau) {
	cands := strategie.NouvelEtat(s.Espace, p.Lignes(), 0).Candidats
	e := IndiceDonne{Restants: len(cands), Ok: len(cands) > 0}
	if e.Ok {
		e.Code = s.Espace.Code(int(cands[0]))
	}
	s.fait(e)
}

// annule moves the round's states back a row; false when there is none
// (or the session plays no round).
func (s *Session) annule(p *plateau.Plateau) bool {
	if s.manche == nil {
		s.fait(Annule{Plateau: p})
		return false
	}
	c, ok := s.manche.Etats.Annule()
	if !ok {
		s.fait(Annule{Plateau: p})
		return false
	}
	s.fait(Annule{Plateau: s.manche.Plateau(), Ligne: c.Ligne, Ok: true})
	s.sauve()
	return true
}

// refait moves the round's states forward to the row taken back last;
// false when there is none.
func (s *Session) refait(p *plateau.Plateau) bool {
	if s.manche == nil {
		s.fait(Refait{Plateau: p})
		return false
	}
	c, ok := s.manche.Etats.Refait()
	if !ok {
		s.fait(Refait{Plateau: p})
		return false
	}
	s.fait(Refait{Plateau: s.manche.Plateau(), Ligne: c.Ligne, Ok: true})
	s.sauve()
	return true
}

func (s *Session) fait(e Evenement) {
	if s.Suivi != nil {
		s.Suivi.Fait(e)
	}
}

func (s *Session) sauve() {
	if s.Sauveur != nil {
		s.Sauveur.Sauve()
	}
}
