package texte

import (
	"errors"

	"mastermind/saves/disque"
)

// tableFinitions are the words of the screen between two parts of the
// game, and reasons a file is not read: a save's letters, a special file
// in the optimal trees' cache.
func tableFinitions() map[string]message {
	return map[string]message{
		"menu.retour": {
			"Entrée : retour au menu",
			"Enter: back to the menu"},
		"optimal.cachespecial": {
			"Le fichier %s n'est pas lu : %s ; la stratégie optimale est recalculée.",
			"The file %s is not read: %s; the optimal strategy is computed again."},
		"err.regle.lettrenom": {
			"la lettre %s n'est pas une lettre du nom de sa couleur, %s",
			"the letter %s is not a letter of its colour's name, %s"},
		"err.tropgrosarbre": {
			"il est trop gros pour un arbre de cette taille (plus de %s octets)",
			"it is too large for a tree of that size (over %s bytes)"},
	}
}

// RaisonCache says why a file of the optimal trees' cache is not read
// when it is no tree at all, as a save's reason does: what kind of file
// stands there, or that it is too large. ok is false for any other error.
func (c *Catalogue) RaisonCache(err error) (raison string, ok bool) {
	var genre *disque.ErreurGenre
	var taille *disque.ErreurTaille
	switch {
	case errors.As(err, &genre):
		return c.T(genreCle(genre.Genre)), true
	case errors.As(err, &taille):
		return c.T("err.tropgrosarbre", c.Entier(int(taille.Max))), true
	}
	return "", false
}
