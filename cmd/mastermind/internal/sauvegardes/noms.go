// Package sauvegardes is the saved games' room: their list, to resume or
// delete one (Salle), the names the player reads for the saves of a
// folder (the menu's list, mastermind resume's and analyse's arguments)
// and the file a name typed stands for.
package sauvegardes

import (
	"errors"
	"sort"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/saves"
)

// Noms names each save of entrees for the player: a save someone named
// by its name; a game nobody named by what it is and when it started
// ("Solo 4×6, mar. 25 nov. 22:41"), and one whose file does not read by
// when it started ("Partie du mar. 25 nov. 22:41"). Two that would read
// the same are numbered, " (2)", " (3)"…, in the order they started, so
// that no two lines of a list are alike. The main menu, the saved-games
// list and « mastermind resume » show these names, and « mastermind
// resume NOM » takes them (Fichier).
func Noms(cat *texte.Catalogue, entrees []saves.Entree) []string {
	noms := make([]string, len(entrees))
	memes := map[string][]int{}
	for i, e := range entrees {
		noms[i] = nomSeul(cat, e)
		if e.Automatique() {
			k := pourComparer(noms[i])
			memes[k] = append(memes[k], i)
		}
	}
	for _, is := range memes {
		if len(is) < 2 {
			continue
		}
		sort.Slice(is, func(a, b int) bool { return entrees[is[a]].Nom < entrees[is[b]].Nom })
		for rang, i := range is[1:] {
			noms[i] = cat.T("sauve.nomdouble", noms[i], rang+2)
		}
	}
	return noms
}

// nomSeul is e's name before two alike are numbered.
func nomSeul(cat *texte.Catalogue, e saves.Entree) string {
	if !e.Automatique() {
		return e.Nom
	}
	if e.Err == nil {
		s := e.Sauvegarde
		return cat.T("sauve.nomauto", cat.ModeTitre(s.Mode), s.Parametres.Taille.Pions, s.Parametres.Taille.Couleurs, cat.Date(s.Cree))
	}
	if debut, ok := saves.DebutAutomatique(e.Nom); ok {
		return cat.T("sauve.nomautoillisible", cat.Date(debut))
	}
	return e.Nom
}

// Fichier is the file name of the save the player called nom: the name
// of its file, or a name Noms gives, typed with any case, with or
// without its accents, dots, commas and quotes, « 4x6 » for « 4×6 ».
// A name that is no save's comes back as it is (the folder says it is
// absent).
func Fichier(cat *texte.Catalogue, d *saves.Dossier, nom string) string {
	if d == nil {
		return nom
	}
	entrees, err := d.Liste()
	if err != nil {
		return nom
	}
	for _, e := range entrees {
		if e.Nom == nom {
			return nom
		}
	}
	cle := pourComparer(nom)
	for i, n := range Noms(cat, entrees) {
		if pourComparer(n) == cle {
			return entrees[i].Nom
		}
	}
	return nom
}

// pourComparer is s as two spellings of one name compare: lower case,
// no accents, × as x, no dots, commas or quotes, single spaces.
func pourComparer(s string) string {
	s = strings.ToLower(s)
	s = strings.Map(func(r rune) rune {
		switch r {
		case '×':
			return 'x'
		case '.', ',', '«', '»', '"', '\u00a0', '\u202f':
			return ' '
		case 'é', 'è', 'ê', 'ë':
			return 'e'
		case 'à', 'â', 'ä':
			return 'a'
		case 'î', 'ï':
			return 'i'
		case 'ô', 'ö':
			return 'o'
		case 'û', 'ù', 'ü':
			return 'u'
		case 'ç':
			return 'c'
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// CommandeReprise is the shell command that resumes the game nom, the
// name quoted when the shell needs it, in the quotes that read best in
// the sentence around it: in English, whose sentences quote with double
// quotes, single ones ('Solo 4×6, Thu 26 Nov 22:41'); in French, double
// ones, which keep an apostrophe as it is (a name such as « l'été »).
// A name neither keeps is in single quotes, its apostrophes escaped.
func CommandeReprise(nom string, l texte.Langue) string {
	simple := strings.IndexFunc(nom, func(r rune) bool {
		return !(r == '-' || r == '_' || r == '.' || r == '/' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	}) < 0
	switch {
	case simple:
	case l == texte.Francais && !strings.ContainsAny(nom, "\"$`\\!"):
		nom = `"` + nom + `"`
	default:
		nom = "'" + strings.ReplaceAll(nom, "'", `'\''`) + "'"
	}
	return "mastermind resume " + nom
}

// Nommee is err with its save named nom, as the player reads it (Noms),
// rather than by its file: the lock's sentence and the others name the
// game that resume, analyse and the lists show.
func Nommee(err error, nom string) error {
	var f *saves.ErreurFichier
	if errors.As(err, &f) {
		f.Nom = nom
	}
	return err
}
