package main

import (
	"fmt"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// dossierCommandes holds a package per command (commande/cmdoptimal…),
// beside what they share (commande) and their tests' helpers
// (commande/commandetest).
const dossierCommandes = "cmd/mastermind/internal/commande/"

// importsDeCommandes lists, in the Go files of the module under racine,
// the imports that break the commands' rule: a command's package is a
// leaf that only the program's table (cmd/mastermind) imports, never
// another package (tests aside: a command's tests may run the commands
// theirs call); commandetest is for tests only.
func importsDeCommandes(t *testing.T, racine string) []string {
	t.Helper()
	var fautes []string
	fset := token.NewFileSet()
	eachGoFile(t, racine, func(rel, chemin string) error {
		rel = filepath.ToSlash(rel)
		test := strings.HasSuffix(rel, "_test.go")
		imports, err := importsOf(fset, chemin)
		if err != nil {
			return err
		}
		for _, p := range imports {
			nom, ok := strings.CutPrefix(p, module+"/"+dossierCommandes)
			if !ok || test {
				continue
			}
			switch {
			case nom == "commandetest":
				fautes = append(fautes, fmt.Sprintf("%s imports %s, a test helper", rel, p))
			case filepath.Dir(rel) != "cmd/mastermind":
				fautes = append(fautes, fmt.Sprintf("%s imports the command %s", rel, p))
			}
		}
		return nil
	})
	return fautes
}

// TestCommandsAreLeaves: each command is a package of its own under
// internal/commande, which only the program's table imports; what two
// commands share is commande's.
func TestCommandsAreLeaves(t *testing.T) {
	assert.Empty(t, importsDeCommandes(t, filepath.Join("..", "..")))
}

// TestCommandsAreLeavesCatchesAnImport: the check sees a command that
// imports another, and a test helper in the program.
func TestCommandsAreLeavesCatchesAnImport(t *testing.T) {
	racine := t.TempDir()
	ecrit := func(chemin, source string) { ecritSource(t, racine, chemin, source) }
	ecrit(dossierCommandes+"demo/demo.go", "package demo\n\nimport \""+module+"/"+dossierCommandes+"stats\"\n")
	ecrit(dossierCommandes+"demo/demo_test.go", "package demo\n\nimport \""+module+"/"+dossierCommandes+"stats\"\n")
	ecrit("cmd/mastermind/run.go", "package main\n\nimport (\n\t\""+module+"/"+dossierCommandes+"demo\"\n\t\""+module+"/"+dossierCommandes+"commandetest\"\n)\n")
	assert.Equal(t, []string{
		dossierCommandes + "demo/demo.go imports the command " + module + "/" + dossierCommandes + "stats",
		"cmd/mastermind/run.go imports " + module + "/" + dossierCommandes + "commandetest, a test helper",
	}, importsDeCommandes(t, racine))
}
