package jeu

import (
	"context"
	"errors"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
)

// entreesFixes are the main menu's entries on a terminal (Jeu.MenuFixe),
// Quit aside: the same entries in the same places whatever saves exist,
// so that each keeps its digit. Resuming and the saved games are always
// there, saying when there is none. depart is the first entry worth
// choosing, where the pointer starts: past Resume when there is nothing
// to resume.
func (j *Jeu) entreesFixes() (entrees []choix, depart int) {
	avant, apres := j.entreesSauvegardes()
	if len(avant) == 0 {
		depart = 1
	}
	externe := func(es []Entree, libelle string, sans func(context.Context) error) {
		if len(es) == 0 {
			entrees = append(entrees, choix{libelle, sans, false})
			return
		}
		e := es[0]
		entrees = append(entrees, choix{e.Libelle, func(ctx context.Context) error { return e.Action(ctx, j) }, true})
	}
	externe(avant, j.Cat.T("menu.reprendreaucune"), func(context.Context) error {
		j.Ecrit("menu.aucuneinterrompue")
		return nil
	})
	entrees = append(entrees,
		choix{j.Cat.T("menu.partie"), j.JoueContreOrdinateur, true},
		choix{j.Cat.T("menu.solo"), j.JoueSolo, true},
		choix{j.Cat.T("menu.duo"), j.JoueADeux, true},
		choix{j.Cat.T("menu.demo"), j.Demonstration, true},
	)
	externe(apres, j.Cat.T("menu.sauvegardesaucune"), func(context.Context) error {
		if j.Sauvegardes != nil {
			j.Ecrit("sauve.aucune", j.Sauvegardes.Chemin)
		}
		return nil
	})
	entrees = append(entrees, choix{j.Cat.T("menu.assistant"), j.Assistant, true})
	if j.Sortie != nil {
		entrees = append(entrees, choix{j.Cat.T("menu.stats"), j.Statistiques, true})
	}
	return append(entrees, choix{j.Cat.T("menu.reglages"), j.Regle, false}, choix{j.Cat.T("menu.regles"), j.Regles, true}), depart
}

// veutQuitter asks, after Escape at the main menu, whether to quit: the
// one level back from there. Escape again stays.
func (j *Jeu) veutQuitter(ctx context.Context) (bool, error) {
	i, err := j.Invite.Menu(ctx, j.Cat.T("menu.quitter.titre"), []string{j.Cat.T("menu.quitter.non"), j.Cat.T("menu.quitter.oui")})
	if errors.Is(err, invite.ErrRetour) {
		return false, nil
	}
	return i == 1, err
}
