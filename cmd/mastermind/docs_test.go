package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// declarations are the names the module declares: per package name, its
// top-level names; per type name, its methods and fields; and the files,
// relative to the root, that declare "pkg.Name" and "Type.Method".
type declarations struct {
	paquets map[string]map[string]bool
	membres map[string]map[string]bool
	lieux   map[string][]string
}

func declare(t *testing.T, racine string) declarations {
	t.Helper()
	d := declarations{paquets: map[string]map[string]bool{}, membres: map[string]map[string]bool{}, lieux: map[string][]string{}}
	var fichier string
	ajoute := func(m map[string]map[string]bool, k, v string) {
		if m[k] == nil {
			m[k] = map[string]bool{}
		}
		m[k][v] = true
		d.lieux[k+"."+v] = append(d.lieux[k+"."+v], fichier)
	}
	fset := token.NewFileSet()
	err := filepath.WalkDir(racine, func(chemin string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && (strings.HasPrefix(e.Name(), ".") || e.Name() == "testdata") && chemin != racine {
			return filepath.SkipDir
		}
		if e.IsDir() || !strings.HasSuffix(chemin, ".go") || strings.HasSuffix(chemin, "_test.go") {
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
		fichier = filepath.ToSlash(rel)
		pkg := f.Name.Name
		for _, decl := range f.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				if decl.Recv == nil {
					ajoute(d.paquets, pkg, decl.Name.Name)
					continue
				}
				typ := decl.Recv.List[0].Type
				if s, ok := typ.(*ast.StarExpr); ok {
					typ = s.X
				}
				if id, ok := typ.(*ast.Ident); ok {
					ajoute(d.membres, id.Name, decl.Name.Name)
				}
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					switch spec := spec.(type) {
					case *ast.TypeSpec:
						ajoute(d.paquets, pkg, spec.Name.Name)
						if st, ok := spec.Type.(*ast.StructType); ok {
							for _, champ := range st.Fields.List {
								for _, n := range champ.Names {
									ajoute(d.membres, spec.Name.Name, n.Name)
								}
							}
						}
						if it, ok := spec.Type.(*ast.InterfaceType); ok {
							for _, m := range it.Methods.List {
								for _, n := range m.Names {
									ajoute(d.membres, spec.Name.Name, n.Name)
								}
							}
						}
					case *ast.ValueSpec:
						for _, n := range spec.Names {
							ajoute(d.paquets, pkg, n.Name)
						}
					}
				}
			}
		}
		return nil
	})
	require.NoError(t, err)
	return d
}

func (d declarations) type_(nom string) bool {
	for _, noms := range d.paquets {
		if noms[nom] {
			return true
		}
	}
	return false
}

var (
	reCode      = regexp.MustCompile("`([^`]+)`")
	reBloc      = regexp.MustCompile("(?s)```.*?```")
	reQualifie  = regexp.MustCompile(`\b([a-z]+)\.([A-Za-z]\w*)(?:\.([A-Z]\w*))?`)
	reMethode   = regexp.MustCompile(`(?:^|[^.\w])([A-Z]\w*)\.([A-Z]\w*)`)
	reClasse    = regexp.MustCompile(`(?m)^\s*class (\w+)`)
	reMermaid   = regexp.MustCompile("(?s)```mermaid.*?```")
	reEnsembles = []string{"DESIGN.md", "COURSE.md", "COURS.md", "EXERCICES.md", "SOLVEUR.md", "STRATEGIES.md", "OPTIMAL.md", "PROTOCOL.md", "PROTOCOLE.md", "LESSON.md"}
)

// TestDocsNameOnlyWhatExists keeps the pages true: every package.Name,
// Type.Method and diagram class they name is declared in the code.
func TestDocsNameOnlyWhatExists(t *testing.T) {
	racine := filepath.Join("..", "..")
	d := declare(t, racine)
	for _, page := range reEnsembles {
		data, err := os.ReadFile(filepath.Join(racine, "docs", page))
		require.NoError(t, err)
		texte := string(data)
		for _, m := range reCode.FindAllStringSubmatch(reBloc.ReplaceAllString(texte, ""), -1) {
			span := m[1]
			if strings.HasSuffix(span, ".go") || strings.HasSuffix(span, ".md") || strings.Contains(span, "/") {
				continue // a file or a folder
			}
			for _, q := range reQualifie.FindAllStringSubmatch(span, -1) {
				pkg, nom, membre := q[1], q[2], q[3]
				noms, ok := d.paquets[pkg]
				if !ok {
					continue // not one of the module's packages (rand, time…)
				}
				assert.True(t, noms[nom], "%s names %s.%s, which does not exist", page, pkg, nom)
				if membre != "" {
					assert.True(t, d.membres[nom][membre], "%s names %s.%s.%s, which does not exist", page, pkg, nom, membre)
				}
			}
			for _, q := range reMethode.FindAllStringSubmatch(span, -1) {
				if d.type_(q[1]) {
					assert.True(t, d.membres[q[1]][q[2]], "%s names %s.%s, which does not exist", page, q[1], q[2])
				}
			}
		}
		for _, c := range reClasse.FindAllStringSubmatch(strings.Join(reMermaid.FindAllString(texte, -1), "\n"), -1) {
			assert.True(t, d.type_(c[1]), "%s draws class %s, which is not a Go type", page, c[1])
		}
	}
}
