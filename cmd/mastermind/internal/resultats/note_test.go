package resultats

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
)

// One guess graded is « 1 essai noté », two are « 2 essais notés ».
func TestLaNoteSAccordeAvecLeNombreDEssais(t *testing.T) {
	for _, c := range []struct {
		notes int
		fr    string
	}{
		{1, "(1 essai noté ;"},
		{2, "(2 essais notés ;"},
	} {
		var b strings.Builder
		r := &Resultats{Tailles: []ResultatsTaille{{Taille: code.Taille{Pions: 4, Couleurs: 6}, Jouees: 1, Manches: 1, Points: 3 * c.notes, Notes: c.notes}}}
		EcritResultats(&b, texte.Nouveau(texte.Francais), Sur{}, r)
		assert.Contains(t, b.String(), c.fr)
	}
}
