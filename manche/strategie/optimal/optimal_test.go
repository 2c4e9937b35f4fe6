package optimal

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

var palette = couleur.MustDefaut(8)

func arbre(t testing.TB, taille code.Taille, o Options) (*code.Espace, *Arbre) {
	t.Helper()
	e := codetest.Espace(t, taille)
	a, err := Calcule(context.Background(), e, o)
	require.NoError(t, err)
	require.NoError(t, a.Verifie(e), "the tree is a strategy")
	return e, a
}

// The trees of 4 × 6, computed once for all the tests (a few seconds
// under the race detector, a fifth of a second without).
var (
	arbre4x6 = sync.OnceValues(func() (*Arbre, error) {
		e, err := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6})
		if err != nil {
			return nil, err
		}
		return Calcule(context.Background(), e, Options{})
	})
	arbre4x6max5 = sync.OnceValues(func() (*Arbre, error) {
		e, err := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6})
		if err != nil {
			return nil, err
		}
		return Calcule(context.Background(), e, Options{MaxCoups: 5})
	})
)

// fixe returns a tree of 4 × 6. Under -short the tests that need one are
// skipped: they take seconds under the race detector (make test runs them;
// the smaller sizes cover the same code).
func fixe(t testing.TB, f func() (*Arbre, error)) (*code.Espace, *Arbre) {
	t.Helper()
	if testing.Short() {
		t.Skip("4 × 6 takes seconds under the race detector")
	}
	a, err := f()
	require.NoError(t, err)
	e := codetest.Espace(t, a.Taille())
	require.NoError(t, a.Verifie(e), "the tree is a strategy")
	return e, a
}

func TestKoyamaLai4x6(t *testing.T) {
	_, a := fixe(t, arbre4x6)
	st := a.Statistiques()
	assert.Equal(t, 5625, st.Total)
	assert.InDelta(t, 4.340, st.Moyenne(), 0.0005)
	assert.Equal(t, 6, st.Max, "the optimal average needs 6 guesses for a few secrets")
	assert.Equal(t, "RRBJ", a.taille.Code(int(a.noeuds[0].Proposition)).Mot(palette), "first guess AABC")

	_, a5 := fixe(t, arbre4x6max5)
	assert.Equal(t, 5626, a5.Total(), "the best average within 5 guesses")
	assert.Equal(t, 5, a5.Statistiques().Max)
}

// naif is the optimum by plain recursion: every admissible code tried at
// every node, every class solved, no bound, no symmetry; only the sets are
// remembered.
func naif(e *code.Espace, s []int32, d int, memo map[string]int) int {
	switch {
	case d == 0:
		return infini
	case len(s) == 1:
		return 1
	}
	cle := fmt.Sprint(s, d)
	if v, ok := memo[cle]; ok {
		return v
	}
	best := infini
	for g := range e.Nombre() {
		if !e.Taille().Admissible(e.Code(g)) {
			continue
		}
		classes := map[int][]int32{}
		for _, c := range s {
			if r := e.Score(g, int(c)); r != e.Taille().IndexGagnant() {
				classes[r] = append(classes[r], c)
			}
		}
		if len(classes) == 1 && len(classes[e.Score(g, int(s[0]))]) == len(s) {
			continue
		}
		total := len(s)
		for _, cls := range classes {
			total += naif(e, cls, d-1, memo)
		}
		best = min(best, total)
	}
	memo[cle] = best
	return best
}

// The search, with its bounds, cut-offs and symmetries, finds what the
// plain recursion finds, with and without a limit, with and without
// repeats.
func TestAgreesWithPlainRecursion(t *testing.T) {
	tailles := []code.Taille{
		{Pions: 1, Couleurs: 5}, {Pions: 2, Couleurs: 2}, {Pions: 2, Couleurs: 3}, {Pions: 2, Couleurs: 4},
		{Pions: 2, Couleurs: 5}, {Pions: 3, Couleurs: 2}, {Pions: 3, Couleurs: 3}, {Pions: 4, Couleurs: 2},
		{Pions: 3, Couleurs: 4, SansRepetition: true},
		{Pions: 2, Couleurs: 6, SansRepetition: true},
		{Pions: 3, Couleurs: 5, SansRepetition: true},
		{Pions: 4, Couleurs: 4, SansRepetition: true},
		{Pions: 3, Couleurs: 3, SansRepetition: true},
	}
	for _, taille := range tailles {
		e := codetest.Espace(t, taille)
		for _, limite := range []int{0, 2, 3, 4} {
			t.Run(fmt.Sprintf("%s max %d", taille, limite), func(t *testing.T) {
				d := limite
				if d == 0 {
					d = 64
				}
				voulu := naif(e, e.Secrets(), d, map[string]int{})
				a, err := Calcule(context.Background(), e, Options{MaxCoups: limite})
				if voulu >= infini {
					assert.ErrorIs(t, err, ErrImpossible)
					return
				}
				require.NoError(t, err)
				assert.Equal(t, voulu, a.Total())
				assert.NoError(t, a.Verifie(e))
			})
		}
	}
}

