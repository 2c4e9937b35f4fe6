package texte

func tableSauvegardes() map[string]message {
	return map[string]message{}
}
