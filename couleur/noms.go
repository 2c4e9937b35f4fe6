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
// light.
func teintes() map[string]Teinte {
	return map[string]Teinte{
		"rouge": Teinte{255, 0, 0}, "red": Teinte{255, 0, 0},
		"bleu": Teinte{92, 92, 255}, "blue": Teinte{92, 92, 255},
		"jaune": Teinte{255, 255, 0}, "yellow": Teinte{255, 255, 0},
		"vert": Teinte{0, 255, 0}, "green": Teinte{0, 255, 0},
		"orange": Teinte{255, 135, 0},
		"noir":   Teinte{127, 127, 127}, "black": Teinte{127, 127, 127},
		"magenta": Teinte{255, 0, 255},
		"cyan":    Teinte{0, 255, 255},
		"blanc":   Teinte{255, 255, 255}, "white": Teinte{255, 255, 255},
		"gris": Teinte{229, 229, 229}, "grey": Teinte{229, 229, 229}, "gray": Teinte{229, 229, 229},
		"rose": Teinte{255, 135, 255}, "pink": Teinte{255, 135, 255},
		"violet": Teinte{175, 0, 255}, "purple": Teinte{175, 0, 255},
		"marron": Teinte{135, 95, 0}, "brun": Teinte{135, 95, 0}, "brown": Teinte{135, 95, 0},
		"turquoise": Teinte{0, 215, 255},
	}
}

// reserve lists the lights given in turn to the colours whose names are
// unknown.
func reserve() []Teinte {
	return []Teinte{Teinte{255, 0, 0}, Teinte{92, 92, 255}, Teinte{255, 255, 0}, Teinte{0, 255, 0}, Teinte{255, 135, 0}, Teinte{255, 0, 255}, Teinte{0, 255, 255}, Teinte{255, 255, 255}, Teinte{175, 0, 255}, Teinte{135, 95, 0}, Teinte{0, 215, 255}, Teinte{255, 135, 255}}
}

// teinte gives each colour a light: its own for a known name, else the
// next one of the reserve not already taken.
func teinte(couleurs []Couleur) {
	pris := make(map[Teinte]bool)
	connues, reserve := teintes(), reserve()
	teintee := make([]bool, len(couleurs))
	for i, c := range couleurs {
		if a, ok := connues[strings.ToLower(c.Nom)]; ok {
			couleurs[i].Teinte, teintee[i] = a, true
			pris[a] = true
		}
	}
	k := 0
	for i := range couleurs {
		if teintee[i] {
			continue
		}
		for n := 0; n < len(reserve) && pris[reserve[k%len(reserve)]]; n++ {
			k++
		}
		couleurs[i].Teinte = reserve[k%len(reserve)]
		pris[couleurs[i].Teinte] = true
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
