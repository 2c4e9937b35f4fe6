package texte

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/constant"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The code is read once for the tests of this file.
var (
	lectureUnique sync.Once
	lecture       *usages
	lectureErr    error
)

// usages is what the program's code does with the catalogue: every key
// and counted noun it names, the calls that format a sentence, and the
// places a key is built at run time.
type usages struct {
	cles      map[Cle][]string // key -> places
	noms      map[Nom][]string
	appels    []appel
	calculees []string            // places where a Cle or Nom is not a constant
	derivees  map[string][]string // family of derived keys -> places
}

// appel is a call that formats the sentences of cles with args (nil
// args: the call passes a slice on, args...).
type appel struct {
	lieu     string
	cles     []Cle
	args     []types.Type
	etendu   bool
	sansArgs bool
}

// paquet is what go list says of a package.
type paquet struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	Export     string
	DepOnly    bool
	Error      *struct{ Err string }
}

// paquetLu is a package of the program, parsed and type-checked.
type paquetLu struct {
	fset *token.FileSet
	info *types.Info
}

// listePaquets runs go list on the program's packages: theirs files, and
// the compiled export data of every package they depend on.
func listePaquets() ([]paquet, error) {
	cmd := exec.Command("go", "list", "-json", "-deps", "-export", "github.com/sae-mastermind/mastermind/cmd/...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %w: %s", err, stderr.String())
	}
	var ps []paquet
	for dec := json.NewDecoder(bytes.NewReader(out)); dec.More(); {
		var p paquet
		if err := dec.Decode(&p); err != nil {
			return nil, err
		}
		if p.Error != nil {
			return nil, fmt.Errorf("%s: %s", p.ImportPath, p.Error.Err)
		}
		ps = append(ps, p)
	}
	return ps, nil
}

// litLeCode parses and type-checks the program's packages (the standard
// library's go/parser and go/types, imports read from the export data go
// list gives) and records what they do with the catalogue.
func litLeCode(t *testing.T) *usages {
	t.Helper()
	lectureUnique.Do(func() {
		ps, err := listePaquets()
		if err != nil {
			lectureErr = err
			return
		}
		exports := map[string]string{}
		for _, p := range ps {
			exports[p.ImportPath] = p.Export
		}
		fset := token.NewFileSet()
		imp := importer.ForCompiler(fset, "gc", func(chemin string) (io.ReadCloser, error) {
			if exports[chemin] == "" {
				return nil, fmt.Errorf("no export data for %s", chemin)
			}
			return os.Open(exports[chemin])
		})
		u := &usages{cles: map[Cle][]string{}, noms: map[Nom][]string{}, derivees: map[string][]string{}}
		for _, p := range ps {
			// The module's packages below the program name their errors'
			// sentences (Message): they are read too.
			if p.DepOnly && !strings.HasPrefix(p.ImportPath, module+"/") {
				continue
			}
			var fichiers []*ast.File
			for _, nom := range p.GoFiles {
				f, err := parser.ParseFile(fset, filepath.Join(p.Dir, nom), nil, parser.SkipObjectResolution)
				if err != nil {
					lectureErr = err
					return
				}
				fichiers = append(fichiers, f)
			}
			info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}}
			conf := types.Config{Importer: imp}
			if _, err := conf.Check(p.ImportPath, fset, fichiers, info); err != nil {
				lectureErr = fmt.Errorf("%s: %w", p.ImportPath, err)
				return
			}
			for _, f := range fichiers {
				u.parcourt(paquetLu{fset, info}, f)
			}
		}
		lecture = u
	})
	require.NoError(t, lectureErr)
	return lecture
}

// nomme reports whether typ is this package's type called nom.
func nomme(typ types.Type, nom string) bool {
	n, ok := typ.(*types.Named)
	return ok && n.Obj().Name() == nom && n.Obj().Pkg() != nil &&
		n.Obj().Pkg().Path() == cheminTexte
}

// cheminTexte is this package's import path.
const cheminTexte = "github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"

// module is the module's import path.
const module = "github.com/sae-mastermind/mastermind"

// conversionsDeMessage are this package's functions that turn a
// Message's key and nouns into a Cle and a Nom: the keys themselves are
// read where the Message methods return them (messageNomme).
func conversionsDeMessage() []string { return []string{"message", "phrase", "argument"} }

