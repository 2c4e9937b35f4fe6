// Package codetest gives tests the codes and spaces they play with: a
// code written as a word, the Espace of a size, or the test fails.
package codetest

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// Code reads mot, one peg a letter, in the default French letters (R B J V
// O N M C …): "VJBR" is the course's example.
func Code(t testing.TB, mot string) code.Code {
	t.Helper()
	c, err := code.Lire(mot, couleur.MustDefaut(couleur.MaxDefaut), len(mot))
	require.NoError(t, err)
	return c
}

// Espace is the Espace of size taille.
func Espace(t testing.TB, taille code.Taille) *code.Espace {
	t.Helper()
	e, err := code.NouvelEspace(taille)
	require.NoError(t, err)
	return e
}
