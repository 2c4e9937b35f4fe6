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
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
	os.Exit(statut(err))
}
