package verifborne

import (
	"context"
	"fmt"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fichierBorne writes a bound file.
func fichierBorne(p, c int, rep bool, apres, horizon string, exact, borne int) string {
	r := "yes"
	if !rep {
		r = "no"
	}
	return fmt.Sprintf("mastermind-bound 1\npegs %d\ncolors %d\nrepeats %s\nletters %s\nafter %s\nhorizon %s\nexact %d\nbound %d\n",
		p, c, r, "RBJVONMCGPTLKASFDEHIQUWXYZ"[:c], apres, horizon, exact, borne)
}

// TestExactOptima: with every level, the definition is the optimum:
// the known optima hold and one more does not (4 × 6, three seconds:
// make verify, TestVerifyExactOptimum4x6).
func TestExactOptima(t *testing.T) {
	for _, tt := range []struct {
		p, c    int
		rep     bool
		optimum int
	}{
		{2, 2, true, 8}, {2, 3, true, 21}, {2, 4, true, 45}, {3, 2, true, 18}, {3, 3, true, 73}, {3, 4, true, 206},
		{4, 2, true, 44}, {4, 3, true, 246}, {4, 4, true, 905}, {3, 5, true, 451}, {5, 2, true, 97}, {2, 6, true, 132},
		{4, 6, false, 1446},
	} {
		t.Run(fmt.Sprintf("%dx%d %v", tt.p, tt.c, tt.rep), func(t *testing.T) {
			debut := time.Now()
			r, err := Verifie(strings.NewReader(fichierBorne(tt.p, tt.c, tt.rep, "-", "full", 0, tt.optimum)))
			require.NoError(t, err)
			assert.Equal(t, tt.optimum, r.Borne)
			_, err = Verifie(strings.NewReader(fichierBorne(tt.p, tt.c, tt.rep, "-", "full", 0, tt.optimum+1)))
			var e *Erreur
			require.ErrorAs(t, err, &e)
			assert.ErrorIs(t, err, ErrBorne)
			assert.Equal(t, tt.optimum, e.Atteint)
			t.Log(time.Since(debut))
		})
	}
}

// TestCheckerImportsNothingOfTheModule: the checker is written from the
// definition alone and shares no code with the search it checks.
func TestCheckerImportsNothingOfTheModule(t *testing.T) {
	fichiers, err := filepath.Glob("*.go")
	require.NoError(t, err)
	require.NotEmpty(t, fichiers)
	fset := token.NewFileSet()
	for _, f := range fichiers {
		src, err := parser.ParseFile(fset, f, nil, parser.ImportsOnly)
		require.NoError(t, err)
		for _, imp := range src.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			require.NoError(t, err)
			assert.False(t, p == "github.com/sae-mastermind/mastermind" || strings.HasPrefix(p, "github.com/sae-mastermind/mastermind/"), "%s imports %s", f, p)
		}
	}
	_, err = os.Stat("../../../../go.mod")
	require.NoError(t, err, "the module's root is four folders up")
}

// TestClassesAndHorizons: bounds of classes (the after moves) at a
// horizon, by hand: the class RR:1,0 of 2 × 2 (RB, BR) costs 2 + 3 with
// its row; with 0 levels (a horizon of 1 on a class of 3) the static
// bound is what is reached.
func TestClassesAndHorizons(t *testing.T) {
	r, err := Verifie(strings.NewReader(fichierBorne(2, 2, true, "RR:1,0", "full", 0, 5)))
	require.NoError(t, err)
	assert.Equal(t, []string{"RR:1,0"}, r.Apres)
	assert.Equal(t, 2, r.Secrets)
	_, err = Verifie(strings.NewReader(fichierBorne(2, 2, true, "RR:1,0", "full", 0, 6)))
	assert.ErrorIs(t, err, ErrBorne)

	// 3 × 3 after RRB:0,0: the 1 code JJJ, found with one more guess.
	r, err = Verifie(strings.NewReader(fichierBorne(3, 3, true, "RRB:0,0", "1", 0, 2)))
	require.NoError(t, err)
	assert.Equal(t, 1, r.Secrets)
	assert.Equal(t, 1, r.Horizon)
}

