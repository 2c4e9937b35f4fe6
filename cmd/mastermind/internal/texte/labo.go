package texte

// tableLabo holds the keys labo.*, for the lab's limits of a player's program: its time, its tries.
func tableLabo() map[string]message {
	return map[string]message{
		"labo.delai": {
			"--timeout %s : le délai doit être positif",
			"--timeout %s: the timeout must be positive"},
		"labo.drapeau.delai": {
			"le temps laissé à un programme (cmd:…) pour chaque ligne, en syntaxe Go : 10s, 500ms, 1m",
			"the time a program (cmd:…) has for each line, in Go syntax: 10s, 500ms, 1m"},
		"labo.drapeau.essais": {
			"le nombre maximum de propositions d'un programme (cmd:…) dans une manche",
			"the most proposals a program (cmd:…) may make in a round"},
		"labo.essais": {
			"--max-tries %d : il faut entre 1 et %d propositions",
			"--max-tries %d: from 1 to %d proposals"},
	}
}
