package texte

// tableAssistant holds the keys assistant.*, for the solving assistant (menu Assistant): its questions, its lists, what it refuses.
func tableAssistant() map[string]message {
	return map[string]message{
		"assistant.annule": {
			"Ligne %d (%s) retirée.",
			"Line %d (%s) taken back."},
		"assistant.commandes": {"annuler, corriger N, quitter", "undo, fix N, quit"},
		"assistant.conseil": {
			"Essai %d, conseil : %s (il laisse au pire %s, %s en moyenne).",
			"Try %d, suggestion: %s (it leaves at worst %s, %s on average)."},
		"assistant.correction": {
			"Nouvelle réponse pour la ligne %d, %s : ",
			"New answer for line %d, %s: "},
		"assistant.err.bloque": {
			"aucun code ne convient ; tapez une commande : %s",
			"no code fits; type a command: %s"},
		"assistant.err.gagnante": {
			"seule la dernière ligne peut avoir ses %d pions bien placés",
			"only the last line can have all its %d pegs right"},
		"assistant.err.numero": {
			"« %s » : tapez corriger suivi d'un numéro de ligne, de 1 à %d",
			"%q: type fix followed by a line number, from 1 to %d"},
		"assistant.err.reponse": {
			"tapez deux nombres, bien placés puis mal placés : 2 1, 21 ou 2-1 (ou annuler)",
			"type two counts, right then misplaced: 2 1, 21 or 2-1 (or undo)"},
		"assistant.err.riencorriger": {
			"rien à corriger : le plateau est vide ; jouez d'abord un essai",
			"nothing to fix: the board is empty; play a try first"},
		"assistant.err.uneligne": {
			"« %s » : il n'y a qu'une ligne ; tapez corriger 1",
			"%q: there is only one line; type fix 1"},
		"assistant.liste": {
			"%s possibles : %s",
			"%s left: %s"},
		"assistant.liste1": {
			"%s possible : %s",
			"%s left: %s"},
		"assistant.question": {
			"Entrée pour jouer le conseil, ou votre code : ",
			"Enter to play the suggestion, or your code: "},
		"assistant.questionbloquee": {
			"Corrigez une réponse (%s) : ",
			"Correct an answer (%s): "},
		"assistant.reponse": {
			"Réponse à %s (bien, mal ; par exemple 2 1) : ",
			"Answer to %s (right, misplaced; e.g. 2 1): "},
		"assistant.restants": {
			"%s possibles.",
			"%s left."},
		"assistant.rien": {
			"rien à annuler : le plateau est vide",
			"nothing to undo: the board is empty"},
		"assistant.titre": {
			"Assistant pour un vrai plateau : l'ordinateur conseille chaque essai, vous tapez les réponses du codeur.\n" +
				"Commandes : %s.\n",
			"Assistant for a real board: the computer suggests each guess, you type the coder's answers.\n" +
				"Commands: %s.\n"},
		"assistant.trouve": {
			"Trouvé en %d essais : %s.",
			"Found in %d tries: %s."},
		"assistant.trouve1": {
			"Trouvé du premier coup : %s.",
			"Found at the first try: %s."},
	}
}