func TestOneSlot(t *testing.T) {
	for n := 1; n <= 8; n++ {
		_, a := arbre(t, code.Taille{Pions: 1, Couleurs: n}, Options{})
		assert.Equal(t, n*(n+1)/2, a.Total(), "one colour after another")
	}
}

func TestImposedFirstGuess(t *testing.T) {
	taille := code.Taille{Pions: 3, Couleurs: 6}
	premier := codetest.Code(t, "RRR")
	e, a := arbre(t, taille, Options{Premier: &premier})
	assert.Equal(t, premier, e.Code(int(a.noeuds[0].Proposition)))
	_, opt := arbre(t, taille, Options{})
	assert.Greater(t, a.Total(), opt.Total(), "RRR is not the best opening")
	require.Len(t, a.Alternatives(), 1)
	assert.Equal(t, Alternative{Proposition: premier, Total: a.Total(), Exact: true}, a.Alternatives()[0])
}

func TestAlternativesExplainTheFirstGuess(t *testing.T) {
	e, a := fixe(t, arbre4x6)
	alt := a.Alternatives()
	require.Len(t, alt, 5, "AAAA, AAAB, AABB, AABC, ABCD")
	racine := e.Code(int(a.noeuds[0].Proposition))
	for _, x := range alt {
		if x.Proposition == racine {
			assert.True(t, x.Exact)
			assert.Equal(t, a.Total(), x.Total)
		} else {
			assert.Greater(t, x.Total, a.Total(), "%s is worse", x.Proposition.Mot(palette))
		}
	}
}

// joue plays s against every secret of e and returns the total number of
// proposals, checking that each proposal agrees with the tree's node.
func joue(t *testing.T, s strategie.Strategie, e *code.Espace) int {
	t.Helper()
	total := 0
	for _, secret := range e.Secrets() {
		var lignes []plateau.Ligne
		for {
			c, err := s.Propose(strategie.NouvelEtat(e, lignes, 0))
			require.NoError(t, err)
			l := plateau.Ligne{Code: c, Reponse: code.Evalue(e.Code(int(secret)), c)}
			lignes = append(lignes, l)
			require.Less(t, len(lignes), 20)
			if l.Reponse.Gagnante(e.Taille().Pions) {
				break
			}
		}
		total += len(lignes)
	}
	return total
}

func TestStrategyPlaysTheTree(t *testing.T) {
	e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 6}, Options{})
	s := a.Strategie()
	assert.Equal(t, "optimal", s.Nom())
	assert.Same(t, a, s.Arbre())
	assert.Equal(t, 854, joue(t, s, e))
}

// A first guess imposed from outside leaves the tree: the strategy then
// searches the rest, and plays as the tree searched with that first guess.
func TestStrategyOffTheTree(t *testing.T) {
	taille := code.Taille{Pions: 3, Couleurs: 6}
	premier := codetest.Code(t, "RBB")
	e, a := arbre(t, taille, Options{})
	_, impose := arbre(t, taille, Options{Premier: &premier})
	assert.Equal(t, impose.Total(), joue(t, strategie.AvecPremier{S: a.Strategie(), Premier: premier}, e))
}

