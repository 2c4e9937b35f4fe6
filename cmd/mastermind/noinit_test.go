package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// initFuncs lists the init functions of the Go files under racine (tests
// and testdata programs included), as "file:line".
func initFuncs(t *testing.T, racine string) []string {
	t.Helper()
	var trouves []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(racine, func(chemin string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && strings.HasPrefix(e.Name(), ".") && chemin != racine {
			return filepath.SkipDir
		}
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, chemin, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(racine, chemin)
		if err != nil {
			return err
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.Name == "init" {
				trouves = append(trouves, fmt.Sprintf("%s:%d", filepath.ToSlash(rel), fset.Position(fn.Pos()).Line))
			}
		}
		return nil
	})
	require.NoError(t, err)
	return trouves
}

// TestNoInitFunc: no package of the module runs code on import. What a
// package needs is called explicitly (enclos.SiRelance, first in main
// and TestMain), so that importing a package changes nothing and no
// package-level state is set behind the caller's back.
func TestNoInitFunc(t *testing.T) {
	assert.Empty(t, initFuncs(t, filepath.Join("..", "..")))
}

// TestNoInitFuncCatchesOne: the check sees an init function, and only a
// function: a method named init is not one.
func TestNoInitFuncCatchesOne(t *testing.T) {
	racine := t.TempDir()
	ecrit := func(chemin, source string) {
		c := filepath.Join(racine, filepath.FromSlash(chemin))
		require.NoError(t, os.MkdirAll(filepath.Dir(c), 0o755))
		require.NoError(t, os.WriteFile(c, []byte(source), 0o644))
	}
	ecrit("code/code.go", "package code\n\nfunc init() {}\n")
	ecrit("code/code_test.go", "package code\n\ntype t struct{}\n\nfunc (t) init() {}\n")
	ecrit("manche/testdata/p/main.go", "package main\n\nfunc main() {}\n\nfunc init() {\n}\n")
	assert.Equal(t, []string{"code/code.go:3", "manche/testdata/p/main.go:5"}, initFuncs(t, racine))
}
