package texte

// tableEcran are the words of the screen itself, between two parts of the
// game.
func tableEcran() map[string]message {
	return map[string]message{
		"menu.retour": {
			"Entrée : retour au menu",
			"Enter: back to the menu"},
	}
}
