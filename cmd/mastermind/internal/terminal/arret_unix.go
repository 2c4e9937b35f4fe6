//go:build unix

package terminal

import (
	"os"
	"os/signal"
	"syscall"
	"time"
)

// notifieArret sends on c each Ctrl-Z (SIGTSTP): the game's mode keeps
// the terminal's signals, and a SIGTSTP may come from outside too.
func notifieArret(c chan os.Signal) { signal.Notify(c, syscall.SIGTSTP) }

// attenteArret is how long arrete waits to be stopped.
const attenteArret = time.Second

// arrete stops the program as Ctrl-Z does, the terminal in the mode it
// had before the game; it returns once the program continues (fg), the
// game's mode back. What was on screen (a prompt, the board) was left
// before, and is drawn again after.
func (t *Terminal) arrete() {
	t.arretMu.Lock()
	defer t.arretMu.Unlock()
	select {
	case <-t.fini:
		return
	default:
	}
	continue_ := make(chan os.Signal, 1)
	signal.Notify(continue_, syscall.SIGCONT)
	defer signal.Stop(continue_)
	t.mode.restaure()
	signal.Stop(t.arret)
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
	notifieArret(t.arret)
	t.mode.reprend()
}
