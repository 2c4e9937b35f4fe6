package programme_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme/enclos"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme/programmetest"
)

// joueurTest is the path of the test strategy program (testdata/joueur),
// built once for the package; fugueurTest that of the program that tries
// to get out of the fence (testdata/fugueur).
var joueurTest, fugueurTest string

// envLabo makes the test binary a lab that runs fugueur with the words
// it holds, says "pret" once the program is ready, and waits to be
// killed (see TestFenceOutlivesNoLab).
const envLabo = "PROGRAMME_TEST_LABO"

// TestMain makes the test binary the fence's guard and launcher
// (enclos.SiRelance, first), the lab of TestFenceOutlivesNoLab when asked,
// and builds the test programs once.
func TestMain(m *testing.M) {
	enclos.SiRelance()
	if mots := os.Getenv(envLabo); mots != "" {
		os.Exit(labo(strings.Fields(mots)))
	}
	dossier, err := os.MkdirTemp("", "joueur")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	joueurTest, err = programmetest.Joueur(dossier)
	if err == nil {
		fugueurTest = filepath.Join(dossier, "fugueur")
		// Another user runs them too (TestFenceAttacksAsAUser).
		err = os.Chmod(dossier, 0o755)
	}
	if err == nil {
		var out []byte
		out, err = exec.Command("go", "build", "-o", fugueurTest, "./testdata/fugueur").CombinedOutput()
		if err != nil {
			err = fmt.Errorf("%v: %s", err, out)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.RemoveAll(dossier)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dossier)
	os.Exit(code)
}

// labo runs program mots fenced, says the guarantees of its fence
// ("garanties N"), then the program's first line when the program has
// said it, then waits for ever: the test kills it.
func labo(mots []string) int {
	p, err := programme.Lance(context.Background(), mots, os.Stderr, programme.Enclos{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Printf("garanties %d\n", p.Garanties())
	ligne, err := bufio.NewReader(p.Sortie()).ReadString('\n')
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Print(ligne)
	select {}
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

// dossierDe fences the test program in the folder of its pids file,
// where it may write it.
func dossierDe(pids string) programme.Enclos {
	return programme.Enclos{Limites: enclos.Limites{Dossier: filepath.Dir(pids)}}
}

// fichierPlein reports whether the test program wrote its two process
// numbers in fichier.
func fichierPlein(fichier string) bool {
	data, err := os.ReadFile(fichier)
	return err == nil && len(strings.Fields(string(data))) == 2
}
