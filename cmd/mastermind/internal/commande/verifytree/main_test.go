package verifytree

import (
	"os"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/optimal"
)

func TestMain(m *testing.M) { os.Exit(commandetest.Main(m, nil)) }

// essai is the program the tests run (commandetest.Lance): verify-tree,
// and optimal, which exports the trees it checks.
func essai() commande.Racine {
	return commande.Racine{Commandes: []commande.Commande{Commande(), optimal.Commande()}}
}
