package jeu

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/resultats"
)

// MesResultats is the menu's "Mes résultats": the room resultats, with
// the game's history and its analysis of a round.
func (j *Jeu) MesResultats(ctx context.Context) error {
	return resultats.Salle{
		Invite: j.Invite, Cat: j.Cat, Peintre: j.Peintre, Historique: j.Historique,
		Calcul:  calculDe(j),
		Analyse: j.montreAnalyse,
	}.Montre(ctx)
}
