package sauvegardes

import (
	"context"
	"errors"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/saves"
)

// Salle is the saved games' room: the list of the saves of a folder, to
// resume or delete one. Etat is what follows a save's name (the game in
// a few words); Reprend continues the save of file nom, as the menu does.
type Salle struct {
	Invite  invite.Invite
	Cat     *texte.Catalogue
	Dossier *saves.Dossier
	Etat    func(s saves.Sauvegarde, automatique bool) string
	Reprend func(ctx context.Context, nom string) error
}

// errRetour: back to the list of saves.
var errRetour = errors.New("back")

// Libelle is e's line in a list of saves, e named nom (Noms): the game
// in a few words, why its file does not read, or that another window has
// it open.
func (j Salle) Libelle(nom string, e saves.Entree) string {
	switch {
	case e.Err != nil:
		return j.Cat.T("sauve.illisible", nom, j.Cat.Raison(e.Err))
	case e.Ouverte != nil:
		return j.Cat.T("sauve.ligneouverte", nom, j.Etat(e.Sauvegarde, e.Automatique()))
	}
	return j.Cat.T("sauve.ligne", nom, j.Etat(e.Sauvegarde, e.Automatique()))
}

// Gere lists the saves (name, mode, size, round, last played,
// newest first; the damaged ones last, with why) to resume or delete one.
// Going back to the menu is invite.ErrRetour, as Escape is.
func (j Salle) Gere(ctx context.Context) error {
	for {
		liste, err := j.Dossier.Liste()
		if err != nil {
			return err
		}
		if len(liste) == 0 {
			j.ecrit("sauve.aucune", j.Dossier.Chemin)
			return nil
		}
		noms := Noms(j.Cat, liste)
		libelles := make([]string, 0, len(liste)+1)
		for i, e := range liste {
			libelles = append(libelles, j.Libelle(noms[i], e))
		}
		libelles = append(libelles, j.Cat.T("reglages.retour"))
		i, err := j.Invite.Menu(ctx, j.Cat.T("sauve.titre", j.Dossier.Chemin), libelles)
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
func (j Salle) gereUne(ctx context.Context, e saves.Entree, nom string) error {
	if e.Ouverte != nil {
		j.ecrit("sauve.ouverteailleurs", e.Ouverte.Pid)
		return errRetour
	}
	options := []string{j.Cat.T("sauve.reprendre"), j.Cat.T("sauve.supprimer"), j.Cat.T("reglages.retour")}
	if e.Err != nil {
		j.ecrit("sauve.abimee", texte.Majuscule(j.Cat.Erreur(e.Err)))
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
			return j.Reprend(ctx, e.Nom)
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
func (j Salle) confirmeSuppression(ctx context.Context, e saves.Entree, nom string) error {
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
func (j Salle) supprime(e saves.Entree, nom string) {
	if err := j.Dossier.Supprime(e.Nom); err != nil {
		j.ecrit("jeu.impossible", j.Cat.Erreur(Nommee(err, nom)))
		return
	}
	j.ecrit("sauve.supprimee", nom)
}

// ecrit writes a line made from catalogue key cle.
func (j Salle) ecrit(cle texte.Cle, args ...any) {
	j.Invite.Ecrit(j.Cat.T(cle, args...) + "\n")
}
