package texte

// tableEtats holds the keys etats.*: how a round ended as the record says
// it (a round stopped by a wrong answer) and what its analysis shows.
func tableEtats() map[string]message {
	return map[string]message{
		"etats.erreurtriche": {
			"erreur ou triche",
			"mistake or cheating"},
		"etats.arretee": {
			"Manche arrêtée par une réponse fausse : erreur ou triche, aucun point pour le codeur.",
			"Round stopped by a wrong answer: mistake or cheating, no point for the coder."},
		"etats.erreurs": {
			"Le code révélé était %s ; ces réponses étaient fausses :",
			"The code revealed was %s; these answers were wrong:"},
		"etats.incoherent": {
			"Après l'essai %d, plus aucun code ne s'accordait avec les réponses.",
			"After try %d, no code agreed with the answers any more."},
	}
}
