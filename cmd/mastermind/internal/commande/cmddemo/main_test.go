package cmddemo

import (
	"os"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdstats"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
)

func TestMain(m *testing.M) { os.Exit(commandetest.Main(m, nil)) }

// essai is the program the tests run (commandetest.Lance): demo, and
// stats, which builds the optimal strategy too.
func essai() commande.Racine {
	return commande.Racine{Commandes: []commande.Commande{Commande(), cmdstats.Commande()}}
}
