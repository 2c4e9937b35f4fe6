package commande_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// TestUneLettreTapeeEstLaCouleurAffichee (issue 42): in every language
// and palette size, a letter typed on the command line, alone or beside
// any other, and in a solver's row, is the colour every screen shows
// under that letter (the language's palette); a letter only the scripts'
// French palette has is still read as that colour.
func TestUneLettreTapeeEstLaCouleurAffichee(t *testing.T) {
	for _, l := range []texte.Langue{texte.Francais, texte.Anglais} {
		for n := 1; n <= couleur.MaxDefaut; n++ {
			t.Run(fmt.Sprintf("%s-%d", l, n), func(t *testing.T) {
				a := &commande.App{Cat: texte.Nouveau(l)}
				affichee, err := a.Cat.Palette(n)
				require.NoError(t, err)
				script := couleur.MustDefaut(n)
				t1, t2 := code.Taille{Pions: 1, Couleurs: n}, code.Taille{Pions: 2, Couleurs: n}
				for k := range n {
					r := affichee.Lettre(k)
					c, err := commande.LireAdmissible(a, string(r), t1)
					require.NoError(t, err, "%c", r)
					assert.Equal(t, k, c.At(0), "%c alone", r)
					lignes, _, err := commande.LitLignes(a, []string{string(r) + " 1 0"}, nil, t1, couleur.Palette{})
					require.NoError(t, err, "%c in a row", r)
					assert.Equal(t, k, lignes[0].Code.At(0), "%c in a row", r)
					for j := range n {
						s := affichee.Lettre(j)
						c, err := commande.LireAdmissible(a, string([]rune{r, s}), t2)
						require.NoError(t, err, "%c%c", r, s)
						assert.Equal(t, []int{k, j}, []int{c.At(0), c.At(1)}, "%c%c", r, s)
						lignes, _, err := commande.LitLignes(a, []string{string([]rune{s, r}) + " 0 0"}, nil, t2, couleur.Palette{})
						require.NoError(t, err, "%c%c in a row", s, r)
						assert.Equal(t, []int{j, k}, []int{lignes[0].Code.At(0), lignes[0].Code.At(1)}, "%c%c in a row", s, r)
					}
				}
				// A letter of the scripts' palette the language has not.
				for k := range n {
					r := script.Lettre(k)
					if _, ok := affichee.Index(r); ok {
						continue
					}
					c, err := commande.LireAdmissible(a, string(r), t1)
					require.NoError(t, err, "%c", r)
					assert.Equal(t, k, c.At(0), "%c, the scripts' letter", r)
				}
			})
		}
	}
}
