//go:build check

package strategie

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
)

// One proposal of a score strategy at the biggest sizes (the second move
// of 8×6 and 7×8: 1.7 and 2.1 million codes, over 190 000 candidates,
// after each strategy's own first move) stops soon once its context is
// cancelled (make test: 6×9).
func TestProposeStopsSoonAfterCancelBiggestSizes(t *testing.T) {
	if race {
		t.Skip("the biggest sizes")
	}
	for _, taille := range []code.Taille{{Pions: 8, Couleurs: 6}, {Pions: 7, Couleurs: 8}} {
		e := espace(t, taille)
		for _, c := range Criteres() {
			t.Run(taille.String()+"/"+c.Nom(), func(t *testing.T) {
				s := NouvelleParScore(c)
				premier, err := s.Propose(NouvelEtat(e, nil, 0))
				require.NoError(t, err)
				propositionAnnulee(t, e, s, premier, 190000)
			})
		}
	}
}
