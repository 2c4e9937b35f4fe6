package commande

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"strconv"
	"unicode"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// OptionsTaille are the flags that set a game's size.
type OptionsTaille struct {
	Pions, Couleurs int
	SansRepetition  bool
}

func (o *OptionsTaille) Enregistre(fs *flag.FlagSet, a *App) {
	fs.IntVar(&o.Pions, "pegs", 4, a.Cat.T("drapeau.pions"))
	fs.IntVar(&o.Couleurs, "colors", 6, a.Cat.T("drapeau.couleurs"))
	fs.BoolVar(&o.SansRepetition, "no-repeat", false, a.Cat.T("drapeau.sansrep"))
}

// Espace returns the Espace of the size the flags set, or a usage error
// worded for the user.
func (o *OptionsTaille) Espace(a *App) (*code.Espace, error) {
	t := code.Taille{Pions: o.Pions, Couleurs: o.Couleurs, SansRepetition: o.SansRepetition}
	if t.Couleurs < 1 || t.Couleurs > couleur.MaxDefaut {
		// The colours of a command are the default palette's: the
		// limit is its size, whatever the number asked.
		return nil, Usage(a.Cat.T("drapeau.couleursmax", t.Couleurs, couleur.MaxDefaut))
	}
	e, err := code.NouvelEspace(t)
	if err != nil {
		return nil, Usage(a.Cat.Erreur(err))
	}
	return e, nil
}

// Graine is a --seed flag: unset means a seed drawn at random.
type Graine struct {
	// Valeur is the seed given; Donnee: the flag was given.
	Valeur uint64
	Donnee bool
}

func (g *Graine) String() string { return strconv.FormatUint(g.Valeur, 10) }

// errGraine: a --seed value is not a whole number from 0 to 2^64−1.
var errGraine = errors.New("not a seed")

func (g *Graine) Set(s string) error {
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return errGraine
	}
	g.Valeur, g.Donnee = v, true
	return nil
}

// Tire returns the seed given, else a fresh random one.
func (g *Graine) Tire() uint64 {
	if g.Donnee {
		return g.Valeur
	}
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// Palettes returns the palette of the scripts (the default French letters,
// for JSON and saves) and the palette the player reads (the language's).
func Palettes(a *App, n int) (script, joueur couleur.Palette, err error) {
	script, err = couleur.Defaut(n)
	if err != nil {
		return
	}
	joueur, err = a.Cat.Palette(n)
	return
}

// LireAdmissible reads a code a command imposes (--first, --secret), one
// letter one colour whatever the word holds: a letter of the language's
// palette is the colour every screen shows under that letter, and a
// letter only the default French palette has (the scripts' contract:
// JSON, saves) is that colour. So in English with 9 colours G is Green in
// GGGG as in GGGJ, and J is Jaune (Yellow). The code must be one the rule
// of the game allows (without repeats, no colour twice: a
// *code.ErreurRepetition names it with the letter typed).
func LireAdmissible(a *App, mot string, t code.Taille) (code.Code, error) {
	script, joueur, err := Palettes(a, t.Couleurs)
	if err != nil {
		return code.Code{}, err
	}
	var tape, lu []rune // the letters as typed, and as the script's
	for _, r := range mot {
		if unicode.IsSpace(r) {
			continue
		}
		tape = append(tape, unicode.ToUpper(r))
		if k, ok := joueur.Index(r); ok {
			r = script.Lettre(k)
		}
		lu = append(lu, r)
	}
	c, err := code.LireAdmissible(string(lu), script, t)
	var rep *code.ErreurRepetition
	if errors.As(err, &rep) && rep.Positions[0] >= 1 && rep.Positions[0] <= len(tape) {
		rep.Lettre = tape[rep.Positions[0]-1]
	}
	return c, err
}

// Rendu is how the board is drawn for the player: their language's palette
// and titles, colours only on a terminal without NO_COLOR, rows laid out
// for the terminal's width.
func Rendu(a *App, p couleur.Palette) peintre.Rendu {
	r := a.Cat.Rendu(p, a.Peintre())
	r.Largeur = a.IOS.Mise()
	return r
}

// Peintre is the run's one painter, built here once and handed down to
// every command, the game's screens and the board: colours unless
// NO_COLOR or a pipe, 256 of them where the terminal says so, the light
// theme for the background chosen in the settings, else on
// MASTERMIND_THEME=light.
func (a *App) Peintre() peintre.Peintre {
	a.unPeintre.Do(func() {
		clair := a.IOS.Clair
		if a.Fond != nil {
			if c, choisi := a.Fond(); choisi {
				clair = c
			}
		}
		a.peintre = peintre.Peintre{Couleur: a.IOS.Couleur(), Couleurs16: !a.IOS.Couleurs256, Clair: clair}
	})
	return a.peintre
}
