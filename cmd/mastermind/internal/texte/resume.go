package texte

// tableResume holds the keys resume.*, for the resume command.
func tableResume() map[string]message {
	return map[string]message{
		"resume.aide": {
			`Usage : mastermind resume [options] [NOM]

Reprend la partie sauvegardée NOM là où elle s'était arrêtée ; sans NOM,
liste les sauvegardes (la plus récente d'abord). Chaque partie a son
fichier, écrit après chaque coup : « autosave-… » tant qu'elle n'a pas de
nom, le nom donné par « sauver NOM » ensuite. Une partie finie est retirée ;
une partie ouverte dans une autre fenêtre ne peut pas être reprise ici.
Les options peuvent venir avant ou après NOM.

Dossier : --saves, sinon $MASTERMIND_SAVES, sinon
$XDG_DATA_HOME/mastermind/saves, sinon ~/.local/share/mastermind/saves.

Options :
`,
			`Usage: mastermind resume [options] [NAME]

Resumes the saved game NAME where it stopped; without NAME, lists the
saves (newest first). Each game has its own file, written after every
move: "autosave-…" until it has a name, the name given by "save NAME"
then. A finished game is removed; a game open in another window cannot be
resumed here. Options may come before or after NAME.

Folder: --saves, else $MASTERMIND_SAVES, else
$XDG_DATA_HOME/mastermind/saves, else ~/.local/share/mastermind/saves.

Options:
`},
		"resume.resume": {"reprend une partie sauvegardée (sans NOM : la liste)", "resumes a saved game (without NAME: the list)"},
	}
}
