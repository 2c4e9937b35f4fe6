package texte

// tableConsentement holds the keys consent.*, for a program named by a file (a save, the settings) that the player must agree to run.
func tableConsentement() map[string]message {
	return map[string]message{
		"consent.absolue": {
			"La commande est gardée avec ses chemins complets, pour marcher depuis n'importe quel dossier : %s",
			"The command is kept with its full paths, to work from any folder: %s"},
		"consent.change": {
			"Le programme a changé depuis que vous l'avez accepté.",
			"The program has changed since you accepted it."},
		"consent.non":                {"Non, ne pas le lancer", "No, do not run it"},
		"consent.oui":                {"Oui, le lancer, et ne plus demander pour cette commande", "Yes, run it, and do not ask again for this command"},
		"consent.origine.reglages":   {"vos réglages", "your settings"},
		"consent.origine.sauvegarde": {"cette partie sauvegardée", "this saved game"},
		"consent.question.reglages": {
			"Vos réglages demandent de lancer ce programme :",
			"Your settings ask to run this program:"},
		"consent.question.sauvegarde": {
			"Cette partie sauvegardée demande de lancer ce programme :",
			"This saved game asks to run this program:"},
		"consent.enclos": {
			"Il tournera dans l'enclos du labo, mais pourra lire tout ce que vous pouvez lire.",
			"It will run in the lab's fence, but will be able to read anything you can read."},
		"consent.lancer": {"Le lancer ?", "Run it?"},
		"consent.empreinte": {
			"le programme %s n'est pas lancé : ce qu'il lance ne peut pas être vérifié (%s)",
			"the program %s is not run: what it runs cannot be checked (%s)"},
		"consent.refuse": {
			"le programme %s, nommé par %s, n'est pas lancé, faute de votre accord ; pour l'accepter, relancez depuis un terminal pour qu'il vous soit demandé, ou avec --allow-program, ou choisissez-le de nouveau dans Réglages",
			"the program %s, named by %s, is not run without your agreement; to accept it, run again from a terminal to be asked, or with --allow-program, or choose it again in Settings"},
		"consent.refusjoueur": {
			"le programme %s n'est pas lancé ; pour l'accepter plus tard, choisissez-le de nouveau dans Réglages",
			"the program %s is not run; to accept it later, choose it again in Settings"},
	}
}
