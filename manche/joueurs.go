package manche

import (
	"context"
	"fmt"

	"mastermind/code"
	"mastermind/manche/strategie"
	"mastermind/plateau"
)

// Decodeur is the player who proposes codes.
type Decodeur interface {
	// Propose returns the decoder's next move on board p: a proposal
	// (Commande Jouer with Code set), or a request such as a hint or an
	// undo.
	//
	// Pré-requis: the round is not over.
	Propose(ctx context.Context, p *plateau.Plateau) (Coup, error)
}

// Codeur is the player who holds the secret and answers proposals.
type Codeur interface {
	// Repond returns the answer to proposition, the newest proposal, not yet
	// on board p (Commande Jouer with Reponse set), or a request: Annuler
	// to correct the previous answer.
	Repond(ctx context.Context, p *plateau.Plateau, proposition code.Code) (Coup, error)
	// Revele returns the secret at the end of a round the decoder did not
	// win, or once the answers have been found to contradict each other;
	// or ErrCorrection to take back the last answer, the round going on.
	Revele(ctx context.Context, p *plateau.Plateau) (code.Code, error)
}

// Commande is the kind of a move.
type Commande int

// The moves a player can make at a prompt.
const (
	// Jouer is a proposal from a decoder or an answer from a coder.
	Jouer Commande = iota
	// Indice asks for a code compatible with every answer so far.
	Indice
	// Annuler takes back the last row.
	Annuler
	// Refaire plays again the last row taken back.
	Refaire
	// Sauver asks the game to save itself under Coup.Nom.
	Sauver
	// Quitter leaves the round.
	Quitter
)

// Coup is a player's move: a code, an answer, or a request.
type Coup struct {
	Commande Commande
	// Code is the proposal of a decoder's Jouer.
	Code code.Code
	// Reponse is the answer of a coder's Jouer.
	Reponse code.Reponse
	// Nom is the name of a Sauver; empty for the default name.
	Nom string
}

// Propose returns a decoder's move that proposes c.
func Propose(c code.Code) Coup { return Coup{Commande: Jouer, Code: c} }

// Repond returns a coder's move that answers r.
func Repond(r code.Reponse) Coup { return Coup{Commande: Jouer, Reponse: r} }

// Secret is a coder whose secret is known to the program: the computer's
// random secret, or the secret the first of two players typed. It answers
// every proposal itself, truthfully.
type Secret struct {
	Code code.Code
}

// Repond answers with the true answer.
func (s Secret) Repond(_ context.Context, _ *plateau.Plateau, proposition code.Code) (Coup, error) {
	return Repond(code.Evalue(s.Code, proposition)), nil
}

// Revele returns the secret.
func (s Secret) Revele(context.Context, *plateau.Plateau) (code.Code, error) { return s.Code, nil }

// Ordinateur is the computer as decoder: a strategy that proposes from the
// board's rows.
type Ordinateur struct {
	Strategie strategie.Strategie
	Espace    *code.Espace
	// Graine seeds the strategies that draw at random; saved with the round
	// so that a resumed round proposes the same codes.
	Graine uint64
	// Pense, when not nil, is called as the strategy starts a proposal,
	// with where the search tells how far it is; the function it returns
	// is called once the proposal is found. The interface shows with it
	// that the computer is thinking.
	Pense func(av *strategie.Avancement) (fini func())
}

// Propose asks the strategy for the next code; a long search stops when
// ctx is cancelled.
func (o Ordinateur) Propose(ctx context.Context, p *plateau.Plateau) (Coup, error) {
	etat := strategie.NouvelEtat(o.Espace, p.Lignes(), o.Graine)
	etat.Ctx = ctx
	if o.Pense != nil {
		etat.Avancement = new(strategie.Avancement)
		fini := o.Pense(etat.Avancement)
		defer fini()
	}
	c, err := o.Strategie.Propose(etat)
	if err != nil {
		return Coup{}, fmt.Errorf("%s strategy: %w", o.Strategie.Nom(), err)
	}
	return Propose(c), nil
}
