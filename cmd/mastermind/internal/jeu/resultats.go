package jeu

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/resultats"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// CalculeResultats reads l into results, grading moves and computing the
// reference distributions under ctx (Ctrl-C stops them: ctx.Err()).
func (j *Jeu) CalculeResultats(ctx context.Context, l historique.Lecture) (*resultats.Resultats, error) {
	return calculDe(j).Calcule(ctx, l)
}

// calculDe is how the results are computed for the game j: its code
// spaces, its cache of optimal trees, its mark of a long computation.
func calculDe(j *Jeu) resultats.Calcul {
	return resultats.Calcul{Espace: j.Espace, ArbreEnCache: j.ArbreEnCache, Calcul: j.calcul}
}
