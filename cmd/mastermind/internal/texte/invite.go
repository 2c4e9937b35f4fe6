package texte

// tableInvite holds the keys invite.*, for the prompts: a choice asked, an input refused or too long.
func tableInvite() map[string]message {
	return map[string]message{
		"invite.choix":         {"Votre choix (1-%d) : ", "Your choice (1-%d): "},
		"invite.choixinvalide": {"Tapez un nombre de 1 à %d.", "Type a number from 1 to %d."},
		"invite.illisible": {
			"L'entrée a donné %d réponses refusées de suite\u00a0: elle n'est pas lue plus loin.",
			"The input gave %d refused answers in a row: it is not read any further."},
		"invite.lignetroplongue": {
			"La ligne %d dépasse %s octets\u00a0: elle est ignorée.",
			"Line %d is longer than %s bytes: it is ignored."},
	}
}
