package main

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// codeCommande is the command's code, type-checked: the module's packages it
// is built from, by import path, and what every identifier refers to.
type codeCommande struct {
	fset     *token.FileSet
	fichiers map[string][]*ast.File
	paquets  map[string]*types.Package
	info     *types.Info
	// externe reads the standard library and the dependencies from the
	// export data the go command built (exportes).
	externe types.ImporterFrom
}

// paquetCommande is the command: it and what it is built from are the
// program.
const paquetCommande = "github.com/sae-mastermind/mastermind/cmd/mastermind"

// charge parses every package under racine and type-checks the command
// and the packages it is built from (those only tests import are left).
func charge(t *testing.T, racine string) *codeCommande {
	t.Helper()
	p := &codeCommande{
		fset:     token.NewFileSet(),
		fichiers: map[string][]*ast.File{},
		paquets:  map[string]*types.Package{},
		info: &types.Info{
			Defs: map[*ast.Ident]types.Object{},
			Uses: map[*ast.Ident]types.Object{},
		},
	}
	p.externe = exportes(t, racine, p.fset)
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
		// Only the files this system builds (processus_unix.go, not
		// processus_autres.go).
		if ok, err := build.Default.MatchFile(filepath.Dir(chemin), e.Name()); err != nil || !ok {
			return err
		}
		f, err := parser.ParseFile(p.fset, chemin, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(racine, filepath.Dir(chemin))
		if err != nil {
			return err
		}
		chemin = "mastermind"
		if rel != "." {
			chemin += "/" + filepath.ToSlash(rel)
		}
		p.fichiers[chemin] = append(p.fichiers[chemin], f)
		return nil
	})
	require.NoError(t, err)
	_, err = p.ImportFrom(paquetCommande, racine, 0)
	require.NoError(t, err)
	return p
}

// exportes imports the packages outside the module from the export data
// "go list -export" gives, built once in the go command's cache, rather
// than type-checking the standard library from source (a minute).
func exportes(t *testing.T, racine string, fset *token.FileSet) types.ImporterFrom {
	t.Helper()
	cmd := exec.Command("go", "list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}", paquetCommande)
	cmd.Dir = racine
	sortie, err := cmd.Output()
	require.NoError(t, err, "go list -export")
	fichiers := map[string]string{}
	for _, l := range strings.Split(string(sortie), "\n") {
		if chemin, fichier, ok := strings.Cut(l, "\t"); ok && fichier != "" {
			fichiers[chemin] = fichier
		}
	}
	return importer.ForCompiler(fset, "gc", func(chemin string) (io.ReadCloser, error) {
		f, ok := fichiers[chemin]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", chemin)
		}
		return os.Open(f)
	}).(types.ImporterFrom)
}

// Import is ImportFrom from the module's root.
func (p *codeCommande) Import(chemin string) (*types.Package, error) {
	return p.ImportFrom(chemin, ".", 0)
}

// ImportFrom type-checks the module's own packages once, and hands the
// others to the source importer.
func (p *codeCommande) ImportFrom(chemin, dir string, mode types.ImportMode) (*types.Package, error) {
	if pkg, ok := p.paquets[chemin]; ok {
		return pkg, nil
	}
	fichiers, ok := p.fichiers[chemin]
	if !ok {
		return p.externe.ImportFrom(chemin, dir, mode)
	}
	conf := types.Config{Importer: p}
	pkg, err := conf.Check(chemin, p.fset, fichiers, p.info)
	p.paquets[chemin] = pkg
	return pkg, err
}

// utilises are the module's objects that the program's code uses outside
// their own declaration (a function's body, a type's methods), counting a
// method reached through an interface as used, and String and Error as
// used by fmt once their type is.
func (p *codeCommande) utilises() map[types.Object]bool {
	vus := map[types.Object]bool{}
	var viaInterface []*types.Func
	for chemin, fichiers := range p.fichiers {
		if p.paquets[chemin] == nil {
			continue // a package only tests import
		}
		for _, f := range fichiers {
			for _, decl := range f.Decls {
				proprietaires := p.proprietaires(decl)
				ast.Inspect(decl, func(n ast.Node) bool {
					id, ok := n.(*ast.Ident)
					if !ok {
						return true
					}
					obj := p.info.Uses[id]
					if obj == nil || obj.Pkg() == nil || p.paquets[obj.Pkg().Path()] == nil || proprietaires[obj] {
						return true
					}
					vus[obj] = true
					if f, ok := obj.(*types.Func); ok && estMethodeDInterface(f) {
						viaInterface = append(viaInterface, f)
					}
					return true
				})
			}
		}
	}
	for _, pkg := range p.paquets {
		for _, nom := range pkg.Scope().Names() {
			tn, ok := pkg.Scope().Lookup(nom).(*types.TypeName)
			if !ok || types.IsInterface(tn.Type()) {
				continue
			}
			ptr := types.NewPointer(tn.Type())
			marque := func(nom string) {
				if m, _, _ := types.LookupFieldOrMethod(ptr, false, pkg, nom); m != nil {
					vus[m] = true
				}
			}
			for _, f := range viaInterface {
				iface := f.Type().(*types.Signature).Recv().Type().Underlying().(*types.Interface)
				if types.Implements(ptr, iface) {
					marque(f.Name())
				}
			}
			if vus[tn] {
				marque("String")
				marque("Error")
			}
		}
	}
	return vus
}

