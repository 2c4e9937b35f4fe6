//go:build unix

package terminal

import (
	"os"
	"os/signal"
	"syscall"
	"time"
)

// notifieArret sends on c each Ctrl-Z (SIGTSTP) while the game screen
// owns the terminal.
func notifieArret(c chan os.Signal) { signal.Notify(c, syscall.SIGTSTP) }

// attenteArret is how long Arrete waits to be stopped.
const attenteArret = time.Second

// Arrete stops the program as Ctrl-Z does, the terminal in the mode it
// had before the game; it returns once the program continues (fg), the
// game's mode back. The screen has left its drawing before.
func (c *Console) Arrete() {
	continue_ := make(chan os.Signal, 1)
	signal.Notify(continue_, syscall.SIGCONT)
	defer signal.Stop(continue_)
	c.t.mode.restaure()
	signal.Stop(c.arret)
	signal.Reset(syscall.SIGTSTP)
	if syscall.Kill(syscall.Getpid(), syscall.SIGTSTP) == nil {
		// A program with no shell to continue it (its process group
		// orphaned) is never stopped: the kernel drops the signal. It
		// goes on then, after a moment.
		select {
		case <-continue_:
		case <-time.After(attenteArret):
		}
	}
	notifieArret(c.arret)
	c.t.mode.reprend()
}
