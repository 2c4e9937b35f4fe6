package texte

func tableDemo() map[string]message {
	return map[string]message{
		"demo.aide": {
			`Usage : mastermind demo [options]

L'ordinateur cherche un code secret qu'il a lui-même choisi (le « mode sans
joueur » d'IN200) et affiche le plateau.

Options :
`,
			`Usage: mastermind demo [options]

The computer breaks a secret it chose itself (IN200's "zero-player mode")
and shows the board.

Options:
`},
		"demo.trouve": {
			"%s trouve %s en %d essais.",
			"%s finds %s in %d tries."},
		"demo.trouve1": {
			"%s trouve %s du premier coup.",
			"%s finds %s at the first try."},
		"demo.echec": {
			"%s n'a pas trouvé %s en %d essais.",
			"%s did not find %s in %d tries."},
		"drapeau.strategie": {"la stratégie de l'ordinateur : %s", "the computer's strategy: %s"},
		"drapeau.pions":     {"le nombre de pions d'un code", "the number of pegs of a code"},
		"drapeau.couleurs":  {"le nombre de couleurs", "the number of colours"},
		"drapeau.sansrep":   {"aucun code ne répète une couleur, ni le secret ni les propositions", "no code repeats a colour, neither the secret nor any proposal"},
		"drapeau.secret":    {"le code secret (au hasard s'il manque)", "the secret code (random when missing)"},
		"drapeau.graine":    {"la graine du hasard, pour rejouer la même partie", "the random seed, to replay the same game"},
		"drapeau.premier":   {"impose la première proposition", "imposes the first proposal"},
		"drapeau.essais":    {"le nombre maximum d'essais (0 : sans limite)", "the maximum number of tries (0: no limit)"},
		"drapeau.json":      {"écrit le résultat en JSON", "writes the result as JSON"},
		"drapeau.explique":  {"dit, après chaque essai, ce que l'ordinateur en a appris", "says, after each try, what the computer learned from it"},
		"drapeau.langue":    {"la langue : fr ou en", "the language: fr or en"},
		"drapeau.secretmauvais": {
			"--secret %s : %s",
			"--secret %s: %s"},
		"drapeau.premiermauvais": {
			"--first %s : %s",
			"--first %s: %s"},
		"drapeau.essaisnegatif": {
			"--max-tries %d : le nombre d'essais ne peut pas être négatif",
			"--max-tries %d: the number of tries cannot be negative"},
	}
}
