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
		"labo.garanties": {
			"Attention : sur ce système, l'enclos des programmes (cmd:…) ne peut pas garantir (voir docs/PROTOCOLE.md, « L'enclos ») :",
			"Warning: on this system, the fence of programs (cmd:…) cannot guarantee (see docs/PROTOCOL.md, \"The fence\"):"},
		"labo.garantie.ecritures": {
			"qu'un programme n'écrive que dans son dossier (Landlock manque : Linux 5.13 ou plus)",
			"that a program writes only in its folder (no Landlock: Linux 5.13 or later)"},
		"labo.garantie.lectureseule": {
			"qu'un programme ne change ni les droits, ni le propriétaire, ni les dates, ni les attributs d'un fichier hors de son dossier (les espaces de noms utilisateur et de montage manquent)",
			"that a program changes neither the mode, the owner, the times nor the attributes of a file outside its folder (no user and mount namespaces)"},
		"labo.garantie.sockets": {
			"qu'un programme n'ouvre aucune socket : ni réseau, par aucun protocole, ni socket Unix de votre session (le filtre seccomp manque)",
			"that a program opens no socket: no network by any protocol, no Unix socket of your session (no seccomp filter)"},
		"labo.garantie.reseau": {
			"qu'un programme n'ait pas de réseau à lui (l'espace de noms réseau manque)",
			"that a program has no network of its own (no network namespace)"},
		"labo.garantie.processus": {
			"qu'un programme ne voie ni ne signale que ses propres processus (l'espace de noms de processus manque)",
			"that a program sees and signals only its own processes (no pid namespace)"},
		"labo.garantie.utilisateur": {
			"qu'un programme lancé par root tourne sous un utilisateur à lui, sans droits",
			"that a program run by root runs as a user of its own, without rights"},
		"labo.garantie.memoire": {
			"que mem= borne toute la mémoire d'un programme, mémoire partagée comprise",
			"that mem= bounds all of a program's memory, shared memory included"},
		"labo.enclos.dossier": {
			"--fence dir=%s : ce dossier n'existe pas",
			"--fence dir=%s: there is no such folder"},
		"labo.delai": {
			"--timeout %s : le délai doit être positif",
			"--timeout %s: the timeout must be positive"},
		"labo.depuis": {
			"--from-round %d : il faut un numéro de manche de 1 à %d",
			"--from-round %d: a round number from 1 to %d"},
		"labo.drapeau.depuis": {
			"ne compter que les manches à partir de celle-ci ; celles d'avant sont jouées quand même, car avec --one-process un programme (cmd:…) garde son état d'une manche à l'autre",
			"count the rounds from this one only; the rounds before are played all the same, since with --one-process a program (cmd:…) keeps its state from one round to the next"},
		"labo.drapeau.manches": {
			"le nombre de manches jouées : après le dernier secret, tous reprennent dans un nouvel ordre (ceux de --secrets, dans le leur) (0 : chaque secret une fois)",
			"the number of rounds played: after the last secret, they all come again in a new order (those of --secrets, in theirs) (0: each secret once)"},
		"labo.ordre": {
			"%s=%s : la graine de l'ordre des secrets est un nombre entier de 0 à %d, celui d'un rapport",
			"%s=%s: the seed of the order of the secrets is a whole number from 0 to %d, the one a report gives"},
		"labo.drapeau.secrets": {
			"les secrets des manches, `LISTE` dans l'ordre, séparés par des virgules (RRBV,JJON,…), au lieu de tous les secrets",
			"the rounds' secrets, a `LIST` in order, separated by commas (RRBV,JJON,…), instead of every secret"},
		"labo.manches": {
			"--rounds %d : il faut entre 0 et %d manches",
			"--rounds %d: from 0 to %d rounds"},
		"labo.secret": {
			"--secrets : %s n'est pas un secret de la partie : %s",
			"--secrets: %s is not a secret of the game: %s"},
		"labo.secrets.vide": {
			"--secrets : aucun secret dans la liste ; par exemple --secrets RRBV,JJON",
			"--secrets: no secret in the list; for example --secrets RRBV,JJON"},
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
