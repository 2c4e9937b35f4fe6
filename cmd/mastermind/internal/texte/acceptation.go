package texte

// tableAcceptation holds the sentences added when the program was tried
// as a person would (issues 13 and 15): what to type when a command
// cannot apply.
func tableAcceptation() map[string]message {
	return map[string]message{
		"jeu.pasdindice": {
			"pas d'indice ici : c'est l'ordinateur qui cherche votre code ; %s",
			"no hint here: the computer is breaking your code; %s"},
		"assistant.err.riencorriger": {
			"rien à corriger : le plateau est vide ; jouez d'abord un essai",
			"nothing to fix: the board is empty; play a try first"},
		"assistant.err.uneligne": {
			"« %s » : il n'y a qu'une ligne ; tapez corriger 1",
			"%q: there is only one line; type fix 1"},
	}
}
