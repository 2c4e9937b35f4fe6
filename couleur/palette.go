package couleur

import (
	"slices"
	"strings"
	"unicode"
)

// Palette is an ordered set of colours: the colour numbered i in a code is
// Couleur(i). The zero Palette has no colour. A Palette is immutable.
type Palette struct {
	couleurs []Couleur
}

// Len is the number of colours (the course's nbCouleurs).
func (p Palette) Len() int { return len(p.couleurs) }

// Couleur returns the colour numbered i.
//
// Pré-requis: 0 <= i < p.Len().
func (p Palette) Couleur(i int) Couleur { return p.couleurs[i] }

// Lettre returns the letter of the colour numbered i (the course's
// conversion from a colour number to a character).
//
// Pré-requis: 0 <= i < p.Len().
func (p Palette) Lettre(i int) rune { return p.couleurs[i].Lettre }

// Index returns the number of the colour whose letter is r, ignoring case
// (the course's conversion from a character to a colour number).
//
// Résultat: ok is false when no colour of p has that letter.
func (p Palette) Index(r rune) (i int, ok bool) {
	r = unicode.ToUpper(r)
	for i, c := range p.couleurs {
		if c.Lettre == r {
			return i, true
		}
	}
	return -1, false
}

// Lettres returns the palette's letters in order ("RBJVON"), the course's
// tabCouleurs.
func (p Palette) Lettres() string {
	var b strings.Builder
	for _, c := range p.couleurs {
		b.WriteRune(c.Lettre)
	}
	return b.String()
}

// Noms returns the colours' names in order.
func (p Palette) Noms() []string {
	noms := make([]string, len(p.couleurs))
	for i, c := range p.couleurs {
		noms[i] = c.Nom
	}
	return noms
}

// Vide returns the number of the empty hole.
//
// Résultat: ok is false when the palette has no hole.
func (p Palette) Vide() (i int, ok bool) {
	for i, c := range p.couleurs {
		if c.Vide {
			return i, true
		}
	}
	return -1, false
}

// AvecVide returns p with the empty hole appended as its last colour, for
// the variant where a code may leave holes empty. A palette that already
// has a hole is returned unchanged.
func (p Palette) AvecVide() Palette {
	if _, ok := p.Vide(); ok {
		return p
	}
	return Palette{couleurs: append(slices.Clone(p.couleurs), trou())}
}
