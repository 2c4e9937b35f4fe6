package demo

import (
	"context"
	"io"
	"os"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/stats"
)

func TestMain(m *testing.M) { os.Exit(commandetest.Main(m, nil)) }

// commandes are the commands the tests run: demo, and stats, which builds the optimal strategy too.
func commandes() []commande.Commande { return []commande.Commande{Commande(), stats.Commande()} }

// runProgramme runs the program of commandes in-process, as main does.
func runProgramme(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	return commande.Racine{Commandes: commandes()}.Run(ctx, args, getenv, stdin, stdout, stderr)
}

// lance runs the program of commandes (commandetest.Lance).
func lance(t *testing.T, stdin string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	return commandetest.Lance(t, commande.Racine{Commandes: commandes()}, stdin, args...)
}

// refuse runs the program of commandes, which must refuse the command
// line (commandetest.Refuse).
func refuse(t *testing.T, stdin string, args []string, phrase string) {
	t.Helper()
	commandetest.Refuse(t, commande.Racine{Commandes: commandes()}, stdin, args, phrase)
}
