package assistant

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// Without repeats the suggestions never repeat a colour, and a guess of
// the player's that does is refused with the colour and what to do, as on
// a real board of that game.
func TestSansRepetition(t *testing.T) {
	script := strings.Join([]string{
		"RRBJ", // a colour twice: asked again
		"VJBR",
		"1 3",
		"quitter",
	}, "\n") + "\n"
	var out strings.Builder
	inv := invite.NouveauTube(strings.NewReader(script), &out, textes)
	cat := texte.Nouveau(texte.Francais)
	p, err := cat.Palette(6)
	require.NoError(t, err)
	e, err := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true})
	require.NoError(t, err)
	s := strategie.NouvelleParScore(strategie.MinMax)
	require.NoError(t, (&Seance{Invite: inv, Cat: cat, Rendu: rendu(cat, inv, p), Espace: e, Strategie: s}).Joue(context.Background()))

	lu := out.String()
	assert.Contains(t, lu, "360 codes possibles.")
	assert.Contains(t, lu, "Essai 1, conseil : RBJV (il laisse au pire 88 codes, 64,59 en moyenne).\n")
	assert.Contains(t, lu, "  la couleur R est deux fois dans ce code (pions 1 et 2), or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes\n")
	assert.Contains(t, lu, "     1  VJBR     1   3\n")
	assert.NotContains(t, lu, "Réponse à RRBJ")
	for _, l := range strings.Split(lu, "\n") {
		if i := strings.Index(l, "conseil : "); i >= 0 {
			mot := strings.Fields(l[i+len("conseil : "):])[0]
			c, err := code.Lire(mot, p, 4)
			require.NoError(t, err)
			assert.True(t, e.Taille().Admissible(c), "suggestion %s", mot)
		}
	}
}
