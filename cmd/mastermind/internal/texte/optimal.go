package texte

import (
	"errors"
	"mastermind/saves/disque"
)

// tableOptimal holds the keys optimal.*, for the optimal command and the cache of its trees.
func tableOptimal() map[string]message {
	return map[string]message{
		"optimal.cachecorrompu": {
			"Le fichier %s est abîmé ; la stratégie optimale est recalculée.",
			"The file %s is damaged; the optimal strategy is computed again."},
		"optimal.cachenonoptimal": {
			"Le fichier %s tient une stratégie qui n'est pas optimale (%s en tout, or l'optimum est de %s) ; la stratégie optimale est recalculée.",
			"The file %s holds a strategy that is not optimal (%s in all, and the optimum is %s); the optimal strategy is computed again."},
		"optimal.cachelecture": {
			"Impossible de lire %s : %s ; la stratégie optimale est recalculée.",
			"Cannot read %s: %s; the optimal strategy is computed again."},
		"optimal.cacheecriture": {
			"La stratégie optimale n'a pas pu être enregistrée, elle sera recalculée la prochaine fois : %s.",
			"The optimal strategy could not be saved, it will be computed again next time: %s."},
		"optimal.cachespecial": {
			"Le fichier %s n'est pas lu : %s ; la stratégie optimale est recalculée.",
			"The file %s is not read: %s; the optimal strategy is computed again."},
		"optimal.calcule": {
			"Stratégie optimale %s calculée en %s : %s en tout, %s en moyenne.",
			"Optimal strategy %s computed in %s: %s in all, %s on average."},
		"optimal.classes": {
			"Avec l'arbre optimal, ces codes coûtent encore %s en tout (%s en moyenne) ; selon la réponse (bien, mal) :",
			"With the optimal tree these codes still cost %s in all (%s on average); by answer (right, misplaced):"},
		"optimal.impossible": {
			"aucune stratégie ne trouve tous les secrets en %s au plus ; augmentez --max-guesses",
			"no strategy finds every secret within %s; raise --max-guesses"},
		"optimal.maxnegatif": {
			"--max-guesses %d : le nombre d'essais ne peut pas être négatif",
			"--max-guesses %d: the number of guesses cannot be negative"},
		"optimal.sansrepetition": {" sans répétition", " without repeats"},
		"optimal.seulement": {
			"%s ne sert qu'avec --strategy optimal",
			"%s only goes with --strategy optimal"},
		"optimal.tropgrand": {
			"la recherche de la stratégie optimale de %s × %s (%s) prendrait des jours : elle est faite jusqu'à %s et %s",
			"the search for the optimal strategy of %s × %s (%s) would take days: it is done up to %s and %s"},
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
