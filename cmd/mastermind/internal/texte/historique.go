package texte

// tableHistorique holds the keys historique.*: the record of the rounds
// played (written after each round, read by mastermind history and
// mastermind analyse --history), and the analysis offered after a round.
func tableHistorique() map[string]message {
	return map[string]message{
		"historique.attente": {
			"Un autre programme tient le verrou de l'historique %s ; j'attends qu'il le rende (Ctrl-C pour arrêter).",
			"Another program holds the history's lock %s; waiting for it to let go (Ctrl-C to stop)."},
		"historique.resume": {
			"vos résultats : parties jouées et gagnées, essais, appréciation (--json, --csv, --reset)",
			"your results: games played and won, tries, grades (--json, --csv, --reset)"},
		"historique.aide": {
			`Usage : mastermind history [options]
         mastermind historique [options]

Montre vos résultats, lus dans l'historique des manches que vous avez
finies (solo, deux joueurs, partie contre l'ordinateur) : pour chaque
taille, les parties jouées et gagnées, vos essais en moyenne et au mieux,
leur répartition à côté de celle de la stratégie optimale (ou de Knuth),
l'appréciation moyenne de vos essais, puis les dernières manches, que
« mastermind analyse --history N » analyse.

Dossier : $XDG_STATE_HOME/mastermind, sinon ~/.local/state/mastermind
(Linux ; « mastermind help environment » pour macOS et Windows).

Options :
`,
			`Usage: mastermind history [options]
       mastermind historique [options]

Shows your results, read from the history of the rounds you finished
(solo, two players, game against the computer): for each size, the games
played and won, your tries on average and at best, their distribution
beside the optimal strategy's (or Knuth's), the average grade of your
guesses, then the latest rounds, which "mastermind analyse --history N"
analyses.

Folder: $XDG_STATE_HOME/mastermind, else ~/.local/state/mastermind
(Linux; "mastermind help environment" for macOS and Windows).

Options:
`},
		"historique.drapeau.csv": {
			"écrit chaque manche de l'historique en CSV, une ligne par manche",
			"writes every round of the history as CSV, one line per round"},
		"historique.drapeau.reset": {
			"efface l'historique, après confirmation",
			"erases the history, after confirmation"},
		"historique.drapeau.yes": {
			"avec --reset : efface sans demander (obligatoire hors d'un terminal)",
			"with --reset: erases without asking (required outside a terminal)"},
		"historique.jsoncsv": {
			"--json et --csv s'excluent : choisissez l'un des deux.",
			"--json and --csv exclude each other: choose one."},
		"historique.illisible": {
			"L'historique ne peut pas être lu : %s.",
			"The history cannot be read: %s."},
		"historique.confirmer": {
			"--reset efface tout l'historique : ajoutez --yes pour confirmer hors d'un terminal.",
			"--reset erases the whole history: add --yes to confirm outside a terminal."},
		"historique.garde": {
			"Historique gardé.",
			"History kept."},
		"historique.echec": {
			"Les manches de cette session ne sont pas gardées dans vos résultats : %s. Le jeu continue.",
			"This session's rounds are not kept in your results: %s. The game goes on."},
		"historique.fin": {
			"La manche est finie.",
			"The round is over."},
		"historique.voir": {
			"Voir l'analyse de la manche : la valeur de chaque essai",
			"See the round's analysis: how good each guess was"},
		"historique.continuer": {
			"Continuer",
			"Go on"},
		"historique.menu": {
			"Retour au menu",
			"Back to the menu"},
		"historique.analyseimpossible": {
			"L'analyse de la manche n'a pas pu être faite : %s.",
			"The round could not be analysed: %s."},
	}
}
