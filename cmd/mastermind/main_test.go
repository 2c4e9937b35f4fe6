package main

import (
	"os"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
)

// joueurTest is the path of the lab's test strategy program
// (manche/strategie/programme/testdata/joueur), built once for the
// package.
var joueurTest string

// TestMain runs the package's tests in the environment of a user who set
// nothing (environnementtest.MainVierge: no language, colour, terminal, XDG or
// MASTERMIND_ variable, an empty HOME), so that every test says the same
// whatever the caller's environment holds and none reads or writes the
// real settings, saves or cache; each test gets folders of its own
// (environnementDeTest) unless it sets them. It builds the lab's test
// strategy program once. First of all, the test binary is the fence's
// guard and launcher for the programs the tests run in-process, as
// mastermind is (enclos.SiRelance).
func TestMain(m *testing.M) { os.Exit(commandetest.Main(m, &joueurTest)) }
