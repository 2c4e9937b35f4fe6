package reglages

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/partie"
)

// Issue 34 (7): settings that ask for two billion tries, or rounds, are
// refused with a sentence that gives the bound (the defaults are then
// taken); at the bound they read.
func TestConfigBoundsTriesAndRounds(t *testing.T) {
	cat := texte.Nouveau(texte.Francais)
	const config = "version: 1\npreset: perso\npegs: 4\ncolors: 6\nno_repeat: false\nrounds: 2\nmax_tries: 10\nstrategy: knuth\nexplain: false\ncolor_names: [Rouge, Bleu, Jaune, Vert, Orange, Noir]\n"
	for _, tt := range []struct {
		ligne, borne, trop, phrase string
		err                        error
	}{
		{"max_tries: 10", "max_tries: 100", "max_tries: 2000000000", "2\u00a0000\u00a0000\u00a0000 essais par manche, c'est trop : une manche en a au plus 100", partie.ErrTropDEssais},
		{"rounds: 2", "rounds: 100", "rounds: 2000000000", "2\u00a0000\u00a0000\u00a0000 manches, c'est trop : une partie en a au plus 100", partie.ErrTropDeManches},
	} {
		_, err := lireConfig([]byte(strings.Replace(config, tt.ligne, tt.borne, 1)), cat)
		require.NoError(t, err, "at the bound")
		_, err = lireConfig([]byte(strings.Replace(config, tt.ligne, tt.trop, 1)), cat)
		require.ErrorIs(t, err, tt.err)
		assert.Contains(t, cat.Erreur(err), tt.phrase)
	}
}
