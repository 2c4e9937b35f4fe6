package texte

// tableLabo holds the keys labo.*, for the lab's limits of a player's program: its time, its tries.
func tableLabo() map[string]message {
	return map[string]message{
		"labo.drapeau.enclos": {
			"les `LIMITES` d'un programme (cmd:…) : cpu=30m,mem=4G,procs=256,file=1G,dir=DOSSIER (0 : sans limite)",
			"the `LIMITS` of a program (cmd:…): cpu=30m,mem=4G,procs=256,file=1G,dir=FOLDER (0: no limit)"},
		"labo.drapeau.sansenclos": {
			"lance un programme (cmd:…) sans clôture : dans le dossier courant, sans limites",
			"runs a program (cmd:…) unfenced: in the current folder, without limits"},
		"labo.enclos": {
			"--fence %s : des limites s'écrivent cpu=DURÉE,mem=TAILLE,procs=N,file=TAILLE,dir=DOSSIER, par exemple cpu=5m,mem=2G",
			"--fence %s: limits are written cpu=DURATION,mem=SIZE,procs=N,file=SIZE,dir=FOLDER, for example cpu=5m,mem=2G"},
		"labo.enclos.dossier": {
			"--fence dir=%s : ce dossier n'existe pas",
			"--fence dir=%s: there is no such folder"},
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
