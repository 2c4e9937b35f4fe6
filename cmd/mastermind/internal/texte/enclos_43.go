package texte

// tableEnclos43 holds the keys of issue 43: the tournament's independent
// draws, the programs' error streams, the fence's counts.
func tableEnclos43() map[string]message {
	return map[string]message{
		"enclos43.erreurs.fichier.titre": {
			"Sortie d'erreur de %s",
			"Standard error of %s"},
		"enclos43.erreurs.fichier.compte": {
			"%s, %s en tout.",
			"%s, %s in all."},
		"enclos43.erreurs.fichier.borne": {
			"Seuls les %d premiers et les %d derniers Kio sont gardés.",
			"Only the first %d KiB and the last %d KiB are kept."},
		"enclos43.erreurs.fichier.visible": {
			"Les caractères de contrôle y sont écrits visibles (\\e, \\r, \\x00…) : rien ici n'agit sur un terminal.",
			"Control characters are written visible (\\e, \\r, \\x00…): nothing here acts on a terminal."},
		"enclos43.erreurs.fichier.omis": {
			"[… %s omis ici …]",
			"[… %s left out here …]"},
		"enclos43.erreurs.html.titre": {
			"Sorties d'erreur des programmes",
			"The programs' error streams"},
		"enclos43.erreurs.rapport.fichier": {
			"Sa sortie d'erreur : %s Elle est gardée dans %s, à côté de ce rapport.",
			"Its error stream: %s It is kept in %s, next to this report."},
		"enclos43.erreurs.rapport.compte": {
			"Sa sortie d'erreur : %s Elle n'est pas gardée (--stderr DOSSIER la garde).",
			"Its error stream: %s It is not kept (--stderr DIR keeps it)."},
		"enclos43.erreurs.terminal.fichier": {
			"[%s] a écrit %s (%s) sur sa sortie d'erreur : voir %s",
			"[%s] wrote %s (%s) on its error stream: see %s"},
		"enclos43.erreurs.terminal.conseil": {
			"[%s] a écrit %s (%s) sur sa sortie d'erreur : --stderr DOSSIER les garde (les %d premiers et %d derniers Kio)",
			"[%s] wrote %s (%s) on its error stream: --stderr DIR keeps them (the first %d and last %d KiB)"},
		"enclos43.erreurs.terminal.jeu": {
			"[%s] a écrit %s (%s) sur sa sortie d'erreur pendant la partie ; pour les lire : %s",
			"[%s] wrote %s (%s) on its error stream during the game; to read them: %s"},
		"enclos43.erreurs.terminal.dossier": {
			"DOSSIER",
			"DIR"},
		"enclos43.erreurs.terminal.echec": {
			"Les sorties d'erreur ne sont pas écrites dans %s : %s",
			"The error streams are not written in %s: %s"},
		"enclos43.erreurs.pasdossier": {
			"--stderr %s : ce n'est pas un dossier",
			"--stderr %s: not a folder"},
		"enclos43.erreurs.drapeau": {
			"garder dans DOSSIER la sortie d'erreur de chaque programme, un fichier chacun (ses %d premiers et %d derniers Kio, tout compté) ; sans, le terminal n'en dit que le compte",
			"keep each program's error stream in DIR, a file each (its first %d and last %d KiB, everything counted); without, the terminal says only how much"},
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
