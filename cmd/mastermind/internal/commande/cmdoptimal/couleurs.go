package cmdoptimal

import (
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// The optimal command reaches past the game's 16 named colours (issue 28:
// every size of at most 6561 codes). The game keeps its palette; only
// the optimal command's figures, --first, checkpoints and exported trees
// take the larger sizes. Colours 17 to 26 have no name: each is a capital
// letter the default palette does not use, in alphabetical order, so that
// every colour of a tree file (docs/ARBRE.md) is still one capital.

// maxCouleursOptimal is the most colours the optimal command takes: one
// capital letter each.
const maxCouleursOptimal = 26

// lettresSup are the letters of colours 17 to 26: the capitals the
// default palette leaves free.
const lettresSup = "DEHIQUWXYZ"

// espaceOptimal is commande.OptionsTaille.Espace for the optimal command: up to
// maxCouleursOptimal colours.
func espaceOptimal(a *commande.App, o *commande.OptionsTaille) (*code.Espace, error) {
	if o.Couleurs <= couleur.MaxDefaut {
		return o.Espace(a)
	}
	if o.Couleurs > maxCouleursOptimal {
		return nil, commande.Usage(a.Cat.T("optimal.couleursmax", o.Couleurs, maxCouleursOptimal))
	}
	t := code.Taille{Pions: o.Pions, Couleurs: o.Couleurs, SansRepetition: o.SansRepetition}
	e, err := code.NouvelEspace(t)
	if err != nil {
		return nil, commande.Usage(a.Cat.Erreur(err))
	}
	return e, nil
}

// paletteOptimale is the palette of the optimal command's n colours: the
// default palette's for n <= 16 (byte for byte what the command always
// wrote), else its 16 colours then the letters of lettresSup, each named
// by its letter.
//
// Pré-requis: 1 <= n <= maxCouleursOptimal.
func paletteOptimale(n int) (couleur.Palette, error) {
	if n <= couleur.MaxDefaut {
		return couleur.Defaut(n)
	}
	p := couleur.MustDefaut(couleur.MaxDefaut)
	noms := p.Noms()
	lettres := p.Lettres()
	for _, l := range lettresSup[:n-couleur.MaxDefaut] {
		noms = append(noms, string(l))
		lettres += string(l)
	}
	return couleur.AvecLettres(noms, lettres)
}

// premierOptimal reads the optimal command's --first: the script's or the
// player's letters up to 16 colours (lireAdmissible), paletteOptimale's
// beyond.
func premierOptimal(a *commande.App, mot string, t code.Taille) (code.Code, error) {
	if t.Couleurs <= couleur.MaxDefaut {
		return commande.LireAdmissible(a, mot, t)
	}
	p, err := paletteOptimale(t.Couleurs)
	if err != nil {
		return code.Code{}, err
	}
	return code.LireAdmissible(strings.ToUpper(mot), p, t)
}
