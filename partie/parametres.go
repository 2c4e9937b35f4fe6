package partie

import (
	"errors"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Sentinel errors of Parametres.Verifie.
var (
	// ErrManches: the number of rounds is not even and positive.
	ErrManches = errors.New("number of rounds must be even and at least 2")
	// ErrPalette: the palette does not have as many colours as the size.
	ErrPalette = errors.New("palette and number of colours differ")
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
//
// Résultat: nil; the *code.ErreurTaille of code.Taille.VerifieEspace; an
// error wrapping ErrPalette, ErrManches or plateau.ErrEssais (the board's
// own rule).
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
		return fmt.Errorf("%d tries: %w", p.NbEssaisMax, plateau.ErrEssais)
	}
	return p.Taille.VerifieEspace()
}

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
