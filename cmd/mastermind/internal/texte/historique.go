package texte

// tableHistorique holds the keys historique.*: the record of the rounds
// played (written after each round, read by mastermind history and
// mastermind analyse --history), and the analysis offered after a round.
func tableHistorique() map[string]message {
	return map[string]message{
		"historique.echec": {
			"Les manches de cette session ne sont pas gardées dans vos résultats : %s. Le jeu continue.",
			"This session's rounds are not kept in your results: %s. The game goes on."},
		"historique.fin": {
			"La manche est finie.",
			"The round is over."},
		"historique.voir": {
			"Voir l'analyse de la manche : la valeur de chaque essai",
			"See the round's analysis: how good each guess was"},
		"historique.continuer": {
			"Continuer",
			"Go on"},
		"historique.analyseimpossible": {
			"L'analyse de la manche n'a pas pu être faite : %s.",
			"The round could not be analysed: %s."},
	}
}
