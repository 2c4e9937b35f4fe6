package couleur

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sae-mastermind/mastermind/utmm"
)

// Depuis builds a palette from names a player typed, in order; each colour's
// letter is the upper-cased first letter of its name (the course's
// saisirCouleurs). Surrounding spaces are ignored.
//
// Pré-requis: 1 <= len(noms) <= MaxCouleurs, no empty name, every name starts
// with a letter, and no two names start with the same letter (ignoring
// case). Résultat: the palette, or an error that says which rule a name
// broke: *ErreurNombre, *ErreurNom or *ErreurInitiales.
func Depuis(noms []string) (Palette, error) {
	if len(noms) < 1 || len(noms) > MaxCouleurs {
		return Palette{}, &ErreurNombre{Nombre: len(noms), Max: MaxCouleurs}
	}
	couleurs := make([]Couleur, len(noms))
	initiales := make([]rune, len(noms))
	for i, nom := range noms {
		nom = strings.TrimSpace(nom)
		if nom == "" {
			return Palette{}, &ErreurNom{Position: i + 1, Nom: nom, Err: ErrNomVide}
		}
		if !affichable(nom) {
			return Palette{}, &ErreurNom{Position: i + 1, Nom: nom, Err: ErrNomInvisible}
		}
		initiale := []rune(nom)[0]
		if !unicode.IsLetter(initiale) {
			return Palette{}, &ErreurNom{Position: i + 1, Nom: nom, Err: ErrPasUneLettre}
		}
		initiales[i] = unicode.ToUpper(initiale)
		couleurs[i] = Couleur{Nom: nom, Lettre: initiales[i]}
	}
	if i, j, dup := utmm.Doublon(initiales); dup {
		return Palette{}, &ErreurInitiales{Premier: couleurs[i].Nom, Second: couleurs[j].Nom, Lettre: initiales[i]}
	}
	teinte(couleurs)
	return Palette{couleurs: couleurs}, nil
}

// affichable reports whether nom is valid UTF-8 without a control or
// format character: what shows as itself.
func affichable(nom string) bool {
	if !utf8.ValidString(nom) {
		return false
	}
	return strings.IndexFunc(nom, func(r rune) bool {
		return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == '\u2028' || r == '\u2029'
	}) < 0
}

// teintes maps well-known colour names, French and English, to their
// terminal colour.
func teintes() map[string]string {
	return map[string]string{
		"rouge": "91", "red": "91",
		"bleu": "94", "blue": "94",
		"jaune": "93", "yellow": "93",
		"vert": "92", "green": "92",
		"orange": "38;5;208",
		"noir":   "90", "black": "90",
		"magenta": "95",
		"cyan":    "96",
		"blanc":   "97", "white": "97",
		"gris": "37", "grey": "37", "gray": "37",
		"rose": "38;5;213", "pink": "38;5;213",
		"violet": "38;5;129", "purple": "38;5;129",
		"marron": "38;5;94", "brun": "38;5;94", "brown": "38;5;94",
		"turquoise": "38;5;45",
	}
}

// reserve lists the terminal colours given in turn to the colours whose
// names are unknown.
func reserve() []string {
	return []string{"91", "94", "93", "92", "38;5;208", "95", "96", "97", "38;5;129", "38;5;94", "38;5;45", "38;5;213"}
}

// teinte gives each colour a terminal colour: its own for a known name,
// else the next one of the reserve not already taken.
func teinte(couleurs []Couleur) {
	pris := make(map[string]bool)
	connues, reserve := teintes(), reserve()
	for i, c := range couleurs {
		if a, ok := connues[strings.ToLower(c.Nom)]; ok {
			couleurs[i].ANSI = a
			pris[a] = true
		}
	}
	k := 0
	for i := range couleurs {
		if couleurs[i].ANSI != "" {
			continue
		}
		for n := 0; n < len(reserve) && pris[reserve[k%len(reserve)]]; n++ {
			k++
		}
		couleurs[i].ANSI = reserve[k%len(reserve)]
		pris[couleurs[i].ANSI] = true
		k++
	}
}

// String lists the palette as the course's listElem does: "(R,B,J,V)".
func (p Palette) String() string {
	lettres := make([]string, p.Len())
	for i, c := range p.couleurs {
		lettres[i] = string(c.Lettre)
	}
	return fmt.Sprintf("(%s)", strings.Join(lettres, ","))
}

// AvecLettres builds a palette from names and the letter of each, in order:
// a palette read back from a saved game, whose letters need not be the
// names' initials (the English Black is K). The letter LettreVide makes
// that colour the empty hole.
//
// Pré-requis: as many letters as names (1 to MaxCouleurs), no empty name,
// letters distinct ignoring case; else *ErreurNombre, *ErreurNom or
// *ErreurInitiales.
func AvecLettres(noms []string, lettres string) (Palette, error) {
	l := []rune(lettres)
	if len(noms) < 1 || len(noms) > MaxCouleurs+1 || len(l) != len(noms) {
		return Palette{}, &ErreurNombre{Nombre: len(l), Max: len(noms)}
	}
	couleurs := make([]Couleur, len(noms))
	for i, nom := range noms {
		nom = strings.TrimSpace(nom)
		if nom == "" {
			return Palette{}, &ErreurNom{Position: i + 1, Nom: nom, Err: ErrNomVide}
		}
		if !affichable(nom) {
			return Palette{}, &ErreurNom{Position: i + 1, Nom: nom, Err: ErrNomInvisible}
		}
		l[i] = unicode.ToUpper(l[i])
		if l[i] == LettreVide {
			couleurs[i] = Couleur{Nom: nom, Lettre: LettreVide, Vide: true}
			continue
		}
		if !unicode.IsLetter(l[i]) {
			return Palette{}, &ErreurNom{Position: i + 1, Nom: string(l[i]), Err: ErrPasUneLettre}
		}
		couleurs[i] = Couleur{Nom: nom, Lettre: l[i]}
	}
	if i, j, dup := utmm.Doublon(l); dup {
		return Palette{}, &ErreurInitiales{Premier: couleurs[i].Nom, Second: couleurs[j].Nom, Lettre: l[i]}
	}
	pleines := make([]Couleur, 0, len(couleurs))
	for _, c := range couleurs {
		if !c.Vide {
			pleines = append(pleines, c)
		}
	}
	teinte(pleines)
	k := 0
	for i := range couleurs {
		if !couleurs[i].Vide {
			couleurs[i] = pleines[k]
			k++
		}
	}
	return Palette{couleurs: couleurs}, nil
}
