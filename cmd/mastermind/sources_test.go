package main

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// eachGoFile calls visit on every Go file under racine (tests and
// testdata programs included, hidden folders skipped), with its path
// relative to racine and its path to open; the source checks of this
// package (layers, init functions) share it.
func eachGoFile(t *testing.T, racine string, visit func(rel, chemin string) error) {
	t.Helper()
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
		rel, err := filepath.Rel(racine, chemin)
		if err != nil {
			return err
		}
		return visit(rel, chemin)
	})
	require.NoError(t, err)
}

// importsOf is the import paths of the Go file at chemin, read as far
// as its imports: what the import checks (layers, floors, commands) look
// at.
func importsOf(fset *token.FileSet, chemin string) ([]string, error) {
	f, err := parser.ParseFile(fset, chemin, nil, parser.ImportsOnly)
	if err != nil {
		return nil, err
	}
	var paths []string
	for _, imp := range f.Imports {
		p, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			return nil, err
		}
		paths = append(paths, p)
	}
	return paths, nil
}

// ecritSource writes source to chemin (slash-separated) under racine,
// making its folders: a source check's test tree.
func ecritSource(t *testing.T, racine, chemin, source string) {
	t.Helper()
	c := filepath.Join(racine, filepath.FromSlash(chemin))
	require.NoError(t, os.MkdirAll(filepath.Dir(c), 0o755))
	require.NoError(t, os.WriteFile(c, []byte(source), 0o644))
}
