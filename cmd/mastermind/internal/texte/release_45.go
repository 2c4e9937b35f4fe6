package texte

// tableRelease holds the keys of issue 45: the program's own flags as
// declared (the manual page's OPTIONS, the completion), the manual page's
// own sentences and PowerShell's completion.
func tableRelease() map[string]message {
	return map[string]message{
		"drapeau.aide": {
			"cette aide ; « mastermind COMMANDE --help » pour une commande",
			`this help; "mastermind COMMAND --help" for a command`},
		"drapeau.version": {"la version", "the version"},
		"drapeau.graine.programme": {
			"la graine du hasard, pour rejouer les mêmes parties",
			"the random seed, to replay the same games"},
		"drapeau.autorise.programme": {
			"lance sans demander le programme (cmd:…) que nomment une sauvegarde ou les réglages",
			"runs the program (cmd:…) a save or the settings name without asking"},
		"drapeau.langue.programme": {
			"la langue (défaut : celle de LANGUAGE, sinon l'anglais si LC_ALL, sinon LC_MESSAGES, sinon LANG commence par en ; le français sinon)",
			"the language (default: LANGUAGE's, else English when LC_ALL, else LC_MESSAGES, else LANG starts with en; French otherwise)"},
	}
}
