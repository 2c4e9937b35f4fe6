package jeu

import (
	"context"
	"errors"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
)

// entreesFixes are the main menu's entries on a terminal (Jeu.MenuFixe),
// Quit aside: the same entries in the same places whatever saves or
// history exist, so that each keeps its digit. Resuming, the saved games
// and the results are always there, saying when there is none. The menu
// numbers ten entries (1 to 9, then 0): the results take the 9 after the
// statistics, the settings the 0; the rules and Quit, last, have none.
// depart is the first entry worth choosing, where the pointer starts:
// past Resume when there is nothing to resume.
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
	entrees = append(entrees, j.entreeResultats())
	return append(entrees, choix{j.Cat.T("menu.reglages"), j.Regle, false}, choix{j.Cat.T("menu.regles"), j.Regles, true}), depart
}

// entreeResultats is the fixed menu's "Mes résultats": the results once
// the history holds a round; before, the entry says there is none and
// choosing it says where they will come from (or that there is no folder
// for them, MesResultats's sentence).
func (j *Jeu) entreeResultats() choix {
	if j.Historique != nil && j.Historique.Tenu() {
		return choix{j.Cat.T("menu.resultats"), j.MesResultats, false}
	}
	return choix{j.Cat.T("menu.resultatsaucun"), func(ctx context.Context) error {
		if j.Historique == nil {
			return j.MesResultats(ctx)
		}
		j.Ecrit("resultats.vide")
		return nil
	}, false}
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
