package jeu

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/sauvegardes"
	"github.com/sae-mastermind/mastermind/saves"
)

// entreesSauvegardes are the menu entries for saved games: resume the
// most recently played game that no other window has open, first, and
// the list of them all, damaged files included, after the play modes. A
// folder that cannot be read is said once.
func (j *Jeu) entreesSauvegardes() (avant, apres []Entree) {
	if j.Sauvegardes == nil {
		return nil, nil
	}
	entrees, err := j.Sauvegardes.Liste()
	if err != nil {
		if !j.dossierDit {
			j.dossierDit = true
			j.Ecrit("sauve.dossierillisible", j.Cat.Erreur(err))
		}
		return nil, nil
	}
	illisibles := 0
	for _, e := range entrees {
		if e.Err != nil {
			illisibles++
		}
	}
	noms := sauvegardes.Noms(j.Cat, entrees)
	for i, e := range entrees {
		if e.Err == nil && e.Ouverte == nil {
			nom := e.Nom
			avant = append(avant, Entree{
				Libelle: j.libelleReprise(noms[i], e),
				Action:  func(ctx context.Context, j *Jeu) error { return j.reprendNom(ctx, nom) },
			})
			break
		}
	}
	if len(entrees) > 0 {
		libelle := j.Cat.T("menu.sauvegardes", len(entrees))
		if illisibles > 0 {
			libelle = j.Cat.T("menu.sauvegardesillisibles", len(entrees), j.Cat.Pluriel(illisibles, "sauve.illisibles1", "sauve.illisibles", illisibles))
		}
		apres = append(apres, Entree{Libelle: libelle, Action: func(ctx context.Context, j *Jeu) error { return j.SalleSauvegardes().Gere(ctx) }})
	}
	return avant, apres
}

// Entree is a main-menu entry built from the saved games.
type Entree struct {
	Libelle string
	Action  func(ctx context.Context, j *Jeu) error
}

// margeMenu is the room a terminal's menu takes on a line before an
// entry's label: the scroll mark, the pointer, the digit and its ")".
const margeMenu = 7

// libelleReprise is the main menu's Resume entry for the save e named
// nom: the name and where the game stands, in the first wording that
// fits the width: whole, then a named game with its round and try only,
// then the game's mode, size, round and try without its name (an
// automatic name is the mode, size and date), then the round and try.
// A narrow terminal reads what Resume opens rather than a name cut
// before the try.
func (j *Jeu) libelleReprise(nom string, e saves.Entree) string {
	s := e.Sauvegarde
	long := j.Cat.T("menu.reprendrenom", nom, j.Etat(s, e.Automatique()))
	place := j.Invite.Largeur() - margeMenu
	if place <= 0 || page.Largeur(long) <= place {
		return long
	}
	etat := j.Etat(s, true)
	var courts []string
	if !e.Automatique() {
		courts = append(courts, j.Cat.T("menu.reprendrenom", nom, etat))
	}
	courts = append(courts,
		j.Cat.T("menu.reprendrecourt", j.Cat.Mode(s.Mode), s.Parametres.Taille.Pions, s.Parametres.Taille.Couleurs, etat),
		j.Cat.T("menu.reprendreetat", etat))
	for _, c := range courts {
		if page.Largeur(c) <= place {
			return c
		}
	}
	return courts[len(courts)-1]
}

// SalleSauvegardes is the saved games' room for the game j: its folder,
// what a save's game reads as (Etat), and how one is resumed.
func (j *Jeu) SalleSauvegardes() sauvegardes.Salle {
	return sauvegardes.Salle{Invite: j.Invite, Cat: j.Cat, Dossier: j.Sauvegardes, Etat: j.Etat, Reprend: j.reprendNom}
}
