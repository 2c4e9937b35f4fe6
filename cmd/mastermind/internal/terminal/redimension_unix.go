//go:build unix

package terminal

import (
	"os"
	"os/signal"
	"syscall"
)

// notifieRedimension sends on c each time the terminal is resized
// (SIGWINCH); signal.Stop(c) ends it.
func notifieRedimension(c chan<- os.Signal) {
	signal.Notify(c, syscall.SIGWINCH)
}
