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
// A command that changes the board (undo, redo) ends the player's turn
// with manche.ErrCorrection: the round asks again, from the board as it
// now is. The session keeps what only it knows (the rows that redo would
// play again, the count of rows taken back) and is told of the round's
// events (it is the round's manche.Suivi), to save the game after each
// row and pass the events on to the display.
package session

import (
	"context"
	"errors"
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

// ErrAnnulations: a resumed round's count of undos is negative or past
// manche.MaxAnnulations.
var ErrAnnulations = errors.New("count of undos out of range")

// Session is one round's midend. Build it with its fields set, then give
// the round its human players (Decodeur, Codeur) and play it through
// Manche.
type Session struct {
	// Espace numbers the codes of the round's size, for the hints.
	Espace *code.Espace
	// Suivi, when not nil, is told of every event, the round's and the
	// session's.
	Suivi Suivi
	// Sauveur, when not nil, keeps the game.
	Sauveur Sauveur

	refaire     []plateau.Ligne
	annulations int
}

// Reprend puts back what a saved round's session knew: the rows taken
// back that can still be redone (the next one last) and the count of rows
// taken back.
//
// Résultat: ErrAnnulations when annulations is not within
// 0…manche.MaxAnnulations.
func (s *Session) Reprend(refaire []plateau.Ligne, annulations int) error {
	if annulations < 0 || annulations > manche.MaxAnnulations {
		return fmt.Errorf("resume round with %d undos: %w", annulations, ErrAnnulations)
	}
	s.refaire = append([]plateau.Ligne(nil), refaire...)
	s.annulations = annulations
	return nil
}

// ARefaire lists the rows that Refaire would play again, the next one last.
func (s *Session) ARefaire() []plateau.Ligne { return append([]plateau.Ligne(nil), s.refaire...) }

// Annulations counts the rows taken back so far.
func (s *Session) Annulations() int { return s.annulations }

// Signale is told of the round's events (the session is the round's
// manche.Suivi): it passes them on to the display, then, after a row
// played, forgets the rows to redo and saves the game.
func (s *Session) Signale(e manche.Evenement) {
	if _, ok := e.(manche.Joue); ok {
		s.refaire = nil
	}
	if s.Suivi != nil {
		s.Suivi.Signale(e)
	}
	if _, ok := e.(manche.Joue); ok {
		s.sauve()
	}
}

// Manche is round m played under the session: its result counts the rows
// the session took back.
func (s *Session) Manche(m manche.Jouable) manche.Jouable { return jouee{Jouable: m, s: s} }

// jouee is a round played under a session.
type jouee struct {
	manche.Jouable
	s *Session
}

// Joue plays the round, the course's loop, and adds what only the
// session knows.
func (j jouee) Joue(ctx context.Context) (manche.Resultat, error) {
	r, err := j.Jouable.Joue(ctx)
	r.Annulations = j.s.annulations
	return r, err
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
		if err := d.s.execute(ctx, p, c); err != nil {
			return code.Code{}, err
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
		if err := c.s.execute(ctx, p, k); err != nil {
			return code.Reponse{}, err
		}
	}
}

// Revele asks until the person gives their secret; taking back the last
// answer instead (Annuler, once rows are played) is manche.ErrCorrection:
// the round goes on from the row before.
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
		if err := c.s.execute(ctx, p, k); err != nil {
			return code.Code{}, err
		}
	}
}

// execute carries out command k on board p: nil when the player's turn
// goes on (a hint, a save, an undo with nothing to undo); a change of the
// board ends the turn with manche.ErrCorrection; Quitter ends the round
// with manche.ErrAbandon.
func (s *Session) execute(ctx context.Context, p *plateau.Plateau, k Coup) error {
	switch k.Commande {
	case Indice:
		s.indice(p)
	case Annuler:
		if s.annule(p) {
			return manche.ErrCorrection
		}
	case Refaire:
		if s.refait(p) {
			return manche.ErrCorrection
		}
	case Sauver:
		if s.Sauveur != nil {
			s.Sauveur.SauveSous(ctx, k.Nom)
		}
	case Quitter:
		return manche.ErrAbandon
	default:
		return fmt.Errorf("unknown command %d", k.Commande)
	}
	return nil
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

// annule takes the last row back; false when the board was empty.
func (s *Session) annule(p *plateau.Plateau) bool {
	l, ok := p.Annule()
	if ok {
		s.refaire = append(s.refaire, l)
		s.annulations = min(s.annulations+1, manche.MaxAnnulations)
	}
	s.fait(Annule{Plateau: p, Ligne: l, Ok: ok})
	if ok {
		s.sauve()
	}
	return ok
}

// refait plays the last row taken back again; false when there is none.
func (s *Session) refait(p *plateau.Plateau) bool {
	if len(s.refaire) == 0 {
		s.fait(Refait{Plateau: p})
		return false
	}
	l := s.refaire[len(s.refaire)-1]
	if err := p.Ajoute(l.Code, l.Reponse); err != nil {
		s.fait(Refait{Plateau: p})
		return false
	}
	s.refaire = s.refaire[:len(s.refaire)-1]
	s.fait(Refait{Plateau: p, Ligne: l, Ok: true})
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
