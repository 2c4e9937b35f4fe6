package partie

import (
	"errors"
	"fmt"

	"mastermind/code"
	"mastermind/couleur"
)

// Sentinel errors of Parametres.Verifie.
var (
	// ErrManches: the number of rounds is not even and positive.
	ErrManches = errors.New("number of rounds must be even and at least 2")
	// ErrEssais: the maximum number of tries is not positive.
	ErrEssais = errors.New("maximum number of tries must be at least 1")
	// ErrPalette: the palette does not have as many colours as the size.
	ErrPalette = errors.New("palette and number of colours differ")
	// ErrTropDeCodes: the size has more codes than the computer can hold.
	ErrTropDeCodes = errors.New("too many codes")
)

// Parametres are the settings the player chooses before a game (the
// course's lgCode, tabCouleurs, nbManches and nbEssaisMax, plus the
// variant without repeated colours).
type Parametres struct {
	Taille      code.Taille
	Palette     couleur.Palette
	NbManches   int
	NbEssaisMax int
}

// Verifie checks every rule of the course at once, where the settings are
// built: pegs and colours within range, rounds even and positive, tries
// positive, one palette colour per colour of the size (the palette itself
// guarantees distinct initials), and a size the computer can enumerate.
func (p Parametres) Verifie() error {
	if err := p.Taille.Verifie(); err != nil {
		return err
	}
	if p.Palette.Len() != p.Taille.Couleurs {
		return fmt.Errorf("%d colours named for %d: %w", p.Palette.Len(), p.Taille.Couleurs, ErrPalette)
	}
	if p.NbManches < 2 || p.NbManches%2 != 0 {
		return fmt.Errorf("%d rounds: %w", p.NbManches, ErrManches)
	}
	if p.NbEssaisMax < 1 {
		return fmt.Errorf("%d tries: %w", p.NbEssaisMax, ErrEssais)
	}
	if p.Taille.Pions*p.Taille.Couleurs > 64 || p.Taille.Nombre() > code.MaxEspace {
		return &ErreurTropDeCodes{Taille: p.Taille, Max: code.MaxEspace}
	}
	return nil
}

// ErreurTropDeCodes says the size has too many codes for the computer.
type ErreurTropDeCodes struct {
	Taille code.Taille
	Max    int
}

func (e *ErreurTropDeCodes) Error() string {
	return fmt.Sprintf("%v has %d codes; the game handles sizes up to %d codes with pegs × colours at most 64", e.Taille, e.Taille.Nombre(), e.Max)
}

// Unwrap lets errors.Is match ErrTropDeCodes.
func (e *ErreurTropDeCodes) Unwrap() error { return ErrTropDeCodes }

// Classiques returns the course's default settings: 4 pegs, the 6 first
// default colours, 2 rounds, 10 tries.
func Classiques() Parametres {
	return Parametres{
		Taille:      code.Taille{Pions: 4, Couleurs: 6},
		Palette:     couleur.MustDefaut(6),
		NbManches:   2,
		NbEssaisMax: 10,
	}
}

// ErrEtat: a saved state does not fit the game's settings.
var ErrEtat = errors.New("state does not fit the settings")
