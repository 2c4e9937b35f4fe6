package texte

// tableProcessus43 holds the keys of issue 43's fresh processes: each
// round of a program played by a process of its own, unless
// --one-process.
func tableProcessus43() map[string]message {
	return map[string]message{
		"processus43.drapeau.unprocessus": {
			"jouer toutes les manches d'un programme (cmd:…) avec un seul processus, plus vite, au lieu d'un processus neuf par manche : le programme peut alors se souvenir des manches déjà jouées, et celui qui retient les secrets trouvés y gagne ; pour explorer, pas pour noter",
			"play all of a program's (cmd:…) rounds with one process, faster, instead of a fresh process for each round: the program may then remember the rounds already played, and one that remembers the secrets it found gains by it; for exploring, not for grading"},
		"processus43.fraiche": {
			"Chaque manche d'un programme a été jouée par un processus neuf : aucun ne pouvait se souvenir des manches d'avant.",
			"Each round of a program was played by a fresh process: none could remember the rounds before."},
		"processus43.unique": {
			"Toutes les manches d'un programme ont été jouées par un seul processus (--one-process) : il pouvait se souvenir des manches d'avant, et un programme qui retient les secrets trouvés y gagne ; sans --one-process, chaque manche a un processus neuf.",
			"All of a program's rounds were played by one process (--one-process): it could remember the rounds before, and a program that remembers the secrets it found gains by it; without --one-process, each round gets a fresh process."},
		"processus43.rejouer": {
			"  Pour rejouer cette manche (chaque manche a son processus neuf : seul son secret compte) : « %s »",
			"  To replay this round (each round gets a fresh process: only its secret matters): \"%s\""},
	}
}
