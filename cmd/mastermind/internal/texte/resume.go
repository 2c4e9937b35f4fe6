package texte

// tableResume holds the keys resume.*, for the resume command.
func tableResume() map[string]message {
	return map[string]message{
		"resume.aide": {
			`Usage : mastermind resume [options] [NOM]

Reprend la partie sauvegardée NOM là où elle s'était arrêtée ; sans NOM,
liste les sauvegardes (la plus récente d'abord) par les noms du menu. Une
partie est sauvegardée après chaque coup, sous le nom donné par « sauver
NOM », sinon sous son mode, sa taille et son début : « Solo 4×6, mar.
25 nov. 22:41 », à taper entre guillemets (4x6 vaut 4×6, et majuscules,
accents et points sont facultatifs). Une partie finie est retirée ; une
partie ouverte dans une autre fenêtre ne peut pas être reprise ici. Les
options peuvent venir avant ou après NOM.

Dossier : --saves, sinon $MASTERMIND_SAVES, sinon
$XDG_DATA_HOME/mastermind/saves, sinon ~/.local/share/mastermind/saves
(Linux ; « mastermind help environment » pour macOS et Windows).

Options :
`,
			`Usage: mastermind resume [options] [NAME]

Resumes the saved game NAME where it stopped; without NAME, lists the
saves (newest first) by the menu's names. A game is saved after every
move, under the name given by "save NAME", else under its mode, size and
start: "Solo 4×6, Tue 25 Nov 22:41", typed in quotes (4x6 stands for 4×6;
case and dots do not matter). A finished game is removed; a game open in
another window cannot be resumed here. Options may come before or after
NAME.

Folder: --saves, else $MASTERMIND_SAVES, else
$XDG_DATA_HOME/mastermind/saves, else ~/.local/share/mastermind/saves
(Linux; "mastermind help environment" for macOS and Windows).

Options:
`},
		"resume.sansdossier": {
			"Aucun dossier de sauvegardes : ni %s ne nomment un dossier (un chemin absolu). Définissez %s, ou choisissez un dossier avec --saves.",
			"No saves folder: neither %s names a folder (an absolute path). Set %s, or choose a folder with --saves."},
		"resume.resume": {"reprend une partie sauvegardée (sans NOM : la liste)", "resumes a saved game (without NAME: the list)"},
	}
}
