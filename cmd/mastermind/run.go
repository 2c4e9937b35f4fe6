package main

import (
	"context"
	"io"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdanalyse"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdcompletion"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmddemo"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdexercises"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdhistory"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdmerge"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdoptimal"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdresume"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdsolve"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdstats"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdtournament"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdverifytree"
)

// commandes are the program's commands, in the help's order: each one's
// package, under cmd/mastermind/internal/commande, declares its options
// and runs it.
func commandes() []commande.Commande {
	return []commande.Commande{
		cmdanalyse.Commande(),
		cmddemo.Commande(),
		cmdexercises.Commande(),
		cmdhistory.Commande(),
		cmdmerge.Commande(),
		cmdoptimal.Commande(),
		cmdresume.Commande(),
		cmdsolve.Commande(),
		cmdstats.Commande(),
		cmdtournament.Commande(),
		cmdverifytree.Commande(),
	}
}

// racine is the program's command line: its commands, the game when
// none is given (menu.go), and the shell completion.
func racine() commande.Racine {
	return commande.Racine{Commandes: commandes(), Menu: menu, Jeu: jeuDeCommande, Fond: fondDesReglages, Annexe: cmdcompletion.Annexe}
}

// run is the whole program (commande.Racine.Run): main's, and every
// test's that runs it in-process.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	return racine().Run(ctx, args, getenv, stdin, stdout, stderr)
}
