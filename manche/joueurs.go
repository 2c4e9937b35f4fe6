package manche

import (
	"context"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Decodeur is the player who proposes codes.
type Decodeur interface {
	// Propose returns the decoder's next proposal on board p.
	//
	// Pré-requis: the round is not over.
	// Résultat: ErrAbandon when the player leaves. A player may return
	// at once, anything, once the round's state moved (undo or redo,
	// Etats): the round drops a move for a state that is no longer the
	// current one, and asks again from the current one.
	Propose(ctx context.Context, p *plateau.Plateau) (code.Code, error)
}

// Codeur is the player who holds the secret and answers proposals.
type Codeur interface {
	// Repond returns the answer to proposition, the newest proposal, not
	// yet on board p. As Decodeur.Propose, it may return at once once the
	// round's state moved.
	Repond(ctx context.Context, p *plateau.Plateau, proposition code.Code) (code.Reponse, error)
	// Revele returns the secret at the end of a round the decoder did not
	// win, or once the answers have been found to contradict each other;
	// it may return at once once the round's state moved (the last answer
	// taken back, the round going on).
	Revele(ctx context.Context, p *plateau.Plateau) (code.Code, error)
}

// Secret is a coder whose secret is known to the program: the computer's
// random secret, or the secret the first of two players typed. It answers
// every proposal itself, truthfully.
type Secret struct {
	Code code.Code
}

// Repond answers with the true answer.
func (s Secret) Repond(_ context.Context, _ *plateau.Plateau, proposition code.Code) (code.Reponse, error) {
	return code.Evalue(s.Code, proposition), nil
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
func (o Ordinateur) Propose(ctx context.Context, p *plateau.Plateau) (code.Code, error) {
	etat := strategie.NouvelEtat(o.Espace, p.Lignes(), o.Graine)
	etat.Ctx = ctx
	if o.Pense != nil {
		etat.Avancement = new(strategie.Avancement)
		fini := o.Pense(etat.Avancement)
		defer fini()
	}
	c, err := o.Strategie.Propose(etat)
	if err != nil {
		return code.Code{}, fmt.Errorf("%s strategy: %w", o.Strategie.Nom(), err)
	}
	return c, nil
}
