package code

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// VerifieAdmissible is the rule of the game: without repeats no code, the
// secret or a proposal, holds a colour twice; the error names the colour
// and its first two pegs.
func TestVerifieAdmissible(t *testing.T) {
	sans := Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	avec := Taille{Pions: 4, Couleurs: 6}
	tests := []struct {
		mot  string
		sans error // without repeats: nil or the *ErreurRepetition
	}{
		{"RBJV", nil},
		{"RRBJ", &ErreurRepetition{Couleur: 0, Positions: [2]int{1, 2}}},
		{"BJVB", &ErreurRepetition{Couleur: 1, Positions: [2]int{1, 4}}},
		{"RJJJ", &ErreurRepetition{Couleur: 2, Positions: [2]int{2, 3}}},
	}
	for _, tt := range tests {
		t.Run(tt.mot, func(t *testing.T) {
			c := mot(t, tt.mot)
			assert.NoError(t, avec.VerifieAdmissible(c))
			err := sans.VerifieAdmissible(c)
			if tt.sans == nil {
				assert.NoError(t, err)
				return
			}
			var rep *ErreurRepetition
			require.ErrorAs(t, err, &rep)
			assert.Equal(t, tt.sans, rep)
			assert.ErrorIs(t, err, ErrRepetition)
		})
	}
	var longueur *ErreurLongueur
	assert.ErrorAs(t, sans.VerifieAdmissible(mot(t, "RBJ")), &longueur)
	assert.ErrorIs(t, sans.VerifieAdmissible(mot(t, "RBJC")), ErrLettre, "C is the 8th colour")
}

// Admissible, the fast test the code space uses, says what
// VerifieAdmissible says, on every code of a few sizes.
func TestAdmissibleIsVerifieAdmissible(t *testing.T) {
	for _, taille := range []Taille{{Pions: 3, Couleurs: 5, SansRepetition: true}, {Pions: 4, Couleurs: 4, SansRepetition: true}, {Pions: 3, Couleurs: 4}} {
		n := 0
		for c := range taille.Codes() {
			assert.Equal(t, taille.VerifieAdmissible(c) == nil, taille.Admissible(c), "%v", c)
			if taille.Admissible(c) {
				n++
			}
		}
		assert.Equal(t, taille.NombreSecrets(), n, taille.String())
	}
}

func TestLireAdmissible(t *testing.T) {
	sans := Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	c, err := LireAdmissible("v j b r", palette8, sans)
	require.NoError(t, err)
	assert.Equal(t, mot(t, "VJBR"), c)
	_, err = LireAdmissible("vjbv", palette8, sans)
	var rep *ErreurRepetition
	require.ErrorAs(t, err, &rep)
	assert.Equal(t, ErreurRepetition{Couleur: 3, Lettre: 'V', Positions: [2]int{1, 4}}, *rep)
	_, err = LireAdmissible("vjx", palette8, sans)
	assert.ErrorIs(t, err, ErrLettre)
	c, err = LireAdmissible("VJBV", palette8, Taille{Pions: 4, Couleurs: 6})
	require.NoError(t, err)
	assert.Equal(t, mot(t, "VJBV"), c)
}
