package texte

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/packages"
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
	calculees []string // places where a Cle or Nom is not a constant
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

// litLeCode loads the program's packages with their types.
func litLeCode(t *testing.T) *usages {
	t.Helper()
	lectureUnique.Do(func() {
		cfg := &packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax |
			packages.NeedTypes | packages.NeedTypesInfo | packages.NeedImports}
		pkgs, err := packages.Load(cfg, "mastermind/cmd/...")
		if err != nil {
			lectureErr = err
			return
		}
		u := &usages{cles: map[Cle][]string{}, noms: map[Nom][]string{}}
		for _, p := range pkgs {
			for _, e := range p.Errors {
				lectureErr = fmt.Errorf("%s: %v", p.PkgPath, e)
				return
			}
			for _, f := range p.Syntax {
				u.parcourt(p, f)
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
		n.Obj().Pkg().Path() == "mastermind/cmd/mastermind/internal/texte"
}

func (u *usages) parcourt(p *packages.Package, f *ast.File) {
	lieu := func(n ast.Node) string {
		pos := p.Fset.Position(n.Pos())
		return fmt.Sprintf("%s:%d", pos.Filename[strings.LastIndex(pos.Filename, "/mastermind/")+1:], pos.Line)
	}
	ast.Inspect(f, func(n ast.Node) bool {
		e, ok := n.(ast.Expr)
		if !ok {
			return true
		}
		tv, ok := p.TypesInfo.Types[e]
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
		case nomme(tv.Type, "Nom") && tv.Value != nil:
			u.noms[Nom(constant.StringVal(tv.Value))] = append(u.noms[Nom(constant.StringVal(tv.Value))], lieu(e))
			return false
		}
		if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 1 {
			// A conversion to Cle or Nom of a value known only at run
			// time.
			if fun, ok := p.TypesInfo.Types[call.Fun]; ok && fun.IsType() && (nomme(fun.Type, "Cle") || nomme(fun.Type, "Nom")) {
				if p.TypesInfo.Types[call.Args[0]].Value == nil {
					u.calculees = append(u.calculees, lieu(call))
				}
			}
		}
		return true
	})
}

// appel records a call to a function that takes a Cle and formats it
// with its variadic arguments.
func (u *usages) appel(p *packages.Package, call *ast.CallExpr, lieu string) {
	sig, ok := p.TypesInfo.Types[call.Fun].Type.(*types.Signature)
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
		tv := p.TypesInfo.Types[call.Args[i]]
		if tv.Value == nil {
			return // a key passed on: checked where it is a constant
		}
		a.cles = append(a.cles, Cle(constant.StringVal(tv.Value)))
	}
	if len(a.cles) == 0 {
		return
	}
	for _, arg := range call.Args[min(dernier, len(call.Args)):] {
		a.args = append(a.args, p.TypesInfo.Types[arg].Type)
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
