package cmdtournament

import (
	"os"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmddemo"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdsolve"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdstats"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
)

// joueurTest is the path of the lab's test strategy program
// (manche/strategie/programme/testdata/joueur), built once for the
// package.
var joueurTest string

func TestMain(m *testing.M) { os.Exit(commandetest.Main(m, &joueurTest)) }

// essai is the program the tests run (commandetest.Lance): tournament,
// and the lab's other commands (stats, demo, solve).
func essai() commande.Racine {
	return commande.Racine{Commandes: []commande.Commande{Commande(), cmdstats.Commande(), cmddemo.Commande(), cmdsolve.Commande()}}
}
