package texte

// tableR2Ecran holds the sentences of the second round of screen fixes:
// deleting a saved game asks first.
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
		"sauve.supprimer.non": {"Non, la garder", "No, keep it"},
		"sauve.supprimer.oui": {"Oui, la supprimer", "Yes, delete it"},
	}
}
