package texte

// tableConfig holds the keys config.*, for the settings file: why it is not read or not written.
func tableConfig() map[string]message {
	return map[string]message{
		"config.abimee": {
			"Vos réglages (%s) ne se lisent pas : %s. Le fichier est laissé tel quel et les réglages par défaut sont pris ; ce que vous choisirez ne sera gardé qu'une fois ce fichier corrigé ou supprimé.",
			"Your settings (%s) cannot be read: %s. The file is left as it is and the default settings are used; what you choose will be kept only once that file is corrected or deleted."},
		"config.echec": {
			"Vos réglages ne pourront pas être gardés pour la prochaine fois : %s.",
			"Your settings cannot be kept for next time: %s."},
		"config.modele": {
			"la taille de jeu (preset) n'est pas classique, original, super ou perso",
			"the game size (preset) is not classique, original, super or perso"},
		"config.noms": {
			"il n'y a pas autant de noms de couleurs que de couleurs",
			"there are not as many colour names as colours"},
		"config.strategie": {
			"aucune stratégie n'est nommée",
			"no strategy is named"},
		"config.taillemodele": {
			"les pions, couleurs et essais ne sont pas ceux de la taille de jeu (preset)",
			"the pegs, colours and tries are not those of the game size (preset)"},
	}
}
