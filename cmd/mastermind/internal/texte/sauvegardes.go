package texte

import (
	"errors"
	"io/fs"
)

// tableSauvegardes holds the keys sauve.*, for saved games: saving, the list of saves, deleting, the modes of a save.
func tableSauvegardes() map[string]message {
	return map[string]message{
		// A reason worded by Erreur (a clause), made a sentence of its own
		// above the choices: its first letter in capital (Majuscule), a
		// full stop.
		"sauve.abimee": {"%s.", "%s."},
		"sauve.aucune": {"Aucune partie sauvegardée dans %s.", "No saved game in %s."},
		"sauve.automatique": {
			"La partie est sauvegardée après chaque coup ; pour lui donner un nom, tapez « sauver » suivi du nom, par exemple « sauver ma partie ».",
			"The game is saved after every move; to give it a name, type \"save\" and the name, for example \"save my game\"."},
		"sauve.dossierillisible": {
			"Les parties sauvegardées ne peuvent pas être montrées : %s.",
			"The saved games cannot be shown: %s."},
		"sauve.echec": {
			"La partie n'a pas pu être sauvegardée sous « %s » : %s. La partie continue.",
			"The game could not be saved as %q: %s. The game goes on."},
		"sauve.echecsansnom": {
			"La partie n'a pas pu être sauvegardée : %s. La partie continue.",
			"The game could not be saved: %s. The game goes on."},
		"sauve.fait": {
			"Partie sauvegardée sous « %s » ; ses prochains coups y seront enregistrés aussi.",
			"Game saved as %q; its next moves will be saved there too."},
		"sauve.finie": {
			"La partie est finie, mais son fichier n'a pas pu être retiré : %s.",
			"The game is over, but its file could not be removed: %s."},
		"sauve.attente": {
			"Un autre programme tient le verrou %s ; la partie attend qu'il le rende (Ctrl-C pour arrêter).",
			"Another program holds the lock %s; the game waits for it to let go (Ctrl-C to stop)."},
		"sauve.gardee": {
			"L'autre partie « %s » est gardée ; pour sauver celle-ci, tapez « sauver » avec un autre nom.",
			"The other game %q is kept; to save this one, type \"save\" with another name."},
		"sauve.garder": {
			"Non, garder l'autre partie",
			"No, keep the other game"},
		"sauve.illisible":        {"%s — illisible : %s", "%s — unreadable: %s"},
		"sauve.illisibles":       {"%d illisibles", "%d unreadable"},
		"sauve.illisibles1":      {"%d illisible", "%d unreadable"},
		"sauve.nomauto":          {"%s %d×%d, %s", "%s %d×%d, %s"},
		"sauve.nomautoillisible": {"Partie du %s", "Game of %s"},
		"sauve.nommode.duo":      {"À deux", "Duo"},
		"sauve.nommode.partie":   {"Partie", "Game"},
		"sauve.nommode.solo":     {"Solo", "Solo"},
		"sauve.nomdouble":        {"%s (%d)", "%s (%d)"},
		"sauve.pourreprendre": {
			"Pour en reprendre une : « %s ».",
			"To resume one: \"%s\"."},
		"sauve.ligne": {"%s — %s", "%s — %s"},
		"sauve.ligneouverte": {
			"%s — %s (ouverte dans une autre fenêtre)",
			"%s — %s (open in another window)"},
		"sauve.mode.duo":    {"deux joueurs", "two players"},
		"sauve.mode.partie": {"partie", "game"},
		"sauve.mode.solo":   {"solo", "solo"},
		"sauve.nom": {
			"%s. Tapez par exemple « sauver ma partie ».",
			"%s. Type for example \"save my game\"."},
		"sauve.nomillisible": {
			"« %s » est le nom d'une sauvegarde illisible (%s), qui n'est jamais remplacée : choisissez un autre nom, ou supprimez-la depuis la liste des parties sauvegardées.",
			"%q is the name of a save that cannot be read (%s), which is never replaced: choose another name, or delete it from the list of saved games."},
		"sauve.nomouvert": {
			"« %s » est le nom d'une partie ouverte dans une autre fenêtre (processus %d) : choisissez un autre nom.",
			"%q is the name of a game open in another window (process %d): choose another name."},
		"sauve.ouverteailleurs": {
			"Cette partie est ouverte dans une autre fenêtre (processus %d) : continuez-la là-bas, ou quittez-la là-bas pour la reprendre ici.",
			"This game is open in another window (process %d): go on with it there, or quit it there to resume it here."},
		"sauve.pasdecoups": {
			"Les coups de cette partie ne sont pas sauvegardés : %s. La partie continue.",
			"This game's moves are not being saved: %s. The game goes on."},
		"sauve.remplacer": {
			"« %s » est déjà le nom d'une autre partie (%s). La remplacer par celle-ci ?",
			"%q is already the name of another game (%s). Replace it with this one?"},
		"sauve.remplacerpar": {
			"Oui, remplacer « %s » par cette partie",
			"Yes, replace %q with this game"},
		"sauve.reprendre": {"Reprendre", "Resume"},
		"sauve.retablie": {
			"Les coups de cette partie sont de nouveau sauvegardés.",
			"This game's moves are being saved again."},
		"sauve.supprimee":     {"Sauvegarde « %s » supprimée.", "Save %q deleted."},
		"sauve.supprimer":     {"Supprimer", "Delete"},
		"sauve.supprimer.non": {"Non, la garder", "No, keep it"},
		"sauve.supprimer.oui": {"Oui, la supprimer", "Yes, delete it"},
		"sauve.supprimer.question": {
			"Supprimer « %s » (%s) ? Elle ne pourra plus être reprise.",
			"Delete %q (%s)? It can no longer be resumed."},
		"sauve.supprimer.questionillisible": {
			"Supprimer la sauvegarde illisible « %s » ? Son fichier sera effacé.",
			"Delete the unreadable save %q? Its file will be erased."},
		"sauve.titre": {"Parties sauvegardées (%s)", "Saved games (%s)"},
	}
}

