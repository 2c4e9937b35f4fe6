package couleur

import "fmt"

// The default colours, in the course's order. The French letters are the
// contract of every script-facing output (JSON, saves); the English ones
// only change what a player types and reads.
var (
	francais = [MaxDefaut]Couleur{
		{Nom: "Rouge", Lettre: 'R', ANSI: "91"},
		{Nom: "Bleu", Lettre: 'B', ANSI: "94"},
		{Nom: "Jaune", Lettre: 'J', ANSI: "93"},
		{Nom: "Vert", Lettre: 'V', ANSI: "92"},
		{Nom: "Orange", Lettre: 'O', ANSI: "38;5;208"},
		{Nom: "Noir", Lettre: 'N', ANSI: "90"},
		{Nom: "Magenta", Lettre: 'M', ANSI: "95"},
		{Nom: "Cyan", Lettre: 'C', ANSI: "96"},
	}
	// Blue and Black both start with B: Black takes K, as in CMYK printing.
	anglais = [MaxDefaut]Couleur{
		{Nom: "Red", Lettre: 'R', ANSI: "91"},
		{Nom: "Blue", Lettre: 'B', ANSI: "94"},
		{Nom: "Yellow", Lettre: 'Y', ANSI: "93"},
		{Nom: "Green", Lettre: 'G', ANSI: "92"},
		{Nom: "Orange", Lettre: 'O', ANSI: "38;5;208"},
		{Nom: "blacK", Lettre: 'K', ANSI: "90"},
		{Nom: "Magenta", Lettre: 'M', ANSI: "95"},
		{Nom: "Cyan", Lettre: 'C', ANSI: "96"},
	}
)

// MaxDefaut is the number of colours of the default palettes.
const MaxDefaut = 8

// Defaut returns the default palette of n colours, the first n of Rouge R,
// Bleu B, Jaune J, Vert V, Orange O, Noir N, Magenta M, Cyan C.
//
// Pré-requis: 1 <= n <= MaxDefaut, else an error wrapping ErrNombre.
func Defaut(n int) (Palette, error) {
	return premieres(francais[:], n)
}

// Anglaise returns the English default palette of n colours: Red R, Blue B,
// Yellow Y, Green G, Orange O, blacK K, Magenta M, Cyan C. Colour i is the
// same colour as in Defaut, only its name and letter change.
//
// Pré-requis: 1 <= n <= MaxDefaut, else an error wrapping ErrNombre.
func Anglaise(n int) (Palette, error) {
	return premieres(anglais[:], n)
}

func premieres(toutes []Couleur, n int) (Palette, error) {
	if n < 1 || n > len(toutes) {
		return Palette{}, fmt.Errorf("default palette of %d colours: %w", n, &ErreurNombre{Nombre: n, Max: len(toutes)})
	}
	return Palette{couleurs: append([]Couleur(nil), toutes[:n]...)}, nil
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
