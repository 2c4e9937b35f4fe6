package jeu

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/reglages"
)

// The settings offer the terminal's background when boards are drawn in
// colour: choosing it switches the board to the light shades, and back.
func TestReglagesFondDuTerminal(t *testing.T) {
	j, out := nouveauJeu("Fond du terminal : sombre", "Fond du terminal : clair", "Retour au menu")
	j.Peintre.Couleur = true
	require.NoError(t, j.Regle(context.Background()))
	assert.False(t, j.Peintre.Clair)
	assert.Contains(t, out.String(), "Fond clair : gardé pour les prochaines fois.\n")
	assert.Equal(t, reglages.FondSombre, j.Reglages.Fond, "kept as chosen last")

	j, _ = nouveauJeu("Fond du terminal : sombre", "Retour au menu")
	j.Peintre.Couleur = true
	require.NoError(t, j.Regle(context.Background()))
	assert.True(t, j.Peintre.Clair)
	assert.True(t, j.Rendu(j.Reglages.Parametres.Palette).Clair, "the board is drawn for it")
	assert.Equal(t, reglages.FondClair, j.Reglages.Fond)
}

// Without colours the background does not matter: no such entry.
func TestReglagesSansCouleurNiFond(t *testing.T) {
	j, out := nouveauJeu("Retour au menu")
	require.NoError(t, j.Regle(context.Background()))
	assert.NotContains(t, out.String(), "Fond du terminal")
}