// TestRefusesBadHeaders: each field checked, in its order.
func TestRefusesBadHeaders(t *testing.T) {
	bon := fichierBorne(2, 3, true, "RB:0,0", "2", 4, 1)
	_, err := Verifie(strings.NewReader(bon))
	require.NoError(t, err)
	for _, c := range []struct{ ancien, nouveau, champ string }{
		{"mastermind-bound 1", "mastermind-bound 3", "mastermind-bound"},
		{"mastermind-bound 1", "mastermind-bound 2", "leaves"},
		{"exact 4\n", "exact 4\nleaves split\n", "bound"},
		{"pegs 2", "pegs 11", "pegs"},
		{"colors 3", "colors 27", "colors"},
		{"repeats yes", "repeats maybe", "repeats"},
		{"letters RBJ", "letters RBR", "letters"},
		{"after RB:0,0", "after RB:2,0", "after"},
		{"after RB:0,0", "after RX:0,0", "after"},
		{"horizon 2", "horizon 0", "horizon"},
		{"horizon 2", "horizon two", "horizon"},
		{"exact 4", "exact -1", "exact"},
		{"\nbound 1", "\nbound x", "bound"},
		{"\nbound 1\n", "\nbound 1\nRB:0,0\n", "end"},
	} {
		_, err := Verifie(strings.NewReader(strings.Replace(bon, c.ancien, c.nouveau, 1)))
		var e *Erreur
		require.ErrorAs(t, err, &e, c.nouveau)
		assert.ErrorIs(t, err, ErrEntete)
		assert.Equal(t, c.champ, e.Champ)
	}
}

// TestHalfLevel: with leaves split (version 2), a set at the horizon is
// also worth n plus the least counting bounds of a proposal's classes.
// On 3 × 4 at horizon 1 that raises the static bound, never above the
// optimum 206 nor the bound with one more level; leaves static gives
// version 1's value.
func TestHalfLevel(t *testing.T) {
	valeur := func(h string, demi string) int {
		f := fichierBorne(3, 4, true, "-", h, 0, 0)
		if demi != "" {
			f = strings.Replace(strings.Replace(f, "mastermind-bound 1", "mastermind-bound 2", 1), "\nbound", "\nleaves "+demi+"\nbound", 1)
		}
		_, err := Verifie(strings.NewReader(strings.Replace(f, "\nbound 0", "\nbound 1000000", 1)))
		var e *Erreur
		require.ErrorAs(t, err, &e)
		return e.Atteint
	}
	for _, tt := range []struct{ h, plus string }{{"1", "2"}, {"2", "3"}} {
		statique, demi, plus := valeur(tt.h, ""), valeur(tt.h, FeuillesPartage), valeur(tt.plus, "")
		t.Log(tt.h, statique, demi, plus)
		assert.Equal(t, statique, valeur(tt.h, FeuillesStatiques))
		assert.LessOrEqual(t, statique, demi)
		assert.LessOrEqual(t, demi, plus)
		assert.LessOrEqual(t, demi, 206)
		if tt.h == "1" {
			assert.Less(t, statique, demi, "the half level gains at H = 1")
		}
		r, err := Verifie(strings.NewReader(strings.Replace(strings.Replace(fichierBorne(3, 4, true, "-", tt.h, 0, demi), "mastermind-bound 1", "mastermind-bound 2", 1), "\nbound", "\nleaves split\nbound", 1)))
		require.NoError(t, err)
		assert.True(t, r.Demi)
	}
}

