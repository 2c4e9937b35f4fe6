package main

import (
	"fmt"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// couches are the module's top folders, lowest first: a package imports
// only packages of its own layer or of a lower one. A folder's
// subpackages (saves/disque, code/codetest, cmd/mastermind/internal/…)
// belong to its layer.
var couches = []string{"utmm", "couleur", "code", "plateau", "manche", "partie", "saves", "cmd"}

// module is the module's path, the prefix of its packages' imports.
const module = "github.com/sae-mastermind/mastermind"

// importsUpward lists the imports, in the Go files of the module under
// racine (tests and testdata programs included), of a package of a higher
// layer than the importing file's, as "file imports path (layer a < b)";
// and the files of a top folder that is no layer.
func importsUpward(t *testing.T, racine string) []string {
	t.Helper()
	couche := func(chemin string) (int, bool) {
		haut, _, _ := strings.Cut(filepath.ToSlash(chemin), "/")
		i := slices.Index(couches, haut)
		return i, i >= 0
	}
	var fautes []string
	fset := token.NewFileSet()
	eachGoFile(t, racine, func(rel, chemin string) error {
		de, ok := couche(rel)
		if !ok || filepath.Dir(rel) == "." {
			fautes = append(fautes, fmt.Sprintf("%s: not in a layer's folder (%s)", rel, strings.Join(couches, " < ")))
			return nil
		}
		f, err := parser.ParseFile(fset, chemin, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				return err
			}
			interne, ok := strings.CutPrefix(p, module+"/")
			if !ok {
				continue
			}
			vers, ok := couche(interne)
			if !ok || vers > de {
				nom := "no layer"
				if ok {
					nom = couches[vers]
				}
				fautes = append(fautes, fmt.Sprintf("%s imports %s (%s, above %s)", rel, p, nom, couches[de]))
			}
		}
		return nil
	})
	return fautes
}

// TestLayersImportOnlyDownward: domain first, terminal last. Each layer
// builds on the ones below it and never on one above (utmm < couleur <
// code < plateau < manche < partie < saves < cmd), tests and their
// xxxtest helpers included.
func TestLayersImportOnlyDownward(t *testing.T) {
	assert.Empty(t, importsUpward(t, filepath.Join("..", "..")))
}

// TestLayersCatchesAnUpwardImport: the check sees an import that runs
// back up, and a Go file outside the layers' folders.
func TestLayersCatchesAnUpwardImport(t *testing.T) {
	racine := t.TempDir()
	ecrit := func(chemin, source string) { ecritSource(t, racine, chemin, source) }
	ecrit("code/code.go", "package code\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/sae-mastermind/mastermind/couleur\"\n)\n")
	ecrit("code/codetest/codetest.go", "package codetest\n\nimport \"github.com/sae-mastermind/mastermind/code\"\n")
	ecrit("utmm/utmm.go", "package utmm\n\nimport \"github.com/sae-mastermind/mastermind/code/codetest\"\n")
	ecrit("manche/strategie/optimal/cache.go", "package optimal\n\nimport \"github.com/sae-mastermind/mastermind/saves/disque\"\n")
	ecrit("outils/outils.go", "package outils\n")
	assert.Equal(t, []string{
		"manche/strategie/optimal/cache.go imports " + module + "/saves/disque (saves, above manche)",
		"outils/outils.go: not in a layer's folder (utmm < couleur < code < plateau < manche < partie < saves < cmd)",
		"utmm/utmm.go imports " + module + "/code/codetest (code, above utmm)",
	}, importsUpward(t, racine))
}
