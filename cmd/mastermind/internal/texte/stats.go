package texte

func tableStats() map[string]message {
	return map[string]message{}
}
