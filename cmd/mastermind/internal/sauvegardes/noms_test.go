package sauvegardes

import (
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/stretchr/testify/assert"
)

// The command to type is quoted as a shell needs it, in the quotes that
// read best inside the sentence of each language.
func TestCommandeReprise(t *testing.T) {
	for _, c := range []struct {
		nom, fr, en string
	}{
		{"perso", "mastermind resume perso", "mastermind resume perso"},
		{"ma partie", `mastermind resume "ma partie"`, `mastermind resume 'ma partie'`},
		{"l'été 2", `mastermind resume "l'été 2"`, `mastermind resume 'l'\''été 2'`},
		{"Solo 4×6, Sun 22 Nov 14:05 (2)", `mastermind resume "Solo 4×6, Sun 22 Nov 14:05 (2)"`, `mastermind resume 'Solo 4×6, Sun 22 Nov 14:05 (2)'`},
		{`a"b`, `mastermind resume 'a"b'`, `mastermind resume 'a"b'`},
	} {
		assert.Equal(t, c.fr, CommandeReprise(c.nom, texte.Francais))
		assert.Equal(t, c.en, CommandeReprise(c.nom, texte.Anglais))
	}
}
