package texte

import (
	"context"
	"errors"
	"path/filepath"
	"strings"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/solveur"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// tableErreurs holds the keys err.*, for the errors a player reads: a clause that says what was wrong and what to do.
func tableErreurs() map[string]message {
	return map[string]message{
		"err.absente":        {"aucune sauvegarde « %s » dans %s", "no save %q in %s"},
		"err.champ":          {"ligne %d, le champ « %s » est inconnu", "line %d, the field %q is unknown"},
		"err.conseil.cache":  {" avec MASTERMIND_CACHE", " with MASTERMIND_CACHE"},
		"err.conseil.config": {" avec XDG_CONFIG_HOME", " with XDG_CONFIG_HOME"},
		"err.conseil.saves":  {" avec --saves", " with --saves"},
		"err.contenu":        {"« %s » : %s", "%q: %s"},
		"err.contenurang":    {"« %s », ligne %d du plateau : %s", "%q, row %d of the board: %s"},
		"err.nominvisible": {
			"la couleur %d, « %s », contient un caractère de contrôle : un nom de couleur n'a que des caractères visibles",
			"colour %d, %q, holds a control character: a colour name has visible characters only"},
		"err.couleurs": {
			"le nombre de couleurs doit être entre 1 et %d (vous avez demandé %d)",
			"the number of colours must be from 1 to %d (you asked for %d)"},
		"err.coupe": {
			"le fichier s'arrête au milieu de sa ligne %d : il a été coupé",
			"the file stops in the middle of its line %d: it was cut short"},
		"err.dossierlecture": {
			"le dossier %s ne peut pas être lu ; vérifiez que c'est un dossier et que vous pouvez le lire, ou choisissez-en un autre avec --saves",
			"the folder %s cannot be read; check that it is a folder and that you may read it, or choose another one with --saves"},
		"err.ecriture": {
			"impossible d'écrire dans le dossier %s ; vérifiez qu'il existe et que vous pouvez y écrire, ou choisissez un autre dossier%s",
			"cannot write in the folder %s; check that it exists and that you may write there, or choose another folder%s"},
		"err.ecriture.interdit": {
			"vous n'avez pas le droit d'écrire dans le dossier %s ; donnez-vous ce droit, ou choisissez un autre dossier%s",
			"you may not write in the folder %s; give yourself that right, or choose another folder%s"},
		"err.ecriture.lectureseule": {
			"le dossier %s est sur un disque en lecture seule ; choisissez un autre dossier%s",
			"the folder %s is on a read-only disk; choose another folder%s"},
		"err.ecriture.pasdossier": {
			"%s devrait être un dossier, or un fichier porte ce nom ; déplacez ce fichier, ou choisissez un autre dossier%s",
			"%s should be a folder, and a file has that name; move that file, or choose another folder%s"},
		"err.ecriture.plein": {
			"le disque du dossier %s est plein ; faites de la place",
			"the disk of the folder %s is full; make room"},
		"err.tropdemanches": {
			"%s manches, c'est trop : une partie en a au plus %d",
			"%s rounds is too many: a game has at most %d"},
		"err.tropdessais": {
			"%s essais par manche, c'est trop : une manche en a au plus %d",
			"%s tries per round is too many: a round has at most %d"},
		"err.essais": {
			"il faut au moins 1 essai",
			"there must be at least 1 try"},
		"err.genre.autre": {
			"ce n'est pas un fichier ordinaire",
			"it is not a plain file"},
		"err.genre.dossier": {
			"c'est un dossier, pas un fichier",
			"it is a folder, not a file"},
		"err.genre.lien": {
			"c'est un lien symbolique, or seul un fichier ordinaire est lu",
			"it is a symbolic link, and only a plain file is read"},
		"err.genre.peripherique": {
			"c'est un périphérique, pas un fichier",
			"it is a device, not a file"},
		"err.genre.prise": {
			"c'est une prise réseau (socket), pas un fichier",
			"it is a socket, not a file"},
		"err.genre.tube": {
			"c'est un tube nommé (FIFO), pas un fichier",
			"it is a named pipe (FIFO), not a file"},
		// An answer no code gives to the proposition it answers.
		"err.sanscode.unecouleur": {
			"%s et %s est impossible : l'essai n'a qu'une couleur, aucun de ses pions ne peut être mal placé",
			"%s and %s is impossible: the guess has one colour, none of its pegs can be misplaced"},
		"err.sanscode": {
			"%s et %s est impossible : aucun code ne donne cette réponse à cet essai, vu ses %s",
			"%s and %s is impossible: no code gives this answer to this guess, given its %s"},
		"err.impossible": {
			"%s et 1 mal placé est impossible : le pion mal placé n'aurait nulle part où aller",
			"%s and 1 misplaced is impossible: the misplaced peg would have nowhere to go"},
		"err.initiales": {
			"%s et %s commencent tous deux par %c : changez l'un des deux noms",
			"%s and %s both start with %c: change one of the names"},
		"err.interne": {
			"erreur inattendue (%s) ; ce n'est pas de votre fait, merci de la signaler",
			"unexpected error (%s); this is not your doing, please report it"},
		"err.lecture": {
			"le fichier ne peut pas être lu",
			"the file cannot be read"},
		"err.lecture.interdite": {
			"vous n'avez pas le droit de lire ce fichier",
			"you may not read this file"},
		"err.lettre": {
			"pion %d : « %c » n'est pas une couleur ; lettres possibles : %s",
			"peg %d: %q is not a colour; letters allowed: %s"},
		"err.longueur": {
			"il faut %s, vous en avez tapé %d",
			"a code has %s; you typed %d"},
		"err.manches": {
			"le nombre de manches doit être pair et au moins 2, pour que chacun code autant de fois",
			"the number of rounds must be even and at least 2, so that each player codes as often"},
		"err.manquant": {
			"le champ « %s » manque ou est vide : le fichier a été coupé, ou ce n'est pas une sauvegarde",
			"the field %q is missing or empty: the file was cut short, or it is not a save"},
		"err.negatif": {
			"une réponse ne peut pas être négative ; tapez deux nombres de 0 à %d",
			"an answer cannot be negative; type two numbers from 0 to %d"},
		"err.nom.caractere": {
			"« %s » contient « %c », or un nom n'a que des lettres, des chiffres, des espaces et - _ . '",
			"%q holds %q, and a name has only letters, digits, spaces and - _ . '"},
		"err.nom.long": {
			"« %s » est trop long : un nom a au plus %d caractères et %d octets",
			"%q is too long: a name has at most %d characters and %d bytes"},
		"err.nom.point": {
			"« %s » commence par un point ; un nom commence par une lettre ou un chiffre",
			"%q starts with a dot; a name starts with a letter or a digit"},
		"err.nom.reserve": {
			"« %s » est réservé aux sauvegardes automatiques ; choisissez un autre nom",
			"%q is reserved for the automatic saves; choose another name"},
		"err.nom.tiret": {
			"« %s » commence par un tiret, que le terminal prendrait pour une option ; un nom commence par une lettre ou un chiffre",
			"%q starts with a dash, which the shell would take for an option; a name starts with a letter or a digit"},
		"err.nom.vide": {
			"un nom ne peut pas être vide",
			"a name cannot be empty"},
		"err.nombrecouleurs": {
			"il faut entre 1 et %d couleurs (vous en avez donné %d)",
			"there must be from 1 to %d colours (you gave %d)"},
		"err.nomvide": {
			"le nom de la couleur %d est vide ; tapez un nom",
			"the name of colour %d is empty; type a name"},
		"err.pasassezdecouleurs": {
			"sans répétition il faut au moins autant de couleurs que de pions (%s pour %s)",
			"without repeats there must be at least as many colours as pegs (%s for %s)"},
		"err.pasdossier.inconnu": {
			"%s ne peut pas être un dossier, car une partie de son chemin n'en est pas un ; choisissez un autre dossier%s",
			"%s cannot be a folder, as part of its path is not one; choose another folder%s"},
		"err.pasdossier.parent": {
			"%s ne peut pas être un dossier, car %s est un fichier ; déplacez ce fichier, ou choisissez un autre dossier%s",
			"%s cannot be a folder, as %s is a file; move that file, or choose another folder%s"},
		"err.pasdossier.parentspecial": {
			"%s ne peut pas être un dossier, car %s n'en est pas un ; choisissez un autre dossier%s",
			"%s cannot be a folder, as %s is not one; choose another folder%s"},
		"err.pasdossier.special": {
			"%s n'est pas un dossier ; choisissez un autre dossier%s",
			"%s is not a folder; choose another folder%s"},
		"err.paslettre": {
			"« %s » ne commence pas par une lettre ; l'initiale d'une couleur est la lettre qui la désigne",
			"%q does not start with a letter; a colour's initial is the letter that stands for it"},
		"err.pions": {
			"le nombre de pions doit être entre 1 et %d (vous avez demandé %d)",
			"the number of pegs must be from 1 to %d (you asked for %d)"},
		"err.regle.etat": {"l'état de la partie ne correspond pas à ses réglages", "the game's state does not fit its settings"},
		"err.regle.lettrenom": {
			"la lettre %s n'est pas une lettre du nom de sa couleur, %s",
			"the letter %s is not a letter of its colour's name, %s"},
		"err.regle.lettres": {
			"%s pour %s, or chaque couleur a un nom et une lettre",
			"%s for %s, and each colour has one name and one letter"},
		"err.regle.ligne":     {"une ligne s'écrit comme « RBJV 1 2 »", "a row is written like \"RBJV 1 2\""},
		"err.regle.mode":      {"le mode de jeu est inconnu", "the game mode is unknown"},
		"err.regle.negatif":   {"un compte est négatif", "a count is negative"},
		"err.regle.tropgrand": {"un compte est plus grand qu'aucune partie n'en atteint", "a count is larger than any game reaches"},
		"err.regle.partie":    {"seule la partie contre l'ordinateur a un état de partie", "only the game against the computer has a game state"},
		"err.regle.pions": {
			"%s, or un code en a de 1 à %d",
			"%s, and a code has from 1 to %d"},
		"err.regle.plein":        {"plus de lignes que d'essais permis", "more rows than tries allowed"},
		"err.regle.reponse":      {"la réponse n'est pas celle que donne le code secret", "the answer is not the one the secret code gives"},
		"err.regle.roles":        {"ces joueurs ne peuvent pas jouer cette manche", "these players cannot play this round"},
		"err.regle.secret":       {"le code secret manque ou ne se lit pas", "the secret code is missing or cannot be read"},
		"err.regle.secretentrop": {"un code secret est enregistré alors que seul l'humain le connaît", "a secret is saved that only the human knows"},
		"err.regle.strategie":    {"l'ordinateur cherche mais aucune stratégie n'est nommée", "the computer decodes but no strategy is named"},
		"err.regle.termine":      {"une ligne suit le code trouvé", "a row follows the code found"},
		"err.repetition": {
			"ce code répète une couleur, or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes",
			"this code repeats a colour, and without repeats no code holds a colour twice; type colours that are all different"},
		"err.repetition.lettre": {
			"la couleur %c est deux fois dans ce code (pions %d et %d), or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes",
			"colour %c is twice in this code (pegs %d and %d), and without repeats no code holds a colour twice; type colours that are all different"},
		"err.sauvegarde": {
			"la sauvegarde « %s » (%s) est illisible : %s. Le fichier est laissé tel quel",
			"the save %q (%s) cannot be read: %s. The file is left as it is"},
		"err.strategie": {
			"la stratégie « %s » n'existe pas ; au choix : %s",
			"there is no strategy %q; choose one of: %s"},
		"err.syntaxe":  {"le fichier est abîmé, ligne %d (ce n'est plus du YAML valide)", "the file is damaged, line %d (no longer valid YAML)"},
		"err.syntaxe0": {"le fichier est abîmé (ce n'est plus du YAML valide)", "the file is damaged (no longer valid YAML)"},
		"err.tropdepions": {
			"%s et %s font %s, or un code n'en a que %d",
			"%s and %s make %s, and a code has only %d"},
		"err.tropgrand": {
			"%s × %s font trop de codes pour l'ordinateur (au plus %s, et pions × couleurs au plus 64)",
			"%s × %s make too many codes for the computer (at most %s, and pegs × colours at most 64)"},
		"err.tropgrand.couleurs": {
			"%s × %s font trop de codes pour l'ordinateur : avec %s, %s au plus",
			"%s × %s make too many codes for the computer: with %s, at most %s"},
		"err.tropgros": {
			"le fichier est trop gros pour une sauvegarde (plus de %d Mo)",
			"the file is too large for a save (over %d MB)"},
		"err.tropgrosarbre": {
			"il est trop gros pour un arbre de cette taille (plus de %s octets)",
			"it is too large for a tree of that size (over %s bytes)"},
		"err.type": {"ligne %d, une valeur n'est pas du bon type", "line %d, a value is not of the right type"},
		"err.typechamp": {
			"ligne %d, le champ « %s » ne peut pas valoir « %s »",
			"line %d, the field %q cannot be %q"},
		"err.typedate": {
			"ligne %d, « %s » n'est pas une date : le champ « %s » s'écrit comme 2026-11-23T07:14:15Z",
			"line %d, %q is not a date: the field %q is written like 2026-11-23T07:14:15Z"},
		"err.tropgrosconfig": {
			"le fichier est trop gros pour des réglages (plus de %d Ko)",
			"the file is too large for settings (over %d KB)"},
		"err.verrouinutilisable": {
			"le verrou %s ne peut pas servir (%s) et n'a pas pu être mis de côté : retirez-le, puis recommencez",
			"the lock %s cannot be used (%s) and could not be set aside: remove it, then try again"},
		"err.verrou": {
			"la partie « %s » est ouverte dans une autre fenêtre (processus %d) ; continuez-la là-bas, ou quittez-la là-bas pour la reprendre ici",
			"the game %q is open in another window (process %d); go on with it there, or quit it there to resume it here"},
		"err.version": {"le fichier est au format %d, or ce programme lit le format %d ; mettez le programme à jour", "the file is in format %d, and this program reads format %d; update the program"},
		"err.versioninconnue": {
			"le champ « version » vaut %d, un format qui n'existe pas : ce programme écrit et lit le format %d",
			"the field \"version\" is %d, a format that does not exist: this program writes and reads format %d"},
		"err.vide": {"le fichier est vide", "the file is empty"},
		"err.sortie.pleine": {
			"le résultat n'a pas pu être écrit : le disque de la sortie standard est plein ; faites de la place, ou redirigez la sortie ailleurs",
			"the result could not be written: the standard output's disk is full; make room, or redirect the output elsewhere"},
		"err.sortie.fermee": {
			"la sortie standard est fermée (>&-) : rien de ce que mastermind écrirait n'y arriverait ; redirigez-la vers un fichier, ou vers /dev/null pour ne rien garder",
			"the standard output is closed (>&-): nothing mastermind writes would reach anyone; redirect it to a file, or to /dev/null to keep nothing"},
		"err.sortie": {
			"le résultat n'a pas pu être écrit sur la sortie standard (fermée, ou un fichier qui refuse l'écriture) ; redirigez-la ailleurs",
			"the result could not be written to the standard output (closed, or a file that refuses writing); redirect it elsewhere"},
	}
}

// Phrase is an error already worded for the player, in the catalogue's
// language: Erreur returns its sentence as it is.
type Phrase interface {
	error
	Phrase() string
}

// Erreur turns an error of the domain into a sentence for the player, in
// the catalogue's language. An error it does not know gives the sentence
// for an unexpected error, with the error's own text.
func (c *Catalogue) Erreur(err error) string {
	var p Phrase
	if errors.As(err, &p) {
		return p.Phrase()
	}
	// Before the code's errors: a program's report wraps the reason its
	// line is not a code.
	if s, ok := c.erreurProgramme(err); ok {
		return s
	}
	// The errors that name their own sentence: the saves', the files',
	// a program's start, the output's, the tree verifier's, the colours',
	// the bounds', an unknown strategy; then why a file does not read.
	if m, ok := messageDe(err); ok {
		return c.message(m, "")
	}
	if _, ok := lectureDe(err); ok {
		return c.Raison(err)
	}
	var ligne *solveur.ErreurLigne
	if errors.As(err, &ligne) {
		return c.SolveurLigne(ligne)
	}
	if s, ok := c.erreurCode(err); ok {
		return s
	}
	switch {
	case errors.Is(err, context.Canceled):
		// Ctrl-C, during a wait for a lock among others: the player's
		// doing, not an unexpected error.
		return c.T("interrompu.cause")
	case errors.Is(err, partie.ErrManches):
		return c.T("err.manches")
	case errors.Is(err, plateau.ErrEssais):
		return c.T("err.essais")
	}
	return c.T("err.interne", err)
}

func (c *Catalogue) erreurCode(err error) (string, bool) {
	var longueur *code.ErreurLongueur
	var lettre *code.ErreurLettre
	var rep *code.ErreurReponse
	var taille *code.ErreurTaille
	var repetition *code.ErreurRepetition
	switch {
	case errors.As(err, &longueur):
		return c.T("err.longueur", c.Nombre(longueur.Attendu, NomPion), longueur.Recu), true
	case errors.As(err, &lettre):
		return c.T("err.lettre", lettre.Position, []rune(extrait(string(lettre.Lettre)))[0], Separees(lettre.Permises)), true
	case errors.As(err, &rep):
		r := rep.Reponse
		switch {
		case errors.Is(err, code.ErrNegatif):
			return c.T("err.negatif", rep.Pions), true
		case errors.Is(err, code.ErrSansCode) && rep.Couleurs == 1:
			return c.T("err.sanscode.unecouleur", c.Nombre(r.Bien, NomBienPlace), c.Nombre(r.Mal, NomMalPlace)), true
		case errors.Is(err, code.ErrSansCode):
			return c.T("err.sanscode", c.Nombre(r.Bien, NomBienPlace), c.Nombre(r.Mal, NomMalPlace), c.Nombre(rep.Couleurs, NomCouleur)), true
		case errors.Is(err, code.ErrTropDePions):
			return c.T("err.tropdepions", c.Nombre(r.Bien, NomBienPlace), c.Nombre(r.Mal, NomMalPlace), c.Nombre(r.Bien+r.Mal, NomPion), rep.Pions), true
		default:
			return c.T("err.impossible", c.Nombre(r.Bien, NomBienPlace)), true
		}
	case errors.As(err, &taille):
		t := taille.Taille
		switch {
		case errors.Is(err, code.ErrPions):
			return c.T("err.pions", code.MaxPions, t.Pions), true
		case errors.Is(err, code.ErrCouleurs):
			return c.T("err.couleurs", couleur.MaxCouleurs, t.Couleurs), true
		case errors.Is(err, code.ErrPasAssezDeCouleurs):
			return c.T("err.pasassezdecouleurs", c.Nombre(t.Couleurs, NomCouleur), c.Nombre(t.Pions, NomPion)), true
		default:
			return c.TropDeCodes(t, code.MaxEspace), true
		}
	case errors.As(err, &repetition):
		return c.erreurRepetition(repetition), true
	case errors.Is(err, code.ErrRepetition):
		return c.T("err.repetition"), true
	}
	return "", false
}

// Separees writes letters apart, as sentences list a palette: "R B J V".
func Separees(lettres string) string {
	r := []rune(lettres)
	s := make([]string, len(r))
	for i, l := range r {
		s[i] = string(l)
	}
	return strings.Join(s, " ")
}

// dossier is the folder of a file's path.
func dossier(chemin string) string { return filepath.Dir(chemin) }

// TropDeCodes says that size t has too many codes for the computer, which
// plays at most plafond.
func (c *Catalogue) TropDeCodes(t code.Taille, plafond int) string {
	if n := maxCouleurs(t.Pions, plafond); n >= 2 {
		return c.T("err.tropgrand.couleurs", c.Nombre(t.Pions, NomPion), c.Nombre(t.Couleurs, NomCouleur),
			c.Nombre(t.Pions, NomPion), c.Nombre(n, NomCouleur))
	}
	return c.T("err.tropgrand", c.Nombre(t.Pions, NomPion), c.Nombre(t.Couleurs, NomCouleur), c.Nombre(plafond, NomCode))
}

// maxCouleurs is the most colours a code of pions pegs may have for the
// computer: masks in 64 bits (pions × colours at most 64) and at most
// plafond codes; 0 when even one colour is too many.
func maxCouleurs(pions, plafond int) int {
	n := 0
	for k := 1; pions > 0 && k*pions <= 64; k++ {
		codes := 1
		for i := 0; i < pions && codes <= plafond; i++ {
			codes *= k
		}
		if codes > plafond {
			break
		}
		n = k
	}
	return n
}

// extrait is what an error shows of a line the user typed: its first
// maxExtrait characters, control characters and bytes that are not text
// shown visibly (Visible), so that binary garbage never reaches the
// terminal.
func extrait(s string) string {
	v := []rune(Visible(s))
	if len(v) > maxExtrait {
		return string(v[:maxExtrait]) + "…"
	}
	return string(v)
}

// maxExtrait is the most characters of a line an error shows.
const maxExtrait = 40

// erreurRepetition words a code that repeats a colour in a game without
// repeats: the colour's letter and its two pegs when known.
func (c *Catalogue) erreurRepetition(e *code.ErreurRepetition) string {
	if e.Lettre == 0 {
		return c.T("err.repetition")
	}
	return c.T("err.repetition.lettre", e.Lettre, e.Positions[0], e.Positions[1])
}
