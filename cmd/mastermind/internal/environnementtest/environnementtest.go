// Package environnementtest gives the tests that run the program the
// environment of a user who set nothing (Vierge), whatever the
// environment of the person who runs the tests.
package environnementtest

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// Effacees are the variables of the user's environment that change what
// the program says or where it writes: the language, colours and the
// terminal, the XDG folders, and every MASTERMIND_ variable (the saves,
// the cache, those to come). A test must not inherit them.
func Effacees() []string {
	noms := []string{
		"LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_CTYPE",
		"NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "FORCE_COLOR", "COLORTERM",
		"TERM", "COLUMNS", "LINES",
		"XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR",
	}
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "MASTERMIND_") {
			noms = append(noms, k)
		}
	}
	return noms
}

// Vierge gives the test process the environment of a user who set
// nothing, whatever the caller's environment holds: the variables of
// Effacees are removed and HOME is racine, an empty folder, so that the
// user's folders are empty folders under it. The Go tool's own folders
// are pinned first (GOCACHE,
// GOMODCACHE, GOPATH, GOENV), so that a test that builds a program still
// finds them. A package whose tests run the program calls it from
// TestMain, before m.Run; a test that depends on a variable then sets it
// with t.Setenv.
func Vierge(racine string) error {
	if err := epingleGo(); err != nil {
		return err
	}
	for _, k := range Effacees() {
		if err := os.Unsetenv(k); err != nil {
			return err
		}
	}
	return os.Setenv("HOME", racine)
}

// epingleGo sets the Go tool's folders to what `go env` says now, before
// HOME and the XDG folders change under it.
func epingleGo() error {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return nil // no Go tool: no test builds a program
	}
	noms := []string{"GOCACHE", "GOMODCACHE", "GOPATH", "GOENV"}
	sortie, err := exec.Command(goCmd, append([]string{"env"}, noms...)...).Output()
	if err != nil {
		return fmt.Errorf("go env: %w", err)
	}
	valeurs := strings.Split(strings.TrimSuffix(string(sortie), "\n"), "\n")
	if len(valeurs) != len(noms) {
		return fmt.Errorf("go env: %d values for %d names", len(valeurs), len(noms))
	}
	for i, k := range noms {
		if err := os.Setenv(k, valeurs[i]); err != nil {
			return err
		}
	}
	return nil
}

// MainVierge is a TestMain's body for a package whose tests run the
// program: Vierge on a temporary folder, then the tests. It returns the
// exit status for os.Exit.
func MainVierge(run func() int) int {
	racine, err := os.MkdirTemp("", "mastermind-env")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(racine)
	if err := Vierge(racine); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return run()
}