// TestStabiliserIsTheHistorysSymmetries: the symmetries found position by
// position (8 pegs and more) are those the permutations of 7 pegs and
// fewer give, filtered; and on 8 pegs the definition's value is the same
// with them as with the identity only (every proposal tried).
func TestStabiliserIsTheHistorysSymmetries(t *testing.T) {
	for _, tt := range []struct {
		p, c  int
		apres string
	}{
		{4, 3, "RRBB:1,1"}, {5, 3, "RRBBJ:1,2"}, {6, 2, "RRRBBB:2,2"}, {6, 3, "RRBBJJ:2,2;RBJRBJ:0,3"}, {7, 2, "RRRRBBB:3,2"},
	} {
		f, err := lit(strings.NewReader(fichierBorne(tt.p, tt.c, true, tt.apres, "1", 0, 0)))
		require.NoError(t, err)
		c := nouveauCalcul(f)
		require.NotNil(t, c.perms)
		attendu := map[string]bool{}
		for _, sigma := range c.perms {
			ok, identite := true, true
			var pi [26]int8
			for k := range pi {
				pi[k] = -1
			}
			var images uint32
			for _, m := range f.apres {
				for i, k := range m.code {
					w := int8(m.code[sigma[i]])
					switch {
					case pi[k] == -1 && images&(1<<w) == 0:
						pi[k] = w
						images |= 1 << w
					case pi[k] != w:
						ok = false
					}
				}
			}
			for i, j := range sigma {
				identite = identite && int(j) == i
			}
			if ok && !identite {
				attendu[fmt.Sprint(sigma, pi)] = true
			}
		}
		trouve := map[string]bool{}
		for _, x := range c.stabilisateur(f.apres) {
			trouve[fmt.Sprint(x.sigma, x.pi)] = true
		}
		assert.Equal(t, attendu, trouve, "%dx%d after %s", tt.p, tt.c, tt.apres)
		assert.NotEmpty(t, trouve)
	}
	for _, apres := range []string{"RRRRBBBB:4,4", "RRRRRRBB:5,2"} {
		f, err := lit(strings.NewReader(fichierBorne(8, 2, true, apres, "2", 0, 0)))
		require.NoError(t, err)
		c := nouveauCalcul(f)
		require.Nil(t, c.perms)
		require.Greater(t, len(c.secrets), 10)
		avec := c.vaut(c.secrets, c.historique, 2, infini)
		require.NotEmpty(t, c.stabilisateur(f.apres))
		seul := nouveauCalcul(f)
		seul.maxGroupe = 0 // the identity only: every proposal tried
		require.Empty(t, seul.stabilisateur(f.apres))
		sans := seul.vaut(seul.secrets, seul.historique, 2, infini)
		assert.Equal(t, sans, avec, "8 × 2 after %s", apres)
	}
}

