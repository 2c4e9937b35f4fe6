package texte

import (
	"errors"
	"path/filepath"
	"strings"
	"syscall"

	"mastermind/cmd/mastermind/internal/iostreams"
	"mastermind/code"
	"mastermind/couleur"
	"mastermind/manche/solveur"
	"mastermind/manche/strategie"
	"mastermind/partie"
	"mastermind/plateau"
)

func tableErreurs() map[string]message {
	return map[string]message{
		"err.longueur": {
			"il faut %s, vous en avez tapé %d",
			"a code has %s; you typed %d"},
		"err.lettre": {
			"pion %d : « %c » n'est pas une couleur ; lettres possibles : %s",
			"peg %d: %q is not a colour; letters allowed: %s"},
		"err.repetition": {
			"ce code répète une couleur, or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes",
			"this code repeats a colour, and without repeats no code holds a colour twice; type colours that are all different"},
		"err.negatif": {
			"une réponse ne peut pas être négative ; tapez deux nombres de 0 à %d",
			"an answer cannot be negative; type two numbers from 0 to %d"},
		"err.tropdepions": {
			"%s et %s font %s, or un code n'en a que %d",
			"%s and %s make %s, and a code has only %d"},
		"err.impossible": {
			"%s et 1 mal placé est impossible : le pion mal placé n'aurait nulle part où aller",
			"%s and 1 misplaced is impossible: the misplaced peg would have nowhere to go"},
		"err.pions": {
			"le nombre de pions doit être entre 1 et %d (vous avez demandé %d)",
			"the number of pegs must be from 1 to %d (you asked for %d)"},
		"err.couleurs": {
			"le nombre de couleurs doit être entre 1 et %d (vous avez demandé %d)",
			"the number of colours must be from 1 to %d (you asked for %d)"},
		"err.pasassezdecouleurs": {
			"sans répétition il faut au moins autant de couleurs que de pions (%s pour %s)",
			"without repeats there must be at least as many colours as pegs (%s for %s)"},
		"err.tropgrand": {
			"%s × %s font trop de codes pour l'ordinateur (au plus %s, et pions × couleurs au plus 64)",
			"%s × %s make too many codes for the computer (at most %s, and pegs × colours at most 64)"},
		"err.nomvide": {
			"le nom de la couleur %d est vide ; tapez un nom",
			"the name of colour %d is empty; type a name"},
		"err.paslettre": {
			"« %s » ne commence pas par une lettre ; l'initiale d'une couleur est la lettre qui la désigne",
			"%q does not start with a letter; a colour's initial is the letter that stands for it"},
		"err.initiales": {
			"%s et %s commencent tous deux par %c : changez l'un des deux noms",
			"%s and %s both start with %c: change one of the names"},
		"err.nombrecouleurs": {
			"il faut entre 1 et %d couleurs (vous en avez donné %d)",
			"there must be from 1 to %d colours (you gave %d)"},
		"err.manches": {
			"le nombre de manches doit être pair et au moins 2, pour que chacun code autant de fois",
			"the number of rounds must be even and at least 2, so that each player codes as often"},
		"err.essais": {
			"il faut au moins 1 essai",
			"there must be at least 1 try"},
		"err.strategie": {
			"la stratégie « %s » n'existe pas ; au choix : %s",
			"there is no strategy %q; choose one of: %s"},
		"err.sortie.pleine": {
			"le résultat n'a pas pu être écrit : le disque de la sortie standard est plein ; faites de la place, ou redirigez la sortie ailleurs",
			"the result could not be written: the standard output's disk is full; make room, or redirect the output elsewhere"},
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
	if s, ok := c.erreurSauvegarde(err); ok {
		return s
	}
	var ligne *solveur.ErreurLigne
	if errors.As(err, &ligne) {
		return c.SolveurLigne(ligne)
	}
	if s, ok := c.erreurCode(err); ok {
		return s
	}
	if s, ok := c.erreurCouleur(err); ok {
		return s
	}
	var strat *strategie.ErreurInconnue
	switch {
	case errors.Is(err, iostreams.ErrSortie) && (errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT)):
		return c.T("err.sortie.pleine")
	case errors.Is(err, iostreams.ErrSortie):
		return c.T("err.sortie")
	case errors.As(err, &strat):
		return c.T("err.strategie", strat.Nom, strings.Join(strat.Connus, ", "))
	case errors.Is(err, partie.ErrManches):
		return c.T("err.manches")
	case errors.Is(err, plateau.ErrEssais):
		return c.T("err.essais")
	}
	return c.T("erreur.interne", err)
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

func (c *Catalogue) erreurCouleur(err error) (string, bool) {
	var nom *couleur.ErreurNom
	var initiales *couleur.ErreurInitiales
	var nombre *couleur.ErreurNombre
	switch {
	case errors.As(err, &nom):
		if errors.Is(err, couleur.ErrNomVide) {
			return c.T("err.nomvide", nom.Position), true
		}
		return c.T("err.paslettre", nom.Nom), true
	case errors.As(err, &initiales):
		return c.T("err.initiales", initiales.Premier, initiales.Second, initiales.Lettre), true
	case errors.As(err, &nombre):
		return c.T("err.nombrecouleurs", nombre.Max, nombre.Nombre), true
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
	return c.T("err.tropgrand", c.Nombre(t.Pions, NomPion), c.Nombre(t.Couleurs, NomCouleur), c.Nombre(plafond, NomCode))
}
