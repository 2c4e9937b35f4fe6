package statistiques

import (
	"context"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// Salle is the main menu's statistics entry: what it needs of the game
// that wires it (jeu's Statistiques).
type Salle struct {
	Invite     invite.Invite
	Cat        *texte.Catalogue
	Sortie     *Sortie
	Strategies *strategies.Resolveur
	// Reglee is the strategy of the settings: a program (cmd:…) joins
	// the list.
	Reglee string
	// Espace is the code space of the settings' size.
	Espace func() (*code.Espace, error)
	// Graine draws the seed of the statistics.
	Graine func() uint64
	// Construit builds strategy nom for e's size (the settings' program
	// once agreed to).
	Construit func(ctx context.Context, nom string, e *code.Espace) (strategie.Strategie, error)
}

// Joue is the menu's statistics screen of §3.3 for the size of the
// settings: one strategy, or all of them side by side (the settings'
// program among them).
func (j Salle) Joue(ctx context.Context) error {
	noms := j.Strategies.Noms()
	if programme.EstCommande(j.Reglee) {
		// The program of the settings joins the list.
		noms = append(noms, j.Reglee)
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
	e, err := j.Espace()
	if err != nil {
		return err
	}
	d := DemandeStats{
		Espace: e, Graine: j.Graine(), GraineTiree: true, Libelle: j.Cat.StrategieCourte,
		Construit: func(ctx context.Context, nom string) (strategie.Strategie, error) {
			return j.Construit(ctx, nom, e)
		},
	}
	if i < len(noms) {
		d.Noms = noms[i : i+1]
	} else {
		d.Noms, d.SansOptimal = AvecOptimal(j.Cat, e, noms)
	}
	d.Confirme = func(ctx context.Context, estimation time.Duration) (bool, error) {
		i, err := j.Invite.Menu(ctx, j.Cat.T("stats.long", j.Cat.DureeEstimee(estimation)), []string{j.Cat.T("stats.long.oui"), j.Cat.T("stats.long.non")})
		if err == nil && i == 1 {
			// Not started: back to the menu at once, as Escape.
			err = invite.ErrRetour
		}
		return err == nil, err
	}
	return EcranStats(ctx, j.Cat, j.Sortie, j.Strategies, d, false)
}
