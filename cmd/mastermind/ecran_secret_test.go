package main

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// TestEcranLeSecretDeDeuxJoueursNeMontreRien (issue 42): while player 1
// types the secret at 80 × 24, the secret's row, read cell by cell
// (character, attributes and colours), is the same whatever colour is
// typed, by letter or arrow, the peg under the cursor included; a key
// that is no colour is refused and shows nothing typed after it; Tab,
// said by the status line and F1, shows the row and hides it again.
func TestEcranLeSecretDeDeuxJoueursNeMontreRien(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang, lettres, refus, montre string
	}{
		{"fr", "RBJVON", "Touche refusée", "Tab montre"},
		{"en", "RBYGOK", "Key refused", "Tab shows"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--lang", c.lang}})
			e.Attend(quitterDe(c.lang))
			e.Choisit("4")
			e.Attend(statutPlateau(c.lang, "duo"))
			e.Attend(c.montre)
			x0, y := celluleDe(t, e, "▸ ◌")
			x0 += 2
			// curseurSur waits until the row reads ligne, the cursor on peg i.
			curseurSur := func(ligne string, i int) {
				t.Helper()
				e.AttendQue(fmt.Sprintf("%q, the cursor on peg %d", ligne, i+1), func(l []string) bool {
					x, yc := e.Curseur()
					return len(l) > y && len(l[y]) > 0 && contient(l[y:y+1], ligne) == 1 && yc == y && x == x0+3*i
				})
			}
			var avant, avantFleche []string
			for k, r := range c.lettres {
				e.Tape(string(r))
				curseurSur("  ▸ ●  ◌  ◌  ◌", 1)
				rangee := glyphes(e.Rangee(y))
				if avant != nil {
					require.Equal(t, avant, rangee, "colour %c typed: the row differs from colour %c's", r, c.lettres[0])
				}
				avant = rangee
				// The same colour by the arrows, the cursor on it.
				e.Tape(ecrantest.Efface)
				curseurSur("  ▸ ◌  ◌  ◌  ◌", 0)
				for range k + 1 {
					e.Tape(ecrantest.Haut)
				}
				curseurSur("  ▸ ●  ◌  ◌  ◌", 0)
				fleche := glyphes(e.Rangee(y))
				if avantFleche != nil {
					require.Equal(t, avantFleche, fleche, "colour %c by the arrows", r)
				}
				avantFleche = fleche
				for _, g := range e.Rangee(y)[:x0+12] {
					assert.NotContains(t, c.lettres, string(g.Char), "no colour letter on the row")
				}
				e.Tape(ecrantest.Efface)
				curseurSur("  ▸ ◌  ◌  ◌  ◌", 0)
			}
			// A letter that is no colour is refused; what follows goes to
			// the row, masked, and nothing typed shows.
			e.Tape("X")
			e.Attend(c.refus)
			e.Tape(c.lettres[2:3], c.lettres[5:6], c.lettres[4:5], c.lettres[0:1])
			curseurSur("  ▸ ●  ●  ●  ●", 3)
			texte := e.Texte()
			assert.NotContains(t, texte, "Command")
			assert.NotContains(t, texte, "Commande")
			assert.NotContains(t, texte, "X")
			// Tab shows the row on purpose, and hides it again.
			e.Tape("\t")
			e.Attend("  ▸ ●" + c.lettres[2:3] + " ●" + c.lettres[5:6] + " ●" + c.lettres[4:5] + " ●" + c.lettres[0:1])
			e.Attend(map[string]string{"fr": "VISIBLE · Tab cache", "en": "SHOWN · Tab hides"}[c.lang])
			e.Tape("\t")
			curseurSur("  ▸ ●  ●  ●  ●", 3)
			e.Tape("\x1bOP")
			e.Attend(map[string]string{"fr": "montre ou cache le code", "en": "shows or hides the code"}[c.lang])
			e.Tape(ecrantest.CtrlC)
			assert.Equal(t, 130, e.Statut())
		})
	}
}

// glyphes is a row's cells as text: character, attributes and colours.
func glyphes[G any](cells []G) []string {
	s := make([]string, len(cells))
	for i, g := range cells {
		s[i] = fmt.Sprintf("%+v", g)
	}
	return s
}
