package texte

// tableRelease holds the keys manuel.*, of issue 45: the help of the
// program's own flags as declared (the manual page's OPTIONS), and the
// manual page's own sentences.
func tableRelease() map[string]message {
	return map[string]message{
		"manuel.drapeau.aide": {
			"cette aide ; « mastermind COMMANDE --help » pour une commande",
			`this help; "mastermind COMMAND --help" for a command`},
		"manuel.manuel":  {"Commandes utilisateur", "User Commands"},
		"manuel.sujet":   {"COMMANDE|SUJET", "COMMAND|TOPIC"},
		"manuel.options": {"Options :", "Options:"},
		"manuel.fichiers": {
			`Les fichiers de mastermind, sous Linux et les BSD, quand aucune variable ne
les déplace (voir ENVIRONMENT ; « mastermind help environment » pour macOS
et Windows) :
  ~/.local/share/mastermind/saves           les parties sauvegardées (--saves, MASTERMIND_SAVES, XDG_DATA_HOME)
  ~/.local/state/mastermind                 l'historique des parties (XDG_STATE_HOME)
  ~/.config/mastermind/config.yaml          les réglages (XDG_CONFIG_HOME)
  ~/.cache/mastermind/optimal               le cache des arbres optimaux (MASTERMIND_CACHE, XDG_CACHE_HOME)
`,
			`The files of mastermind, on Linux and the BSDs, when no variable moves them
(see ENVIRONMENT; "mastermind help environment" for macOS and Windows):
  ~/.local/share/mastermind/saves           the saved games (--saves, MASTERMIND_SAVES, XDG_DATA_HOME)
  ~/.local/state/mastermind                 the history of games (XDG_STATE_HOME)
  ~/.config/mastermind/config.yaml          the settings (XDG_CONFIG_HOME)
  ~/.cache/mastermind/optimal               the cache of optimal trees (MASTERMIND_CACHE, XDG_CACHE_HOME)
`},
		"manuel.sortie": {
			`  0     succès
  1     échec, y compris un résultat qui n'a pas pu être écrit
  2     mauvaise commande ou mauvaise saisie
  130   interrompu par Ctrl-C (143 par SIGTERM, 129 par SIGHUP)
`,
			`  0     success
  1     failure, including a result that could not be written
  2     bad usage or bad input
  130   interrupted by Ctrl-C (143 by SIGTERM, 129 by SIGHUP)
`},
		"manuel.drapeau.version": {"la version", "the version"},
		"manuel.drapeau.graine": {
			"la graine du hasard, pour rejouer les mêmes parties",
			"the random seed, to replay the same games"},
		"manuel.drapeau.autorise": {
			"lance sans demander le programme (cmd:…) que nomment une sauvegarde ou les réglages",
			"runs the program (cmd:…) a save or the settings name without asking"},
		"manuel.drapeau.langue": {
			"la langue (défaut : celle de LANGUAGE, sinon l'anglais si LC_ALL, sinon LC_MESSAGES, sinon LANG commence par en ; le français sinon)",
			"the language (default: LANGUAGE's, else English when LC_ALL, else LC_MESSAGES, else LANG starts with en; French otherwise)"},
	}
}