// conseil reports whether typ is a string type of the module with a
// Conseil method: a Message's advice, its value a key.
func conseil(typ types.Type) bool {
	n, ok := typ.(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !strings.HasPrefix(n.Obj().Pkg().Path(), module+"/") {
		return false
	}
	if b, ok := n.Underlying().(*types.Basic); !ok || b.Kind() != types.String {
		return false
	}
	m, _, _ := types.LookupFieldOrMethod(n, false, n.Obj().Pkg(), "Conseil")
	return m != nil
}

// derive is the function that builds the derived keys (the package
// comment's one form of a key built at run time).
const derive = "cleDeStrategie"

// estDerive reports whether call calls this package's function derive.
func estDerive(p paquetLu, call *ast.CallExpr) bool {
	id, ok := call.Fun.(*ast.Ident)
	if !ok {
		return false
	}
	f, ok := p.info.Uses[id].(*types.Func)
	return ok && f.Name() == derive && f.Pkg() != nil && f.Pkg().Path() == cheminTexte
}

func (u *usages) parcourt(p paquetLu, f *ast.File) {
	lieu := func(n ast.Node) string {
		pos := p.fset.Position(n.Pos())
		return fmt.Sprintf("%s:%d", pos.Filename[strings.LastIndex(pos.Filename, "/mastermind/")+1:], pos.Line)
	}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == derive && fd.Recv == nil && f.Name.Name == "texte" {
			continue // the derived keys' one conversion, checked by TestEveryDerivedKeyExists
		}
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil && f.Name.Name == "texte" && slices.Contains(conversionsDeMessage(), fd.Name.Name) {
			continue // a Message's key, read where the Message names it
		}
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && (nommeUneCle(p, fd) || fd.Recv != nil && fd.Name.Name == "Compte") {
			u.messageNomme(p, fd, lieu)
		}
		ast.Inspect(d, func(n ast.Node) bool { return u.visite(p, n, lieu) })
	}
}

// nommeUneCle reports whether fd returns a sentence's key and its
// arguments, (string, []any), as a Message does.
func nommeUneCle(p paquetLu, fd *ast.FuncDecl) bool {
	if fd.Type.Results == nil || len(fd.Type.Results.List) != 2 {
		return false
	}
	cle, args := p.info.Types[fd.Type.Results.List[0].Type].Type, p.info.Types[fd.Type.Results.List[1].Type].Type
	b, ok := cle.(*types.Basic)
	s, ok2 := args.(*types.Slice)
	return ok && ok2 && b.Kind() == types.String && types.IsInterface(s.Elem())
}

// messageNomme records the keys a function that names a sentence
// returns (its first result, as a Message's) and the nouns a Compte
// method returns (its second): each must be a constant, chosen among
// constants with a switch; a call passed on is read where it is made.
func (u *usages) messageNomme(p paquetLu, fd *ast.FuncDecl, lieu func(ast.Node) string) {
	i := 0
	if fd.Name.Name == "Compte" {
		i = 1
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		r, ok := n.(*ast.ReturnStmt)
		if !ok || len(r.Results) != 2 {
			return true
		}
		tv := p.info.Types[r.Results[i]]
		switch {
		case tv.Value == nil || tv.Value.Kind() != constant.String:
			u.calculees = append(u.calculees, lieu(r))
		case i == 0:
			u.cles[Cle(constant.StringVal(tv.Value))] = append(u.cles[Cle(constant.StringVal(tv.Value))], lieu(r))
		default:
			u.noms[Nom(constant.StringVal(tv.Value))] = append(u.noms[Nom(constant.StringVal(tv.Value))], lieu(r))
		}
		return true
	})
}

