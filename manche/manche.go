// Package manche plays one round of Mastermind between a coder, who holds a
// secret and answers, and a decoder, who proposes codes. It carries the
// course's MancheHumain (humain.go: the human decodes the computer's
// secret) and MancheOrdinateur (ordinateur.go: the computer decodes the
// human's secret), what they share (Deroulement, this file), the course's
// scoring, and the detection of wrong answers (§3.2).
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
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// ErrAbandon: a player chose to leave the round.
var ErrAbandon = errors.New("round abandoned")

// ErrCorrection: while a player was asked, the board changed above the
// round (a row taken back or played again by the program's session; the
// human coder takes back their last answer instead of revealing the
// secret, typically once the answers were found to contradict each
// other): the player's move is withdrawn, and the round goes on from the
// board as it now is.
var ErrCorrection = errors.New("the board changed: the round asks again")

// Jouable is a round of either kind, MancheHumain or MancheOrdinateur, as
// a game plays it (partie.Organisateur returns one) and saves it.
type Jouable interface {
	// Joue plays the round to its end (the course's joue).
	Joue(ctx context.Context) (Resultat, error)
	// Commun returns what both kinds share: the board and what a save
	// needs besides it.
	Commun() *Deroulement
}

// Deroulement is what the course's two rounds share: the board (the
// course's attribute Plateau p), who is told of events, and the loop of
// joue. MancheHumain and MancheOrdinateur embed it and add their players.
type Deroulement struct {
	Plateau *plateau.Plateau
	// Espace numbers the codes of the board's size: the round uses it for
	// hints and to check the coder's answers after each one.
	Espace *code.Espace
	// Suivi, when not nil, is told of every event.
	Suivi Suivi
}

// nouveauDeroulement builds the board of a round with nbEssaisMax rows.
//
// Résultat: plateau.Nouveau's error when nbEssaisMax < 1.
func nouveauDeroulement(e *code.Espace, nbEssaisMax int) (Deroulement, error) {
	p, err := plateau.Nouveau(e.Taille(), nbEssaisMax)
	if err != nil {
		return Deroulement{}, err
	}
	return Deroulement{Plateau: p, Espace: e}, nil
}

// Commun returns m itself: both rounds embed it, so both have this method.
func (m *Deroulement) Commun() *Deroulement { return m }

// MaxAnnulations is the most rows taken back a round counts
// (Resultat.Annulations): far more than any real game reaches, and small
// enough that a game's count (the sum of its rounds', bounded the same
// way) never overflows.
const MaxAnnulations = 1_000_000

// Reprend puts a saved round's rows back on its board.
//
// Pré-requis: the round has not been played yet.
// Résultat: plateau.Ajoute's error when a row does not fit the board.
func (m *Deroulement) Reprend(lignes []plateau.Ligne) error {
	for _, l := range lignes {
		if err := m.Plateau.Ajoute(l.Code, l.Reponse); err != nil {
			return err
		}
	}
	return nil
}

// deroule plays the round to its end between codeur and decodeur: the
// Joue of both rounds.
//
// Résultat: how the round ended and what the coder scores; ErrAbandon when
// a player quit; the context's error when it was cancelled; a player's
// error, wrapped; a proposal that is not admissible (the error of
// code.Taille.VerifieAdmissible, wrapped).
func (m *Deroulement) deroule(ctx context.Context, codeur Codeur, decodeur Decodeur) (Resultat, error) {
	for {
		r, err := m.deroulePuisFin(ctx, codeur, decodeur)
		if errors.Is(err, ErrCorrection) {
			// The board changed while a player was asked (a row taken
			// back, or played again): the round goes on from it.
			continue
		}
		return r, err
	}
}

// deroulePuisFin plays until the board is won or full, or the answers
// contradict each other, then asks for the secret and scores.
func (m *Deroulement) deroulePuisFin(ctx context.Context, codeur Codeur, decodeur Decodeur) (Resultat, error) {
	for !m.Plateau.Termine() {
		if err := ctx.Err(); err != nil {
			return Resultat{}, err
		}
		c, err := decodeur.Propose(ctx, m.Plateau)
		if errors.Is(err, strategie.ErrAucunCandidat) {
			m.signale(Incoherent{Plateau: m.Plateau})
			return m.fin(ctx, codeur, true)
		}
		if err != nil {
			return Resultat{}, fmt.Errorf("decoder: %w", err)
		}
		incoherent, err := m.joueLigne(ctx, codeur, c)
		if err != nil {
			return Resultat{}, err
		}
		if incoherent {
			return m.fin(ctx, codeur, true)
		}
	}
	return m.fin(ctx, codeur, false)
}

// joueLigne asks codeur to answer c and plays the row. A proposal the rule
// of the game forbids (a colour twice without repeats) is refused, from
// any decoder: the human's prompt refuses it first, a strategy never makes
// one.
func (m *Deroulement) joueLigne(ctx context.Context, codeur Codeur, c code.Code) (incoherent bool, err error) {
	if err := m.Plateau.Taille().VerifieAdmissible(c); err != nil {
		return false, fmt.Errorf("decoder proposed %v: %w", c, err)
	}
	rep, err := codeur.Repond(ctx, m.Plateau, c)
	if err != nil {
		return false, fmt.Errorf("coder: %w", err)
	}
	if err := m.Plateau.Ajoute(c, rep); err != nil {
		return false, fmt.Errorf("coder: %w", err)
	}
	l, _ := m.Plateau.Derniere()
	m.signale(Joue{Plateau: m.Plateau, Ligne: l})
	// A computer's secret answers truly: the board cannot contradict
	// itself, and the candidates need not be counted.
	if _, honnete := codeur.(Secret); !honnete && len(m.candidats()) == 0 {
		m.signale(Incoherent{Plateau: m.Plateau})
		return true, nil
	}
	return false, nil
}

func (m *Deroulement) candidats() []int32 {
	return strategie.NouvelEtat(m.Espace, m.Plateau.Lignes(), 0).Candidats
}

// fin reveals the secret when needed and scores the round.
func (m *Deroulement) fin(ctx context.Context, codeur Codeur, incoherent bool) (Resultat, error) {
	r := Resultat{NbCoups: m.Plateau.NbCoups(), Incoherent: incoherent}
	if l, _ := m.Plateau.Derniere(); !incoherent && m.Plateau.Gagne() {
		r.Trouve, r.Secret = true, l.Code
	} else {
		secret, err := codeur.Revele(ctx, m.Plateau)
		if err != nil {
			return Resultat{}, fmt.Errorf("coder revealing the secret: %w", err)
		}
		r.Secret = secret
		r.SecretInvalide = !m.Plateau.Taille().Admissible(secret)
		// As the course: the wrong answers, when the secret does not
		// agree with the board (estCompat, then afficheErreurs).
		if m.Plateau.Taille().VerifieCode(secret) == nil && !m.Plateau.EstCompatible(secret) {
			r.Erreurs = m.Plateau.Erreurs(secret)
		}
	}
	r.score(m.Plateau)
	m.signale(Termine{Plateau: m.Plateau, Resultat: r})
	return r, nil
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
