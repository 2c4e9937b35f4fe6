package texte

// tablePartie holds the keys partie.*, for the course's game: rounds, scores, the hard games.
func tablePartie() map[string]message {
	return map[string]message{
		"partie.annulations": {"Coups annulés pendant la partie : %d.", "Moves undone during the game: %d."},
		"partie.calcul":      {"Calcul des codes les plus difficiles pour %s…", "Finding the codes hardest for %s…"},
		"partie.difficiles": {
			"Codes qui demandent le plus d'essais à %s (%s) :\n%s",
			"Codes that take %s the most tries (%s):\n%s"},
		"partie.difficilesplus": {"…\u00a0et\u00a0%s", "…\u00a0and\u00a0%s"},
		"partie.fin":            {"Fin de la partie — vous : %d, ordinateur : %d.", "End of the game — you: %d, computer: %d."},
		"partie.gagne":          {"Vous avez gagné !", "You won!"},
		"partie.intro":          {"Partie en %s. Le codeur marque les essais de son adversaire : le plus grand total gagne. Codes de %s parmi %s, %s au plus.", "A game of %s. The coder scores the opponent's tries: the higher total wins. Codes of %s among %s, at most %s."},
		"partie.manchehumain": {
			"Manche %d sur %d : vous cherchez le code de l'ordinateur.",
			"Round %d of %d: you break the computer's code."},
		"partie.mancheordi": {
			"Manche %d sur %d : l'ordinateur cherche votre code.",
			"Round %d of %d: the computer breaks your code."},
		"partie.nul": {"Match nul !", "A draw!"},
		"partie.pensez": {
			"Pensez à un code de %s parmi %s%s, sans le taper. Tapez ? pour voir les codes les plus difficiles pour l'ordinateur, quitter pour mettre la partie de côté.",
			"Think of a code of %s among %s%s, without typing it. Type ? to see the codes hardest for the computer, quit to set the game aside."},
		"partie.perdu":        {"L'ordinateur a gagné.", "The computer won."},
		"partie.pret":         {"Entrée quand vous êtes prêt : ", "Enter when you are ready: "},
		"partie.pretinvalide": {"appuyez sur Entrée, ou tapez ? ou quitter", "press Enter, or type ? or quit"},
		"partie.sansrep":      {" (sans répétition)", " (no repeats)"},
		"partie.score":        {"Score — vous : %d, ordinateur : %d.", "Score — you: %d, computer: %d."},
	}
}
