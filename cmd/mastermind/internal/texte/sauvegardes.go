package texte

import (
	"errors"

	"mastermind/partie"
	"mastermind/plateau"
	"mastermind/saves"
)

func tableSauvegardes() map[string]message {
	return map[string]message{
		"sauve.fait":      {"Partie sauvegardée sous « %s ».", "Game saved as %q."},
		"sauve.echec":     {"La sauvegarde a échoué : %s. La partie continue.", "Saving failed: %s. The game goes on."},
		"sauve.autoechec": {"La sauvegarde automatique a échoué : %s. La partie continue sans elle.", "The autosave failed: %s. The game goes on without it."},
		"sauve.nom": {
			"« %s » ne peut pas servir de nom : lettres, chiffres, espaces et - _ . ' seulement, sans commencer par un point. Tapez par exemple « sauver ma partie ».",
			"%q cannot be a name: letters, digits, spaces and - _ . ' only, not starting with a dot. Type for example \"save my game\"."},
		"sauve.illisible":  {"%s — illisible", "%s — unreadable"},
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
			`Usage : mastermind resume [NOM] [options]

Reprend la partie sauvegardée NOM là où elle s'était arrêtée ; sans NOM,
liste les sauvegardes (la plus récente d'abord). « autosave » est la
sauvegarde automatique, écrite après chaque coup.

Dossier : --saves, sinon $MASTERMIND_SAVES, sinon
$XDG_DATA_HOME/mastermind/saves, sinon ~/.local/share/mastermind/saves.

Options :
`,
			`Usage: mastermind resume [NAME] [options]

Resumes the saved game NAME where it stopped; without NAME, lists the
saves (newest first). "autosave" is the automatic save, written after
every move.

Folder: --saves, else $MASTERMIND_SAVES, else
$XDG_DATA_HOME/mastermind/saves, else ~/.local/share/mastermind/saves.

Options:
`},

		"err.sauvegarde": {
			"la sauvegarde « %s » (%s) est illisible : %s. Le fichier est laissé tel quel",
			"the save %q (%s) cannot be read: %s. The file is left as it is"},
		"err.ecriture":           {"impossible d'écrire %s : %s", "cannot write %s: %s"},
		"err.absente":            {"aucune sauvegarde « %s » dans %s", "no save %q in %s"},
		"err.vide":               {"le fichier est vide", "the file is empty"},
		"err.syntaxe":            {"le fichier est abîmé, ligne %d (ce n'est plus du YAML valide)", "the file is damaged, line %d (no longer valid YAML)"},
		"err.syntaxe0":           {"le fichier est abîmé (ce n'est plus du YAML valide)", "the file is damaged (no longer valid YAML)"},
		"err.champ":              {"ligne %d, le champ « %s » est inconnu", "line %d, the field %q is unknown"},
		"err.type":               {"ligne %d, une valeur n'est pas du bon type", "line %d, a value is not of the right type"},
		"err.version":            {"le fichier est au format %d, or ce programme lit le format %d ; mettez le programme à jour", "the file is in format %d, and this program reads format %d; update the program"},
		"err.contenu":            {"« %s » : %s", "%q: %s"},
		"err.contenurang":        {"« %s », ligne %d du plateau : %s", "%q, row %d of the board: %s"},
		"err.nomsauve":           {"« %s » n'est pas un nom de sauvegarde possible (lettres, chiffres, espaces et - _ . ' seulement)", "%q is not a possible save name (letters, digits, spaces and - _ . ' only)"},
		"err.regle.mode":         {"le mode de jeu est inconnu", "the game mode is unknown"},
		"err.regle.roles":        {"ces joueurs ne peuvent pas jouer cette manche", "these players cannot play this round"},
		"err.regle.strategie":    {"l'ordinateur cherche mais aucune stratégie n'est nommée", "the computer decodes but no strategy is named"},
		"err.regle.secret":       {"le code secret manque ou ne se lit pas", "the secret code is missing or cannot be read"},
		"err.regle.secretentrop": {"un code secret est enregistré alors que seul l'humain le connaît", "a secret is saved that only the human knows"},
		"err.regle.ligne":        {"une ligne s'écrit comme « RBJV 1 2 »", "a row is written like \"RBJV 1 2\""},
		"err.regle.reponse":      {"la réponse n'est pas celle que donne le code secret", "the answer is not the one the secret code gives"},
		"err.regle.incoherent":   {"aucun code ne correspond à toutes les réponses", "no code agrees with every answer"},
		"err.regle.negatif":      {"un compte est négatif", "a count is negative"},
		"err.regle.partie":       {"seule la partie contre l'ordinateur a un état de partie", "only the game against the computer has a game state"},
		"err.regle.etat":         {"l'état de la partie ne correspond pas à ses réglages", "the game's state does not fit its settings"},
		"err.regle.plein":        {"plus de lignes que d'essais permis", "more rows than tries allowed"},
		"err.regle.termine":      {"une ligne suit le code trouvé", "a row follows the code found"},
	}
}

