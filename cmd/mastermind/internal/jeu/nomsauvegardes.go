package jeu

import (
	"errors"
	"sort"
	"strings"

	"github.com/sae-mastermind/mastermind/saves"
)

// Noms names each save of entrees for the player: a save someone named
// by its name; a game nobody named by what it is and when it started
// ("Solo 4×6, mar. 25 nov. 22:41"), and one whose file does not read by
// when it started ("Partie du mar. 25 nov. 22:41"). Two that would read
// the same are numbered, " (2)", " (3)"…, in the order they started, so
// that no two lines of a list are alike. The main menu, the saved-games
// list and « mastermind resume » show these names, and « mastermind
// resume NOM » takes them (Jeu.Fichier).
func (j *Jeu) Noms(entrees []saves.Entree) []string {
	noms := make([]string, len(entrees))
	memes := map[string][]int{}
	for i, e := range entrees {
		noms[i] = j.nomSeul(e)
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
			noms[i] = j.Cat.T("sauve.nomdouble", noms[i], rang+2)
		}
	}
	return noms
}

// nomSeul is e's name before two alike are numbered.
func (j *Jeu) nomSeul(e saves.Entree) string {
	if !e.Automatique() {
		return e.Nom
	}
	if e.Err == nil {
		s := e.Sauvegarde
		return j.Cat.T("sauve.nomauto", j.Cat.ModeTitre(s.Mode), s.Parametres.Taille.Pions, s.Parametres.Taille.Couleurs, j.Cat.Date(s.Cree))
	}
	if debut, ok := saves.DebutAutomatique(e.Nom); ok {
		return j.Cat.T("sauve.nomautoillisible", j.Cat.Date(debut))
	}
	return e.Nom
}

// nomDe is the name the player reads for the save fichier, among the
// saves of the folder now.
func (j *Jeu) nomDe(fichier string) string {
	if !saves.EstAutomatique(fichier) || j.Sauvegardes == nil {
		return fichier
	}
	entrees, err := j.Sauvegardes.Liste()
	if err != nil {
		return fichier
	}
	noms := j.Noms(entrees)
	for i, e := range entrees {
		if e.Nom == fichier {
			return noms[i]
		}
	}
	return fichier
}

// Fichier is the file name of the save the player called nom: the name
// of its file, or a name Noms gives, typed with any case, with or
// without its accents, dots, commas and quotes, « 4x6 » for « 4×6 ».
// A name that is no save's comes back as it is (the folder says it is
// absent).
func (j *Jeu) Fichier(nom string) string {
	if j.Sauvegardes == nil {
		return nom
	}
	entrees, err := j.Sauvegardes.Liste()
	if err != nil {
		return nom
	}
	for _, e := range entrees {
		if e.Nom == nom {
			return nom
		}
	}
	cle := pourComparer(nom)
	for i, n := range j.Noms(entrees) {
		if pourComparer(n) == cle {
			return entrees[i].Nom
		}
	}
	return nom
}

// nommee is err with its save named nom, as the player reads it (Noms),
// rather than by its file: the lock's sentence and the others name the
// game that resume, analyse and the lists show.
func nommee(err error, nom string) error {
	var f *saves.ErreurFichier
	if errors.As(err, &f) {
		f.Nom = nom
	}
	return err
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
