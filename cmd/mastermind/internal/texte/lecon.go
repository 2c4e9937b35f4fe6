package texte

func tableLecon() map[string]message {
	return map[string]message{}
}
