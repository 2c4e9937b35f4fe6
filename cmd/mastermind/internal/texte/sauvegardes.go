package texte

import (
	"errors"
	"io/fs"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
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

// erreurSauvegarde words the errors of package saves and of the files
// under it (package disque).
func (c *Catalogue) erreurSauvegarde(err error) (string, bool) {
	var f *saves.ErreurFichier
	var nom *saves.ErreurNom
	var d *saves.ErreurDossier
	var v *disque.ErreurVerrou
	var e *disque.ErreurEcriture
	var vi *disque.ErreurVerrouInutilisable
	switch {
	case errors.As(err, &nom):
		return c.nom(nom), true
	case errors.As(err, &vi):
		return c.T("err.verrouinutilisable", vi.Chemin, c.T(genreCle(vi.Genre))), true
	case errors.As(err, &v) && errors.As(err, &f):
		return c.T("err.verrou", f.Nom, v.Par.Pid), true
	case errors.As(err, &e) && errors.As(err, &f):
		return c.ecriture(e, "err.conseil.saves"), true
	case errors.As(err, &e):
		return c.ecriture(e, ""), true
	case errors.As(err, &d) && errors.Is(disque.Cause(d.Err), disque.ErrPasDossier):
		return c.pasDossier(d.Chemin, d.Fichier, d.Regulier, c.T("err.conseil.saves")), true
	case errors.As(err, &d):
		return c.T("err.dossierlecture", d.Chemin), true
	case errors.As(err, &f) && errors.Is(err, saves.ErrAbsente):
		return c.T("err.absente", f.Nom, dossier(f.Chemin)), true
	case errors.As(err, &f):
		return c.T("err.sauvegarde", f.Nom, f.Chemin, c.Raison(f.Err)), true
	case isLecture(err):
		return c.Raison(err), true
	}
	return "", false
}

func isLecture(err error) bool {
	var format *saves.ErreurFormat
	var version *saves.ErreurVersion
	var contenu *saves.ErreurContenu
	return errors.As(err, &format) || errors.As(err, &version) || errors.As(err, &contenu) ||
		errors.Is(err, disque.ErrPasRegulier) || errors.Is(err, disque.ErrTropGros)
}

// nom words a name refused.
func (c *Catalogue) nom(e *saves.ErreurNom) string {
	switch {
	case errors.Is(e, saves.ErrNomVide):
		return c.T("err.nom.vide")
	case errors.Is(e, saves.ErrNomLong):
		return c.T("err.nom.long", e.Nom, saves.MaxCaracteres, saves.MaxOctets)
	case errors.Is(e, saves.ErrNomPoint):
		return c.T("err.nom.point", e.Nom)
	case errors.Is(e, saves.ErrNomTiret):
		return c.T("err.nom.tiret", e.Nom)
	case errors.Is(e, saves.ErrNomReserve):
		return c.T("err.nom.reserve", e.Nom)
	}
	return c.T("err.nom.caractere", e.Nom, e.Caractere)
}

// Ecriture words err, a failed write of a file of the folder the
// environment variable or flag of catalogue key conseil chooses ("" for
// none): which folder, and what to do.
func (c *Catalogue) Ecriture(err error, conseil Cle) string {
	var e *disque.ErreurEcriture
	if errors.As(err, &e) {
		return c.ecriture(e, conseil)
	}
	return c.Erreur(err)
}

func (c *Catalogue) ecriture(e *disque.ErreurEcriture, conseil Cle) string {
	autre := ""
	if len(conseil) > 0 {
		autre = c.T(conseil)
	}
	switch {
	case errors.Is(e.Cause, disque.ErrInterdit):
		return c.T("err.ecriture.interdit", e.Dossier, autre)
	case errors.Is(e.Cause, disque.ErrPlein):
		return c.T("err.ecriture.plein", e.Dossier)
	case errors.Is(e.Cause, disque.ErrLectureSeule):
		return c.T("err.ecriture.lectureseule", e.Dossier, autre)
	case errors.Is(e.Cause, disque.ErrPasDossier):
		return c.pasDossier(e.Dossier, e.Fichier, e.Regulier, autre)
	}
	return c.T("err.ecriture", e.Dossier, autre)
}

// pasDossier says that the folder dossier cannot be one, naming the part
// of its path that is not a folder (fichier, "" when unknown): the folder
// itself or a folder above it. Only a regular file is to be moved: a
// device (/dev/null) or another special file is not the player's to move.
// autre says how to choose another folder.
func (c *Catalogue) pasDossier(dossier, fichier string, regulier bool, autre string) string {
	switch {
	case fichier == "":
		return c.T("err.pasdossier.inconnu", dossier, autre)
	case fichier == dossier && regulier:
		return c.T("err.ecriture.pasdossier", dossier, autre)
	case fichier == dossier:
		return c.T("err.pasdossier.special", dossier, autre)
	case regulier:
		return c.T("err.pasdossier.parent", dossier, fichier, autre)
	}
	return c.T("err.pasdossier.parentspecial", dossier, fichier, autre)
}

// Raison says in a few words why a save file does not read: what is
// damaged in it, or why it is not a save at all.
func (c *Catalogue) Raison(err error) string {
	var format *saves.ErreurFormat
	var version *saves.ErreurVersion
	var contenu *saves.ErreurContenu
	var genre *disque.ErreurGenre
	var coupe *saves.ErreurCoupe
	switch {
	case errors.As(err, &coupe):
		return c.T("err.coupe", coupe.Ligne)
	case errors.As(err, &format):
		switch {
		case errors.Is(err, saves.ErrVide):
			return c.T("err.vide")
		case errors.Is(err, saves.ErrChampInconnu):
			return c.T("err.champ", format.Ligne, format.Detail)
		case errors.Is(err, saves.ErrType) && (format.Champ == "created" || format.Champ == "played"):
			return c.T("err.typedate", format.Ligne, format.Detail, format.Champ)
		case errors.Is(err, saves.ErrType) && format.Champ != "":
			return c.T("err.typechamp", format.Ligne, format.Champ, format.Detail)
		case errors.Is(err, saves.ErrType):
			return c.T("err.type", format.Ligne)
		case format.Ligne > 0:
			return c.T("err.syntaxe", format.Ligne)
		}
		return c.T("err.syntaxe0")
	case errors.As(err, &version):
		if version.Version > version.Lue {
			return c.T("err.version", version.Version, version.Lue)
		}
		return c.T("err.versioninconnue", version.Version, version.Lue)
	case errors.As(err, &contenu) && errors.Is(err, saves.ErrManquant):
		return c.T("err.manquant", contenu.Champ)
	case errors.As(err, &contenu):
		regle := c.regle(contenu.Err)
		if contenu.Rang > 0 {
			return c.T("err.contenurang", contenu.Champ, contenu.Rang, regle)
		}
		return c.T("err.contenu", contenu.Champ, regle)
	case errors.As(err, &genre):
		return c.T(genreCle(genre.Genre))
	case errors.Is(err, disque.ErrTropGros):
		return c.T("err.tropgros", saves.MaxTaille>>20)
	case errors.Is(err, fs.ErrPermission):
		return c.T("err.lecture.interdite")
	}
	return c.T("err.lecture")
}

// genreCle is the key of the sentence that names a kind of special file.
func genreCle(g disque.Genre) Cle {
	switch g {
	case disque.Lien:
		return "err.genre.lien"
	case disque.Dossier:
		return "err.genre.dossier"
	case disque.Tube:
		return "err.genre.tube"
	case disque.Prise:
		return "err.genre.prise"
	case disque.Peripherique:
		return "err.genre.peripherique"
	}
	return "err.genre.autre"
}

// regle words the rule a saved file breaks.
func (c *Catalogue) regle(err error) string {
	var lettres *saves.ErreurLettres
	var lettre *saves.ErreurLettreNom
	var taille *code.ErreurTaille
	switch {
	case errors.As(err, &lettres):
		return c.T("err.regle.lettres", c.Nombre(lettres.Noms, NomNom), c.Nombre(lettres.Lettres, NomLettre))
	case errors.As(err, &lettre):
		return c.T("err.regle.lettrenom", string(lettre.Lettre), lettre.Nom)
	case errors.As(err, &taille) && errors.Is(err, code.ErrPions):
		// A number read in the file, not one the player asked for.
		return c.T("err.regle.pions", c.Nombre(taille.Taille.Pions, NomPion), code.MaxPions)
	}
	for _, r := range []struct {
		err error
		cle Cle
	}{
		{saves.ErrMode, "err.regle.mode"}, {saves.ErrRoles, "err.regle.roles"},
		{saves.ErrStrategie, "err.regle.strategie"}, {saves.ErrSecret, "err.regle.secret"},
		{saves.ErrSecretEnTrop, "err.regle.secretentrop"}, {saves.ErrLigne, "err.regle.ligne"},
		{saves.ErrReponseFausse, "err.regle.reponse"},
		{saves.ErrNegatif, "err.regle.negatif"}, {saves.ErrTropGrand, "err.regle.tropgrand"},
		{saves.ErrPartieEnTrop, "err.regle.partie"},
		{saves.ErrPartieManquante, "err.regle.etat"}, {partie.ErrEtat, "err.regle.etat"},
		{saves.ErrPosition, "err.regle.etat"}, {saves.ErrRevele, "err.regle.etat"}, {saves.ErrChampDeVersion, "err.regle.etat"},
		{plateau.ErrPlein, "err.regle.plein"}, {plateau.ErrTermine, "err.regle.termine"},
	} {
		if errors.Is(err, r.err) {
			return c.T(r.cle)
		}
	}
	return c.Erreur(err)
}

// ModeTitre is a saved game's mode as a save's name begins: "Solo", "À
// deux", "Partie"; short, so that two names of one day still differ in a
// menu of 40 columns.
func (c *Catalogue) ModeTitre(m saves.Mode) string {
	switch m {
	case saves.ModeSolo:
		return c.T("sauve.nommode.solo")
	case saves.ModeDuo:
		return c.T("sauve.nommode.duo")
	}
	return c.T("sauve.nommode.partie")
}

// Mode is the name of a saved game's mode.
func (c *Catalogue) Mode(m saves.Mode) string {
	switch m {
	case saves.ModeSolo:
		return c.T("sauve.mode.solo")
	case saves.ModeDuo:
		return c.T("sauve.mode.duo")
	}
	return c.T("sauve.mode.partie")
}
