package jeu

import (
	"errors"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/sauvegardes"
	"github.com/sae-mastermind/mastermind/saves"
)

// nomDe is the name the player reads for the save fichier, among the
// saves of the folder now.
func (j *Jeu) nomDe(fichier string) string {
	if !saves.EstAutomatique(fichier) || j.Sauvegardes == nil {
		return fichier
	}
	entrees, err := j.Sauvegardes.Liste()
	if err != nil {
		return fichier
	}
	noms := sauvegardes.Noms(j.Cat, entrees)
	for i, e := range entrees {
		if e.Nom == fichier {
			return noms[i]
		}
	}
	return fichier
}

// nommee is err with its save named nom, as the player reads it (Noms),
// rather than by its file: the lock's sentence and the others name the
// game that resume, analyse and the lists show.
func nommee(err error, nom string) error {
	var f *saves.ErreurFichier
	if errors.As(err, &f) {
		f.Nom = nom
	}
	return err
}
