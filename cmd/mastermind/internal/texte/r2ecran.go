package texte

// tableR2Ecran holds the sentences of the second round of screen fixes:
// deleting a saved game asks first; a folder that cannot be one names
// the part of its path in the way.
func tableR2Ecran() map[string]message {
	return map[string]message{
		"sauve.supprimer.question": {
			"Supprimer « %s » (%s) ? Elle ne pourra plus être reprise.",
			"Delete %q (%s)? It can no longer be resumed."},
		"sauve.supprimer.questionauto": {
			"Supprimer la partie interrompue (%s) ? Elle ne pourra plus être reprise.",
			"Delete the interrupted game (%s)? It can no longer be resumed."},
		"sauve.supprimer.questionillisible": {
			"Supprimer la sauvegarde illisible « %s » ? Son fichier sera effacé.",
			"Delete the unreadable save %q? Its file will be erased."},
		// The menus' help line for a narrow terminal (see terminal.aide).
		"terminal.aide.courte": {"↑ ↓ 0-9, Entrée valide, Échap revient", "↑ ↓ 0-9, Enter confirms, Esc goes back"},
		"sauve.supprimer.non":  {"Non, la garder", "No, keep it"},
		"sauve.supprimer.oui":  {"Oui, la supprimer", "Yes, delete it"},
		"err.pasdossier.special": {
			"%s n'est pas un dossier ; choisissez un autre dossier%s",
			"%s is not a folder; choose another folder%s"},
		"err.pasdossier.parent": {
			"%s ne peut pas être un dossier, car %s est un fichier ; déplacez ce fichier, ou choisissez un autre dossier%s",
			"%s cannot be a folder, as %s is a file; move that file, or choose another folder%s"},
		"err.pasdossier.parentspecial": {
			"%s ne peut pas être un dossier, car %s n'en est pas un ; choisissez un autre dossier%s",
			"%s cannot be a folder, as %s is not one; choose another folder%s"},
		"err.pasdossier.inconnu": {
			"%s ne peut pas être un dossier, car une partie de son chemin n'en est pas un ; choisissez un autre dossier%s",
			"%s cannot be a folder, as part of its path is not one; choose another folder%s"},
	}
}
