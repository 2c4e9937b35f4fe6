package texte

func tableOptimal() map[string]message {
	return map[string]message{}
}
