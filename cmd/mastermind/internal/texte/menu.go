package texte

// tableMenu holds the keys menu.*, for the main menu and its entries.
func tableMenu() map[string]message {
	return map[string]message{
		"menu.assistant":             {"Assistant pour un vrai plateau (solveur)", "Assistant for a real board (solver)"},
		"menu.assistant.court":       {"Assistant (vrai plateau)", "Assistant (real board)"},
		"menu.demo":                  {"Démonstration : l'ordinateur cherche seul", "Demonstration: the computer plays alone"},
		"menu.demo.court":            {"Démonstration", "Demonstration"},
		"menu.duo":                   {"Deux joueurs : l'un cache un code, l'autre le cherche", "Two players: one hides a code, the other breaks it"},
		"menu.duo.court":             {"Deux joueurs", "Two players"},
		"menu.partie":                {"Jouer contre l'ordinateur (partie en manches, chacun code à son tour)", "Play against the computer (rounds, each codes in turn)"},
		"menu.partie.court":          {"Jouer contre l'ordinateur", "Play against the computer"},
		"menu.quitter":               {"Quitter", "Quit"},
		"menu.quitter.titre":         {"Quitter Master Mind ?", "Quit Master Mind?"},
		"menu.quitter.non":           {"Non, rester", "No, stay"},
		"menu.quitter.oui":           {"Oui, quitter", "Yes, quit"},
		"menu.reprendreaucune":       {"Reprendre : aucune partie interrompue", "Resume: no interrupted game"},
		"menu.reprendreaucune.court": {"Reprendre : aucune", "Resume: none"},
		"menu.aucuneinterrompue":     {"Aucune partie interrompue à reprendre : elle apparaît ici quand une partie est mise de côté.", "No interrupted game to resume: one shows here once a game is set aside."},
		"menu.sauvegardesaucune":     {"Parties sauvegardées (aucune)", "Saved games (none)"},
		"menu.resultats":             {"Mes résultats : parties jouées, essais, analyse de chaque manche", "My results: games played, tries, each round analysed"},
		"menu.resultatsaucun":        {"Mes résultats : aucune partie jouée", "My results: no game played"},
		"menu.resultatsaucun.court":  {"Mes résultats : aucune", "My results: none"},
		"menu.reglages":              {"Réglages", "Settings"},
		"menu.regles":                {"Règles du jeu", "How to play"},
		"menu.reprendrecourt":        {"Reprendre : %s %d×%d, %s", "Resume: %s %d×%d, %s"},
		"menu.reprendreetat":         {"Reprendre : %s", "Resume: %s"},
		"menu.reprendrenom": {
			"Reprendre « %s » (%s)",
			"Resume %q (%s)"},
		"menu.retour": {
			"Entrée : retour au menu",
			"Enter: back to the menu"},
		"menu.sauvegardes": {"Parties sauvegardées (%d)", "Saved games (%d)"},
		"menu.sauvegardesillisibles": {
			"Parties sauvegardées (%d, dont %s)",
			"Saved games (%d, %s)"},
		"menu.solo":         {"Solo : trouver le code de l'ordinateur", "Solo: break the computer's code"},
		"menu.solo.court":   {"Solo : percer le code", "Solo: break the code"},
		"menu.stats":        {"Statistiques des stratégies de l'ordinateur", "Statistics of the computer's strategies"},
		"menu.stats.court":  {"Statistiques des stratégies", "Statistics of strategies"},
		"menu.stats.titre":  {"Quelle stratégie jouer contre chaque code secret ?", "Which strategy to play against every secret?"},
		"menu.stats.toutes": {"toutes, côte à côte", "all of them, side by side"},
		"menu.titre":        {"Menu principal — %s", "Main menu — %s"},
	}
}
