package plateau

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// On a light background the key pegs are dark red, black and grey,
// and the colours drawn bright for a dark background take their darker
// shade; on a terminal of 16 colours, orange is the nearest basic one.
func TestAfficheThemes(t *testing.T) {
	p, err := Nouveau(code.Taille{Pions: 4, Couleurs: 6}, 10)
	require.NoError(t, err)
	c, err := code.Lire("RONN", six, 4)
	require.NoError(t, err)
	require.NoError(t, p.Ajoute(c, code.Reponse{Bien: 1, Mal: 1}))
	ligne := func(r Rendu) string {
		var b strings.Builder
		require.NoError(t, p.Affiche(&b, r, nil))
		return strings.Split(b.String(), "\n")[1]
	}
	sombre := ligne(Rendu{Palette: six, Couleur: true})
	assert.Contains(t, sombre, "\x1b[38;5;208m●\x1b[0mO")
	assert.Contains(t, sombre, "\x1b[90m●\x1b[0mN")
	assert.Contains(t, sombre, "\x1b[91m●\x1b[97m○\x1b[90m··\x1b[0m")

	clair := ligne(Rendu{Palette: six, Couleur: true, Clair: true})
	assert.Contains(t, clair, "\x1b[31m●\x1b[0mR")
	assert.Contains(t, clair, "\x1b[30m●\x1b[0mN", "black is black")
	assert.Contains(t, clair, "\x1b[31m●\x1b[30m○\x1b[90m··\x1b[0m")

	seize := ligne(Rendu{Palette: six, Couleur: true, Couleurs16: true})
	assert.Contains(t, seize, "\x1b[33m●\x1b[0mO")
	assert.NotContains(t, seize, "38;5;")
}

// The palettes' colours stay distinct on 16 colours and on a light
// background.
func TestThemesKeepColoursApart(t *testing.T) {
	pal := couleur.MustDefaut(8)
	for _, r := range []Rendu{{Palette: pal, Couleurs16: true}, {Palette: pal, Clair: true}, {Palette: pal, Clair: true, Couleurs16: true}} {
		vus := map[string]string{}
		for i := range pal.Len() {
			k := pal.Couleur(i)
			s := r.sgr(k.ANSI)
			assert.NotContains(t, vus, s, "%+v: %s and %s", r, vus[s], k.Nom)
			vus[s] = k.Nom
		}
	}
}
