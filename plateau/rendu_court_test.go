package plateau

import (
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// TestShortTitlesKeepTheKeyPegs: at 39 cells the English long titles
// would drop the key pegs; the short ones keep them, and a wide row keeps
// the long ones.
func TestShortTitlesKeepTheKeyPegs(t *testing.T) {
	p := couleur.MustDefaut(6)
	c, err := code.Lire("RRBB", p, 4)
	require.NoError(t, err)
	r := Rendu{Palette: p, Couleur: true, Titres: Titres{Essai: "Try", Code: "Code", Bien: "Right", Mal: "Misplaced", Secret: "Secret", BienCourt: "Right", MalCourt: "Mispl."}}
	for _, tc := range []struct {
		largeur int
		titre   string
	}{{39, "Mispl."}, {80, "Misplaced"}, {0, "Misplaced"}} {
		r.Largeur = tc.largeur
		e := r.Entete(4)
		l := r.Ligne(1, Ligne{Code: c, Reponse: code.Reponse{Bien: 2, Mal: 1}})
		assert.Contains(t, e, tc.titre, "at %d", tc.largeur)
		assert.Contains(t, sansCouleur(l), "●●○·", "the key pegs at %d", tc.largeur)
		if tc.largeur > 0 {
			assert.LessOrEqual(t, utf8.RuneCountInString(sansCouleur(l))-1, tc.largeur)
		}
	}
	r.Titres.BienCourt, r.Titres.MalCourt = "", ""
	r.Largeur = 39
	assert.NotContains(t, sansCouleur(r.Ligne(1, Ligne{Code: c, Reponse: code.Reponse{Bien: 2, Mal: 1}})), "●●○·", "no short titles: the key pegs go")
}
