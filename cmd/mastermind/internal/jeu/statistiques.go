package jeu

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// Statistiques is the menu's statistics screen of §3.3 for the size of
// the settings (the room statistiques.Salle): one strategy, or all of
// them side by side (the settings' program among them, once agreed to).
func (j *Jeu) Statistiques(ctx context.Context) error {
	return statistiques.Salle{
		Invite: j.Invite, Cat: j.Cat, Sortie: j.Sortie, Strategies: j.Strategies,
		Reglee: j.Reglages.Strategie,
		Espace: func() (*code.Espace, error) { return j.Espace(j.Reglages.Parametres.Taille) },
		Graine: j.Graine,
		Construit: func(ctx context.Context, nom string, e *code.Espace) (strategie.Strategie, error) {
			// The settings' program runs once agreed to.
			if err := j.Consent(ctx, nom, DesReglages); err != nil {
				return nil, err
			}
			return j.strategieNommee(ctx, nom, e)
		},
	}.Joue(ctx)
}
