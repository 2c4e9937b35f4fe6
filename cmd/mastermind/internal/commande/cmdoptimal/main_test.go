package cmdoptimal

import (
	"os"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmddemo"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdverifytree"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
)

func TestMain(m *testing.M) { os.Exit(commandetest.Main(m, nil)) }

// essai is the program the tests run (commandetest.Lance): optimal, demo
// (the optimal strategy on 17 colours and more) and verify-tree, which
// checks the trees it exports.
func essai() commande.Racine {
	return commande.Racine{Commandes: []commande.Commande{Commande(), cmddemo.Commande(), cmdverifytree.Commande()}}
}
