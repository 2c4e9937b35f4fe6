package texte

import "errors"

// ErrLangue: the --lang flag names no language of the catalogue.
var ErrLangue = errors.New("unknown language")

func tableBase() map[string]message {
	return map[string]message{
		"programme.version": {"mastermind %s", "mastermind %s"},
		"programme.aide": {
			`mastermind — le jeu de Master Mind du cours SAE 1, son solveur et son labo de stratégies

Usage :
  mastermind [options]                        le menu du jeu
%s
Options de mastermind :
  --lang fr|en     la langue (défaut : l'anglais si LC_ALL, sinon LC_MESSAGES, sinon LANG commence par en ; le français sinon)
  --saves DOSSIER  le dossier des sauvegardes
  --seed N         la graine du hasard, pour rejouer les mêmes parties
  --help           cette aide ; « mastermind COMMANDE --help » pour une commande
  --version        la version

Codes de sortie : 0 succès, 1 échec (y compris un résultat qui n'a pas pu être écrit), 2 mauvaise commande ou saisie, 130 interrompu (Ctrl-C ; 143 par SIGTERM, 129 par SIGHUP).
`,
			`mastermind — the Master Mind game of the SAE 1 course, its solver and its strategy lab

Usage:
  mastermind [options]                        the game's menu
%s
Options of mastermind:
  --lang fr|en     the language (default: English when LC_ALL, else LC_MESSAGES, else LANG starts with en; French otherwise)
  --saves FOLDER   the folder of saved games
  --seed N         the random seed, to replay the same games
  --help           this help; "mastermind COMMAND --help" for a command
  --version        the version

Exit status: 0 success, 1 failure (including a result that could not be written), 2 bad usage or bad input, 130 interrupted (Ctrl-C; 143 by SIGTERM, 129 by SIGHUP).
`},
		"usage.inconnue": {
			"la commande « %s » n'existe pas. Commandes : %s. Tapez « mastermind --help ».",
			"there is no command %q. Commands: %s. Type \"mastermind --help\"."},
		"usage.drapeau": {
			"%s. Tapez « mastermind %s --help » pour les options.",
			"%s. Type \"mastermind %s --help\" for the options."},
		"usage.argument": {
			"argument inattendu « %s ». Tapez « mastermind %s --help ».",
			"unexpected argument %q. Type \"mastermind %s --help\"."},
		"usage.langue": {
			"--lang %s : langue inconnue ; tapez --lang fr ou --lang en.",
			"--lang %s: unknown language; type --lang fr or --lang en."},
		"interrompu":        {"Interrompu.", "Interrupted."},
		"aide.texte":        {"TEXTE", "TEXT"},
		"aide.nom":          {"NOM", "NAME"},
		"aide.dossier":      {"DOSSIER", "FOLDER"},
		"aide.args.resume":  {"[NOM]", "[NAME]"},
		"aide.args.solve":   {"[LIGNE…]", "[LINE…]"},
		"aide.args.tournoi": {"STRATÉGIE…", "STRATEGY…"},
		"usage.drapeauprogramme": {
			"%s. Tapez « mastermind --help » pour les options.",
			"%s. Type \"mastermind --help\" for the options."},
		"aide.defaut": {" (défaut : %s)", " (default: %s)"},
		"drapeau.inconnu": {
			"l'option %s n'existe pas",
			"there is no option %s"},
		"drapeau.valeur": {
			"« %s » ne convient pas pour %s",
			"%q is not a valid value for %s"},
		"drapeau.argument": {
			"l'option %s attend une valeur",
			"option %s needs a value"},
		"erreur.interne": {
			"erreur inattendue (%s) ; ce n'est pas de votre fait, merci de la signaler",
			"unexpected error (%s); this is not your doing, please report it"},
	}
}
