package jeu

import (
	"context"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// Statistiques is the menu's statistics screen of §3.3 for the size of
// the settings: one strategy, or all of them side by side (the settings'
// program among them).
func (j *Jeu) Statistiques(ctx context.Context) error {
	noms := j.Strategies.Noms()
	if programme.EstCommande(j.Reglages.Strategie) {
		// The program of the settings joins the list.
		noms = append(noms, j.Reglages.Strategie)
	}
	// The player reads what each strategy does, as in the settings.
	options := make([]string, 0, len(noms)+1)
	for _, n := range noms {
		options = append(options, j.Strategies.Description(j.Cat, n))
	}
	options = append(options, j.Cat.T("menu.stats.toutes"))
	i, err := j.Invite.Menu(ctx, j.Cat.T("menu.stats.titre"), options)
	if err != nil {
		return err
	}
	e, err := j.Espace(j.Reglages.Parametres.Taille)
	if err != nil {
		return err
	}
	d := statistiques.DemandeStats{
		Espace: e, Graine: j.Graine(), GraineTiree: true, Libelle: j.Cat.StrategieCourte,
		Construit: func(ctx context.Context, nom string) (strategie.Strategie, error) {
			// The settings' program runs once agreed to.
			if err := j.Consent(ctx, nom, DesReglages); err != nil {
				return nil, err
			}
			return j.strategieNommee(ctx, nom, e)
		},
	}
	if i < len(noms) {
		d.Noms = noms[i : i+1]
	} else {
		d.Noms, d.SansOptimal = statistiques.AvecOptimal(j.Cat, e, noms)
	}
	d.Confirme = func(ctx context.Context, estimation time.Duration) (bool, error) {
		i, err := j.Invite.Menu(ctx, j.Cat.T("stats.long", j.Cat.DureeEstimee(estimation)), []string{j.Cat.T("stats.long.oui"), j.Cat.T("stats.long.non")})
		if err == nil && i == 1 {
			// Not started: back to the menu at once, as Escape.
			err = invite.ErrRetour
		}
		return err == nil, err
	}
	return statistiques.EcranStats(ctx, j.Cat, j.Sortie, j.Strategies, d, false)
}