func (u *usages) visite(p paquetLu, n ast.Node, lieu func(ast.Node) string) bool {
	e, ok := n.(ast.Expr)
	if !ok {
		return true
	}
	if call, ok := e.(*ast.CallExpr); ok && estDerive(p, call) && len(call.Args) == 2 {
		tv := p.info.Types[call.Args[0]]
		if tv.Value == nil {
			u.calculees = append(u.calculees, lieu(call))
			return false
		}
		famille := constant.StringVal(tv.Value)
		u.derivees[famille] = append(u.derivees[famille], lieu(call))
		for _, id := range strategiesNommees() {
			u.cles[Cle(famille+id)] = append(u.cles[Cle(famille+id)], lieu(call))
		}
		return false
	}
	tv, ok := p.info.Types[e]
	if !ok {
		return true
	}
	if call, ok := e.(*ast.CallExpr); ok {
		u.appel(p, call, lieu(call))
	}
	switch {
	case tv.IsType():
		return true
	case nomme(tv.Type, "Cle") && tv.Value != nil:
		u.cles[Cle(constant.StringVal(tv.Value))] = append(u.cles[Cle(constant.StringVal(tv.Value))], lieu(e))
		return false
	case conseil(tv.Type) && tv.Value != nil && constant.StringVal(tv.Value) != "":
		// The advice of a Message (Conseil), named where it is a constant.
		u.cles[Cle(constant.StringVal(tv.Value))] = append(u.cles[Cle(constant.StringVal(tv.Value))], lieu(e))
		return false
	case nomme(tv.Type, "Nom") && tv.Value != nil:
		u.noms[Nom(constant.StringVal(tv.Value))] = append(u.noms[Nom(constant.StringVal(tv.Value))], lieu(e))
		return false
	}
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 1 {
		// A conversion to Cle or Nom of a value known only at run
		// time.
		if fun, ok := p.info.Types[call.Fun]; ok && fun.IsType() && (nomme(fun.Type, "Cle") || nomme(fun.Type, "Nom")) {
			if p.info.Types[call.Args[0]].Value == nil {
				u.calculees = append(u.calculees, lieu(call))
			}
		}
	}
	return true
}

// appel records a call to a function that takes a Cle and formats it
// with its variadic arguments.
func (u *usages) appel(p paquetLu, call *ast.CallExpr, lieu string) {
	sig, ok := p.info.Types[call.Fun].Type.(*types.Signature)
	if !ok || !sig.Variadic() {
		return
	}
	params := sig.Params()
	dernier := params.Len() - 1
	if s, ok := params.At(dernier).Type().(*types.Slice); !ok || !types.IsInterface(s.Elem()) {
		return
	}
	a := appel{lieu: lieu, etendu: call.Ellipsis.IsValid()}
	for i := 0; i < dernier && i < len(call.Args); i++ {
		if !nomme(params.At(i).Type(), "Cle") {
			continue
		}
		tv := p.info.Types[call.Args[i]]
		if tv.Value == nil {
			return // a key passed on: checked where it is a constant
		}
		a.cles = append(a.cles, Cle(constant.StringVal(tv.Value)))
	}
	if len(a.cles) == 0 {
		return
	}
	for _, arg := range call.Args[min(dernier, len(call.Args)):] {
		a.args = append(a.args, p.info.Types[arg].Type)
	}
	a.sansArgs = len(a.args) == 0 && !a.etendu
	u.appels = append(u.appels, a)
}

func TestEveryKeyOfTheCodeIsInTheCatalogue(t *testing.T) {
	u := litLeCode(t)
	require.NotEmpty(t, u.cles, "the code names keys")
	fr := Nouveau(Francais)
	for cle, lieux := range u.cles {
		if cle == "" {
			continue // "no sentence", where a key is optional
		}
		assert.True(t, fr.Existe(cle), "key %q (%s) is not in the catalogue", cle, strings.Join(lieux, ", "))
	}
	noms := tableNoms()
	for nom, lieux := range u.noms {
		_, ok := noms[nom]
		assert.True(t, ok, "noun %q (%s) has no forms", nom, strings.Join(lieux, ", "))
	}
	assert.Empty(t, u.calculees, "a key or a noun is computed at run time: write it as a constant, or choose among constants with a switch")
}

func TestEveryKeyOfTheCatalogueIsUsed(t *testing.T) {
	u := litLeCode(t)
	var inutiles []string
	for _, cle := range Nouveau(Francais).Cles() {
		if _, ok := u.cles[Cle(cle)]; !ok {
			inutiles = append(inutiles, cle)
		}
	}
	assert.Empty(t, inutiles, "keys no code uses")
	for nom := range tableNoms() {
		_, ok := u.noms[nom]
		assert.True(t, ok, "noun %q is never used", nom)
	}
}

