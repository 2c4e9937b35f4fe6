package jeu

import (
	"fmt"
	"time"

	"mastermind/manche"
	"mastermind/partie"
	"mastermind/saves"
)

// enCours is the game being played, as much as a save needs: the mode,
// the settings, the course game's state, the current round and what the
// round's board does not say (who plays, the seed, the strategy, the
// secret the program holds).
type enCours struct {
	mode   saves.Mode
	cree   time.Time
	params partie.Parametres
	partie *partie.Partie
	manche *manche.Manche
	infos  saves.Manche
}

// sauvegarde is the snapshot of the game now.
func (c *enCours) sauvegarde(maintenant time.Time) saves.Sauvegarde {
	m := c.infos
	m.Lignes = c.manche.Plateau.Lignes()
	m.ARefaire = c.manche.ARefaire()
	m.Annulations = c.manche.Annulations()
	s := saves.Sauvegarde{Cree: c.cree, Jouee: maintenant, Mode: c.mode, Parametres: c.params, Manche: m}
	if c.partie != nil {
		s.Partie = c.partie.Etat()
	}
	return s
}

// maintenant is the time of the game's clock.
func (j *Jeu) maintenant() time.Time {
	if j.Horloge != nil {
		return j.Horloge()
	}
	return time.Now()
}

// autosauve writes the game to the autosave slot; a failure is said once
// and the game goes on.
func (j *Jeu) autosauve(c *enCours) {
	if j.Sauvegardes == nil || c == nil || c.manche == nil {
		return
	}
	if err := j.Sauvegardes.Ecrit(saves.Autosave, c.sauvegarde(j.maintenant())); err != nil && !j.autosaveEnPanne {
		j.autosaveEnPanne = true
		j.Ecrit("sauve.autoechec", j.Cat.Erreur(err))
	}
}

// sauve writes the game under the name a player typed, or a default name
// made of the mode and the time.
func (j *Jeu) sauve(c *enCours, nom string) {
	if j.Sauvegardes == nil {
		j.Ecrit("jeu.sauvegardeindispo")
		return
	}
	if nom == "" {
		nom = fmt.Sprintf("%s-%s", c.mode, j.maintenant().Format("2006-01-02-150405"))
	}
	if err := saves.VerifieNom(nom); err != nil {
		j.Ecrit("sauve.nom", nom)
		return
	}
	if err := j.Sauvegardes.Ecrit(nom, c.sauvegarde(j.maintenant())); err != nil {
		j.Ecrit("sauve.echec", j.Cat.Erreur(err))
		return
	}
	j.Ecrit("sauve.fait", nom)
}

// termine forgets the autosave of a game that ended.
func (j *Jeu) termine() {
	if j.Sauvegardes != nil {
		_ = j.Sauvegardes.Supprime(saves.Autosave)
	}
}
