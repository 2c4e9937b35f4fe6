package texte

// tablePerso holds the keys perso.*, for the questions of a custom game's settings.
func tablePerso() map[string]message {
	return map[string]message{
		"perso.couleurs":   {"Nombre de couleurs (%d à %d, Entrée : %d) : ", "Number of colours (%d to %d, Enter: %d): "},
		"perso.entier":     {"tapez un nombre entier de %d à %d", "type a whole number from %d to %d"},
		"perso.essais":     {"Nombre maximum d'essais par manche (%d à %d, Entrée : %d) : ", "Maximum number of tries per round (%d to %d, Enter: %d): "},
		"perso.manches":    {"Nombre de manches, pair (%d à %d, Entrée : %d) : ", "Number of rounds, even (%d to %d, Enter: %d): "},
		"perso.nom":        {"Nom de la seule couleur : ", "Name of the only colour: "},
		"perso.nombrenoms": {"il faut %s, vous en avez donné %d", "%s are needed; you gave %d"},
		"perso.nomdefaut":  {"Nom de la seule couleur (Entrée : %s) : ", "Name of the only colour (Enter: %s): "},
		"perso.noms":       {"Noms des %d couleurs, séparés par des virgules : ", "Names of the %d colours, separated by commas: "},
		"perso.nomsdefaut": {"Noms des %d couleurs, séparés par des virgules ; Entrée garde %s : ", "Names of the %d colours, separated by commas; Enter keeps %s: "},
		"perso.nomsrequis": {"tapez les %d noms, séparés par des virgules", "type the %d names, separated by commas"},
		"perso.ouinon":     {"tapez o pour oui ou n pour non", "type y for yes or n for no"},
		"perso.pions":      {"Nombre de pions d'un code (%d à %d, Entrée : %d) : ", "Number of pegs of a code (%d to %d, Enter: %d): "},
		"perso.repetition": {"Un code peut-il répéter une couleur (secret et essais) ? (o/n, Entrée : o) : ", "May a code repeat a colour (secret and guesses)? (y/n, Enter: y): "},
	}
}
