package terminal

import (
	"context"
	"io"
	"sync"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
)

// fin is why a prompt ended.
type fin int

const (
	enCours       fin = iota
	finValide         // Enter
	finRetour         // Escape: one level back
	finFin            // Ctrl-D, or the input's end
	finInterrompu     // Ctrl-C
	finRedim          // the terminal was resized: draw the prompt again
	finArret          // Ctrl-Z: stop, then draw the prompt again
	finFermee         // closed from outside (a cancelled context)
)

// flux is what promptui reads for one menu (its Stdin), fed from the one
// reader: each key goes to touche, whose answer is either promptui's own
// key codes, handed out a byte at a time, or the end of the menu, after
// which promptui reads the end of its input. promptui reads on a
// goroutine of its own, and may still be reading once the menu is over:
// Close releases that read without taking a key, which stays for the
// next prompt.
type flux struct {
	l      *lecteur
	ctx    context.Context
	stop   context.CancelFunc
	touche func(clavier.Touche) ([]byte, fin)
	// sortie is the menu's output, closed as soon as a resize or Ctrl-Z
	// ends the menu: promptui's own clearing, which counts the lines it
	// drew as they were before the terminal reflowed them, never runs,
	// and the Terminal clears them itself (see menu).
	sortie *porte

	mu    sync.Mutex
	codes []byte
	fin   fin
}

// flux returns the input of a menu whose keys go to touche, until ctx
// is done or Close.
func (t *Terminal) flux(ctx context.Context, sortie *porte, touche func(clavier.Touche) ([]byte, fin)) *flux {
	c, stop := context.WithCancel(ctx)
	return &flux{l: t.lecteur, ctx: c, stop: stop, touche: touche, sortie: sortie}
}

// Read hands out one byte of promptui's codes, waiting for a key when
// there is none; once the menu has ended, io.EOF.
func (f *flux) Read(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for len(f.codes) == 0 {
		if f.fin != enCours {
			return 0, io.EOF
		}
		f.mu.Unlock()
		k, err := f.l.Touche(f.ctx)
		f.mu.Lock()
		if err != nil {
			f.fin = finFermee
			continue
		}
		codes, fin := f.touche(k)
		f.codes, f.fin = append(f.codes, codes...), fin
		if fin == finRedim || fin == finArret {
			f.sortie.ferme()
		}
	}
	if len(p) == 0 {
		return 0, nil
	}
	p[0] = f.codes[0]
	f.codes = f.codes[1:]
	return 1, nil
}

// Close ends the menu from outside and releases a pending Read.
func (f *flux) Close() error {
	f.stop()
	return nil
}

// termine is why the menu ended.
func (f *flux) termine() fin {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.fin
}
