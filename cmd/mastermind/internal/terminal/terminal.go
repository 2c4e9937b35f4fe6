// Package terminal is the full-screen way of asking the player: promptui's
// arrow-key menus, its own line prompts (one line that scrolls sideways,
// the terminal's cursor where the next character goes), behind the
// invite.Invite interface so that nothing else in the program knows
// promptui; and the terminal lent to the game screen (Console). It is used
// only when both input and output are terminals.
//
// promptui v0.9.0 has known traps, each worked around here so that the
// screen never garbles:
//   - it may draw a prompt again after Run has returned (upstream 233,
//     129): each prompt writes through its own porte, closed once Run
//     returns, and the Terminal writes the answered line itself;
//   - it draws a menu again by moving up a fixed number of lines (upstream
//     186): every line it draws fits the width, measured in display cells,
//     and the menu fits the rows; both are read again before each prompt
//     and when the terminal is resized;
//   - its keys surprise a player (h j k l move a menu, ← → jump, Ctrl-D
//     quits a prompt that holds text, Delete too, arrows ring the bell):
//     it reads no key of the terminal itself. The one reader
//     (lecteur.go) decodes every key; a menu (menu.go) turns each into
//     promptui's own key codes, which its line reader passes on as they
//     are, gives a menu digits and Escape, and ends every menu itself, so
//     that promptui never runs its own code for Enter; the entry chosen
//     is the one promptui drew under its pointer last;
//   - its raw mode turns Ctrl-Z into a key, and its readline would stop
//     the parent too: Ctrl-Z (the key, or SIGTSTP) ends the prompt, and
//     the Terminal stops the program and draws the prompt again when it
//     continues (arret_unix.go).
package terminal

import (
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"

	"golang.org/x/term"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
)

// Textes are the words the terminal shows itself.
type Textes struct {
	// Aide is the help line of a menu ("↑ ↓ ou un chiffre pour choisir…").
	Aide string
	// AideCourte says the same in fewer cells, for a narrow terminal
	// ("↑ ↓ 0-9, Entrée valide, Échap revient").
	AideCourte string
}

// aides are the help line's wordings, the longest first.
func (x Textes) aides() []string {
	var a []string
	for _, s := range []string{x.Aide, x.AideCourte} {
		if s != "" {
			a = append(a, s)
		}
	}
	return a
}

// Terminal asks through promptui. It implements invite.Invite. Close puts
// the terminal back as it was.
type Terminal struct {
	out io.Writer
	// lecteur is the one reader of the input (lecteur.go).
	lecteur *lecteur
	textes  Textes
	// peintre paints what the Terminal draws itself.
	peintre peintre.Peintre
	// taille is the terminal's size in cells, read before every drawing.
	taille func() (cols, rows int)
	redim  chan os.Signal
	// arret receives Ctrl-Z (SIGTSTP, Unix only) until fini is closed;
	// arretMu: one stop at a time.
	arret   chan os.Signal
	fini    chan struct{}
	arretMu sync.Mutex
	mode    *mode
	once    sync.Once
	// pointeurs are where the pointer of each menu, by title, was left.
	pointeurs map[string]memoire
	// choisies are the lines menus left when an entry was chosen, oldest
	// first, with nothing written under them since but menus that erased
	// themselves; echappe: the last prompt was a menu left by Escape.
	// Together they let a menu that comes back after an Escape take the
	// place of its chosen line (Menu).
	choisies []choisie
	echappe  bool
}

// Nouveau returns a Terminal reading in and writing out, which must be a
// terminal, painting with p. Between two prompts, keys typed ahead are
// neither echoed nor held until Enter: they wait, unseen, for the next
// prompt.
func Nouveau(in io.Reader, out io.Writer, t Textes, p peintre.Peintre) *Terminal {
	r := &Terminal{out: out, lecteur: nouveauLecteur(in), textes: t, peintre: p, taille: tailleDe(out), pointeurs: map[string]memoire{}}
	if f, ok := in.(*os.File); ok {
		r.mode = passeEnModeJeu(f)
	}
	r.redim = make(chan os.Signal, 1)
	notifieRedimension(r.redim)
	go func() {
		for range r.redim {
			r.lecteur.redimensionne()
		}
	}()
	r.arret, r.fini = make(chan os.Signal, 1), make(chan struct{})
	notifieArret(r.arret)
	go func() {
		for {
			select {
			case <-r.arret:
				// The prompt on screen, or the game screen, stops once it
				// has left its drawing; with none, at once.
				if !r.lecteur.arrete() {
					r.arrete()
				}
			case <-r.fini:
				return
			}
		}
	}()
	return r
}

// tailleDe reads the size of the terminal out, 80×24 when it is not one.
func tailleDe(out io.Writer) func() (int, int) {
	return func() (int, int) {
		if f, ok := out.(*os.File); ok {
			if c, r, err := term.GetSize(int(f.Fd())); err == nil && c > 0 && r > 0 {
				return c, r
			}
		}
		return 80, 24
	}
}

// Close puts the terminal back in the mode it had.
func (t *Terminal) Close() error {
	t.once.Do(func() {
		signal.Stop(t.redim)
		close(t.redim)
		t.arretMu.Lock()
		signal.Stop(t.arret)
		close(t.fini)
		t.arretMu.Unlock()
		t.mode.restaure()
	})
	return nil
}

// largeur is the room a line may take: one cell less than the terminal,
// so that writing a whole line never leaves the cursor past its end.
func (t *Terminal) largeur() int {
	c, _ := t.taille()
	return max(c-1, 1)
}

// Ecrit writes texte wrapped to the terminal's width, as it is now.
func (t *Terminal) Ecrit(texte string) {
	t.oublie()
	io.WriteString(t.out, page.Coupe(texte, t.largeur()))
}

func (t *Terminal) ecrit(s string) { io.WriteString(t.out, s) }

// parLigne paints each line of s on its own with f, so that a line never
// starts without its style.
func parLigne(f func(string) string, s string) string {
	l := strings.Split(s, "\n")
	for i := range l {
		l[i] = f(l[i])
	}
	return strings.Join(l, "\n")
}

// efface returns the bytes that clear what a prompt drew, once promptui has
// returned: promptui leaves the cursor on the line under the first line of
// what it drew; dessus are the lines above the cursor, those written
// before the prompt and the prompt's first line. When the window has just
// narrowed to cols, a terminal that reflows (tmux, VTE, kitty, iTerm2)
// has wrapped each of them on as many rows as cols needs: each counts
// them, else the old drawing's top would stay above the new one. One that
// does not reflow only sees more rows cleared above.
func efface(dessus []string, cols int) string {
	n := 0
	for _, l := range dessus {
		n += rangees(l, cols)
	}
	return peintre.Monte(n) + peintre.EffaceBas
}

// rangees is how many rows line l takes on a terminal of cols columns.
func rangees(l string, cols int) int {
	w := page.Largeur(l)
	if cols <= 0 || w <= cols {
		return 1
	}
	return (w + cols - 1) / cols
}
