package ecran

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// TestUneLettreTapeeEstLaCouleurSousCetteLettre (issue 42): on the board,
// in every language and palette size, a letter typed (either case) puts
// the colour the palette line shows under that letter.
func TestUneLettreTapeeEstLaCouleurSousCetteLettre(t *testing.T) {
	for _, l := range []texte.Langue{texte.Francais, texte.Anglais} {
		for n := 1; n <= couleur.MaxDefaut; n++ {
			t.Run(fmt.Sprintf("%s-%d", l, n), func(t *testing.T) {
				cat := texte.Nouveau(l)
				pal, err := cat.Palette(n)
				require.NoError(t, err)
				e := &Etat{Cat: cat, Mode: Proposition, Palette: pal, Taille: code.Taille{Pions: 1, Couleurs: n}, Essais: 10, Peintre: peintre.Peintre{}, Cols: 80, Rows: 40}
				e.Vide()
				palette := e.Dessine().Texte()
				for k := range n {
					c := pal.Couleur(k)
					require.Contains(t, palette, peintre.Disque+string(c.Lettre)+" "+c.Nom, "the palette shows %c as %s", c.Lettre, c.Nom)
					for _, r := range []rune{c.Lettre, []rune(strings.ToLower(string(c.Lettre)))[0]} {
						e.Vide()
						e.Touche(clavier.Lettre(r))
						assert.Equal(t, []int{k}, e.Pions(), "%c is %s", r, c.Nom)
					}
				}
			})
		}
	}
}
