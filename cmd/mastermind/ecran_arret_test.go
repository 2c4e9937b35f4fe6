package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// ctrlZ is the key Ctrl-Z: a menu reads it as a key (promptui's raw
// mode), a line prompt as the signal the terminal sends (SIGTSTP). In a
// test the program is never stopped (its process group has no shell to
// continue it): it draws the prompt again at once. SIGCONT, what fg
// sends, comes after that: sent while SIGTSTP is pending, the kernel
// would drop the SIGTSTP.
const ctrlZ = "\x1a"

// TestEcranCtrlZSurUnMenu: after Ctrl-Z and SIGCONT the menu is drawn
// again, whole and once, and keys come one at a time again: a digit moves
// the pointer with no Enter.
func TestEcranCtrlZSurUnMenu(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"fr", "en"} {
		for _, taille := range [][2]int{{80, 24}, {40, 20}} {
			nom := fmt.Sprintf("menu-ctrlz-%dx%d-%s", taille[0], taille[1], lang)
			t.Run(nom, func(t *testing.T) {
				e := ouvreEcran(t, ecrantest.Options{Cols: taille[0], Rows: taille[1], Args: []string{"--lang", lang}})
				e.Attend(entreesDuMenu(lang)[6][:4])
				e.Tape("2")
				e.Attend("▸ 2)")
				titre := map[string]string{"fr": "Menu principal", "en": "Main menu"}[lang]
				e.Tape(ctrlZ)
				e.AttendQue("the menu drawn again", func([]string) bool {
					return strings.Count(ansi.Strip(e.Brut()), titre) >= 2
				})
				// The mouse was let go before the stop, and taken again
				// with the menu.
				brut := e.Brut()
				premier := strings.Index(brut, titre)
				second := premier + len(titre) + strings.Index(brut[premier+len(titre):], titre)
				assert.Contains(t, brut[premier:second], "\x1b[?1000l", "mouse reporting off before the stop")
				assert.Contains(t, brut[second-40:], "\x1b[?1000h", "and on again with the menu")
				e.Signale(sigcont)
				e.Tape("3")
				e.Attend("▸ 3)")
				e.Golden(t, nom)
				canon, echo, err := modeTerminal(int(e.TTY().Fd()))
				require.NoError(t, err)
				assert.False(t, canon || echo, "keys come one at a time, unechoed")
				e.Tape(ecrantest.Fin, ecrantest.Entree)
				assert.Equal(t, 0, e.Statut())
			})
		}
	}
}

// TestEcranCtrlZSurUneSaisie: a line prompt is drawn again after Ctrl-Z,
// with what was typed, and takes keys where it left them.
func TestEcranCtrlZSurUneSaisie(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "7"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("Quitter")
	e.Choisit("3")
	e.AttendLigne("Essai 1 sur 10 : ")
	e.Tape("R", "J")
	e.AttendLigne("Essai 1 sur 10 : RJ")
	e.Tape(ctrlZ)
	e.AttendQue("the prompt drawn again", func([]string) bool {
		return strings.Count(ansi.Strip(e.Brut()), "Essai 1 sur 10 : RJ") >= 2
	})
	e.Signale(sigcont)
	e.Tape("V")
	e.AttendLigne("Essai 1 sur 10 : RJV")
	e.Golden(t, "saisie-ctrlz-80x24")
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}
