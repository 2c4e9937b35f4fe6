package texte

// tableConfig holds the keys config.*, for the settings file: why it is not read or not written.
func tableConfig() map[string]message {
	return map[string]message{
		"config.abimee": {
			"Vos réglages (%s) ne se lisent pas : %s. Les réglages par défaut sont pris ; le fichier reste tel quel jusqu'à ce que vous changiez un réglage : il sera alors mis de côté sous un autre nom, et vos choix gardés dans un nouveau fichier.",
			"Your settings (%s) cannot be read: %s. The default settings are used; the file stays as it is until you change a setting: it will then be set aside under another name, and your choices kept in a new file."},
		"config.ecarte": {
			"Vos anciens réglages illisibles sont mis de côté dans %s ; vos choix sont gardés dans un nouveau fichier, %s.",
			"Your old unreadable settings are set aside as %s; your choices are kept in a new file, %s."},
		"config.echec": {
			"Vos réglages ne pourront pas être gardés pour la prochaine fois : %s.",
			"Your settings cannot be kept for next time: %s."},
		"config.modele": {
			"la taille de jeu (preset) n'est pas classique, original, super ou perso",
			"the game size (preset) is not classique, original, super or perso"},
		"config.fond": {
			"le fond (background) est light (clair) ou dark (sombre)",
			"the background is light or dark"},
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
