// Package couleur holds the colours of a game: a palette of named colours,
// each with an initial letter unique in the palette and its light (a
// Teinte: red, green, blue). How a colour is drawn on a terminal is the
// interface's business, not the domain's.
//
// It carries the course's Couleur class. The course keeps the colours in a
// static array (tabCouleurs); here a Palette is an immutable value that the
// caller builds once and passes to whatever needs to read or write codes,
// so two games with different colours can live side by side.
package couleur

// Couleur is one colour of a palette.
type Couleur struct {
	// Nom is the colour's name as the player sees it ("Rouge").
	Nom string
	// Lettre is the upper-case letter that stands for the colour in a code.
	Lettre rune
	// Teinte is the colour's light; the zero Teinte for the hole.
	Teinte Teinte
	// Vide is true for the empty hole of dCode's variant with blanks: it is
	// a colour like the others for the rules, drawn as an empty hole.
	Vide bool
}

// Teinte is a colour as light: its red, green and blue, from 0 to 255.
type Teinte struct{ R, V, B uint8 }

// LettreVide is the letter of the empty hole when a palette holds one. It
// is not a letter of the alphabet so that it never clashes with an initial.
const LettreVide = '.'

// MaxCouleurs is the largest palette: one colour per letter of the alphabet.
const MaxCouleurs = 26

// trou is the empty hole, appended to a palette by Palette.AvecVide.
func trou() Couleur { return Couleur{Nom: "vide", Lettre: LettreVide, Vide: true} }
