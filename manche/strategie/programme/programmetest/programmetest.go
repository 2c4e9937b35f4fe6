// Package programmetest gives tests the lab's test strategy program
// (source in manche/strategie/programme/testdata/joueur) and checks the
// processes it leaves behind.
package programmetest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Joueur builds the lab's test strategy program (the protocol of
// docs/PROTOCOL.md, source in manche/strategie/programme/testdata/joueur)
// into dossier and returns its path. A test package builds it once, in
// its TestMain.
func Joueur(dossier string) (string, error) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return "", err
	}
	chemin := filepath.Join(dossier, "joueur")
	sortie, err := exec.Command(goCmd, "build", "-o", chemin, "github.com/sae-mastermind/mastermind/manche/strategie/programme/testdata/joueur").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v: %s", err, sortie)
	}
	return chemin, nil
}

// Vivants lists the processes whose command line holds marque and that
// still run (a zombie, dead but not yet reaped by its parent, does not
// count).
func Vivants(marque string) []int {
	entrees, _ := os.ReadDir("/proc")
	var v []int
	for _, e := range entrees {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		cmdline, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err != nil || !strings.Contains(string(cmdline), marque) {
			continue
		}
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			continue
		}
		// The state follows the command's closing parenthesis.
		s := string(stat)
		if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) && (s[i+2] == 'Z' || s[i+2] == 'X') {
			continue
		}
		v = append(v, pid)
	}
	return v
}

// AucunSurvivant checks that the test strategy program, which wrote its
// process number and its child's in fichier, left no process behind:
// both carry fichier in their command line (the numbers are those of
// the program's pid namespace, when the fence gives it one); it waits
// for them to end, with a generous deadline.
func AucunSurvivant(t testing.TB, fichier string) {
	t.Helper()
	data, err := os.ReadFile(fichier)
	require.NoError(t, err)
	require.Len(t, strings.Fields(string(data)), 2, "the program and its child")
	limite := time.Now().Add(10 * time.Second)
	for len(Vivants(fichier)) > 0 && time.Now().Before(limite) {
		time.Sleep(10 * time.Millisecond)
	}
	assert.Empty(t, Vivants(fichier), "processes left behind")
}
