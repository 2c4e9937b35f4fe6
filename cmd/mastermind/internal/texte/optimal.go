package texte

import (
	"errors"
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
		"optimal.cachenonscelle": {
			"Le fichier %s n'a pas été écrit par ce programme pour vous (il n'a pas votre sceau) : rien de ce qu'il dit n'est cru ; la stratégie optimale est recalculée.",
			"The file %s was not written by this program for you (it does not carry your seal): nothing it says is trusted; the optimal strategy is computed again."},
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
		"optimal.aide": {
			`Usage : mastermind optimal [options]

Calcule la stratégie optimale d'une taille (le moins d'essais en moyenne
sur tous les secrets : docs/OPTIMAL.md), ou la lit du cache, et en donne
les chiffres. Avec --export FICHIER, écrit son arbre dans un fichier texte
(une ligne par secret : les coups de sa partie ; format : docs/ARBRE.md)
que « mastermind verify-tree FICHIER » vérifie sans rien partager avec la
recherche. Un fichier qui existe n'est remplacé qu'avec --force.

Les longues recherches (jusqu'à 6561 codes) : --checkpoint enregistre
leur avancement et reprend de là ; arrêtée (Ctrl-C, --time-limit), la
recherche donne les bornes de l'optimum qu'elle a prouvées.

Au-delà (5 × 8), --threshold N construit une stratégie hybride : chaque
classe d'au plus N codes est jouée par son arbre optimal, l'entropie
choisit au-dessus, en essayant ses --width meilleures propositions aux
--depth premiers niveaux, et ses --bottom-width meilleures aux nœuds d'au
plus --bottom codes (docs/OPTIMAL.md).

Options :
`,
			`Usage: mastermind optimal [options]

Computes the optimal strategy of a size (the fewest tries on average over
every secret: docs/OPTIMAL.md), or reads it from the cache, and gives its
figures. With --export FILE, writes its tree to a text file (one line per
secret: the guesses of its game; format: docs/ARBRE.md) that
"mastermind verify-tree FILE" checks, sharing nothing with the search. A
file that exists is replaced only with --force.

Long searches (up to 6561 codes): --checkpoint saves their progress and
resumes from there; stopped (Ctrl-C, --time-limit), the search gives the
bounds of the optimum it proved.

Beyond (5 × 8), --threshold N builds a hybrid strategy: every class of at
most N codes is played by its optimal tree, entropy chooses above, trying
its --width best guesses at the first --depth levels, and its
--bottom-width best at the nodes of at most --bottom codes
(docs/OPTIMAL.md).

Options:
`},
		"optimal.drapeauexport": {
			"écrit l'arbre de la stratégie dans `FICHIER` (docs/ARBRE.md ; « - » : la sortie standard)",
			"writes the strategy's tree to `FILE` (docs/ARBRE.md; \"-\": the standard output)"},
		"optimal.drapeaucheckpoint": {
			"recherche longue : enregistre son avancement dans le dossier du cache et repart de là (docs/OPTIMAL.md)",
			"long run: saves the search's progress in the cache folder and resumes from there (docs/OPTIMAL.md)"},
		"optimal.drapeaulimite": {
			"arrête la recherche après `DURÉE` (par exemple 2h), garde son avancement et donne les bornes prouvées (implique --checkpoint)",
			"stops the search after `DURATION` (e.g. 2h), keeps its progress and gives the bounds it proved (implies --checkpoint)"},
		"optimal.horsfrontiere": {
			"la recherche longue de %s (%s) est hors de portée : elle va jusqu'à %s secrets",
			"the long search of %s (%s) is out of reach: it goes up to %s secrets"},
		"optimal.couleursmax": {
			"--colors %d : la stratégie optimale prend de 1 à %d couleurs, une lettre majuscule chacune",
			"--colors %d: the optimal strategy takes 1 to %d colours, one capital letter each"},
		"optimal.tropdepions": {
			"la recherche de %s est impossible : elle va jusqu'à %s",
			"the search of %s is not possible: it goes up to %s"},
		"optimal.reprisesansdossier": {
			"pas de dossier pour l'avancement de la recherche : %s",
			"no folder for the search's progress: %s"},
		"optimal.reprisesanscle": {
			"pas de clé pour sceller l'avancement de la recherche (%s) : %s",
			"no key to seal the search's progress (%s): %s"},
		"optimal.repris": {
			"La recherche de %s reprend de %s ; l'optimum est entre %s et %s.",
			"The search of %s resumes from %s; the optimum is between %s and %s."},
		"optimal.reprissanssup": {
			"La recherche de %s reprend de %s ; l'optimum est d'au moins %s.",
			"The search of %s resumes from %s; the optimum is at least %s."},
		"optimal.reprisecorrompue": {
			"Le fichier %s est abîmé, ou d'une autre taille ou version ; la recherche repart du début.",
			"The file %s is damaged, or of another size or version; the search starts from the beginning."},
		"optimal.reprisenonscellee": {
			"Le fichier %s n'a pas été écrit par ce programme pour vous (il n'a pas votre sceau) : ni ses bornes ni ses résultats ne sont crus ; la recherche repart du début.",
			"The file %s was not written by this program for you (it does not carry your seal): neither its bounds nor its results are trusted; the search starts from the beginning."},
		"optimal.repriselecture": {
			"Impossible de lire %s : %s ; la recherche repart du début.",
			"Cannot read %s: %s; the search starts from the beginning."},
		"optimal.repriseecriture": {
			"L'avancement de la recherche n'a pas pu être enregistré : %s.",
			"The search's progress could not be saved: %s."},
		"optimal.bornes": {
			"La recherche de %s s'est arrêtée avant la fin : le total optimal est entre %s et %s (écart %s).",
			"The search of %s stopped before its end: the optimal total is between %s and %s (gap %s)."},
		"optimal.bornessanssup": {
			"La recherche de %s s'est arrêtée avant la fin : le total optimal est d'au moins %s ; aucun arbre complet encore.",
			"The search of %s stopped before its end: the optimal total is at least %s; no complete tree yet."},
		"optimal.continuer": {
			"Son avancement est dans %s ; pour continuer : %s",
			"Its progress is in %s; to continue: %s"},
		"optimal.jsonexport": {
			"--json ne va pas avec --export : lancez l'export à part (l'arbre est alors lu du cache)",
			"--json does not go with --export: run the export on its own (the tree is then read from the cache)"},
		"optimal.limitenegative": {
			"--time-limit %v : la durée ne peut pas être négative",
			"--time-limit %v: the duration cannot be negative"},
		"optimal.drapeauforce": {
			"remplace le fichier de --export s'il existe",
			"replaces the file of --export if it exists"},
		"optimal.existe": {
			"le fichier %s existe déjà : choisissez un autre nom, ou ajoutez --force pour le remplacer",
			"the file %s already exists: choose another name, or add --force to replace it"},
		"optimal.exporte": {
			"Arbre écrit dans %s ; « mastermind verify-tree %s » le vérifie.",
			"Tree written to %s; \"mastermind verify-tree %s\" checks it."},
		"optimal.exportecriture": {
			"l'arbre n'a pas pu être écrit : %s",
			"the tree could not be written: %s"},
		"optimal.exportspecial": {
			"le fichier %s n'est pas remplacé : %s",
			"the file %s is not replaced: %s"},
		"optimal.figures": {
			"Stratégie optimale %s : %s, %s en tout, %s en moyenne, au plus %s ; première proposition %s.",
			"Optimal strategy %s: %s, %s in all, %s on average, at most %s; first guess %s."},
		"optimal.forcesansexport": {
			"--force ne sert qu'avec --export",
			"--force only goes with --export"},
		"optimal.impossible": {
			"aucune stratégie ne trouve tous les secrets en %s au plus ; augmentez --max-guesses",
			"no strategy finds every secret within %s; raise --max-guesses"},
		"optimal.maxnegatif": {
			"--max-guesses %d : le nombre d'essais ne peut pas être négatif",
			"--max-guesses %d: the number of guesses cannot be negative"},
		"optimal.resume": {
			"la stratégie optimale d'une taille ; --export l'écrit pour qu'on la vérifie",
			"the optimal strategy of a size; --export writes it for anyone to check"},
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
	var special interface{ Special() (string, []any) }
	var plafond interface{ Plafond() int64 }
	switch {
	case errors.As(err, &special):
		cle, args := special.Special()
		return c.phrase(cle, args, ""), true
	case errors.As(err, &plafond):
		return c.T("err.tropgrosarbre", c.Entier(int(plafond.Plafond()))), true
	}
	return "", false
}
