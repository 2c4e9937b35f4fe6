package tournament

import (
	"os"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/demo"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/solve"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/stats"
)

// joueurTest is the path of the lab's test strategy program
// (manche/strategie/programme/testdata/joueur), built once for the
// package.
var joueurTest string

func TestMain(m *testing.M) { os.Exit(commandetest.Main(m, &joueurTest)) }

// essai is the program the tests run (commandetest.Lance): tournament,
// and the lab's other commands (stats, demo, solve).
func essai() commande.Racine {
	return commande.Racine{Commandes: []commande.Commande{Commande(), stats.Commande(), demo.Commande(), solve.Commande()}}
}
