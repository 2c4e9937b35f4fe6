package verifarbre

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestATreesErrorNamesItsSentence: each check that fails names the
// catalogue's sentence (verifarbre.*) and the line and codes at fault,
// found with errors.As through a wrap.
func TestATreesErrorNamesItsSentence(t *testing.T) {
	for _, tc := range []struct {
		err  *Erreur
		cle  string
		args []any
	}{
		{&Erreur{Ligne: 1, Err: ErrEntete, Champ: "pegs"}, "verifarbre.entete", []any{1, "pegs"}},
		{&Erreur{Ligne: 3, Err: ErrReponse, Code: "RRBB", Secret: "RBJV", Juste: "1,1", Ecrit: "2,0"}, "verifarbre.reponse", []any{3, "RRBB", "RBJV", "1,1", "2,0"}},
		{&Erreur{Err: ErrManquant, Code: "VVVV"}, "verifarbre.manquant", []any{"VVVV"}},
		{&Erreur{Ligne: 9, Err: ErrDouble, Code: "VVVV", Autre: 4}, "verifarbre.double", []any{9, "VVVV", 4}},
		{&Erreur{Ligne: 2, Err: ErrSyntaxe}, "verifarbre.syntaxe", []any{2}},
	} {
		t.Run(tc.cle, func(t *testing.T) {
			err := fmt.Errorf("tree: %w", tc.err)
			var m interface{ Message() (string, []any) }
			require.ErrorAs(t, err, &m)
			cle, args := m.Message()
			assert.Equal(t, tc.cle, cle)
			assert.Equal(t, tc.args, args)
			assert.ErrorIs(t, err, tc.err.Err)
		})
	}
}
