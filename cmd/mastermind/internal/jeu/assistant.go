package jeu

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/assistant"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// Assistant runs the solver's assistant for a game on a real board, with
// the size and colours of the settings, until the secret is found or the
// player quits.
//
// Résultat: nil when the secret is found or the player quits; the
// errors of the invite (invite.ErrFin, invite.ErrInterrompu, a cancelled
// context).
func (j *Jeu) Assistant(ctx context.Context) error {
	p := j.Reglages.Parametres
	e, err := j.Espace(p.Taille)
	if err != nil {
		return err
	}
	s, err := j.strategieNommee(ctx, strategies.StrategieConseil, e)
	if err != nil {
		return err
	}
	return j.joueAssistant(ctx, p.Palette, e, s, j.Graine())
}

// joueAssistant runs the assistant for a game of e's size: codes are
// typed and drawn with palette p; strategy s, seeded with graine, makes
// the suggestions.
func (j *Jeu) joueAssistant(ctx context.Context, p couleur.Palette, e *code.Espace, s strategie.Strategie, graine uint64) error {
	a := &assistant.Seance{Invite: j.Invite, Cat: j.Cat, Rendu: j.Rendu(p), Espace: e, Strategie: s, Graine: graine, Pense: j.Reflechit(s.Nom())}
	return a.Joue(ctx)
}