// proprietaires are the objects a declaration declares: a function, or a
// method and its receiver's type, or the types of a type declaration.
func (p *codeCommande) proprietaires(decl ast.Decl) map[types.Object]bool {
	m := map[types.Object]bool{}
	switch d := decl.(type) {
	case *ast.FuncDecl:
		m[p.info.Defs[d.Name]] = true
		if d.Recv != nil {
			typ := d.Recv.List[0].Type
			if s, ok := typ.(*ast.StarExpr); ok {
				typ = s.X
			}
			if id, ok := typ.(*ast.Ident); ok {
				m[p.info.Uses[id]] = true
			}
		}
	case *ast.GenDecl:
		for _, spec := range d.Specs {
			if ts, ok := spec.(*ast.TypeSpec); ok {
				m[p.info.Defs[ts.Name]] = true
			}
		}
	}
	return m
}

func estMethodeDInterface(f *types.Func) bool {
	sig, ok := f.Type().(*types.Signature)
	return ok && sig.Recv() != nil && types.IsInterface(sig.Recv().Type())
}

// objets resolves a name of the docs: pkg.Name, pkg.Type.Member or
// Type.Member (any of the module's types so called). It returns nothing
// for a name that is not the module's.
func (p *codeCommande) objets(paquet, nom, membre string) []types.Object {
	var trouves []types.Object
	for _, pkg := range p.paquets {
		if paquet != "" && pkg.Name() != paquet {
			continue
		}
		if obj := pkg.Scope().Lookup(nom); obj != nil {
			trouves = append(trouves, obj)
		}
	}
	if membre == "" {
		return trouves
	}
	var membres []types.Object
	for _, obj := range trouves {
		tn, ok := obj.(*types.TypeName)
		if !ok {
			continue
		}
		if m, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), false, tn.Pkg(), membre); m != nil {
			membres = append(membres, m)
		}
	}
	return membres
}

var reLigneTableau = regexp.MustCompile(`(?m)^\|.*\|\s*$`)

// TestCourseClassesRunTheProgram keeps the teachers' tables honest: every
// Go name that a table of docs/COURSE.md or docs/DESIGN.md gives for a
// course class or function is used by the program itself, outside its own
// declaration, not only by tests.
func TestCourseClassesRunTheProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the whole module")
	}
	racine := filepath.Join("..", "..")
	p := charge(t, racine)
	vus := p.utilises()
	for _, page := range reEnsembles {
		data, err := os.ReadFile(filepath.Join(racine, "docs", page))
		require.NoError(t, err)
		for _, ligne := range reLigneTableau.FindAllString(string(data), -1) {
			for _, m := range reCode.FindAllStringSubmatch(ligne, -1) {
				for _, nom := range nomsGo(m[1]) {
					objs := p.objets(nom.paquet, nom.nom, nom.membre)
					if len(objs) == 0 {
						continue
					}
					utilise := false
					for _, o := range objs {
						utilise = utilise || vus[o]
					}
					assert.True(t, utilise, "%s maps the course to %s, which only tests use", page, nom)
				}
			}
		}
	}
}

// nomGo is a Go name written in the docs.
type nomGo struct{ paquet, nom, membre string }

func (n nomGo) String() string {
	s := n.nom
	if n.paquet != "" {
		s = n.paquet + "." + s
	}
	if n.membre != "" {
		s += "." + n.membre
	}
	return s
}

// nomsGo finds the Go names of a code span: pkg.Name, pkg.Type.Member and
// Type.Member.
func nomsGo(span string) []nomGo {
	var noms []nomGo
	for _, q := range reQualifie.FindAllStringSubmatch(span, -1) {
		noms = append(noms, nomGo{paquet: q[1], nom: q[2], membre: strings.TrimSuffix(q[3], ".")})
	}
	for _, q := range reMethode.FindAllStringSubmatch(span, -1) {
		noms = append(noms, nomGo{nom: q[1], membre: q[2]})
	}
	return noms
}
