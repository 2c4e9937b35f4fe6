// Command mastermind is the Master Mind game of the SAE 1 course: an
// interactive menu when run without arguments, and the scriptable
// subcommands demo, stats, solve, resume and tournament. It is the course's
// MainMasterMind: it builds the pieces and hands over to them.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"

	"golang.org/x/term"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/terminal"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

func main() {
	// Started again as a fenced program's guard or launcher, mastermind
	// plays that part and exits here, before flags, terminal or signals.
	enclos.SiRelance()
	// A replay's seed of the order leaves the environment, which the
	// programs could read, before anything runs.
	getenv := programme.CacheOrdre(os.Getenv)
	ctx, cancel := context.WithCancel(context.Background())
	it := &commande.Interruption{}
	ctx = commande.AvecInterruption(ctx, it)
	restaure := terminal.Garde(os.Stdin)
	signaux := make(chan os.Signal, 2)
	signal.Notify(signaux, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	var recu atomic.Value // the signal that stopped the run
	go arrete(signaux, cancel, restaure, it, &recu)
	err := run(ctx, os.Args[1:], getenv, os.Stdin, os.Stdout, os.Stderr)
	cancel()
	restaure()
	if err != nil {
		fmt.Fprintln(os.Stderr, page.Coupe(err.Error(), largeurErreurs()))
	}
	st := commande.Statut(err)
	if s, ok := recu.Load().(os.Signal); ok && st == commande.StatutInterrompu {
		st = commande.StatutSignal(s)
	}
	os.Exit(st)
}

// largeurErreurs is the room a line of the error stream may take: one
// cell less than its terminal's width, so that the sentence wraps between
// words; 0 (no wrapping) when it is not a terminal.
func largeurErreurs() int {
	fd := int(os.Stderr.Fd())
	if !term.IsTerminal(fd) {
		return 0
	}
	w, _, err := term.GetSize(fd)
	if err != nil || w <= 1 {
		return 0
	}
	return w - 1
}

// arrete stops the program on a signal: Ctrl-C (SIGINT), SIGTERM, and
// SIGHUP (the terminal's window closed). The first one cancels the run:
// the game in progress, saved after every move, lets its file go, the
// prompt gives the terminal back, and the program says "Interrupted" and
// exits with the signal's status (130, 143, 129: statutSignal), recorded
// in recu. A second one ends the program at once, whatever it was doing,
// with the terminal restored and that signal's status. A Ctrl-C that
// stops what the computer computes for the menu leaves the program
// running (see interruption).
func arrete(signaux <-chan os.Signal, cancel context.CancelFunc, restaure func(), it *commande.Interruption, recu *atomic.Value) {
	s := <-signaux
	for s == os.Interrupt && it.ArreteCalcul() {
		s = <-signaux
	}
	recu.Store(s)
	cancel()
	s = <-signaux
	restaure()
	os.Exit(commande.StatutSignal(s))
}
