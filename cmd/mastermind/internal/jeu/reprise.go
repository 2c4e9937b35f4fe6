package jeu

import (
	"context"
	"errors"
	"time"

	"mastermind/cmd/mastermind/internal/invite"
	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/manche"
	"mastermind/partie"
	"mastermind/saves"
)

// Reprend resumes the save nom as the saved-games list does: the game
// goes on exactly where it stopped, the computer proposing what it would
// have proposed. A player who quits, or whose input ends, leaves it saved
// with the words the menu uses.
//
// Résultat: nil once the game is over or set aside; invite.ErrInterrompu
// or the context's error on Ctrl-C; why the game cannot be played (no such
// save, a damaged file, a game open in another window) otherwise.
func (j *Jeu) Reprend(ctx context.Context, nom string) error {
	if j.Sauvegardes == nil {
		return &texte.Motif{Texte: j.Cat.T("jeu.sauvegardeindispo")}
	}
	return j.fin(j.reprendNom(ctx, nom))
}

// reprendNom opens the save nom for this window, then resumes it.
func (j *Jeu) reprendNom(ctx context.Context, nom string) error {
	place, s, err := j.Sauvegardes.Ouvre(nom)
	if err != nil {
		return err
	}
	j.annonceReprise(nom, s)
	return j.reprend(ctx, place, s)
}

func (j *Jeu) annonceReprise(nom string, s saves.Sauvegarde) {
	if saves.EstAutomatique(nom) {
		j.Ecrit("reprise.auto", j.Decrit(s))
		return
	}
	j.Ecrit("reprise.intro", nom, j.Decrit(s))
}

// reprend plays the game s, whose file this window holds.
func (j *Jeu) reprend(ctx context.Context, place *saves.Emplacement, s saves.Sauvegarde) error {
	c, r, err := j.rebatit(s)
	if err != nil {
		_ = place.Libere()
		return err
	}
	c.place = place
	if c.partie != nil {
		reprise := s.Manche
		return j.joueLaPartie(ctx, c, &reprise)
	}
	return j.joueSeul(ctx, c, r)
}

// rebatit rebuilds the game s: the course's game, whose round its
// organiser rebuilds, or the round of a solo or two-player game.
func (j *Jeu) rebatit(s saves.Sauvegarde) (*enCours, role, error) {
	p := s.Parametres
	e, err := j.Espace(p.Taille)
	if err != nil {
		return nil, 0, err
	}
	if s.Mode == saves.ModePartie {
		g, err := partie.Reprend(p, s.Partie)
		if err != nil {
			return nil, 0, err
		}
		return &enCours{mode: s.Mode, cree: s.Cree, params: p, partie: g}, 0, nil
	}
	d, r := &decodeurHumain{j: j, palette: p.Palette}, humainDecode
	if s.Mode == saves.ModeDuo {
		d, r = j.joueur2(p), joueur2Decode
	}
	c := &enCours{mode: s.Mode, cree: s.Cree, params: p, infos: s.Manche}
	if c.manche, err = manche.NouvelleHumain(e, p.NbEssaisMax, *s.Manche.Secret, d); err != nil {
		return nil, 0, err
	}
	if err := c.manche.Commun().Reprend(s.Manche.Lignes, s.Manche.ARefaire, s.Manche.Annulations); err != nil {
		return nil, 0, err
	}
	return c, r, nil
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
	for _, e := range entrees {
		if e.Err == nil && e.Ouverte == nil {
			nom := e.Nom
			avant = append(avant, Entree{
				Libelle: j.libelleReprise(e),
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

// libelleReprise is the menu entry that resumes e.
func (j *Jeu) libelleReprise(e saves.Entree) string {
	if e.Automatique() {
		return j.Cat.T("menu.reprendre", j.Decrit(e.Sauvegarde))
	}
	return j.Cat.T("menu.reprendrenom", e.Nom, j.Decrit(e.Sauvegarde))
}

// nomAffiche is how the list names a save: an automatic one is "the
// interrupted game".
func (j *Jeu) nomAffiche(nom string) string {
	if saves.EstAutomatique(nom) {
		return j.Cat.T("sauve.interrompue")
	}
	return nom
}

// Libelle is e's line in a list of saves, e named nom: the game in a few
// words, why its file does not read, or that another window has it open.
func (j *Jeu) Libelle(nom string, e saves.Entree) string {
	switch {
	case e.Err != nil:
		return j.Cat.T("sauve.illisible", nom, j.Cat.Raison(e.Err))
	case e.Ouverte != nil:
		return j.Cat.T("sauve.ligneouverte", nom, j.Decrit(e.Sauvegarde))
	}
	return j.Cat.T("sauve.ligne", nom, j.Decrit(e.Sauvegarde))
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
		libelles := make([]string, 0, len(liste)+1)
		for _, e := range liste {
			libelles = append(libelles, j.Libelle(j.nomAffiche(e.Nom), e))
		}
		libelles = append(libelles, j.Cat.T("reglages.retour"))
		i, err := j.Invite.Menu(ctx, j.Cat.T("sauve.titre", j.Sauvegardes.Chemin), libelles)
		if err != nil {
			return err
		}
		if i == len(liste) {
			return invite.ErrRetour
		}
		if err := j.gereUne(ctx, liste[i]); !errors.Is(err, errRetour) {
			return err
		}
	}
}

// errRetour: back to the list of saves.
var errRetour = errors.New("back")

// gereUne offers what can be done with one save: resume it, delete it
// (once the player said yes). A damaged one shows why it does not read and
// can only be deleted; one open in another window says so.
func (j *Jeu) gereUne(ctx context.Context, e saves.Entree) error {
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
		i, err := j.Invite.Menu(ctx, j.nomAffiche(e.Nom), options)
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
			err := j.confirmeSuppression(ctx, e)
			if errors.Is(err, invite.ErrRetour) {
				continue // Escape: back to this game's menu
			}
			if err != nil {
				return err
			}
			j.supprime(e)
		}
		return errRetour
	}
}

// confirmeSuppression asks whether the save e may be deleted, naming it:
// nil when the player said yes, errRetour (back to the list, where it
// still is) when they said no, invite.ErrRetour on Escape. Keeping it
// comes first, so that Enter keeps it.
func (j *Jeu) confirmeSuppression(ctx context.Context, e saves.Entree) error {
	var question string
	switch {
	case e.Err != nil:
		question = j.Cat.T("sauve.supprimer.questionillisible", e.Nom)
	case e.Automatique():
		question = j.Cat.T("sauve.supprimer.questionauto", j.Decrit(e.Sauvegarde))
	default:
		question = j.Cat.T("sauve.supprimer.question", e.Nom, j.Decrit(e.Sauvegarde))
	}
	i, err := j.Invite.Menu(ctx, question, []string{j.Cat.T("sauve.supprimer.non"), j.Cat.T("sauve.supprimer.oui")})
	if err == nil && i == 0 {
		return errRetour
	}
	return err
}

// supprime deletes the save e and says so, or why it could not.
func (j *Jeu) supprime(e saves.Entree) {
	switch err := j.Sauvegardes.Supprime(e.Nom); {
	case err != nil:
		j.Ecrit("jeu.impossible", j.Cat.Erreur(err))
	case e.Automatique():
		j.Ecrit("sauve.supprimeeauto")
	default:
		j.Ecrit("sauve.supprimee", e.Nom)
	}
}
