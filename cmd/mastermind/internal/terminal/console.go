package terminal

import (
	"context"
	"sync"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
)

// Console is the Terminal lent to the game screen (it implements
// ecran.Console): the screen reads its keys, clicks and events from the
// one reader itself, with no prompt of promptui on screen, and Ctrl-Z
// stops the program with the terminal as it was before the game, and
// redraws the board when it continues.
type Console struct {
	t    *Terminal
	rend func()
	once sync.Once
}

// Console lends the terminal to the game screen until Close: it holds the
// keyboard, and Ctrl-Z comes to it as a key (clavier.Arret).
func (t *Terminal) Console() *Console {
	return &Console{t: t, rend: t.lecteur.prend()}
}

// Close gives the terminal back to the prompts.
func (c *Console) Close() error {
	c.once.Do(c.rend)
	return nil
}

// Arrete stops the program as Ctrl-Z does, the terminal in the mode it
// had before the game; it returns once the program continues (fg), the
// game's mode back. The screen has left its drawing before.
func (c *Console) Arrete() { c.t.arrete() }

// Write draws on the terminal.
func (c *Console) Write(p []byte) (int, error) { return c.t.out.Write(p) }

// Taille is the terminal's size in cells, as it is now.
func (c *Console) Taille() (cols, rows int) { return c.t.taille() }

// Touche waits for the next key, click or event of the one reader.
func (c *Console) Touche(ctx context.Context) (clavier.Touche, error) {
	return c.t.lecteur.Touche(ctx)
}
