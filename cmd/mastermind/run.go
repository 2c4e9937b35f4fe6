package main

import (
	"context"
	"io"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/analyse"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/completion"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/demo"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/exercises"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/history"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/merge"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/optimal"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/resume"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/solve"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/stats"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/tournament"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/verifytree"
)

// commandes are the program's commands, in the help's order: each one's
// package, under cmd/mastermind/internal/commande, declares its options
// and runs it.
func commandes() []commande.Commande {
	return []commande.Commande{
		analyse.Commande(),
		demo.Commande(),
		exercises.Commande(),
		history.Commande(),
		merge.Commande(),
		optimal.Commande(),
		resume.Commande(),
		solve.Commande(),
		stats.Commande(),
		tournament.Commande(),
		verifytree.Commande(),
	}
}

// racine is the program's command line: its commands, the game when
// none is given (menu.go), and the shell completion.
func racine() commande.Racine {
	return commande.Racine{Commandes: commandes(), Menu: menu, Jeu: jeuDeCommande, Fond: fondDesReglages, Annexe: completion.Annexe}
}

// run is the whole program (commande.Racine.Run): main's, and every
// test's that runs it in-process.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	return racine().Run(ctx, args, getenv, stdin, stdout, stderr)
}