func TestStrategyErrors(t *testing.T) {
	e, a := fixe(t, arbre4x6)
	lignes := []plateau.Ligne{{Code: codetest.Code(t, "RRRR"), Reponse: code.Reponse{}}, {Code: codetest.Code(t, "RBJV"), Reponse: code.Reponse{Mal: 4}}}
	_, err := a.Strategie().Propose(strategie.NouvelEtat(e, lignes, 0))
	assert.ErrorIs(t, err, strategie.ErrAucunCandidat)

	autre := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 6})
	_, err = a.Strategie().Propose(strategie.NouvelEtat(autre, nil, 0))
	assert.Error(t, err, "a tree of another size")

	_, a5 := fixe(t, arbre4x6max5)
	hors := []plateau.Ligne{
		{Code: codetest.Code(t, "RRRR"), Reponse: code.Reponse{}}, {Code: codetest.Code(t, "BBBB"), Reponse: code.Reponse{}},
		{Code: codetest.Code(t, "JJJJ"), Reponse: code.Reponse{}}, {Code: codetest.Code(t, "VVVV"), Reponse: code.Reponse{}},
		{Code: codetest.Code(t, "OOOO"), Reponse: code.Reponse{}},
	}
	_, err = a5.Strategie().Propose(strategie.NouvelEtat(e, hors, 0))
	assert.ErrorIs(t, err, ErrImpossible, "five guesses played, the limit is used up")
}

func TestExplique(t *testing.T) {
	e, a := fixe(t, arbre4x6)
	x, err := a.Strategie().Explique(context.Background(), strategie.NouvelEtat(e, nil, 0))
	require.NoError(t, err)
	assert.Equal(t, "RRBJ", x.Proposition.Mot(palette))
	assert.Equal(t, 1296, x.Candidats)
	assert.Equal(t, 5625, x.Total)
	assert.True(t, x.Gagne)
	assert.Len(t, x.Classes, 13, "14 answers, the winning one has no class")
	somme, total := 1, x.Candidats
	for _, c := range x.Classes {
		somme += c.Candidats
		total += c.Total
		assert.LessOrEqual(t, c.Borne, c.Total)
		assert.GreaterOrEqual(t, c.Borne, 2*c.Candidats-1)
	}
	assert.Equal(t, x.Candidats, somme, "the classes share the candidates")
	assert.Equal(t, x.Total, total, "the node's total is its candidates plus its classes' totals")
	for _, c := range x.Classes {
		if c.Reponse == (code.Reponse{Bien: 0, Mal: 0}) {
			assert.Equal(t, 81, c.Candidats, "3⁴ codes without R, B, J")
		}
	}

	// Off the tree, the explanation is that of the tree searched then.
	lignes := []plateau.Ligne{{Code: codetest.Code(t, "RRRR"), Reponse: code.Reponse{Bien: 1}}}
	x, err = a.Strategie().Explique(context.Background(), strategie.NouvelEtat(e, lignes, 0))
	require.NoError(t, err)
	assert.Equal(t, 500, x.Candidats, "4 × 5³ codes hold exactly one R")
}

func TestStatistiques(t *testing.T) {
	e, a := arbre(t, code.Taille{Pions: 3, Couleurs: 6}, Options{})
	st := a.Statistiques()
	assert.Equal(t, 216, st.Secrets)
	n, total := 0, 0
	for k, x := range st.Distribution {
		n += x
		total += k * x
	}
	assert.Equal(t, st.Secrets, n)
	assert.Equal(t, st.Total, total)
	assert.Equal(t, st.Distribution[st.Max], len(st.Difficiles))
	assert.IsIncreasing(t, indices(e, st.Difficiles))
	for _, c := range st.Difficiles {
		assert.Len(t, jeu(t, a, e, c), st.Max, "%s needs the most guesses", c.Mot(palette))
	}
}

func indices(e *code.Espace, cs []code.Code) []int {
	var r []int
	for _, c := range cs {
		r = append(r, e.Taille().Index(c))
	}
	return r
}

// jeu plays the tree against secret and returns the rows.
func jeu(t *testing.T, a *Arbre, e *code.Espace, secret code.Code) []plateau.Ligne {
	t.Helper()
	var lignes []plateau.Ligne
	for len(lignes) < 20 {
		c, err := a.Strategie().Propose(strategie.NouvelEtat(e, lignes, 0))
		require.NoError(t, err)
		l := plateau.Ligne{Code: c, Reponse: code.Evalue(secret, c)}
		lignes = append(lignes, l)
		if l.Reponse.Gagnante(e.Taille().Pions) {
			return lignes
		}
	}
	t.Fatal("not found")
	return nil
}

