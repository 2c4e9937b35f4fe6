package cmdverifytree

import (
	"os"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdoptimal"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
)

func TestMain(m *testing.M) { os.Exit(commandetest.Main(m, nil)) }

// essai is the program the tests run (commandetest.Lance): verify-tree,
// and optimal, which exports the trees it checks.
func essai() commande.Racine {
	return commande.Racine{Commandes: []commande.Commande{Commande(), cmdoptimal.Commande()}}
}
