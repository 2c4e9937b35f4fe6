// Package kit builds the students' exercise kits of « mastermind
// exercises », in Go and in Java, from one table (Exercices): the
// course's functions level by level, with the handout's names, pré-requis
// and signatures, and their cases, whose answers the program's own code
// computes (cas.go). Both kits carry the same file of cases
// (exercices.txt) and a runner that reads it and writes the same French
// verdicts.
//
// The Go kit holds the course's classes (utmm, couleur, code, plateau) as
// the program runs them: their sources come from the packages themselves
// (their Sources, embedded with go:embed), read with go/parser and written
// back with go/format, with the exercises' bodies replaced by
// panic("à écrire"). The functions the program has in another shape (the
// rounds, the game, the extensions) are written for the kit, in the
// course's shape, and checked against the program's answers. The Java kit
// (java.go) is the handout's MasterMindBase and MasterMindEtendu, every
// body to write.
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

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/utmm"
)

// AEcrire is what a method to write panics with.
const AEcrire = "à écrire"

// VersionGo is the go line of the kit's go.mod: the oldest Go the course's
// code compiles with (range over functions), so that a student's older
// toolchain need not download a newer one. The kit's LISEZMOI.md and
// docs/EXERCICES.md state it.
const VersionGo = "1.23"

// modele holds the kit's files that are not the program's: the runners,
// the console, the headers of the packages written for the kit, the
// students' pages, in Go and in Java.
//
//go:embed modele
var modele embed.FS

// Fichier is one file of the kit: its path, with slashes, and its content.
type Fichier struct {
	Chemin  string
	Contenu []byte
}

// paquets are the program's packages the Go kit holds, lowest layer first.
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

// paquetsKit are the Go kit's packages written for the kit: their header
// is in modele/go, their functions are the exercises with a Signature.
func paquetsKit() []string { return []string{"manche", "partie", "extension"} }

// ModuleKit is the kit's module path: the course's classes import each
// other as ModuleKit/code, ModuleKit/plateau…
const ModuleKit = "mastermind"

// moduleSource is the project's module path, which the classes' sources
// import each other under.
const moduleSource = "github.com/sae-mastermind/mastermind"

// Fichiers returns the Go kit's files, sorted by path. With corrige, the
// program's own methods keep their real bodies (the tests put the
// functions written for the kit back themselves).
func Fichiers(corrige bool) ([]Fichier, error) {
	cas, err := fichierCas()
	if err != nil {
		return nil, err
	}
	return fichiersGo(corrige, cas)
}