// Ecriture words err, a failed write of a file of the folder the
// environment variable or flag of catalogue key conseil chooses ("" for
// none): which folder, and what to do. The write's error names its
// sentence (Message), where the advice goes (Conseil).
func (c *Catalogue) Ecriture(err error, conseil Cle) string {
	if m, ok := messageDe(err); ok {
		return c.message(m, conseil)
	}
	return c.Erreur(err)
}

// Lecture is an error that names why a file does not read (a save, the
// settings, a file of the cache): what is damaged in it, or why it is
// not such a file at all; a key of the catalogue and its arguments, as
// Message.
type Lecture interface {
	Lecture() (cle string, args []any)
}

// lectureDe finds the Lecture of err, if one of the errors it wraps has
// one.
func lectureDe(err error) (Lecture, bool) {
	var l Lecture
	ok := errors.As(err, &l)
	return l, ok
}

// Raison says in a few words why a save file does not read: what is
// damaged in it, or why it is not a save at all.
func (c *Catalogue) Raison(err error) string {
	if l, ok := lectureDe(err); ok {
		cle, args := l.Lecture()
		return c.phrase(cle, args, "")
	}
	if errors.Is(err, fs.ErrPermission) {
		return c.T("err.lecture.interdite")
	}
	return c.T("err.lecture")
}

// Mode is a saved game's mode, as scripts and files name it: "partie",
// "solo", "duo" (the saves' Mode).
type Mode interface {
	String() string
}

// The modes' names, as the saves write them.
const (
	modeSolo = "solo"
	modeDuo  = "duo"
)

// ModeTitre is a saved game's mode as a save's name begins: "Solo", "À
// deux", "Partie"; short, so that two names of one day still differ in a
// menu of 40 columns.
func (c *Catalogue) ModeTitre(m Mode) string {
	switch m.String() {
	case modeSolo:
		return c.T("sauve.nommode.solo")
	case modeDuo:
		return c.T("sauve.nommode.duo")
	}
	return c.T("sauve.nommode.partie")
}

// Mode is the name of a saved game's mode.
func (c *Catalogue) Mode(m Mode) string {
	switch m.String() {
	case modeSolo:
		return c.T("sauve.mode.solo")
	case modeDuo:
		return c.T("sauve.mode.duo")
	}
	return c.T("sauve.mode.partie")
}