// TestEveryDerivedKeyExists checks the one form of a key built at run
// time, cleDeStrategie(famille, id): the code uses it with a constant
// family, the key exists for every id it can take (strategiesNommees,
// which TestEveryKeyOfTheCodeIsInTheCatalogue checks as keys of the code)
// and its sentence takes no argument, as the calls give none.
func TestEveryDerivedKeyExists(t *testing.T) {
	u := litLeCode(t)
	require.NotEmpty(t, u.derivees, "the code derives keys")
	fr := Nouveau(Francais)
	for famille, lieux := range u.derivees {
		for _, id := range strategiesNommees() {
			cle := Cle(famille + id)
			if !assert.True(t, fr.Existe(cle), "derived key %q (%s) is not in the catalogue", cle, strings.Join(lieux, ", ")) {
				continue
			}
			m := fr.messages[string(cle)]
			assert.Empty(t, verbesDe(m.fr), "%s: a derived key's sentence takes no argument", cle)
			assert.Empty(t, verbesDe(m.en), "%s: a derived key's sentence takes no argument", cle)
		}
	}
	_, ok := cleDeStrategie("strategie.nom.", "cmd:python3 s.py")
	assert.False(t, ok, "a program's name derives no key")
}

// TestEveryCallGivesTheArgumentsItsSentenceTakes checks, where the code
// formats a constant key, that it passes as many arguments as the
// sentence has verbs, of kinds the verbs print, in both languages.
func TestEveryCallGivesTheArgumentsItsSentenceTakes(t *testing.T) {
	u := litLeCode(t)
	cat := Nouveau(Francais)
	for _, a := range u.appels {
		if a.etendu {
			continue
		}
		for _, cle := range a.cles {
			m, ok := cat.messages[string(cle)]
			if !ok {
				continue // TestEveryKeyOfTheCodeIsInTheCatalogue says it
			}
			for _, f := range []string{m.fr, m.en} {
				verbes := verbesDe(f)
				if a.sansArgs && len(verbes) > 0 {
					t.Errorf("%s: %q is a format with %d verbs, given no argument (Format gives a format as it is)", a.lieu, cle, len(verbes))
					continue
				}
				if !assert.Len(t, a.args, len(verbes), "%s: %q takes %d arguments: %q", a.lieu, cle, len(verbes), f) {
					continue
				}
				for i, v := range verbes {
					assert.True(t, convient(v, a.args[i]), "%s: %q, argument %d is a %s, printed by %s", a.lieu, cle, i+1, a.args[i], v)
				}
			}
		}
	}
}

// verbesDe lists the verbs of format f, "%%" left out.
func verbesDe(f string) []string {
	var v []string
	for _, m := range verbeFmt.FindAllString(f, -1) {
		if m != "%%" {
			v = append(v, m)
		}
	}
	return v
}

// convient reports whether verb v prints a value of type typ as a
// sentence wants it.
func convient(v string, typ types.Type) bool {
	base := typ.Underlying()
	b, _ := base.(*types.Basic)
	entier := b != nil && b.Info()&types.IsInteger != 0
	chaine := b != nil && b.Info()&types.IsString != 0
	switch v[len(v)-1] {
	case 'd', 'c', 'x':
		return entier
	case 'q':
		return entier || chaine
	case 's':
		return chaine || implemente(typ, "Error") || implemente(typ, "String")
	case 'f', 'g', 'e':
		return b != nil && b.Info()&types.IsFloat != 0
	}
	return true // %v
}

// implemente reports whether typ has a method nom() string.
func implemente(typ types.Type, nom string) bool {
	ms := types.NewMethodSet(typ)
	for i := range ms.Len() {
		f := ms.At(i).Obj()
		if f.Name() == nom {
			s, ok := f.Type().(*types.Signature)
			return ok && s.Params().Len() == 0 && s.Results().Len() == 1
		}
	}
	if _, ok := typ.Underlying().(*types.Interface); ok {
		return types.Implements(typ, erreur()) || nom == "String"
	}
	return false
}

func erreur() *types.Interface {
	return types.Universe.Lookup("error").Type().Underlying().(*types.Interface)
}

// exemple is a value of the kind verb v prints.
func exemple(v string) any {
	switch v[len(v)-1] {
	case 'd', 'x':
		return 2
	case 'c':
		return 'R'
	case 'f', 'g', 'e':
		return 2.5
	case 'v':
		return fmt.Errorf("e")
	}
	return "mot"
}

