package texte

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/saves"
)

func TestMotiveWordsTheErrorAndKeepsIt(t *testing.T) {
	cat := Nouveau(Francais)
	_, lue := code.Lire("RBJ", couleur.MustDefaut(6), 4)
	require.Error(t, lue)

	err := cat.Motive(lue)
	assert.EqualError(t, err, "il faut 4 pions, vous en avez tapé 3")
	var longueur *code.ErreurLongueur
	assert.ErrorAs(t, err, &longueur, "the error worded is still there")
	assert.Equal(t, "il faut 4 pions, vous en avez tapé 3", cat.Erreur(err), "a worded error is not worded twice")
	assert.NoError(t, cat.Motive(nil))
}

func TestSaveNameIsWordedFromItsField(t *testing.T) {
	err := saves.VerifieNom("../dehors")
	assert.Equal(t, "« ../dehors » commence par un point ; un nom commence par une lettre ou un chiffre",
		Nouveau(Francais).Erreur(fmt.Errorf("resume: %w", err)))
}
