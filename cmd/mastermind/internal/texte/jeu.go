package texte

func tableJeu() map[string]message {
	return map[string]message{
		"plateau.essai":  {"Essai", "Try"},
		"plateau.code":   {"Code", "Code"},
		"plateau.bien":   {"Bien", "Right"},
		"plateau.mal":    {"Mal", "Misplaced"},
		"plateau.secret": {"Secret", "Secret"},
	}
}
