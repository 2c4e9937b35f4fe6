package jeu

import (
	"context"
	"errors"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/sauvegardes"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
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
		apres = append(apres, Entree{Libelle: libelle, Action: func(ctx context.Context, j *Jeu) error { return j.gereSauvegardes(ctx) }})
	}
	return avant, apres
}

// Libelle is e's line in a list of saves, e named nom (Noms): the game
// in a few words, why its file does not read, or that another window has
// it open.
func (j *Jeu) Libelle(nom string, e saves.Entree) string {
	switch {
	case e.Err != nil:
		return j.Cat.T("sauve.illisible", nom, j.Cat.Raison(e.Err))
	case e.Ouverte != nil:
		return j.Cat.T("sauve.ligneouverte", nom, j.Etat(e.Sauvegarde, e.Automatique()))
	}
	return j.Cat.T("sauve.ligne", nom, j.Etat(e.Sauvegarde, e.Automatique()))
}

// gereSauvegardes lists the saves (name, mode, size, round, last played,
// newest first; the damaged ones last, with why) to resume or delete one.
// Going back to the menu is invite.ErrRetour, as Escape is.
func (j *Jeu) gereSauvegardes(ctx context.Context) error {
	for {
		liste, err := j.Sauvegardes.Liste()
		if err != nil {
			return err
		}
		if len(liste) == 0 {
			j.Ecrit("sauve.aucune", j.Sauvegardes.Chemin)
			return nil
		}
		noms := sauvegardes.Noms(j.Cat, liste)
		libelles := make([]string, 0, len(liste)+1)
		for i, e := range liste {
			libelles = append(libelles, j.Libelle(noms[i], e))
		}
		libelles = append(libelles, j.Cat.T("reglages.retour"))
		i, err := j.Invite.Menu(ctx, j.Cat.T("sauve.titre", j.Sauvegardes.Chemin), libelles)
		if err != nil {
			return err
		}
		if i == len(liste) {
			return invite.ErrRetour
		}
		if err := j.gereUne(ctx, liste[i], noms[i]); !errors.Is(err, errRetour) {
			return err
		}
	}
}

// gereUne offers what can be done with one save, named nom: resume it,
// delete it (once the player said yes). A damaged one shows why it does
// not read and can only be deleted; one open in another window says so.
func (j *Jeu) gereUne(ctx context.Context, e saves.Entree, nom string) error {
	if e.Ouverte != nil {
		j.Ecrit("sauve.ouverteailleurs", e.Ouverte.Pid)
		return errRetour
	}
	options := []string{j.Cat.T("sauve.reprendre"), j.Cat.T("sauve.supprimer"), j.Cat.T("reglages.retour")}
	if e.Err != nil {
		j.Ecrit("sauve.abimee", texte.Majuscule(j.Cat.Erreur(e.Err)))
		options = options[1:]
	}
	for {
		i, err := j.Invite.Menu(ctx, nom, options)
		if errors.Is(err, invite.ErrRetour) {
			return errRetour
		}
		if err != nil {
			return err
		}
		if e.Err != nil {
			i++
		}
		switch i {
		case 0:
			return j.reprendNom(ctx, e.Nom)
		case 1:
			err := j.confirmeSuppression(ctx, e, nom)
			if errors.Is(err, invite.ErrRetour) {
				continue // Escape: back to this game's menu
			}
			if err != nil {
				return err
			}
			j.supprime(e, nom)
		}
		return errRetour
	}
}

// confirmeSuppression asks whether the save e may be deleted, naming it:
// nil when the player said yes, errRetour (back to the list, where it
// still is) when they said no, invite.ErrRetour on Escape. Keeping it
// comes first, so that Enter keeps it.
func (j *Jeu) confirmeSuppression(ctx context.Context, e saves.Entree, nom string) error {
	question := j.Cat.T("sauve.supprimer.question", nom, j.Etat(e.Sauvegarde, e.Automatique()))
	if e.Err != nil {
		question = j.Cat.T("sauve.supprimer.questionillisible", nom)
	}
	i, err := j.Invite.Menu(ctx, question, []string{j.Cat.T("sauve.supprimer.non"), j.Cat.T("sauve.supprimer.oui")})
	if err == nil && i == 0 {
		return errRetour
	}
	return err
}

// supprime deletes the save e, named nom, and says so, or why it could
// not.
func (j *Jeu) supprime(e saves.Entree, nom string) {
	if err := j.Sauvegardes.Supprime(e.Nom); err != nil {
		j.Ecrit("jeu.impossible", j.Cat.Erreur(nommee(err, nom)))
		return
	}
	j.Ecrit("sauve.supprimee", nom)
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
