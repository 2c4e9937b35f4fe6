package jeu

import (
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
