package texte

func tableSolveur() map[string]message {
	return map[string]message{}
}