// fichiersGo is Fichiers with its file of cases already computed.
func fichiersGo(corrige bool, cas []byte) ([]Fichier, error) {
	page, err := lisezMoiGo()
	if err != nil {
		return nil, err
	}
	fichiers := []Fichier{
		{Chemin: "go.mod", Contenu: []byte("module " + ModuleKit + "\n\ngo " + VersionGo + "\n")},
		{Chemin: "verif/" + FichierCas, Contenu: cas},
		{Chemin: "LISEZMOI.md", Contenu: page},
	}
	entetes, err := entetesGo()
	if err != nil {
		return nil, err
	}
	fichiers = append(fichiers, Fichier{Chemin: "lanceur/entetes.go", Contenu: entetes})
	for _, nom := range []string{"main.go", "exercices_test.go", "jeu/main.go", "jeu/exercices_test.go", "verif/verif.go", "verif/adaptateurs.go", "verif/cpu_linux.go", "verif/cpu_autre.go",
		"ut/ut.go", "lanceur/lanceur.go"} {
		b, err := modele.ReadFile("modele/go/" + nom + ".txt")
		if err != nil {
			return nil, err
		}
		fichiers = append(fichiers, Fichier{Chemin: nom, Contenu: b})
	}
	for _, p := range paquetsKit() {
		b, err := paquetKit(p, fonctionsAEcrire(p))
		if err != nil {
			return nil, err
		}
		fichiers = append(fichiers, Fichier{Chemin: p + "/" + p + ".go", Contenu: b})
	}
	restants := map[string]bool{}
	for _, e := range Exercices() {
		if e.Go != nil && e.Go.Signature == "" {
			restants[e.Go.Paquet+"."+e.Go.Fonction] = true
		}
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
			// The classes import each other under the kit's module name,
			// a short one a student types, not the project's.
			src = bytes.ReplaceAll(src, []byte(`"`+moduleSource+`/`), []byte(`"`+ModuleKit+`/`))
			if !corrige {
				if src, err = blanchit(p.nom, nom, src, restants); err != nil {
					return nil, err
				}
				if src, err = enFrancais(p.nom, nom, src); err != nil {
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

// entetesGo is the Go kit's lanceur/entetes.go: the handout's header of
// each function to write, which the kit's launcher compares with the
// student's before compiling (a changed header would stop Go from
// compiling the whole package).
func entetesGo() ([]byte, error) {
	var b strings.Builder
	b.WriteString("package lanceur\n\n// attendus sont les fonctions à écrire et l'en-tête du sujet de chacune\n// (écrit par mastermind exercises).\nfunc attendus() []Attendu {\n\treturn []Attendu{\n")
	vus := map[string]bool{}
	for _, e := range Exercices() {
		if e.Go == nil || vus[e.Go.Paquet+"."+e.Go.Fonction] {
			continue
		}
		vus[e.Go.Paquet+"."+e.Go.Fonction] = true
		entete := e.Go.Signature
		if entete == "" {
			var err error
			if entete, err = enteteProgramme(e.Go); err != nil {
				return nil, err
			}
		}
		fmt.Fprintf(&b, "\t\t{Paquet: %q, Fonction: %q, Fichier: %q, Entete: %q},\n", e.Go.Paquet, e.Go.Fonction, e.Go.Fichier, entete)
	}
	b.WriteString("\t}\n}\n")
	return format.Source([]byte(b.String()))
}

// enteteProgramme is the header of l's function in the program's own
// source, on one line.
func enteteProgramme(l *LiaisonGo) (string, error) {
	for _, p := range paquets() {
		if p.nom != l.Paquet {
			continue
		}
		nom := path.Base(l.Fichier)
		src, err := fs.ReadFile(p.sources, nom)
		if err != nil {
			return "", err
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, nom, src, 0)
		if err != nil {
			return "", err
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Body != nil && nomFonction(fn) == l.Fonction {
				texte := src[fset.Position(fn.Pos()).Offset:fset.Position(fn.Body.Lbrace).Offset]
				return strings.Join(strings.Fields(string(texte)), " "), nil
			}
		}
	}
	return "", fmt.Errorf("kit: %s.%s not found in %s", l.Paquet, l.Fonction, l.Fichier)
}

// fonctionsAEcrire are the exercises of package p written for the kit,
// their bodies to write.
func fonctionsAEcrire(p string) string {
	var b strings.Builder
	for _, e := range Exercices() {
		if e.Go == nil || e.Go.Paquet != p || e.Go.Signature == "" {
			continue
		}
		b.WriteString("\n" + e.commentaireGo() + "\n" + e.Go.Signature + " {\n\tpanic(" + strconv.Quote(AEcrire) + ")\n}\n")
	}
	return b.String()
}

// paquetKit is the file of package p written for the kit: its header from
// modele/go, then fonctions, formatted.
func paquetKit(p, fonctions string) ([]byte, error) {
	entete, err := modele.ReadFile("modele/go/" + p + "/" + p + ".go.txt")
	if err != nil {
		return nil, err
	}
	return sansImportsInutiles(p+".go", append(entete, fonctions...))
}

// lisezMoiGo is the Go kit's LISEZMOI.md: its template, with the Go
// version and the table of the exercises.
func lisezMoiGo() ([]byte, error) {
	b, err := modele.ReadFile("modele/go/LISEZMOI.md.txt")
	if err != nil {
		return nil, err
	}
	table, n := tableParNiveau("| exercice (nom du sujet) | où l'écrire | fonction Go |", func(e Exercice) (string, bool) {
		if e.Go == nil {
			return "", false
		}
		return fmt.Sprintf("| %s | `%s` | `%s` |", e.Nom, e.Go.Fichier, e.Go.Fonction), true
	})
	s := strings.NewReplacer("{{VERSION_GO}}", VersionGo, "{{TABLE}}", table, "{{NOMBRE}}", strconv.Itoa(n)).Replace(string(b))
	return []byte(s), nil
}

// tableParNiveau is the Markdown of the exercises, a table per level with
// the header entete and the row ligne gives each exercise it keeps; n
// counts the rows.
func tableParNiveau(entete string, ligne func(Exercice) (string, bool)) (table string, n int) {
	var b strings.Builder
	colonnes := strings.Count(entete, "|") - 1
	for _, niv := range Niveaux() {
		fmt.Fprintf(&b, "### Niveau %d : %s (%s)\n\n%s\n|%s\n", niv.Numero, niv.Titre, niv.Sujet, entete, strings.Repeat("---|", colonnes))
		for _, e := range Exercices() {
			if e.Niveau != niv.Numero {
				continue
			}
			if l, ok := ligne(e); ok {
				b.WriteString(l + "\n")
				n++
			}
		}
		b.WriteString("\n")
	}
	return strings.TrimSpace(b.String()), n
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
		e, ok := exerciceGo(paquet, nomFonction(fn))
		if !ok {
			continue
		}
		delete(restants, paquet+"."+e.Go.Fonction)
		if fn.Doc != nil {
			coupes = append(coupes, coupe{fset.Position(fn.Doc.Pos()).Offset, fset.Position(fn.Doc.End()).Offset, e.commentaireGo()})
		} else {
			p := fset.Position(fn.Pos()).Offset
			coupes = append(coupes, coupe{p, p, e.commentaireGo() + "\n"})
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

// paquetsEnFrancais are the French doc comments of the program's
// packages in the kit.
func paquetsEnFrancais() map[string]string {
	return map[string]string{
		"utmm":    "la classe UtMM du sujet (« utile pour le Master Mind ») : les outils de base sur les tableaux (fréquences, éléments communs, bien placés, premier doublon).",
		"couleur": "la classe Couleur du sujet : une palette (le tabCouleurs du sujet), les initiales et les noms de ses couleurs.",
		"code":    "la classe Code du sujet : un code (le tableau d'entiers du sujet), sa taille (lgCode, nbCouleurs), sa lecture depuis un mot, la réponse (bien et mal placés) et l'ordre lexicographique.",
		"plateau": "la classe Plateau du sujet : les lignes (proposition et réponse) d'une manche, la compatibilité d'un code avec elles et la proposition suivante.",
	}
}

// enFrancais keeps, in file nom of the program's package paquet, only the
// kit's French comments (each exercise's, and a French package comment
// where the package had its own): the program's English ones stay in the
// project, so that a student reads one language.
func enFrancais(paquet, nom string, src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, nom, src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	var garde []*ast.CommentGroup
	for _, g := range f.Comments {
		if strings.Contains(g.Text(), " est à écrire. Dans le sujet : ") || strings.HasPrefix(g.List[0].Text, "//go:") {
			garde = append(garde, g)
		}
	}
	f.Comments = garde
	// The printer prints a node's own comments too: those not kept go.
	gardee := func(g *ast.CommentGroup) *ast.CommentGroup {
		if slices.Contains(garde, g) {
			return g
		}
		return nil
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncDecl:
			x.Doc = gardee(x.Doc)
		case *ast.GenDecl:
			x.Doc = gardee(x.Doc)
		case *ast.TypeSpec:
			x.Doc, x.Comment = gardee(x.Doc), gardee(x.Comment)
		case *ast.ValueSpec:
			x.Doc, x.Comment = gardee(x.Doc), gardee(x.Comment)
		case *ast.ImportSpec:
			x.Doc, x.Comment = gardee(x.Doc), gardee(x.Comment)
		case *ast.Field:
			x.Doc, x.Comment = gardee(x.Doc), gardee(x.Comment)
		}
		return true
	})
	var b bytes.Buffer
	if f.Doc != nil {
		b.WriteString(commentaire("Package "+paquet+" est "+paquetsEnFrancais()[paquet]) + "\n//\n" +
			commentaire("Ce sont les sources mêmes du programme mastermind ; leurs commentaires, en anglais, sont dans le dépôt du programme. Chaque fonction à écrire porte sa consigne en français.") + "\n")
	}
	f.Doc = nil
	if err := format.Node(&b, fset, f); err != nil {
		return nil, err
	}
	return format.Source(b.Bytes())
}

// commentaire is texte as a Go comment, its lines of at most 76 columns.
func commentaire(texte string) string {
	var lignes []string
	ligne := "//"
	for _, mot := range strings.Fields(texte) {
		if ligne != "//" && len([]rune(ligne))+1+len([]rune(mot)) > 76 {
			lignes = append(lignes, ligne)
			ligne = "//"
		}
		ligne += " " + mot
	}
	return strings.Join(append(lignes, ligne), "\n")
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
