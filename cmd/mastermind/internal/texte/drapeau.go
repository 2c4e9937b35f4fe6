package texte

// tableDrapeau holds the keys drapeau.*, for the command-line flags: their help, and what is wrong with a value.
func tableDrapeau() map[string]message {
	return map[string]message{
		"drapeau.argument": {
			"l'option %s attend une valeur",
			"option %s needs a value"},
		"drapeau.couleurs": {"le nombre de couleurs", "the number of colours"},
		"drapeau.couleursmax": {
			"--colors %d : le nombre de couleurs doit être entre 1 et %d, celles qui ont un nom par défaut",
			"--colors %d: the number of colours must be from 1 to %d, those that have a default name"},
		"drapeau.essais": {"le nombre maximum d'essais (0 : sans limite)", "the maximum number of tries (0: no limit)"},
		"drapeau.essaisnegatif": {
			"--max-tries %d : le nombre d'essais ne peut pas être négatif",
			"--max-tries %d: the number of tries cannot be negative"},
		"drapeau.explique": {"dit, après chaque essai, ce que l'ordinateur en a appris", "says, after each try, what the computer learned from it"},
		"drapeau.graine":   {"la graine du hasard, pour rejouer la même partie", "the random seed, to replay the same game"},
		"drapeau.inconnu": {
			"l'option %s n'existe pas",
			"there is no option %s"},
		"drapeau.inconnuproche": {
			"l'option %s n'existe pas (vouliez-vous dire %s ?)",
			"there is no option %s (did you mean %s?)"},
		"drapeau.json":   {"écrit le résultat en JSON", "writes the result as JSON"},
		"drapeau.langue": {"la langue : fr ou en", "the language: fr or en"},
		"drapeau.maxcoups": {
			"optimal seulement : la meilleure moyenne parmi les stratégies qui trouvent toujours en N essais au plus",
			"optimal only: the best average among the strategies that always win within N guesses"},
		"drapeau.autorise": {
			"lance sans demander le programme (cmd:…) que nomme la sauvegarde ou les réglages",
			"runs the program (cmd:…) the save or the settings name without asking"},
		"drapeau.pions":   {"le nombre de pions d'un code", "the number of pegs of a code"},
		"drapeau.premier": {"impose la première proposition", "imposes the first proposal"},
		"drapeau.premiermauvais": {
			"--first %s : %s",
			"--first %s: %s"},
		"drapeau.sansrep": {"aucun code ne répète une couleur, ni le secret ni les propositions", "no code repeats a colour, neither the secret nor any proposal"},
		"drapeau.saves":   {"le dossier des sauvegardes", "the folder of saved games"},
		"drapeau.secret":  {"le code secret (au hasard s'il manque)", "the secret code (random when missing)"},
		"drapeau.secretmauvais": {
			"--secret %s : %s",
			"--secret %s: %s"},
		"drapeau.strategie": {"la stratégie de l'ordinateur : %s", "the computer's strategy: %s"},
		"drapeau.valeur": {
			"« %s » ne convient pas pour %s",
			"%q is not a valid value for %s"},
	}
}
