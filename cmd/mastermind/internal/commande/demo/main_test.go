package demo

import (
	"os"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/stats"
)

func TestMain(m *testing.M) { os.Exit(commandetest.Main(m, nil)) }

// essai is the program the tests run (commandetest.Lance): demo, and
// stats, which builds the optimal strategy too.
func essai() commande.Racine {
	return commande.Racine{Commandes: []commande.Commande{Commande(), stats.Commande()}}
}
