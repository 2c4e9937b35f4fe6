package couleur

import "fmt"

// The default colours, in the course's order, each with its light (the
// colour xterm draws for the terminal colour it was first chosen as). The French letters are the
// contract of every script-facing output (JSON, saves); the English ones
// only change what a player types and reads. The first eight are the
// course's and the board game's; the next eight serve larger games.
func francais() []Couleur {
	return []Couleur{
		{Nom: "Rouge", Lettre: 'R', Teinte: Teinte{255, 0, 0}},
		{Nom: "Bleu", Lettre: 'B', Teinte: Teinte{92, 92, 255}},
		{Nom: "Jaune", Lettre: 'J', Teinte: Teinte{255, 255, 0}},
		{Nom: "Vert", Lettre: 'V', Teinte: Teinte{0, 255, 0}},
		{Nom: "Orange", Lettre: 'O', Teinte: Teinte{255, 135, 0}},
		{Nom: "Noir", Lettre: 'N', Teinte: Teinte{127, 127, 127}},
		{Nom: "Magenta", Lettre: 'M', Teinte: Teinte{255, 0, 255}},
		{Nom: "Cyan", Lettre: 'C', Teinte: Teinte{0, 255, 255}},
		{Nom: "Gris", Lettre: 'G', Teinte: Teinte{229, 229, 229}},
		{Nom: "Pourpre", Lettre: 'P', Teinte: Teinte{175, 0, 255}},
		{Nom: "Turquoise", Lettre: 'T', Teinte: Teinte{0, 215, 255}},
		{Nom: "Lavande", Lettre: 'L', Teinte: Teinte{215, 175, 255}},
		{Nom: "Kaki", Lettre: 'K', Teinte: Teinte{175, 175, 95}},
		{Nom: "Ardoise", Lettre: 'A', Teinte: Teinte{95, 135, 175}},
		{Nom: "Saumon", Lettre: 'S', Teinte: Teinte{255, 135, 135}},
		{Nom: "Framboise", Lettre: 'F', Teinte: Teinte{215, 0, 95}},
	}
}

// anglais are the English default colours. Blue and Black both start with
// B: Black takes K, as in CMYK printing.
func anglais() []Couleur {
	return []Couleur{
		{Nom: "Red", Lettre: 'R', Teinte: Teinte{255, 0, 0}},
		{Nom: "Blue", Lettre: 'B', Teinte: Teinte{92, 92, 255}},
		{Nom: "Yellow", Lettre: 'Y', Teinte: Teinte{255, 255, 0}},
		{Nom: "Green", Lettre: 'G', Teinte: Teinte{0, 255, 0}},
		{Nom: "Orange", Lettre: 'O', Teinte: Teinte{255, 135, 0}},
		{Nom: "Black", Lettre: 'K', Teinte: Teinte{127, 127, 127}},
		{Nom: "Magenta", Lettre: 'M', Teinte: Teinte{255, 0, 255}},
		{Nom: "Cyan", Lettre: 'C', Teinte: Teinte{0, 255, 255}},
		{Nom: "White", Lettre: 'W', Teinte: Teinte{229, 229, 229}},
		{Nom: "Purple", Lettre: 'P', Teinte: Teinte{175, 0, 255}},
		{Nom: "Turquoise", Lettre: 'T', Teinte: Teinte{0, 215, 255}},
		{Nom: "Lavender", Lettre: 'L', Teinte: Teinte{215, 175, 255}},
		{Nom: "Umber", Lettre: 'U', Teinte: Teinte{175, 175, 95}},
		{Nom: "Amber", Lettre: 'A', Teinte: Teinte{95, 135, 175}},
		{Nom: "Salmon", Lettre: 'S', Teinte: Teinte{255, 135, 135}},
		{Nom: "Fuchsia", Lettre: 'F', Teinte: Teinte{215, 0, 95}},
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
