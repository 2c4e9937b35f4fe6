package programme_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme/programmetest"
)

// joueurTest is the path of the test strategy program (testdata/joueur),
// built once for the package. The programs run here are not fenced: the
// fence is the lab's (cmd/mastermind/internal/enclos), tested there.
var joueurTest string

// envJoueur names the test program already built, for a test binary run
// again as another user (TestAgreedScriptSwappedNeverRunsAsAUser).
const envJoueur = "PROGRAMME_TEST_JOUEUR"

// TestMain builds the test program once.
func TestMain(m *testing.M) {
	if j := os.Getenv(envJoueur); j != "" {
		// Run again as another user, with the program already built.
		joueurTest = j
		os.Exit(m.Run())
	}
	dossier, err := os.MkdirTemp("", "joueur")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	joueurTest, err = programmetest.Joueur(dossier)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.RemoveAll(dossier)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dossier)
	os.Exit(code)
}

// commande is the test program in mode, as the user writes it; pids, when
// not empty, is the file where it writes its process numbers.
func commande(t *testing.T, mode, pids string) programme.Commande {
	t.Helper()
	mots := []string{joueurTest, mode}
	if pids != "" {
		mots = append(mots, pids)
	}
	c, err := programme.LitCommande(programme.Prefixe + programme.Cite(mots))
	require.NoError(t, err)
	return c
}

// fichierPlein reports whether the test program wrote its two process
// numbers in fichier.
func fichierPlein(fichier string) bool {
	data, err := os.ReadFile(fichier)
	return err == nil && len(strings.Fields(string(data))) == 2
}
