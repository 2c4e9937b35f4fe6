// Package banc is the test bench the tests share: a code written as a
// word, the Espace of a size, or the test fails; the lab's test strategy
// program, and the processes it leaves; the files of a folder; the
// environment of a user who set nothing (Vierge). Tests only; it sits under utmm, the course's toolbox,
// because the top level is the design card's.
package banc

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

	"mastermind/code"
	"mastermind/couleur"
)

// Code reads mot, one peg a letter, in the default French letters (R B J V
// O N M C …): "VJBR" is the course's example.
func Code(t testing.TB, mot string) code.Code {
	t.Helper()
	c, err := code.Lire(mot, couleur.MustDefaut(couleur.MaxDefaut), len(mot))
	require.NoError(t, err)
	return c
}

// Espace is the Espace of size taille.
func Espace(t testing.TB, taille code.Taille) *code.Espace {
	t.Helper()
	e, err := code.NouvelEspace(taille)
	require.NoError(t, err)
	return e
}

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
	sortie, err := exec.Command(goCmd, "build", "-o", chemin, "mastermind/manche/strategie/programme/testdata/joueur").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v: %s", err, sortie)
	}
	return chemin, nil
}

// Vivants lists the processes of pids that still run (a zombie, dead but
// not yet reaped by its parent, does not count).
func Vivants(pids []int) []int {
	var v []int
	for _, pid := range pids {
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

// AucunSurvivant checks that the test strategy program, whose process
// number and its child's it wrote in fichier, left no process behind: it
// waits for both to end, with a generous deadline.
func AucunSurvivant(t testing.TB, fichier string) {
	t.Helper()
	data, err := os.ReadFile(fichier)
	require.NoError(t, err)
	var pids []int
	for _, m := range strings.Fields(string(data)) {
		n, err := strconv.Atoi(m)
		require.NoError(t, err)
		pids = append(pids, n)
	}
	require.Len(t, pids, 2, "the program and its child")
	limite := time.Now().Add(10 * time.Second)
	for len(Vivants(pids)) > 0 && time.Now().Before(limite) {
		time.Sleep(10 * time.Millisecond)
	}
	assert.Empty(t, Vivants(pids), "processes left behind")
}

// Fichiers lists the names of the files of folder dossier, in order.
func Fichiers(t testing.TB, dossier string) []string {
	t.Helper()
	entrees, err := os.ReadDir(dossier)
	require.NoError(t, err)
	var noms []string
	for _, e := range entrees {
		noms = append(noms, e.Name())
	}
	return noms
}
