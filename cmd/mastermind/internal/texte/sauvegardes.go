package texte

import (
	"errors"
	"io/fs"

	"mastermind/code"
	"mastermind/partie"
	"mastermind/plateau"
	"mastermind/saves"
	"mastermind/utmm/disque"
)

func tableSauvegardes() map[string]message {
	return map[string]message{
		"sauve.fait": {
			"Partie sauvegardée sous « %s » ; ses prochains coups y seront enregistrés aussi.",
			"Game saved as %q; its next moves will be saved there too."},
		"sauve.echec": {
			"La partie n'a pas pu être sauvegardée sous « %s » : %s. La partie continue.",
			"The game could not be saved as %q: %s. The game goes on."},
		"sauve.nom": {
			"%s. Tapez par exemple « sauver ma partie ».",
			"%s. Type for example \"save my game\"."},
		"sauve.illisible":  {"%s — illisible : %s", "%s — unreadable: %s"},
		"sauve.aucune":     {"Aucune partie sauvegardée dans %s.", "No saved game in %s."},
		"sauve.titre":      {"Parties sauvegardées (%s)", "Saved games (%s)"},
		"sauve.reprendre":  {"Reprendre", "Resume"},
		"sauve.supprimer":  {"Supprimer", "Delete"},
		"sauve.supprimee":  {"Sauvegarde « %s » supprimée.", "Save %q deleted."},
		"menu.reprendre":   {"Reprendre la partie interrompue (%s)", "Resume the interrupted game (%s)"},
		"menu.sauvegardes": {"Parties sauvegardées (%d)", "Saved games (%d)"},
		"reprise.intro":    {"Reprise de « %s » : %s.", "Resuming %q: %s."},
		"reprise.auto":     {"Reprise de la partie interrompue : %s.", "Resuming the interrupted game: %s."},
		"reprise.manche":   {", manche %d/%d", ", round %d/%d"},
		"reprise.resume":   {"%s %d×%d%s, essai %d, %s", "%s %d×%d%s, try %d, %s"},
		"reprise.format":   {"02/01 15:04", "Jan 2, 15:04"},
		"mode.partie":      {"partie", "game"},
		"mode.solo":        {"solo", "solo"},
		"mode.duo":         {"deux joueurs", "two players"},
		"jeu.annulations":  {"Coups annulés : %d.", "Moves undone: %d."},
		"resume.resume":    {"reprend une partie sauvegardée (sans NOM : la liste)", "resumes a saved game (without NAME: the list)"},
		"drapeau.saves":    {"le dossier des sauvegardes", "the folder of saved games"},
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

		"err.sauvegarde": {
			"la sauvegarde « %s » (%s) est illisible : %s. Le fichier est laissé tel quel",
			"the save %q (%s) cannot be read: %s. The file is left as it is"},
		"err.absente":            {"aucune sauvegarde « %s » dans %s", "no save %q in %s"},
		"err.vide":               {"le fichier est vide", "the file is empty"},
		"err.syntaxe":            {"le fichier est abîmé, ligne %d (ce n'est plus du YAML valide)", "the file is damaged, line %d (no longer valid YAML)"},
		"err.syntaxe0":           {"le fichier est abîmé (ce n'est plus du YAML valide)", "the file is damaged (no longer valid YAML)"},
		"err.champ":              {"ligne %d, le champ « %s » est inconnu", "line %d, the field %q is unknown"},
		"err.type":               {"ligne %d, une valeur n'est pas du bon type", "line %d, a value is not of the right type"},
		"err.version":            {"le fichier est au format %d, or ce programme lit le format %d ; mettez le programme à jour", "the file is in format %d, and this program reads format %d; update the program"},
		"err.contenu":            {"« %s » : %s", "%q: %s"},
		"err.contenurang":        {"« %s », ligne %d du plateau : %s", "%q, row %d of the board: %s"},
		"err.regle.mode":         {"le mode de jeu est inconnu", "the game mode is unknown"},
		"err.regle.roles":        {"ces joueurs ne peuvent pas jouer cette manche", "these players cannot play this round"},
		"err.regle.strategie":    {"l'ordinateur cherche mais aucune stratégie n'est nommée", "the computer decodes but no strategy is named"},
		"err.regle.secret":       {"le code secret manque ou ne se lit pas", "the secret code is missing or cannot be read"},
		"err.regle.secretentrop": {"un code secret est enregistré alors que seul l'humain le connaît", "a secret is saved that only the human knows"},
		"err.regle.ligne":        {"une ligne s'écrit comme « RBJV 1 2 »", "a row is written like \"RBJV 1 2\""},
		"err.regle.reponse":      {"la réponse n'est pas celle que donne le code secret", "the answer is not the one the secret code gives"},
		"err.regle.negatif":      {"un compte est négatif", "a count is negative"},
		"err.regle.tropgrand":    {"un compte est plus grand qu'aucune partie n'en atteint", "a count is larger than any game reaches"},
		"err.regle.partie":       {"seule la partie contre l'ordinateur a un état de partie", "only the game against the computer has a game state"},
		"err.regle.etat":         {"l'état de la partie ne correspond pas à ses réglages", "the game's state does not fit its settings"},
		"err.regle.plein":        {"plus de lignes que d'essais permis", "more rows than tries allowed"},
		"err.regle.termine":      {"une ligne suit le code trouvé", "a row follows the code found"},
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
	switch {
	case errors.As(err, &nom):
		return c.nom(nom), true
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
		{plateau.ErrPlein, "err.regle.plein"}, {plateau.ErrTermine, "err.regle.termine"},
	} {
		if errors.Is(err, r.err) {
			return c.T(r.cle)
		}
	}
	return c.Erreur(err)
}

// Mode is the name of a saved game's mode.
func (c *Catalogue) Mode(m saves.Mode) string {
	switch m {
	case saves.ModeSolo:
		return c.T("mode.solo")
	case saves.ModeDuo:
		return c.T("mode.duo")
	}
	return c.T("mode.partie")
}
