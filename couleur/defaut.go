package couleur

import "fmt"

// The default colours, in the course's order. The French letters are the
// contract of every script-facing output (JSON, saves); the English ones
// only change what a player types and reads. The first eight are the
// course's and the board game's; the next eight serve larger games.
func francais() []Couleur {
	return []Couleur{
		{Nom: "Rouge", Lettre: 'R', ANSI: "91"},
		{Nom: "Bleu", Lettre: 'B', ANSI: "94"},
		{Nom: "Jaune", Lettre: 'J', ANSI: "93"},
		{Nom: "Vert", Lettre: 'V', ANSI: "92"},
		{Nom: "Orange", Lettre: 'O', ANSI: "38;5;208"},
		{Nom: "Noir", Lettre: 'N', ANSI: "90"},
		{Nom: "Magenta", Lettre: 'M', ANSI: "95"},
		{Nom: "Cyan", Lettre: 'C', ANSI: "96"},
		{Nom: "Gris", Lettre: 'G', ANSI: "37"},
		{Nom: "Pourpre", Lettre: 'P', ANSI: "38;5;129"},
		{Nom: "Turquoise", Lettre: 'T', ANSI: "38;5;45"},
		{Nom: "Lavande", Lettre: 'L', ANSI: "38;5;183"},
		{Nom: "Kaki", Lettre: 'K', ANSI: "38;5;143"},
		{Nom: "Ardoise", Lettre: 'A', ANSI: "38;5;67"},
		{Nom: "Saumon", Lettre: 'S', ANSI: "38;5;210"},
		{Nom: "Framboise", Lettre: 'F', ANSI: "38;5;161"},
	}
}

// anglais are the English default colours. Blue and Black both start with
// B: Black takes K, as in CMYK printing.
func anglais() []Couleur {
	return []Couleur{
		{Nom: "Red", Lettre: 'R', ANSI: "91"},
		{Nom: "Blue", Lettre: 'B', ANSI: "94"},
		{Nom: "Yellow", Lettre: 'Y', ANSI: "93"},
		{Nom: "Green", Lettre: 'G', ANSI: "92"},
		{Nom: "Orange", Lettre: 'O', ANSI: "38;5;208"},
		{Nom: "Black", Lettre: 'K', ANSI: "90"},
		{Nom: "Magenta", Lettre: 'M', ANSI: "95"},
		{Nom: "Cyan", Lettre: 'C', ANSI: "96"},
		{Nom: "White", Lettre: 'W', ANSI: "37"},
		{Nom: "Purple", Lettre: 'P', ANSI: "38;5;129"},
		{Nom: "Turquoise", Lettre: 'T', ANSI: "38;5;45"},
		{Nom: "Lavender", Lettre: 'L', ANSI: "38;5;183"},
		{Nom: "Umber", Lettre: 'U', ANSI: "38;5;143"},
		{Nom: "Amber", Lettre: 'A', ANSI: "38;5;67"},
		{Nom: "Salmon", Lettre: 'S', ANSI: "38;5;210"},
		{Nom: "Fuchsia", Lettre: 'F', ANSI: "38;5;161"},
	}
}

// MaxDefaut is the number of colours of the default palettes.
const MaxDefaut = 16

// Defaut returns the default palette of n colours, the first n of Rouge R,
// Bleu B, Jaune J, Vert V, Orange O, Noir N, Magenta M, Cyan C, Gris G,
// Pourpre P, Turquoise T, Lavande L, Kaki K, Ardoise A, Saumon S,
// Framboise F.
//
// Pré-requis: 1 <= n <= MaxDefaut, else an error wrapping ErrNombre.
func Defaut(n int) (Palette, error) {
	return premieres(francais(), n)
}

// Anglaise returns the English default palette of n colours: Red R, Blue B,
// Yellow Y, Green G, Orange O, Black K, Magenta M, Cyan C, White W,
// Purple P, Turquoise T, Lavender L, Umber U, Amber A, Salmon S, Fuchsia F.
// Colour i is the same colour as in Defaut, only its name and letter
// change.
//
// Pré-requis: 1 <= n <= MaxDefaut, else an error wrapping ErrNombre.
func Anglaise(n int) (Palette, error) {
	return premieres(anglais(), n)
}

func premieres(toutes []Couleur, n int) (Palette, error) {
	if n < 1 || n > len(toutes) {
		return Palette{}, fmt.Errorf("default palette of %d colours: %w", n, &ErreurNombre{Nombre: n, Max: len(toutes)})
	}
	return Palette{couleurs: toutes[:n:n]}, nil
}

// MustDefaut is Defaut for constants of tests and examples: it panics when
// n is out of range.
func MustDefaut(n int) Palette {
	p, err := Defaut(n)
	if err != nil {
		panic(err)
	}
	return p
}
