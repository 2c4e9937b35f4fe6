package texte

// tableEnclos43 holds the keys of issue 43: the tournament's independent
// draws, the programs' error streams, the fence's counts.
func tableEnclos43() map[string]message {
	return map[string]message{
		"enclos43.derniere": {
			"  Sa dernière ligne d'erreur : « %s »",
			"  Its last error line: \"%s\""},
		"enclos43.ordre.independants": {
			"Chaque secret a été tiré indépendamment des autres : un secret peut revenir, un autre manquer, et un programme qui se souvient des secrets déjà trouvés n'y gagne rien.",
			"Each secret was drawn independently of the others: a secret may come back, another be missing, and a program that remembers the secrets it found gains nothing by it."},
		"enclos43.drapeau.independants": {
			"tirer chaque secret indépendamment des autres (un secret peut revenir, un autre manquer) au lieu de chaque secret une fois : même avec --one-process, un programme qui se souvient des secrets déjà trouvés n'y gagne presque rien",
			"draw each secret independently of the others (a secret may come back, another be missing) instead of each secret once: even with --one-process, a program that remembers the secrets it found gains next to nothing by it"},
	}
}