// TestHalfLevelSums: the half level's sum of a proposal, counted class by
// class the plain way, is what sommeDemi gives without a ceiling and
// sommeLineaire on sets of at most lineaire codes; under a ceiling,
// sommeDemi gives it exactly below the ceiling and at least the ceiling
// (never more than it) otherwise; a proposal that wins on no code of s
// sums at least demiNiveau's floor; moinsParBlocs, given the least over
// the codes of s, finds the least over them and its proposals. Random
// sets of 3 × 4, 5 × 3 and 4 × 5 without repeats.
func TestHalfLevelSums(t *testing.T) {
	for _, f := range []*fichier{{pions: 3, couleurs: 4, repetitions: true}, {pions: 5, couleurs: 3, repetitions: true}, {pions: 4, couleurs: 5, repetitions: false}} {
		c := nouveauCalcul(f)
		alea := rand.New(rand.NewPCG(1, uint64(f.pions)))
		nb := make([]int32, c.gagnant()+1)
		for range 3000 {
			s := slices.Clone(c.secrets)
			alea.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
			s = s[:2+alea.IntN(min(len(s)-1, 60))]
			slices.Sort(s)
			g := int32(alea.IntN(len(c.codes)))
			classes := map[int]int{}
			for _, x := range s {
				classes[c.indice(g, x)]++
			}
			attendu, k := len(s), 0
			for a, x := range classes {
				if a != c.gagnant() {
					attendu += c.compte[x]
					k++
				}
			}
			_, gagne := classes[c.gagnant()]
			utile := gagne || k > 1
			if !gagne {
				// demiNiveau's floor of a proposal outside s.
				n := len(s)
				assert.GreaterOrEqual(t, attendu, n+c.partage(n, min(c.r, n)))
			}
			v, u := c.sommeDemi(g, s, nb, infini)
			assert.Equal(t, attendu, v)
			assert.Equal(t, utile, u)
			if len(s) <= c.lineaire {
				v, u = c.sommeLineaire(g, s, nil, 0)
				assert.Equal(t, attendu, v)
				assert.Equal(t, utile, u)
			}
			plafond := len(s) + alea.IntN(attendu)
			v, _ = c.sommeDemi(g, s, nb, plafond)
			if attendu < plafond {
				assert.Equal(t, attendu, v)
			} else {
				assert.GreaterOrEqual(t, v, plafond)
				assert.LessOrEqual(t, v, attendu)
			}
			assert.Equal(t, make([]int32, len(nb)), nb, "nb is zero again")
			if len(s) <= c.lineaire {
				// The table's blocks: the least over proposals, as
				// sommeLineaire gives it one by one.
				moinsS, props, moins := desPropositions(alea, len(c.codes), s, func(g int32) (int, bool) { return c.sommeLineaire(g, s, nil, 0) })
				require.NotNil(t, c.ligne)
				assert.Equal(t, moins, c.moinsParBlocs(s, props, moinsS, 0, nb))
			}
			// Larger sets: the same least as sommeDemi one by one.
			moinsS, props, moins := desPropositions(alea, len(c.codes), s, func(g int32) (int, bool) { return c.sommeDemi(g, s, nb, infini) })
			assert.Equal(t, moins, c.moinsParBlocs(s, props, moinsS, 0, nb))
		}
	}
}

// desPropositions draws proposals for moinsParBlocs, some of them codes
// of s, and returns the least of somme over the codes of s (what
// demiNiveau passes it, having tried them), the proposals in order, and
// the least over both, which moinsParBlocs must find.
func desPropositions(alea *rand.Rand, codes int, s []int32, somme func(int32) (int, bool)) (moinsS int, props []int32, moins int) {
	moinsS = infini
	for _, g := range s {
		if v, u := somme(g); u {
			moinsS = min(moinsS, v)
		}
	}
	moins = moinsS
	props = make([]int32, 1+alea.IntN(600))
	for i := range props {
		props[i] = int32(alea.IntN(codes))
		if i%7 == 0 {
			props[i] = s[alea.IntN(len(s))]
		}
		if v, u := somme(props[i]); u {
			moins = min(moins, v)
		}
	}
	slices.Sort(props)
	return moinsS, slices.Compact(props), moins
}