func TestVerifieFindsBrokenTrees(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 4})
	casse := map[string]func(a *Arbre){
		"wrong proposal":      func(a *Arbre) { a.noeuds[1].Proposition = (a.noeuds[1].Proposition + 1) % 64 },
		"wrong answer":        func(a *Arbre) { a.noeuds[0].Branches[0].Reponse++ },
		"lost branch":         func(a *Arbre) { a.noeuds[0].Branches = a.noeuds[0].Branches[1:] },
		"wrong total":         func(a *Arbre) { a.noeuds[0].Total++ },
		"wrong count":         func(a *Arbre) { a.noeuds[2].Candidats-- },
		"shared child":        func(a *Arbre) { a.noeuds[0].Branches[1].Noeud = a.noeuds[0].Branches[0].Noeud },
		"winning answer":      func(a *Arbre) { a.noeuds[0].Branches[0].Reponse = uint8(e.Taille().IndexGagnant()) },
		"proposal not a code": func(a *Arbre) { a.noeuds[0].Proposition = 1000 },
		"child out of range":  func(a *Arbre) { a.noeuds[0].Branches[0].Noeud = 100000 },
		"child loops back":    func(a *Arbre) { a.noeuds[1].Branches[0].Noeud = 1 },
	}
	for nom, f := range casse {
		t.Run(nom, func(t *testing.T) {
			a, err := Calcule(context.Background(), e, Options{})
			require.NoError(t, err)
			f(a)
			assert.Error(t, a.Verifie(e))
		})
	}
	a, err := Calcule(context.Background(), e, Options{})
	require.NoError(t, err)
	a.maxCoups = a.Statistiques().Max - 1
	assert.Error(t, a.Verifie(e), "a secret needs more than the limit")
}

func TestLimits(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 5, Couleurs: 8})
	_, err := Calcule(context.Background(), e, Options{})
	assert.ErrorIs(t, err, ErrTropGrand)
	var et *ErreurTaille
	require.ErrorAs(t, err, &et)
	assert.Equal(t, MaxSecrets, et.Max)
	assert.NoError(t, Verifie(e.Taille(), Options{Forcer: true}))
	assert.ErrorIs(t, Verifie(code.Taille{Pions: 8, Couleurs: 2}, Options{}), ErrTropGrand)
	assert.NoError(t, Verifie(code.Taille{Pions: 8, Couleurs: 2}, Options{Forcer: true}), "8 pegs: large.go")
	assert.ErrorIs(t, Verifie(code.Taille{Pions: MaxPionsForce + 1, Couleurs: 2}, Options{Forcer: true}), ErrTropGrand)

	_, err = Calcule(context.Background(), codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6}), Options{MaxCoups: 4})
	assert.ErrorIs(t, err, ErrImpossible, "Knuth: five guesses are needed")
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Calcule(ctx, codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6}), Options{})
	assert.ErrorIs(t, err, context.Canceled)
}

func TestProgress(t *testing.T) {
	var vus []Progres
	_, err := Calcule(context.Background(), codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 6}), Options{Suivi: func(p Progres) { vus = append(vus, p) }})
	require.NoError(t, err)
	require.NotEmpty(t, vus)
	last := vus[len(vus)-1]
	assert.Equal(t, 854, last.Meilleur)
	assert.Positive(t, last.NbCoups)
	for _, p := range vus {
		assert.LessOrEqual(t, p.Classes, p.NbClasses)
		assert.LessOrEqual(t, p.Coup, p.NbCoups)
	}
}

// The workers fill the memo in an order that depends on timing; the tree
// must not: the same nodes with one worker or two, run after run. (The
// lower bounds of the first proposals dropped may differ: they are where
// the cut-off happened.)
func TestTheTreeIsTheSameOnEveryRun(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 8})
	var vus []*Arbre
	for _, fils := range []int{1, 2, 2} {
		a, err := Calcule(context.Background(), e, Options{Fils: fils})
		require.NoError(t, err)
		vus = append(vus, a)
	}
	for _, a := range vus[1:] {
		assert.True(t, slices.EqualFunc(vus[0].noeuds, a.noeuds, func(x, y Noeud) bool {
			return x.Proposition == y.Proposition && x.Total == y.Total && slices.Equal(x.Branches, y.Branches)
		}))
		for i, x := range a.Alternatives() {
			if x.Exact {
				assert.Equal(t, vus[0].Alternatives()[i], x)
			}
		}
	}
}
