package texte

// tableParties holds the sentences of games that are never lost: one
// file per game, locks between windows, files that do not read, writes
// that fail, and the settings kept between runs.
func tableParties() map[string]message {
	return map[string]message{
		"sauve.pasdecoups": {
			"Les coups de cette partie ne sont pas sauvegardés : %s. La partie continue.",
			"This game's moves are not being saved: %s. The game goes on."},
		"sauve.retablie": {
			"Les coups de cette partie sont de nouveau sauvegardés.",
			"This game's moves are being saved again."},
		"sauve.echecsansnom": {
			"La partie n'a pas pu être sauvegardée : %s. La partie continue.",
			"The game could not be saved: %s. The game goes on."},
		"sauve.automatique": {
			"La partie est sauvegardée après chaque coup ; pour lui donner un nom, tapez « sauver » suivi du nom, par exemple « sauver ma partie ».",
			"The game is saved after every move; to give it a name, type \"save\" and the name, for example \"save my game\"."},
		"sauve.remplacer": {
			"« %s » est déjà le nom d'une autre partie (%s). La remplacer par celle-ci ?",
			"%q is already the name of another game (%s). Replace it with this one?"},
		"sauve.garder": {
			"Non, garder l'autre partie",
			"No, keep the other game"},
		"sauve.remplacerpar": {
			"Oui, remplacer « %s » par cette partie",
			"Yes, replace %q with this game"},
		"sauve.gardee": {
			"L'autre partie « %s » est gardée ; pour sauver celle-ci, tapez « sauver » avec un autre nom.",
			"The other game %q is kept; to save this one, type \"save\" with another name."},
		"sauve.nomillisible": {
			"« %s » est le nom d'une sauvegarde illisible (%s), qui n'est jamais remplacée : choisissez un autre nom, ou supprimez-la depuis la liste des parties sauvegardées.",
			"%q is the name of a save that cannot be read (%s), which is never replaced: choose another name, or delete it from the list of saved games."},
		"sauve.nomouvert": {
			"« %s » est le nom d'une partie ouverte dans une autre fenêtre (processus %d) : choisissez un autre nom.",
			"%q is the name of a game open in another window (process %d): choose another name."},
		"sauve.finie": {
			"La partie est finie, mais son fichier n'a pas pu être retiré : %s.",
			"The game is over, but its file could not be removed: %s."},
		"jeu.misedecote": {
			"Partie mise de côté : reprenez-la depuis le menu, ou avec « %s ».",
			"Game set aside: resume it from the menu, or with \"%s\"."},
		"menu.reprendrenom": {
			"Reprendre « %s » (%s)",
			"Resume %q (%s)"},
		"menu.sauvegardesillisibles": {
			"Parties sauvegardées (%d, dont %s)",
			"Saved games (%d, %s)"},
		"sauve.illisibles1": {"%d illisible", "%d unreadable"},
		"sauve.illisibles":  {"%d illisibles", "%d unreadable"},
		"sauve.interrompue": {"partie interrompue", "interrupted game"},
		"sauve.ligne":       {"%s — %s", "%s — %s"},
		"sauve.ligneouverte": {
			"%s — %s (ouverte dans une autre fenêtre)",
			"%s — %s (open in another window)"},
		"sauve.ouverteailleurs": {
			"Cette partie est ouverte dans une autre fenêtre (processus %d) : continuez-la là-bas, ou quittez-la là-bas pour la reprendre ici.",
			"This game is open in another window (process %d): go on with it there, or quit it there to resume it here."},
		"sauve.supprimeeauto": {
			"Partie interrompue supprimée.",
			"Interrupted game deleted."},
		"sauve.dossierillisible": {
			"Les parties sauvegardées ne peuvent pas être montrées : %s.",
			"The saved games cannot be shown: %s."},
		"config.abimee": {
			"Vos réglages (%s) ne se lisent pas : %s. Le fichier est laissé tel quel et les réglages par défaut sont pris ; ce que vous choisirez ne sera gardé qu'une fois ce fichier corrigé ou supprimé.",
			"Your settings (%s) cannot be read: %s. The file is left as it is and the default settings are used; what you choose will be kept only once that file is corrected or deleted."},
		"config.modele": {
			"la taille de jeu (preset) n'est pas classique, original, super ou perso",
			"the game size (preset) is not classique, original, super or perso"},
		"config.taillemodele": {
			"les pions, couleurs et essais ne sont pas ceux de la taille de jeu (preset)",
			"the pegs, colours and tries are not those of the game size (preset)"},
		"config.strategie": {
			"aucune stratégie n'est nommée",
			"no strategy is named"},
		"config.noms": {
			"il n'y a pas autant de noms de couleurs que de couleurs",
			"there are not as many colour names as colours"},
		"config.echec": {
			"Vos réglages ne pourront pas être gardés pour la prochaine fois : %s.",
			"Your settings cannot be kept for next time: %s."},

		"err.verrou": {
			"la partie « %s » est ouverte dans une autre fenêtre (processus %d) ; continuez-la là-bas, ou quittez-la là-bas pour la reprendre ici",
			"the game %q is open in another window (process %d); go on with it there, or quit it there to resume it here"},
		"err.ecriture.interdit": {
			"vous n'avez pas le droit d'écrire dans le dossier %s ; donnez-vous ce droit, ou choisissez un autre dossier%s",
			"you may not write in the folder %s; give yourself that right, or choose another folder%s"},
		"err.ecriture.plein": {
			"le disque du dossier %s est plein ; faites de la place",
			"the disk of the folder %s is full; make room"},
		"err.ecriture.lectureseule": {
			"le dossier %s est sur un disque en lecture seule ; choisissez un autre dossier%s",
			"the folder %s is on a read-only disk; choose another folder%s"},
		"err.ecriture.pasdossier": {
			"%s devrait être un dossier, or un fichier porte ce nom ; déplacez ce fichier, ou choisissez un autre dossier%s",
			"%s should be a folder, and a file has that name; move that file, or choose another folder%s"},
		"err.ecriture": {
			"impossible d'écrire dans le dossier %s ; vérifiez qu'il existe et que vous pouvez y écrire, ou choisissez un autre dossier%s",
			"cannot write in the folder %s; check that it exists and that you may write there, or choose another folder%s"},
		"err.conseil.saves":  {" avec --saves", " with --saves"},
		"err.conseil.config": {" avec XDG_CONFIG_HOME", " with XDG_CONFIG_HOME"},
		"err.conseil.cache":  {" avec MASTERMIND_CACHE", " with MASTERMIND_CACHE"},
		"err.dossierlecture": {
			"le dossier %s ne peut pas être lu ; vérifiez que c'est un dossier et que vous pouvez le lire, ou choisissez-en un autre avec --saves",
			"the folder %s cannot be read; check that it is a folder and that you may read it, or choose another one with --saves"},
		"err.nom.vide": {
			"un nom ne peut pas être vide",
			"a name cannot be empty"},
		"err.nom.long": {
			"« %s » est trop long : un nom a au plus %d caractères et %d octets",
			"%q is too long: a name has at most %d characters and %d bytes"},
		"err.nom.point": {
			"« %s » commence par un point ; un nom commence par une lettre ou un chiffre",
			"%q starts with a dot; a name starts with a letter or a digit"},
		"err.nom.tiret": {
			"« %s » commence par un tiret, que le terminal prendrait pour une option ; un nom commence par une lettre ou un chiffre",
			"%q starts with a dash, which the shell would take for an option; a name starts with a letter or a digit"},
		"err.nom.reserve": {
			"« %s » est réservé aux sauvegardes automatiques ; choisissez un autre nom",
			"%q is reserved for the automatic saves; choose another name"},
		"err.nom.caractere": {
			"« %s » contient « %c », or un nom n'a que des lettres, des chiffres, des espaces et - _ . '",
			"%q holds %q, and a name has only letters, digits, spaces and - _ . '"},
		"err.genre.lien": {
			"c'est un lien symbolique, or seul un fichier ordinaire est lu",
			"it is a symbolic link, and only a plain file is read"},
		"err.genre.dossier": {
			"c'est un dossier, pas un fichier",
			"it is a folder, not a file"},
		"err.genre.tube": {
			"c'est un tube nommé (FIFO), pas un fichier",
			"it is a named pipe (FIFO), not a file"},
		"err.genre.prise": {
			"c'est une prise réseau (socket), pas un fichier",
			"it is a socket, not a file"},
		"err.genre.peripherique": {
			"c'est un périphérique, pas un fichier",
			"it is a device, not a file"},
		"err.genre.autre": {
			"ce n'est pas un fichier ordinaire",
			"it is not a plain file"},
		"err.tropgros": {
			"le fichier est trop gros pour une sauvegarde (plus de %d Mo)",
			"the file is too large for a save (over %d MB)"},
		"err.lecture.interdite": {
			"vous n'avez pas le droit de lire ce fichier",
			"you may not read this file"},
		"err.lecture": {
			"le fichier ne peut pas être lu",
			"the file cannot be read"},
	}
}