// BenchmarkVerifie5x7ClasseDemi: the check of a half level's bound on a
// class of known cost, 5 × 7 after RRBBJ answered (0,0) (1024 codes,
// 4976; the search's benchmark BenchmarkBorne5x7ClasseH2Demi gives it).
// Seconds each:
//
//	go test -run '^$' -bench Verifie -benchtime 1x ./cmd/mastermind/internal/verifborne
func BenchmarkVerifie5x7ClasseDemi(b *testing.B) {
	f := "mastermind-bound 2\npegs 5\ncolors 7\nrepeats yes\nletters RBJVONM\nafter RRBBJ:0,0\nhorizon 2\nexact 0\nleaves split\nbound 4976\n"
	for b.Loop() {
		if _, err := Verifie(strings.NewReader(f)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVerifie5x8RBJVO22Demi: the check of a class of 5 × 8 with
// the half level, RBJVO answered (2,2), 510 codes, 2479 (the search's
// BenchmarkBorne5x8RBJVO22Demi gives it): about two minutes, so only
// with OPTIMAL_LONG=1.
func BenchmarkVerifie5x8RBJVO22Demi(b *testing.B) {
	if os.Getenv("OPTIMAL_LONG") == "" {
		b.Skip("OPTIMAL_LONG=1 runs the checks of minutes")
	}
	f := "mastermind-bound 2\npegs 5\ncolors 8\nrepeats yes\nletters RBJVONMC\nafter RBJVO:2,2\nhorizon 2\nexact 0\nleaves split\nbound 2479\n"
	for b.Loop() {
		if _, err := Verifie(strings.NewReader(f)); err != nil {
			b.Fatal(err)
		}
	}
}

// TestEnOrdre: the keys of essais, sorted by buckets, come out as
// slices.Sort gives them, codes in order or not, bounds close or far.
func TestEnOrdre(t *testing.T) {
	alea := rand.New(rand.NewPCG(3, 4))
	for range 500 {
		n := alea.IntN(3000)
		etendue := 1 + alea.IntN(1<<uint(1+alea.IntN(20)))
		cles := make([]uint64, n)
		g := uint64(0)
		for i := range cles {
			if alea.IntN(50) > 0 { // now and then a code out of order
				g += 1 + uint64(alea.IntN(5))
			} else {
				g = uint64(alea.IntN(1 << 20))
			}
			cles[i] = uint64(alea.IntN(etendue))<<33 | uint64(alea.IntN(2))<<32 | g
		}
		attendu := slices.Clone(cles)
		slices.Sort(attendu)
		enOrdre(cles)
		require.Equal(t, attendu, cles)
	}
}

// TestClasses: classes splits a set by the answers to a proposal as the
// definition does (the winning answer left out), the smallest class
// first, and ties in the order of their answers.
func TestClasses(t *testing.T) {
	c := nouveauCalcul(&fichier{pions: 4, couleurs: 5, repetitions: true})
	alea := rand.New(rand.NewPCG(5, 6))
	for range 300 {
		s := slices.Clone(c.secrets)
		alea.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
		s = s[:1+alea.IntN(len(s))]
		slices.Sort(s)
		g := int32(alea.IntN(len(c.codes)))
		par := map[int][]int32{}
		for _, x := range s {
			if a := c.indice(g, x); a != c.gagnant() {
				par[a] = append(par[a], x)
			}
		}
		var attendu []classe
		for a := range c.gagnant() {
			if len(par[a]) > 0 {
				attendu = append(attendu, classe{rep: a, codes: par[a]})
			}
		}
		slices.SortStableFunc(attendu, func(x, y classe) int { return len(x.codes) - len(y.codes) })
		require.Equal(t, attendu, c.classes(s, g))
	}
}

// TestStopped: a check whose context is done claims nothing
// (context.Canceled); done during the check, the search stops at its
// next look (every 1024 calls) and unwinds.
func TestStopped(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := VerifieContexte(ctx, strings.NewReader(fichierBorne(3, 4, true, "-", "full", 0, 1)))
	require.ErrorIs(t, err, context.Canceled)
	assert.Zero(t, r)

	c := nouveauCalcul(&fichier{pions: 4, couleurs: 5, repetitions: true, horizon: 1 << 30})
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	lectures := 0
	c.ctx = contexteQuiCompte{ctx, func() {
		lectures++
		if lectures == 3 {
			cancel()
		}
	}}
	c.vaut(c.secrets, nil, 1<<30, infini)
	assert.True(t, c.arrete)
	assert.Equal(t, 3, lectures, "stopped at the first look after the cancel")
	assert.Less(t, c.appels, 4*1024+1024, "and unwound without looking again")
}

// contexteQuiCompte calls vu each time its Err is read.
type contexteQuiCompte struct {
	context.Context
	vu func()
}

func (c contexteQuiCompte) Err() error {
	c.vu()
	return c.Context.Err()
}
