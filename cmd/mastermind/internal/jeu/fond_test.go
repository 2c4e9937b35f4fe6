package jeu

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// The settings offer the terminal's background when boards are drawn in
// colour: choosing it switches the board to the light shades, and back.
func TestReglagesFondDuTerminal(t *testing.T) {
	j, out := nouveauJeu("Fond du terminal : sombre", "Fond du terminal : clair", "Retour au menu")
	j.Peintre.Couleur = true
	require.NoError(t, j.Regle(context.Background()))
	assert.False(t, j.Peintre.Clair)
	assert.Contains(t, out.String(), "Fond clair : gardé pour les prochaines fois.\n")
	assert.Equal(t, FondSombre, j.Reglages.Fond, "kept as chosen last")

	j, _ = nouveauJeu("Fond du terminal : sombre", "Retour au menu")
	j.Peintre.Couleur = true
	require.NoError(t, j.Regle(context.Background()))
	assert.True(t, j.Peintre.Clair)
	assert.True(t, j.Rendu(j.Reglages.Parametres.Palette).Clair, "the board is drawn for it")
	assert.Equal(t, FondClair, j.Reglages.Fond)
}

// The background chosen in Réglages is written to config.yaml and read
// back; it wins over MASTERMIND_THEME, which decides until one is chosen.
func TestLeFondChoisiEstGarde(t *testing.T) {
	r := ReglagesParDefaut(texte.Nouveau(texte.Francais))
	assert.True(t, r.Clair(true), "no choice: the environment's")
	assert.False(t, r.Clair(false))
	r.Fond = FondClair
	data, err := octetsConfig(r)
	require.NoError(t, err)
	assert.Contains(t, string(data), "background: light\n")
	lu, err := lireConfig(data, texte.Nouveau(texte.Francais))
	require.NoError(t, err)
	assert.True(t, lu.Clair(false))
	lu.Fond = FondSombre
	assert.False(t, lu.Clair(true))
	_, err = lireConfig([]byte(strings.Replace(string(data), "light", "pink", 1)), texte.Nouveau(texte.Francais))
	require.ErrorIs(t, err, ErrFond)
}

// Without colours the background does not matter: no such entry.
func TestReglagesSansCouleurNiFond(t *testing.T) {
	j, out := nouveauJeu("Retour au menu")
	require.NoError(t, j.Regle(context.Background()))
	assert.NotContains(t, out.String(), "Fond du terminal")
}
