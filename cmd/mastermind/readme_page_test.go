package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
)

// TestReadmeFirstPageIsOneScreen (issue 36): the README a player opens is
// one screen of a terminal, 24 lines of at most 80 columns, that says
// what the program is, then the two commands (play, test) after the ones
// that install it and put it on the PATH; its links lead to files of the repository.
func TestReadmeFirstPageIsOneScreen(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(racineModule(), "README.md"))
	require.NoError(t, err)
	s := string(data)
	lignes := strings.Split(strings.TrimRight(s, "\n"), "\n")
	assert.LessOrEqual(t, len(lignes), 24, "one screen")
	for _, l := range lignes {
		assert.LessOrEqual(t, page.Largeur(l), 80, "%q", l)
	}
	bloc := premierBloc(t, s)
	var commandes []string
	for _, l := range strings.Split(strings.TrimSpace(bloc), "\n") {
		cmd, _, _ := strings.Cut(l, "#")
		commandes = append(commandes, strings.TrimSpace(cmd))
	}
	assert.Equal(t, []string{"go install ./cmd/mastermind", `export PATH="$PATH:$(go env GOPATH)/bin"`, "mastermind", "make test"}, commandes,
		"install, put the folder go install writes in on the PATH (issue 33: command not found otherwise), play, test")
	for _, m := range regexp.MustCompile(`\]\(([^)#]+)`).FindAllStringSubmatch(s, -1) {
		assert.FileExists(t, filepath.Join(racineModule(), m[1]))
	}
	assert.NotRegexp(t, `MAKE_(TEST|CHECK)_`, s, "the measured times are written in")
}

// TestReadmeCommandsRun (issue 36): the README's commands run on this
// machine: go install builds the program (into a folder of the test's),
// which starts the game and leaves at the end of its input, and make
// knows the test target.
func TestReadmeCommandsRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	bin := t.TempDir()
	install := exec.Command(goBin, "install", "./cmd/mastermind")
	install.Dir = racineModule()
	install.Env = append(os.Environ(), "GOBIN="+bin)
	sortie, err := install.CombinedOutput()
	require.NoError(t, err, string(sortie))
	jeu := exec.Command(filepath.Join(bin, "mastermind"))
	jeu.Env = append(envPropre(t), "LANG=en_GB.UTF-8", "XDG_STATE_HOME="+t.TempDir())
	jeu.Stdin = strings.NewReader("")
	sortie, err = jeu.CombinedOutput()
	require.NoError(t, err, "the game leaves at the end of its input: %s", sortie)
	assert.Contains(t, string(sortie), "Quit")
	makeBin, err := exec.LookPath("make")
	if err != nil {
		t.Skip("no make")
	}
	essai := exec.Command(makeBin, "-n", "test")
	essai.Dir = racineModule()
	sortie, err = essai.CombinedOutput()
	require.NoError(t, err, string(sortie))
	assert.Contains(t, string(sortie), "test -count=1 -timeout")
}