// erreurSauvegarde words the errors of package saves.
func (c *Catalogue) erreurSauvegarde(err error) (string, bool) {
	var f *saves.ErreurFichier
	if errors.As(err, &f) {
		switch {
		case errors.Is(err, saves.ErrAbsente):
			return c.T("err.absente", f.Nom, dossier(f.Chemin)), true
		case isLecture(err):
			return c.T("err.sauvegarde", f.Nom, f.Chemin, c.detailSauvegarde(f.Err)), true
		}
		return c.T("err.ecriture", f.Chemin, c.Erreur(f.Err)), true
	}
	var nom *saves.ErreurNom
	if errors.As(err, &nom) {
		return c.T("err.nomsauve", nom.Nom), true
	}
	if isLecture(err) {
		return c.detailSauvegarde(err), true
	}
	return "", false
}

func isLecture(err error) bool {
	var format *saves.ErreurFormat
	var version *saves.ErreurVersion
	var contenu *saves.ErreurContenu
	return errors.As(err, &format) || errors.As(err, &version) || errors.As(err, &contenu)
}

func (c *Catalogue) detailSauvegarde(err error) string {
	var format *saves.ErreurFormat
	var version *saves.ErreurVersion
	var contenu *saves.ErreurContenu
	switch {
	case errors.As(err, &format):
		switch {
		case errors.Is(err, saves.ErrVide):
			return c.T("err.vide")
		case errors.Is(err, saves.ErrChampInconnu):
			return c.T("err.champ", format.Ligne, format.Detail)
		case errors.Is(err, saves.ErrType):
			return c.T("err.type", format.Ligne)
		case format.Ligne > 0:
			return c.T("err.syntaxe", format.Ligne)
		}
		return c.T("err.syntaxe0")
	case errors.As(err, &version):
		return c.T("err.version", version.Version, saves.Version)
	case errors.As(err, &contenu):
		regle := c.regle(contenu.Err)
		if contenu.Rang > 0 {
			return c.T("err.contenurang", contenu.Champ, contenu.Rang, regle)
		}
		return c.T("err.contenu", contenu.Champ, regle)
	}
	return c.Erreur(err)
}

// regle words the rule a saved file breaks.
func (c *Catalogue) regle(err error) string {
	for _, r := range []struct {
		err error
		cle Cle
	}{
		{saves.ErrMode, "err.regle.mode"}, {saves.ErrRoles, "err.regle.roles"},
		{saves.ErrStrategie, "err.regle.strategie"}, {saves.ErrSecret, "err.regle.secret"},
		{saves.ErrSecretEnTrop, "err.regle.secretentrop"}, {saves.ErrLigne, "err.regle.ligne"},
		{saves.ErrReponseFausse, "err.regle.reponse"}, {saves.ErrIncoherent, "err.regle.incoherent"},
		{saves.ErrNegatif, "err.regle.negatif"}, {saves.ErrPartieEnTrop, "err.regle.partie"},
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
