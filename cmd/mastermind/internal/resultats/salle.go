package resultats

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// Salle is the menu's "Mes résultats" room: where it asks, its language
// and painter, the history it reads (nil: no folder for it), how the
// results are computed, and how a round's analysis is shown (the game's,
// which offers it after a round too).
type Salle struct {
	Invite     invite.Invite
	Cat        *texte.Catalogue
	Peintre    peintre.Peintre
	Historique *historique.Historique
	Calcul     Calcul
	Analyse    func(ctx context.Context, e historique.Entree)
}

// Montre is the menu's "Mes résultats": the results as mastermind
// history shows them, then a menu of the recent rounds, each opening its
// analysis, and the reset of the history, which asks first.
func (j Salle) Montre(ctx context.Context) error {
	if j.Historique == nil {
		// No folder for it (no HOME): said, and back to the menu.
		j.ecrit("resultats.indisponible", j.Cat.VariablesDossier(disque.Etat, false))
		return nil
	}
	r, err := j.litResultats(ctx)
	if err != nil {
		return err
	}
	if len(r.Entrees) == 0 {
		return j.Invite.Attend(ctx, j.Cat.T("menu.retour"))
	}
	for len(r.Entrees) > 0 {
		var options []string
		for _, n := range r.Recentes {
			options = append(options, strings.TrimSpace(r.LigneRecente(j.Cat, n)))
		}
		efface := len(options)
		options = append(options, j.Cat.T("resultats.effacer"))
		retour := len(options)
		options = append(options, j.Cat.T("resultats.retour"))
		i, err := j.Invite.Menu(ctx, j.Cat.T("resultats.menu"), options)
		switch {
		case errors.Is(err, invite.ErrRetour), err == nil && i == retour:
			return nil
		case err != nil:
			return err
		case i == efface:
			fait, err := j.confirmeEffacement(ctx, len(r.Entrees))
			if err != nil || !fait {
				if errors.Is(err, invite.ErrRetour) {
					err = nil
				}
				if err != nil {
					return err
				}
				continue
			}
			if r, err = j.litResultats(ctx); err != nil {
				return err
			}
			// Read what the person read before the menu comes back.
			if len(r.Entrees) == 0 {
				return j.Invite.Attend(ctx, j.Cat.T("menu.retour"))
			}
		default:
			j.Analyse(ctx, r.Entrees[r.Recentes[i]-1])
			if ctx.Err() != nil {
				return ctx.Err()
			}
		}
	}
	return nil
}

// litResultats reads the history, computes the results and shows them.
func (j Salle) litResultats(ctx context.Context) (*Resultats, error) {
	l, err := j.Historique.Lit()
	if err != nil {
		return nil, fmt.Errorf("history: %w", err)
	}
	r, err := j.Calcul.Calcule(ctx, l)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	EcritResultats(&b, j.Cat, Sur{Largeur: j.Invite.Largeur(), Peintre: j.Peintre}, r)
	j.Invite.Ecrit(b.String())
	return r, nil
}

// confirmeEffacement asks before the history of n rounds is erased,
// keeping it first; then erases it and says so.
func (j Salle) confirmeEffacement(ctx context.Context, n int) (bool, error) {
	i, err := j.Invite.Menu(ctx, j.Cat.T("resultats.effacer.question", j.Cat.Nombre(n, texte.NomManche)),
		[]string{j.Cat.T("resultats.effacer.non"), j.Cat.T("resultats.effacer.oui")})
	if err != nil || i != 1 {
		return false, err
	}
	if err := j.Historique.Efface(); err != nil {
		j.ecrit("resultats.effacer.echec", j.Cat.Erreur(err))
		return false, nil
	}
	j.ecrit("resultats.efface")
	return true, nil
}

// ecrit writes a line made from catalogue key cle.
func (j Salle) ecrit(cle texte.Cle, args ...any) {
	j.Invite.Ecrit(j.Cat.T(cle, args...) + "\n")
}
