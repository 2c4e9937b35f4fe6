package texte

// tableReglesDuJeu holds the "Règles du jeu" screen of the main menu.
func tableReglesDuJeu() map[string]message {
	return map[string]message{}
}
