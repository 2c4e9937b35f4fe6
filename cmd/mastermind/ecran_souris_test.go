package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// TestEcranUnClicChoisitLEntree: menus ignored the mouse (reporting was
// on only on the board), so that a click on « 3) Solo » did nothing. A
// click on an entry now chooses it, in a menu at the top of a fresh
// screen and in one drawn at the bottom of a screen that scrolled, at
// 80×24 and at 40×12 (where the menu shows a window of its entries); a
// click on the title chooses nothing. Reporting is on only while a menu
// or the board is, and off when the program ends.
func TestEcranUnClicChoisitLEntree(t *testing.T) {
	t.Parallel()
	for _, taille := range []struct{ cols, rows int }{{80, 24}, {40, 12}} {
		t.Run(strings.Join([]string{itoa(taille.cols), itoa(taille.rows)}, "x"), func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: taille.cols, Rows: taille.rows})
			e.Attend("3) Solo")
			x, y := celluleDe(t, e, "Menu principal")
			e.Tape(clic(x, y))
			x, y = celluleDe(t, e, "3) Solo")
			e.Tape(clic(x+4, y))
			e.Attend("10 essais restants")
			assert.NotContains(t, strings.Join(e.Lignes(), "\n"), "Menu principal", "the title's click chose nothing, the one on Solo chose it")
			e.Tape("R", "R", "B", "B", ecrantest.Entree)
			e.Attend("9 essais restants")

			// The board sets the game aside (Ctrl-Q); the menu comes back
			// under what the game left in the history.
			e.Tape(ecrantest.CtrlQ)
			retourAuMenu(t, e, "fr")
			e.Attend("1) Reprendre")
			x, y = celluleDe(t, e, "1) Reprendre")
			e.Tape(clic(x, y))
			e.Attend("9 essais restants")
			e.Tape(ecrantest.CtrlQ)
			retourAuMenu(t, e, "fr")
			e.Attend("2) Jouer")
			// Quit is past the entries a 40×12 menu shows: End brings it.
			e.Tape(ecrantest.Fin)
			e.Attend("▸    Quitter")
			x, y = celluleDe(t, e, "Quitter")
			e.Tape(clic(x, y))
			e.Attend("Au revoir")
			assert.Equal(t, 0, e.Statut())
			brut := e.Brut()
			marche, arret := strings.LastIndex(brut, "\x1b[?1000h"), strings.LastIndex(brut, "\x1b[?1000l")
			assert.Greater(t, arret, marche, "mouse reporting off at the end")
			assert.Equal(t, strings.Count(brut, "\x1b[?1000h"), strings.Count(brut, "\x1b[?1000l"), "each time on, then off")
		})
	}
}

// itoa is n in decimal.
func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
