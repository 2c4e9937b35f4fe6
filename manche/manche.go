// Package manche plays one round of Mastermind between a coder, who holds a
// secret and answers, and a decoder, who proposes codes. It carries the
// course's MancheHumain (humain.go: the human decodes the computer's
// secret) and MancheOrdinateur (ordinateur.go: the computer decodes the
// human's secret), what they share (Deroulement, this file), the course's
// scoring, and the detection of wrong answers (§3.2).
//
// A round is a state and a step (etat.go): Etat holds the board, whose
// turn it is, and whether the round is over and why; Etat.Joue applies a
// move and returns the next state. The loop of joue (Deroulement) is
// written on that step, and keeps the states it goes through in a list
// with a position (Etats, etats.go), as Simon Tatham's midend does: undo,
// redo and a resumed save move between stored states, and nothing edits
// a board behind the loop.
//
// Players are small interfaces, Codeur and Decodeur, that return moves
// (a code, an answer, a secret): the computer's implementations are here
// (Secret, Ordinateur); the human ones belong to the program that talks
// to the human, whose session carries out what is no move (undo, redo,
// save, hint) above the round, and tests use scripted ones. Every mode of
// the game is a pair of them.
package manche

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// ErrAbandon: a player chose to leave the round.
var ErrAbandon = errors.New("round abandoned")

// Jouable is a round of either kind, MancheHumain or MancheOrdinateur, as
// a game plays it (partie.Organisateur returns one) and saves it.
type Jouable interface {
	// Joue plays the round to its end (the course's joue).
	Joue(ctx context.Context) (Resultat, error)
	// Commun returns what both kinds share: the round's states and what a
	// save needs besides them.
	Commun() *Deroulement
}

// Deroulement is what the course's two rounds share: the round's states
// (Etats, whose current one holds the course's attribute Plateau p), who
// is told of events, and the loop of joue, written on the round's step
// (Etat.Joue). MancheHumain and MancheOrdinateur embed it and add their
// players.
type Deroulement struct {
	// Etats are the round's states and the position of the current one:
	// the loop plays on the current one; undo and redo (the program's
	// session) move the position between a player's turns.
	Etats *Etats
	// Espace numbers the codes of the board's size: the round uses it for
	// hints and to check the coder's answers after each one.
	Espace *code.Espace
	// Suivi, when not nil, is told of every event.
	Suivi Suivi
}

// nouveauDeroulement builds the states of a round with nbEssaisMax rows;
// controle: the coder's answers are checked (a human coder).
//
// Résultat: plateau.Nouveau's error when nbEssaisMax < 1.
func nouveauDeroulement(e *code.Espace, nbEssaisMax int, controle bool) (Deroulement, error) {
	d, err := Depart(Regles{Espace: e, NbEssaisMax: nbEssaisMax, Controle: controle})
	if err != nil {
		return Deroulement{}, err
	}
	return Deroulement{Etats: NouveauxEtats(d), Espace: e}, nil
}

// Commun returns m itself: both rounds embed it, so both have this method.
func (m *Deroulement) Commun() *Deroulement { return m }

// Plateau is the board of the current state (the course's attribute
// Plateau p): a new board each call, that the round never reads back.
func (m *Deroulement) Plateau() *plateau.Plateau { return m.Etats.Courant().Plateau() }

// Etat is the round's current state.
func (m *Deroulement) Etat() Etat { return m.Etats.Courant() }

// MaxAnnulations is the most rows taken back a round counts
// (Resultat.Annulations): far more than any real game reaches, and small
// enough that a game's count (the sum of its rounds', bounded the same
// way) never overflows.
const MaxAnnulations = 1_000_000

// Reprend puts a saved round's states back: the moves of its list, the
// position of the current state, the count of undos.
//
// Pré-requis: the round has not been played yet.
// Résultat: ReprendEtats's error when a move does not fit the round.
func (m *Deroulement) Reprend(coups []Coup, position, annulations int) error {
	s, err := ReprendEtats(m.Etats.Courant().Regles(), coups, position, annulations)
	if err != nil {
		return err
	}
	m.Etats = s
	return nil
}

// deroule plays the round to its end between codeur and decodeur: the
// Joue of both rounds. Each turn it takes the current state, asks the
// player whose turn it is, and plays the move on that state with the
// round's step. When the state moved while the player was asked (undo or
// redo, carried out by the program's session), what the player returned
// was for a state that is no longer the current one: it is dropped, and
// the loop goes on from the current state.
//
// Résultat: how the round ended and what the coder scores; ErrAbandon when
// a player quit; the context's error when it was cancelled; a player's
// error, wrapped; a proposal that is not admissible (the error of
// code.Taille.VerifieAdmissible, wrapped).
func (m *Deroulement) deroule(ctx context.Context, codeur Codeur, decodeur Decodeur) (Resultat, error) {
	for {
		e, pos := m.Etats.Courant(), m.Etats.Position()
		if r, fini := e.Resultat(); fini {
			r.Annulations = m.Etats.Annulations()
			m.signale(Termine{Plateau: e.Plateau(), Resultat: r})
			return r, nil
		}
		if err := ctx.Err(); err != nil {
			return Resultat{}, err
		}
		c, err := m.demande(ctx, e, codeur, decodeur)
		if err != nil {
			return Resultat{}, err
		}
		if m.Etats.Position() != pos {
			continue // the state moved while the player was asked
		}
		n, err := m.Etats.Joue(c)
		if err != nil {
			return Resultat{}, err
		}
		if c.Secret == nil {
			m.signale(Joue{Plateau: n.Plateau(), Ligne: c.Ligne})
		}
	}
}

// demande asks the player whose turn it is in state e for their move: a
// row (the decoder's proposal, then the coder's answer) or the secret.
func (m *Deroulement) demande(ctx context.Context, e Etat, codeur Codeur, decodeur Decodeur) (Coup, error) {
	p, pos := e.Plateau(), m.Etats.Position()
	if e.Tour() == AuCodeur {
		if e.Incoherent() {
			m.signale(Incoherent{Plateau: p})
		}
		secret, err := codeur.Revele(ctx, p)
		if err != nil {
			return Coup{}, fmt.Errorf("coder revealing the secret: %w", err)
		}
		return Revelation(secret), nil
	}
	c, err := decodeur.Propose(ctx, p)
	if err != nil {
		return Coup{}, fmt.Errorf("decoder: %w", err)
	}
	if m.Etats.Position() != pos {
		return Coup{}, nil // dropped by the loop
	}
	// A proposal the rule of the game forbids (a colour twice without
	// repeats) is refused before the coder is asked, from any decoder:
	// the human's prompt refuses it first, a strategy never makes one.
	if err := p.Taille().VerifieAdmissible(c); err != nil {
		return Coup{}, fmt.Errorf("decoder proposed %v: %w", c, err)
	}
	rep, err := codeur.Repond(ctx, p, c)
	if err != nil {
		return Coup{}, fmt.Errorf("coder: %w", err)
	}
	return Rangee(c, rep), nil
}

func (m *Deroulement) signale(e Evenement) {
	if m.Suivi != nil {
		m.Suivi.Signale(e)
	}
}

// Generateur returns the random generator of a round seeded with graine:
// the same seed draws the same secret, so a seed replays a round.
func Generateur(graine uint64) *rand.Rand {
	return rand.New(rand.NewPCG(graine, graine^0x9e3779b97f4a7c15))
}