// TestEveryMessageFormats formats every sentence of the catalogue with
// arguments of the kinds its verbs print, in both languages: the French
// and English sentences take the same arguments, and none prints a
// leftover such as %!d(string=…) or %!(EXTRA …).
func TestEveryMessageFormats(t *testing.T) {
	fr, en := Nouveau(Francais), Nouveau(Anglais)
	for _, cle := range fr.Cles() {
		m := fr.messages[cle]
		vf, ve := verbesDe(m.fr), verbesDe(m.en)
		if !assert.Equal(t, len(vf), len(ve), "%s: the French and English sentences take different arguments", cle) {
			continue
		}
		args := make([]any, len(vf))
		for i, v := range vf {
			// %q prints a rune as %c does, a string as %s does.
			if v[len(v)-1] == 'q' {
				v = ve[i]
			}
			args[i] = exemple(v)
			w := ve[i]
			if w[len(w)-1] == 'q' {
				w = v
			}
			assert.Equal(t, fmt.Sprintf("%T", args[i]), fmt.Sprintf("%T", exemple(w)), "%s: argument %d is %s in French, %s in English", cle, i+1, vf[i], ve[i])
		}
		if len(args) == 0 {
			continue
		}
		for _, s := range []string{fr.T(Cle(cle), args...), en.T(Cle(cle), args...)} {
			assert.NotContains(t, s, "%!", "%s: %q", cle, s)
		}
	}
}

// TestTheCatalogueIsWrittenRight checks the French sentences as written:
// no word the elision rule would change (the rule acts only where an
// argument meets the text, the rest is written right).
func TestTheCatalogueIsWrittenRight(t *testing.T) {
	fr := Nouveau(Francais)
	faute := regexp.MustCompile(`(?i)(^|[^\pL-])(de|que|le|la|ne|se|je|me|te|jusque|lorsque|puisque) ([aeiouàâäéèêëîïôöûü]\pL*)`)
	var fautes []string
	for _, cle := range fr.Cles() {
		for _, m := range faute.FindAllStringSubmatch(fr.messages[cle].fr, -1) {
			if !sansElision[strings.ToLower(m[3])] {
				fautes = append(fautes, fmt.Sprintf("%s: %q", cle, m[0]))
			}
		}
	}
	sort.Strings(fautes)
	assert.Empty(t, fautes)
}

// TestEachFileHoldsTheKeysOfOnePrefix checks how the catalogue is filed:
// the keys of a file share one prefix (what comes before their first
// dot), and a prefix lives in one file.
func TestEachFileHoldsTheKeysOfOnePrefix(t *testing.T) {
	fichiers, err := filepath.Glob("*.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	parFichier := map[string]map[string]bool{}
	parPrefixe := map[string]map[string]bool{}
	for _, nom := range fichiers {
		if strings.HasSuffix(nom, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, nom, nil, parser.SkipObjectResolution)
		require.NoError(t, err)
		ast.Inspect(f, func(n ast.Node) bool {
			cl, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			if m, ok := cl.Type.(*ast.MapType); !ok || fmt.Sprint(m.Value) != "message" {
				return true
			}
			for _, e := range cl.Elts {
				lit, ok := e.(*ast.KeyValueExpr).Key.(*ast.BasicLit)
				require.True(t, ok, "%s: a key of a table is a string literal", nom)
				prefixe, _, _ := strings.Cut(strings.Trim(lit.Value, `"`), ".")
				if parFichier[nom] == nil {
					parFichier[nom] = map[string]bool{}
				}
				if parPrefixe[prefixe] == nil {
					parPrefixe[prefixe] = map[string]bool{}
				}
				parFichier[nom][prefixe] = true
				parPrefixe[prefixe][nom] = true
			}
			return false
		})
	}
	require.NotEmpty(t, parFichier)
	for nom, prefixes := range parFichier {
		assert.Len(t, prefixes, 1, "%s holds the keys of several prefixes: %v", nom, prefixes)
	}
	for prefixe, noms := range parPrefixe {
		assert.Len(t, noms, 1, "the keys %s.* live in several files: %v", prefixe, noms)
	}
}
