package code

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/couleur"
)

func TestLire(t *testing.T) {
	six := couleur.MustDefaut(6)
	tests := []struct {
		name  string
		mot   string
		pions int
		code  []int
		err   string
	}{
		{"course example", "BRJR", 4, []int{1, 0, 2, 0}, ""},
		{"lower case", "vjbr", 4, []int{3, 2, 1, 0}, ""},
		{"spaces", "  v j b r ", 4, []int{3, 2, 1, 0}, ""},
		{"too short", "RBJ", 4, nil, "3 pegs typed, 4 expected"},
		{"too long", "RBJVO", 4, nil, "5 pegs typed, 4 expected"},
		{"empty", "", 4, nil, "0 pegs typed, 4 expected"},
		{"unknown letter", "RBXV", 4, nil, `peg 3: 'X' is not a colour (allowed: RBJVON)`},
		{"colour beyond the palette", "RBJM", 4, nil, `peg 4: 'M' is not a colour (allowed: RBJVON)`},
		{"unknown letter wins over length", "R?", 4, nil, `peg 2: '?' is not a colour (allowed: RBJVON)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Lire(tt.mot, six, tt.pions)
			if tt.err != "" {
				require.Error(t, err)
				assert.Equal(t, tt.err, err.Error())
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.code, c.Couleurs())
		})
	}
}

func TestLireErrorsCarryTheirFields(t *testing.T) {
	_, err := Lire("RBXV", couleur.MustDefaut(6), 4)
	var lettre *ErreurLettre
	require.ErrorAs(t, err, &lettre)
	assert.Equal(t, ErreurLettre{Position: 3, Lettre: 'X', Permises: "RBJVON"}, *lettre)
	assert.ErrorIs(t, err, ErrLettre)

	_, err = Lire("RB", couleur.MustDefaut(6), 4)
	var longueur *ErreurLongueur
	require.ErrorAs(t, err, &longueur)
	assert.Equal(t, ErreurLongueur{Attendu: 4, Recu: 2}, *longueur)
	assert.ErrorIs(t, err, ErrLongueur)
}

func TestMot(t *testing.T) {
	six := couleur.MustDefaut(6)
	assert.Equal(t, "BRJR", Nouveau(1, 0, 2, 0).Mot(six))
	assert.Equal(t, "RB?", Nouveau(0, 1, 6).Mot(six))
	en, err := couleur.Anglaise(6)
	require.NoError(t, err)
	assert.Equal(t, "BRYR", Nouveau(1, 0, 2, 0).Mot(en))
	assert.Equal(t, "(1,0,2,0)", Nouveau(1, 0, 2, 0).String())
}

func TestLireWithAHole(t *testing.T) {
	p := couleur.MustDefaut(4).AvecVide()
	c, err := Lire("R.B.", p, 4)
	require.NoError(t, err)
	assert.Equal(t, []int{0, 4, 1, 4}, c.Couleurs())
	assert.Equal(t, "R.B.", c.Mot(p))
	assert.Equal(t, Reponse{Bien: 2, Mal: 0}, Evalue(c, Nouveau(0, 4, 2, 3)), "the hole is a colour like the others")
}
