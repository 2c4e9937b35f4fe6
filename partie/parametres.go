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
	// ErrTropDeManches and ErrTropDEssais: more rounds than MaxManches,
	// more tries than MaxEssais (ErreurBorne).
	ErrTropDeManches = errors.New("too many rounds")
	ErrTropDEssais   = errors.New("too many tries")
)

// MaxManches and MaxEssais bound the rounds of a game and the tries of a
// round, as the settings let a player choose them: a file (a save, the
// settings) that asks for more is refused, so that a forged number never
// makes the game draw two billion rows.
const (
	MaxManches = 100
	MaxEssais  = 100
)

// ErreurBorne is a count over its bound: the value, the bound, and
// ErrTropDeManches or ErrTropDEssais.
type ErreurBorne struct {
	Valeur, Max int
	Err         error
}

func (e *ErreurBorne) Error() string {
	return fmt.Sprintf("%d, at most %d: %v", e.Valeur, e.Max, e.Err)
}

// Unwrap lets errors.Is match the reason.
func (e *ErreurBorne) Unwrap() error { return e.Err }

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
// positive, at most MaxManches rounds and MaxEssais tries, one palette
// colour per colour of the size (the palette itself
// guarantees distinct initials), and a size the computer can enumerate.
//
// Résultat: nil; the *code.ErreurTaille of code.Taille.VerifieEspace; an
// error wrapping ErrPalette, ErrManches or plateau.ErrEssais (the board's
// own rule); an *ErreurBorne.
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
	if p.NbManches > MaxManches {
		return &ErreurBorne{Valeur: p.NbManches, Max: MaxManches, Err: ErrTropDeManches}
	}
	if p.NbEssaisMax > MaxEssais {
		return &ErreurBorne{Valeur: p.NbEssaisMax, Max: MaxEssais, Err: ErrTropDEssais}
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
