package ecran_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// lance starts the harness (package essai) in a pseudo-terminal.
func lance(t *testing.T, cols, rows int, args ...string) *ecrantest.Ecran {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs a program")
	}
	bin := ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran/essai")
	return ecrantest.Lance(t, bin, ecrantest.Options{Cols: cols, Rows: rows, Args: args})
}

// clic is a left click at the cell of the screen where texte starts.
func clic(t *testing.T, e *ecrantest.Ecran, texte string) string {
	t.Helper()
	for y, l := range e.Lignes() {
		if i := strings.Index(l, texte); i >= 0 {
			x := len([]rune(l[:i]))
			return fmt.Sprintf("\x1b[<0;%d;%dM\x1b[<0;%d;%dm", x+1, y+1, x+1, y+1)
		}
	}
	t.Fatalf("%q is not on the screen", texte)
	return ""
}

func TestBoutUneManche(t *testing.T) {
	e := lance(t, 80, 24)
	e.Attend("[Jouer ⏎]")
	e.Golden(t, "bout-debut-80x24")
	// Letters and digits put colours, Enter plays, the board stays.
	e.Tape("r", "b", "6", "N", ecrantest.Entree)
	e.Attend(" 2▸")
	// ↑ on the empty row recalls it; ← and ↓ change the last peg; a
	// click on Jaune then Orange in the palette puts them there.
	e.Tape(ecrantest.Haut, ecrantest.Gauche)
	e.Tape(clic(t, e, "●J Jaune"))
	e.Tape(clic(t, e, "●O Orange"), ecrantest.Entree)
	e.Attend(" 3▸")
	e.Golden(t, "bout-deux-essais-80x24")
	// Undo takes the second row back; the screen does not scroll.
	e.Tape("-")
	e.AttendQue("row 2 empty", func(l []string) bool { return strings.HasPrefix(l[3], " 2▸") })
	// Resized: drawn whole at the new size.
	e.Redimensionne(40, 12)
	e.Golden(t, "bout-redim-40x12")
	e.Redimensionne(30, 10)
	e.Attend("Agrandissez")
	e.Redimensionne(80, 24)
	e.Attend("[Jouer ⏎]")
	// Ctrl-Z: the screen is left and comes back (no shell can continue
	// the program here, so it is not stopped: it goes on at once).
	quittes := strings.Count(e.Brut(), "\x1b[?1049l")
	e.Tape("\x1a")
	e.AttendQue("the screen left", func([]string) bool { return strings.Count(e.Brut(), "\x1b[?1049l") > quittes })
	e.Attend("[Jouer ⏎]")
	// F1 shows the help, any key closes it; Escape opens the menu.
	e.Tape("\x1bOP")
	e.Attend("Les touches")
	e.Tape(" ")
	e.AttendQue("the help closed", func(l []string) bool { return !strings.Contains(strings.Join(l, "\n"), "Les touches") })
	e.Tape(ecrantest.Echap)
	e.Attend("Mettre la partie de côté")
	e.Tape(ecrantest.Echap)
	// The winning row, by a click on the button.
	e.Tape("R", "B", "J", "V")
	e.Tape(clic(t, e, "[Jouer ⏎]"))
	e.Attend("fin")
	assert.Equal(t, 0, e.Statut())
	// The final board stays in the terminal's ordinary screen.
	e.Golden(t, "bout-fin-80x24")
}

func TestBoutSecretMasque(t *testing.T) {
	e := lance(t, 40, 12, "--duo")
	e.Attend("[Jouer ⏎]")
	e.Tape("v", "j", "b", "r")
	e.Golden(t, "bout-secret-40x12")
	texte := strings.Join(e.Lignes()[:9], "\n")
	for _, l := range []string{"●V", "●J", "●B", "●R"} {
		require.NotContains(t, texte, l, "the masked row shows no colour")
	}
	e.Tape(ecrantest.Entree)
	e.AttendQue("the guessing round", func(l []string) bool { return strings.HasPrefix(l[1], " 1▸ ◌") })
	e.Tape("\x11")
	e.Attend("quitté")
	assert.Equal(t, 0, e.Statut())
}
