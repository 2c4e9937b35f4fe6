package strategie_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// uns is n secrets played once each.
func uns(n int) []int {
	f := make([]int, n)
	for i := range f {
		f[i] = 1
	}
	return f
}

func TestNbReponses(t *testing.T) {
	for p := 1; p <= 4; p++ {
		// Every answer any proposal gets against any secret, counted
		// (4×5: 625 codes, every pair).
		taille := code.Taille{Pions: p, Couleurs: p + 1}
		vues := map[code.Reponse]bool{}
		for s := range taille.Codes() {
			for g := range taille.Codes() {
				vues[code.Evalue(s, g)] = true
			}
		}
		assert.Len(t, vues, strategie.NbReponses(taille), "%v", taille)
	}
}

// TestBorneComptageByHand: the levels filled in order, the secrets played
// most often first.
func TestBorneComptageByHand(t *testing.T) {
	quatreSix := code.Taille{Pions: 4, Couleurs: 6} // 14 answers: 13 children a node
	assert.Equal(t, 1+13*2+169*3+(1296-183)*4, strategie.BorneComptage(quatreSix, uns(1296)), "3.847 a secret, below 5625's 4.3403")
	assert.Equal(t, 1, strategie.BorneComptage(quatreSix, uns(1)))
	assert.Equal(t, 1+2*2, strategie.BorneComptage(quatreSix, uns(3)))
	assert.Equal(t, 0, strategie.BorneComptage(quatreSix, nil))
	assert.Equal(t, 5*1+3*2+1*2, strategie.BorneComptage(quatreSix, []int{1, 5, 3}), "the most played at the root")
	unPion := code.Taille{Pions: 1, Couleurs: 6} // 2 answers: a chain
	assert.Equal(t, 1+2+3+4+5+6, strategie.BorneComptage(unPion, uns(6)))
}

// optimumExhaustif is the least total of proposals over the secrets of e,
// searched over every proposal at every node, independently of package
// optimal: cost(S) = |S| + the costs of the classes that do not win.
func optimumExhaustif(t *testing.T, e *code.Espace) int {
	t.Helper()
	n := e.Nombre()
	require.LessOrEqual(t, n, 64, "a set of codes is a 64-bit mask")
	var secrets uint64
	for _, s := range e.Secrets() {
		secrets |= 1 << s
	}
	memo := map[uint64]int{}
	var cout func(s uint64) int
	cout = func(s uint64) int {
		if c, ok := memo[s]; ok {
			return c
		}
		taille := 0
		for x := s; x != 0; x &= x - 1 {
			taille++
		}
		meilleur := -1
		for g := range n {
			if !e.Taille().Admissible(e.Code(g)) {
				continue
			}
			classes := map[code.Reponse]uint64{}
			for i := range n {
				if s&(1<<i) != 0 {
					classes[code.Evalue(e.Code(i), e.Code(g))] |= 1 << i
				}
			}
			if len(classes) == 1 && classes[code.Evalue(e.Code(g), e.Code(g))] != s {
				continue // a proposal that separates nothing
			}
			c := taille
			for r, k := range classes {
				if !r.Gagnante(e.Taille().Pions) {
					c += cout(k)
				}
			}
			if meilleur < 0 || c < meilleur {
				meilleur = c
			}
		}
		memo[s] = meilleur
		return meilleur
	}
	return cout(secrets)
}

// TestBorneComptageBelowTheOptimum: the bound never exceeds the exact
// optimum: an exhaustive search of this test's own on the sizes it can
// solve (equal to the bound with one peg), and every optimum package
// optimal knows (docs/OPTIMAL.md).
func TestBorneComptageBelowTheOptimum(t *testing.T) {
	for _, taille := range []code.Taille{
		{Pions: 1, Couleurs: 5}, {Pions: 2, Couleurs: 2}, {Pions: 2, Couleurs: 3}, {Pions: 2, Couleurs: 4},
		{Pions: 3, Couleurs: 2}, {Pions: 4, Couleurs: 2}, {Pions: 3, Couleurs: 4, SansRepetition: true},
	} {
		e := codetest.Espace(t, taille)
		opt := optimumExhaustif(t, e)
		borne := strategie.BorneComptage(taille, uns(len(e.Secrets())))
		assert.LessOrEqual(t, borne, opt, "%v", taille)
		if taille.Pions == 1 {
			assert.Equal(t, opt, borne, "one peg: the bound is the optimum")
		}
		if connu, ok := optimal.Optimum(taille, optimal.Options{}); ok {
			assert.Equal(t, connu, opt, "%v: the exhaustive search agrees with docs/OPTIMAL.md", taille)
		}
	}
	connus := 0
	for p := 2; p <= 9; p++ {
		for c := 2; c <= 26; c++ {
			for _, sans := range []bool{false, true} {
				taille := code.Taille{Pions: p, Couleurs: c, SansRepetition: sans}
				opt, ok := optimal.Optimum(taille, optimal.Options{})
				if !ok {
					continue
				}
				connus++
				borne := strategie.BorneComptage(taille, uns(taille.NombreSecrets()))
				assert.LessOrEqual(t, borne, opt, "%v", taille)
				assert.Greater(t, borne, 0)
			}
		}
	}
	assert.GreaterOrEqual(t, connus, 60, "every optimum of docs/OPTIMAL.md")
}

// TestBorneComptageHoldsForTrees: a strategy's tree spends at least the
// bound on any rounds, secrets played several times included (the
// built-in strategies of 3×4, on random runs).
func TestBorneComptageHoldsForTrees(t *testing.T) {
	taille := code.Taille{Pions: 3, Couleurs: 4}
	e := codetest.Espace(t, taille)
	r := rand.New(rand.NewPCG(1, 2))
	for _, nom := range []string{"lexico", "knuth"} {
		s, err := strategie.Nouvelle(nom)
		require.NoError(t, err)
		st, err := strategie.Calcule(context.Background(), s, e, strategie.Options{})
		require.NoError(t, err)
		for range 200 {
			// A run: some secrets, each played 1 to 5 times.
			var fois []int
			total := 0
			for i := range e.Secrets() {
				if r.IntN(3) == 0 {
					f := 1 + r.IntN(5)
					fois = append(fois, f)
					total += f * int(st.Coups[i])
				}
			}
			assert.LessOrEqual(t, strategie.BorneComptage(taille, fois), total, s.Nom())
		}
	}
}
