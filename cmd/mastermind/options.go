package main

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"strconv"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// optionsTaille are the flags that set a game's size.
type optionsTaille struct {
	pions, couleurs int
	sansRepetition  bool
}

func (o *optionsTaille) enregistre(fs *flag.FlagSet, a *app) {
	fs.IntVar(&o.pions, "pegs", 4, a.cat.T("drapeau.pions"))
	fs.IntVar(&o.couleurs, "colors", 6, a.cat.T("drapeau.couleurs"))
	fs.BoolVar(&o.sansRepetition, "no-repeat", false, a.cat.T("drapeau.sansrep"))
}

// espace returns the Espace of the size the flags set, or a usage error
// worded for the user.
func (o *optionsTaille) espace(a *app) (*code.Espace, error) {
	t := code.Taille{Pions: o.pions, Couleurs: o.couleurs, SansRepetition: o.sansRepetition}
	if t.Couleurs < 1 || t.Couleurs > couleur.MaxDefaut {
		// The colours of a command are the default palette's: the
		// limit is its size, whatever the number asked.
		return nil, usage(a.cat.T("drapeau.couleursmax", t.Couleurs, couleur.MaxDefaut))
	}
	e, err := code.NouvelEspace(t)
	if err != nil {
		return nil, usage(a.cat.Erreur(err))
	}
	return e, nil
}

// graine is a --seed flag: unset means a seed drawn at random.
type graine struct {
	valeur uint64
	donnee bool
}

func (g *graine) String() string { return strconv.FormatUint(g.valeur, 10) }

// errGraine: a --seed value is not a whole number from 0 to 2^64−1.
var errGraine = errors.New("not a seed")

func (g *graine) Set(s string) error {
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return errGraine
	}
	g.valeur, g.donnee = v, true
	return nil
}

// tire returns the seed given, else a fresh random one.
func (g *graine) tire() uint64 {
	if g.donnee {
		return g.valeur
	}
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// palettes returns the palette of the scripts (the default French letters,
// for JSON and saves) and the palette the player reads (the language's).
func palettes(a *app, n int) (script, joueur couleur.Palette, err error) {
	script, err = couleur.Defaut(n)
	if err != nil {
		return
	}
	joueur, err = a.cat.Palette(n)
	return
}

// lireAdmissible reads a code a command imposes (--first, --secret): in
// the default French letters, the scripts' contract, or else in the
// language's letters; a code the rule of the game allows (without repeats,
// no colour twice: a *code.ErreurRepetition names it with its letter).
func lireAdmissible(a *app, mot string, t code.Taille) (code.Code, error) {
	script, joueur, err := palettes(a, t.Couleurs)
	if err != nil {
		return code.Code{}, err
	}
	c, err := code.LireAdmissible(mot, script, t)
	if err != nil && !errors.Is(err, code.ErrRepetition) {
		if c2, err2 := code.LireAdmissible(mot, joueur, t); err2 == nil || errors.Is(err2, code.ErrRepetition) {
			return c2, err2
		}
	}
	return c, err
}

// rendu is how the board is drawn for the player: their language's palette
// and titles, colours only on a terminal without NO_COLOR, rows laid out
// for the terminal's width.
func rendu(a *app, p couleur.Palette) peintre.Rendu {
	r := a.cat.Rendu(p, a.ios.Couleur())
	r.Peintre = a.peintre()
	r.Largeur = a.ios.Mise()
	return r
}

// peintre paints for the program's output: colours unless NO_COLOR or a
// pipe, 256 of them where the terminal says so, the light theme on
// MASTERMIND_THEME=light.
func (a *app) peintre() peintre.Peintre {
	return peintre.Peintre{Couleur: a.ios.Couleur(), Couleurs16: !a.ios.Couleurs256, Clair: a.ios.Clair}
}
