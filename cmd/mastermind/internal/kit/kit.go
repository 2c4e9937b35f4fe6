// Package kit builds the students' exercise kit of « mastermind exercises »:
// a small Go module holding the course's classes (utmm, couleur, code,
// plateau) as the program runs them, in which the methods of Exercices
// have their bodies replaced by panic("à écrire") under a French comment
// that says what to write, and a test file built from the handout's
// examples that names each method still to write or wrong.
//
// The sources come from the packages themselves (their Sources, embedded
// with go:embed), read with go/parser and written back with go/format: the
// kit is the code that runs, minus the bodies to write, and cannot drift
// from it.
package kit

import (
	"bytes"
	"embed"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"

	"mastermind/code"
	"mastermind/couleur"
	"mastermind/plateau"
	"mastermind/utmm"
)

// AEcrire is what a method to write panics with.
const AEcrire = "à écrire"

// VersionGo is the go line of the kit's go.mod: the oldest Go the course's
// code compiles with (range over functions), so that a student's older
// toolchain need not download a newer one.
const VersionGo = "1.23"

// modele holds the kit's test file and its README.
//
//go:embed modele/*
var modele embed.FS

// Fichier is one file of the kit: its path, with slashes, and its content.
type Fichier struct {
	Chemin  string
	Contenu []byte
}

// paquets are the course's packages the kit holds, lowest layer first.
func paquets() []struct {
	nom     string
	sources fs.FS
} {
	return []struct {
		nom     string
		sources fs.FS
	}{
		{"utmm", utmm.Sources}, {"couleur", couleur.Sources},
		{"code", code.Sources}, {"plateau", plateau.Sources},
	}
}

// Fichiers returns the kit's files, sorted by path. With corrige, the
// methods keep their real bodies (the teacher's version, and the test that
// the kit passes once every method is written).
func Fichiers(corrige bool) ([]Fichier, error) {
	fichiers := []Fichier{{Chemin: "go.mod", Contenu: []byte("module mastermind\n\ngo " + VersionGo + "\n")}}
	for _, nom := range []string{"exercices_test.go", "LISEZMOI.md"} {
		b, err := modele.ReadFile("modele/" + nom + ".txt")
		if err != nil {
			return nil, err
		}
		fichiers = append(fichiers, Fichier{Chemin: nom, Contenu: b})
	}
	restants := map[string]bool{}
	for _, e := range Exercices() {
		restants[e.Paquet+"."+e.Fonction] = true
	}
	for _, p := range paquets() {
		noms, err := fs.Glob(p.sources, "*.go")
		if err != nil {
			return nil, err
		}
		for _, nom := range noms {
			if strings.HasSuffix(nom, "_test.go") || nom == "source.go" {
				continue
			}
			src, err := fs.ReadFile(p.sources, nom)
			if err != nil {
				return nil, err
			}
			if !corrige {
				if src, err = blanchit(p.nom, nom, src, restants); err != nil {
					return nil, err
				}
			}
			fichiers = append(fichiers, Fichier{Chemin: path.Join(p.nom, nom), Contenu: src})
		}
	}
	if !corrige && len(restants) > 0 {
		return nil, fmt.Errorf("kit: exercises not found in the sources: %v", slices.Sorted(maps.Keys(restants)))
	}
	slices.SortFunc(fichiers, func(a, b Fichier) int { return strings.Compare(a.Chemin, b.Chemin) })
	return fichiers, nil
}

// blanchit replaces, in file nom of package paquet, the body of each
// exercise by panic(AEcrire) and its doc comment by the exercise's French
// one, drops the imports only those bodies used, and formats the file.
// Found exercises are deleted from restants.
func blanchit(paquet, nom string, src []byte, restants map[string]bool) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, nom, src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	type coupe struct {
		debut, fin int
		texte      string
	}
	var coupes []coupe
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Body == nil {
			continue
		}
		e, ok := exercice(paquet, nomFonction(fn))
		if !ok {
			continue
		}
		delete(restants, paquet+"."+e.Fonction)
		if fn.Doc != nil {
			coupes = append(coupes, coupe{fset.Position(fn.Doc.Pos()).Offset, fset.Position(fn.Doc.End()).Offset, e.commentaire()})
		} else {
			p := fset.Position(fn.Pos()).Offset
			coupes = append(coupes, coupe{p, p, e.commentaire() + "\n"})
		}
		coupes = append(coupes, coupe{fset.Position(fn.Body.Lbrace).Offset, fset.Position(fn.Body.Rbrace).Offset + 1,
			"{\n\tpanic(" + strconv.Quote(AEcrire) + ")\n}"})
	}
	if len(coupes) == 0 {
		return src, nil
	}
	var b bytes.Buffer
	dernier := 0
	for _, c := range coupes {
		b.Write(src[dernier:c.debut])
		b.WriteString(c.texte)
		dernier = c.fin
	}
	b.Write(src[dernier:])
	return sansImportsInutiles(nom, b.Bytes())
}

// nomFonction is "Fonction" or "Type.Methode".
func nomFonction(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	t := fn.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fn.Name.Name
	}
	return fn.Name.Name
}

// sansImportsInutiles removes the imports the file no longer uses, then
// formats it.
func sansImportsInutiles(nom string, src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, nom, src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	utilises := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if s, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := s.X.(*ast.Ident); ok {
				utilises[id.Name] = true
			}
		}
		return true
	})
	var garde []ast.Spec
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT {
			continue
		}
		garde = garde[:0]
		for _, s := range g.Specs {
			is := s.(*ast.ImportSpec)
			chemin, _ := strconv.Unquote(is.Path.Value)
			local := path.Base(chemin)
			if len(local) > 1 && local[0] == 'v' && strings.Trim(local[1:], "0123456789") == "" {
				local = path.Base(path.Dir(chemin)) // math/rand/v2 is rand
			}
			if is.Name != nil {
				local = is.Name.Name
			}
			if utilises[local] || local == "_" {
				garde = append(garde, s)
			}
		}
		g.Specs = slices.Clone(garde)
	}
	var b bytes.Buffer
	if err := format.Node(&b, fset, f); err != nil {
		return nil, err
	}
	return format.Source(b.Bytes())
}
