package jeu

import (
	"context"
	"errors"
	"fmt"
	"time"

	"mastermind/cmd/mastermind/internal/invite"
	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/manche"
	"mastermind/partie"
	"mastermind/saves"
)

// Reprend resumes the save nom: the game goes on exactly where it
// stopped, the computer proposing what it would have proposed.
func (j *Jeu) Reprend(ctx context.Context, nom string) error {
	if j.Sauvegardes == nil {
		return &texte.Motif{Texte: j.Cat.T("jeu.sauvegardeindispo")}
	}
	s, err := j.Sauvegardes.Lit(nom)
	if err != nil {
		return err
	}
	j.annonceReprise(nom, s)
	return j.reprend(ctx, s)
}

func (j *Jeu) annonceReprise(nom string, s saves.Sauvegarde) {
	if nom == saves.Autosave {
		j.Ecrit("reprise.auto", j.Decrit(s))
		return
	}
	j.Ecrit("reprise.intro", nom, j.Decrit(s))
}

func (j *Jeu) reprend(ctx context.Context, s saves.Sauvegarde) error {
	p := s.Parametres
	e, err := j.Espace(p.Taille)
	if err != nil {
		return err
	}
	if s.Mode == saves.ModePartie {
		g, err := partie.Reprend(p, s.Partie)
		if err != nil {
			return err
		}
		reprise := s.Manche
		return j.joueLaPartie(ctx, &enCours{mode: s.Mode, cree: s.Cree, params: p, partie: g}, &reprise)
	}
	d, r := &decodeurHumain{j: j, palette: p.Palette}, humainDecode
	if s.Mode == saves.ModeDuo {
		d, r = j.joueur2(p), joueur2Decode
	}
	c := &enCours{mode: s.Mode, cree: s.Cree, params: p, infos: s.Manche}
	if c.manche, err = manche.NouvelleHumain(e, p.NbEssaisMax, *s.Manche.Secret, d); err != nil {
		return err
	}
	if err := c.manche.Reprend(s.Manche.Lignes, s.Manche.ARefaire, s.Manche.Annulations); err != nil {
		return err
	}
	return j.joueSeul(ctx, c, r)
}

// Decrit sums a save up in one line: mode, size, round, try, when.
func (j *Jeu) Decrit(s saves.Sauvegarde) string {
	p := s.Parametres
	manche := ""
	if s.Mode == saves.ModePartie {
		manche = j.Cat.T("reprise.manche", s.Partie.NumManche, p.NbManches)
	}
	return j.Cat.T("reprise.resume", j.Cat.Mode(s.Mode), p.Taille.Pions, p.Taille.Couleurs, manche,
		len(s.Manche.Lignes)+1, j.quand(s.Jouee))
}

// quand writes a date the way the language does.
func (j *Jeu) quand(t time.Time) string {
	return t.Local().Format(j.Cat.T("reprise.format"))
}

// entreesSauvegardes are the menu entries for saved games: resume the
// autosave first, when there is one, and the list of the others.
func (j *Jeu) entreesSauvegardes() (avant, apres []Entree) {
	if j.Sauvegardes == nil {
		return nil, nil
	}
	entrees, err := j.Sauvegardes.Liste()
	if err != nil {
		return nil, nil
	}
	n := 0
	for _, e := range entrees {
		if e.Nom == saves.Autosave {
			if e.Err == nil {
				s := e.Sauvegarde
				avant = append(avant, Entree{
					Libelle: j.Cat.T("menu.reprendre", j.Decrit(s)),
					Action: func(ctx context.Context, j *Jeu) error {
						j.annonceReprise(saves.Autosave, s)
						return j.reprend(ctx, s)
					},
				})
			}
			continue
		}
		n++
	}
	if n > 0 {
		apres = append(apres, Entree{Libelle: j.Cat.T("menu.sauvegardes", n), Action: func(ctx context.Context, j *Jeu) error { return j.gereSauvegardes(ctx) }})
	}
	return avant, apres
}

// gereSauvegardes lists the saves (name, mode, size, round, last played,
// newest first) to resume or delete one.
func (j *Jeu) gereSauvegardes(ctx context.Context) error {
	for {
		entrees, err := j.Sauvegardes.Liste()
		if err != nil {
			return err
		}
		var liste []saves.Entree
		var libelles []string
		for _, e := range entrees {
			if e.Nom == saves.Autosave {
				continue
			}
			liste = append(liste, e)
			if e.Err != nil {
				libelles = append(libelles, j.Cat.T("sauve.illisible", e.Nom))
			} else {
				libelles = append(libelles, fmt.Sprintf("%s — %s", e.Nom, j.Decrit(e.Sauvegarde)))
			}
		}
		if len(liste) == 0 {
			j.Ecrit("sauve.aucune", j.Sauvegardes.Chemin)
			return nil
		}
		libelles = append(libelles, j.Cat.T("reglages.retour"))
		i, err := j.Invite.Menu(ctx, j.Cat.T("sauve.titre", j.Sauvegardes.Chemin), libelles)
		if errors.Is(err, invite.ErrRetour) {
			return nil
		}
		if err != nil || i == len(liste) {
			return err
		}
		if err := j.gereUne(ctx, liste[i]); !errors.Is(err, errRetour) {
			return err
		}
	}
}

// errRetour: back to the list of saves.
var errRetour = errors.New("back")

func (j *Jeu) gereUne(ctx context.Context, e saves.Entree) error {
	options := []string{j.Cat.T("sauve.reprendre"), j.Cat.T("sauve.supprimer"), j.Cat.T("reglages.retour")}
	if e.Err != nil {
		j.Invite.Ecrit(j.Cat.Erreur(e.Err) + "\n")
		options = options[1:]
	}
	i, err := j.Invite.Menu(ctx, e.Nom, options)
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
		j.annonceReprise(e.Nom, e.Sauvegarde)
		return j.reprend(ctx, e.Sauvegarde)
	case 1:
		if err := j.Sauvegardes.Supprime(e.Nom); err != nil {
			j.Ecrit("sauve.echec", j.Cat.Erreur(err))
		} else {
			j.Ecrit("sauve.supprimee", e.Nom)
		}
	}
	return errRetour
}
