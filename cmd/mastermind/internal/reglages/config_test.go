package reglages

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/couleur"
)

// Issue 25 (12): a custom size that keeps a language's default colour
// names is read back as written, in every language and for every number
// of colours ("Black (K)", whose B is Blue's, in English).
func TestCustomDefaultNamesRoundTripInEveryLanguage(t *testing.T) {
	for _, langue := range []texte.Langue{texte.Francais, texte.Anglais} {
		cat := texte.Nouveau(langue)
		for n := 1; n <= couleur.MaxCouleurs; n++ {
			defaut, err := cat.Palette(n)
			if err != nil {
				continue
			}
			t.Run(fmt.Sprintf("%s/%d", langue, n), func(t *testing.T) {
				r := ReglagesParDefaut(cat)
				r.Modele = "perso"
				r.Parametres.Palette = defaut
				r.Parametres.Taille.Couleurs = n
				r.Parametres.Taille.Pions = min(r.Parametres.Taille.Pions, n)
				data, err := octetsConfig(r)
				require.NoError(t, err)
				lu, err := lireConfig(data, cat)
				require.NoError(t, err, "the file written reads back:\n%s", data)
				assert.Equal(t, defaut.Noms(), lu.Parametres.Palette.Noms())
				assert.Equal(t, defaut.Lettres(), lu.Parametres.Palette.Lettres())
			})
		}
	}
	data, err := octetsConfig(func() Reglages {
		cat := texte.Nouveau(texte.Anglais)
		r := ReglagesParDefaut(cat)
		r.Modele, r.Parametres.Palette = "perso", couleur.MustDefaut(6)
		r.Parametres.Palette, _ = cat.Palette(6)
		return r
	}())
	require.NoError(t, err)
	assert.NotContains(t, string(data), "color_names", "a language's default names follow the language")
}

// Issue 33: a custom size chosen in English with the default names plays
// in French with the French names; a file written before, which holds
// the English names, reads so too; names the player typed stay theirs.
func TestCustomDefaultNamesFollowTheLanguage(t *testing.T) {
	en, fr := texte.Nouveau(texte.Anglais), texte.Nouveau(texte.Francais)
	r := ReglagesParDefaut(en)
	r.Modele = "perso"
	data, err := octetsConfig(r)
	require.NoError(t, err)
	lu, err := lireConfig(data, fr)
	require.NoError(t, err)
	assert.Equal(t, "RBJVON", lu.Parametres.Palette.Lettres())
	assert.Equal(t, "Rouge", lu.Parametres.Palette.Couleur(0).Nom)

	ancien := strings.Replace(string(data), "no_repeat:", "color_names: [Red, Blue, Yellow, Green, Orange, Black (K)]\nno_repeat:", 1)
	lu, err = lireConfig([]byte(ancien), fr)
	require.NoError(t, err, ancien)
	assert.Equal(t, "RBJVON", lu.Parametres.Palette.Lettres())

	propres, err := couleur.Depuis([]string{"Ciel", "Terre", "Mer", "Feu", "Air", "Bois"})
	require.NoError(t, err)
	r.Parametres.Palette = propres
	data, err = octetsConfig(r)
	require.NoError(t, err)
	lu, err = lireConfig(data, en)
	require.NoError(t, err)
	assert.Equal(t, propres.Noms(), lu.Parametres.Palette.Noms(), "typed names are the player's")
}

// Issue 25 (12): the sentence of a settings file too large says the
// settings' limit, not a save's.
func TestSettingsTooLargeSaysTheirLimit(t *testing.T) {
	chemin := filepath.Join(t.TempDir(), "config.yaml")
	require.NoError(t, os.WriteFile(chemin, []byte(strings.Repeat("#", maxConfig+1)), 0o644))
	for _, tt := range []struct {
		langue texte.Langue
		phrase string
	}{
		{texte.Francais, "plus de 64 Ko"},
		{texte.Anglais, "over 64 KB"},
	} {
		cat := texte.Nouveau(tt.langue)
		c, _ := ChargeConfig(chemin, cat)
		require.Error(t, c.Abime)
		j := &Salle{Cat: cat}
		assert.Contains(t, j.raisonConfig(c.Abime), tt.phrase)
		assert.NotContains(t, j.raisonConfig(c.Abime), "1")
	}
}
