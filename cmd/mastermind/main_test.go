package main

import (
	"flag"
	"os"
	"runtime"
	"strconv"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
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
//
// The parallel tests are mostly screen tests, which wait on the program
// and on a person's pace more than they compute: without -parallel,
// four of them run per processor (go test's default is one; four
// instead of three took this package from 60 to 54 s alone on two cores).
func TestMain(m *testing.M) {
	enclos.SiRelance()
	flag.Parse()
	if !parallelDonne() {
		if err := flag.Set("test.parallel", strconv.Itoa(4*runtime.GOMAXPROCS(0))); err != nil {
			panic(err)
		}
	}
	os.Exit(commandetest.Main(m, &joueurTest))
}

// parallelDonne reports whether the command line set -test.parallel.
func parallelDonne() bool {
	donne := false
	flag.Visit(func(f *flag.Flag) { donne = donne || f.Name == "test.parallel" })
	return donne
}
