package texte

// tableUsage holds the keys usage.*, for a bad command line: what is wrong and what to type.
func tableUsage() map[string]message {
	return map[string]message{
		"usage.argument": {
			"argument inattendu « %s ». Tapez « mastermind %s --help ».",
			"unexpected argument %q. Type \"mastermind %s --help\"."},
		"usage.drapeau": {
			"%s. Tapez « mastermind %s --help » pour les options.",
			"%s. Type \"mastermind %s --help\" for the options."},
		"usage.drapeaucommande": {
			"%s est une option de %s : tapez « %s ».",
			"%s is an option of %s: type \"%s\"."},
		"usage.drapeauprogramme": {
			"%s. Tapez « mastermind --help » pour les options.",
			"%s. Type \"mastermind --help\" for the options."},
		"usage.completion": {
			"« mastermind completion » attend le nom d'un shell : bash, zsh, fish ou powershell.",
			"\"mastermind completion\" takes the name of a shell: bash, zsh, fish or powershell."},
		"usage.inconnue": {
			"la commande « %s » n'existe pas. Commandes : %s. Tapez « mastermind --help ».",
			"there is no command %q. Commands: %s. Type \"mastermind --help\"."},
		"usage.sujetinconnu": {
			"aucune aide sur « %s ». Sujets : %s. Tapez « mastermind help ».",
			"no help on %q. Topics: %s. Type \"mastermind help\"."},
		"usage.inconnueproche": {
			"la commande « %s » n'existe pas : vouliez-vous dire %s ? Tapez « mastermind --help » pour les commandes.",
			"there is no command %q: did you mean %s? Type \"mastermind --help\" for the commands."},
		"usage.sujetproche": {
			"aucune aide sur « %s » : vouliez-vous dire %s ? Tapez « mastermind help » pour les sujets.",
			"no help on %q: did you mean %s? Type \"mastermind help\" for the topics."},
		"usage.ou": {" ou ", " or "},
		"usage.langue": {
			"--lang %s : langue inconnue ; tapez --lang fr ou --lang en.",
			"--lang %s: unknown language; type --lang fr or --lang en."},
	}
}
