package optimal

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// petitesTailles are the sizes of known optimum the tests solve whole in
// a blink.
var petitesTailles = []code.Taille{
	{Pions: 2, Couleurs: 2}, {Pions: 2, Couleurs: 4}, {Pions: 2, Couleurs: 6}, {Pions: 3, Couleurs: 2},
	{Pions: 3, Couleurs: 3}, {Pions: 3, Couleurs: 4}, {Pions: 3, Couleurs: 5}, {Pions: 4, Couleurs: 2},
	{Pions: 4, Couleurs: 3}, {Pions: 4, Couleurs: 4}, {Pions: 5, Couleurs: 2}, {Pions: 5, Couleurs: 3},
	{Pions: 4, Couleurs: 6, SansRepetition: true},
}

// TestBoundNeverExceedsTheOptimum: on every small size, at every horizon
// and exact size, the lower bound is at most the optimum, and equal to it
// when nothing was bounded at the horizon; it never falls as the horizon
// or the exact size grows (more levels only tighten it), and with every
// level it is the optimum.
func TestBoundNeverExceedsTheOptimum(t *testing.T) {
	for _, taille := range petitesTailles {
		optimum, connu := Optimum(taille, Options{})
		require.True(t, connu, "%s", taille)
		e := codetest.Espace(t, taille)
		t.Run(taille.String(), func(t *testing.T) {
			precedent := map[int]int{}
			for h := 1; h <= 4; h++ {
				for _, x := range []int{0, 6, 20} {
					b, err := BorneInferieure(context.Background(), e, e.Secrets(), nil, OptionsBorne{Horizon: h, Exact: x, Fils: 1})
					require.NoError(t, err)
					assert.LessOrEqual(t, b.Total, optimum, "H=%d T=%d", h, x)
					if b.Exact {
						assert.Equal(t, optimum, b.Total, "H=%d T=%d: nothing bounded, the optimum", h, x)
					}
					assert.GreaterOrEqual(t, b.Total, precedent[x], "H=%d T=%d: one more level never lowers it", h, x)
					precedent[x] = b.Total
				}
			}
			b, err := BorneInferieure(context.Background(), e, e.Secrets(), nil, OptionsBorne{Horizon: 1, Exact: len(e.Secrets()), Fils: 1})
			require.NoError(t, err)
			assert.Equal(t, optimum, b.Total, "every set solved exactly")
			assert.True(t, b.Exact)
		})
	}
}

// TestHalfLevelLiesBetweenTheHorizons: on every small size, at every
// horizon and exact size, the half level at the horizon (OptionsBorne.Demi)
// is at least the bound without it and at most the bound with one more
// level (the half level is that level with the classes counted only),
// hence at most the optimum; exact when nothing was bounded.
func TestHalfLevelLiesBetweenTheHorizons(t *testing.T) {
	for _, taille := range petitesTailles {
		optimum, connu := Optimum(taille, Options{})
		require.True(t, connu, "%s", taille)
		e := codetest.Espace(t, taille)
		t.Run(taille.String(), func(t *testing.T) {
			for h := 1; h <= 3; h++ {
				for _, x := range []int{0, 6} {
					borne := func(h int, demi bool) Borne {
						b, err := BorneInferieure(context.Background(), e, e.Secrets(), nil, OptionsBorne{Horizon: h, Exact: x, Demi: demi, Fils: 1})
						require.NoError(t, err)
						return b
					}
					sans, demi, plus := borne(h, false), borne(h, true), borne(h+1, false)
					assert.LessOrEqual(t, sans.Total, demi.Total, "H=%d T=%d", h, x)
					assert.LessOrEqual(t, demi.Total, plus.Total, "H=%d T=%d", h, x)
					assert.LessOrEqual(t, demi.Total, optimum, "H=%d T=%d", h, x)
					if demi.Exact {
						assert.Equal(t, optimum, demi.Total, "H=%d T=%d", h, x)
					}
				}
			}
		})
	}
}

// TestClassBoundsNeverExceedTheirOptimum: the same, class by class of
// every first proposal (up to symmetry), against the exact search of the
// class (SousArbre); the bound of a first proposal (its classes' bounds)
// is at most the exact cost of its best tree.
func TestClassBoundsNeverExceedTheirOptimum(t *testing.T) {
	for _, taille := range []code.Taille{{Pions: 3, Couleurs: 5}, {Pions: 4, Couleurs: 4}, {Pions: 2, Couleurs: 6}, {Pions: 5, Couleurs: 3}} {
		e := codetest.Espace(t, taille)
		t.Run(taille.String(), func(t *testing.T) {
			for _, g := range Premiers(taille) {
				classes := map[code.Reponse][]int32{}
				for _, s := range e.Secrets() {
					r := code.Evalue(e.Code(int(s)), g)
					if !r.Gagnante(taille.Pions) {
						classes[r] = append(classes[r], s)
					}
				}
				for r, s := range classes {
					lignes := []plateau.Ligne{{Code: g, Reponse: r}}
					exact := 1
					if len(s) > 1 {
						a, err := SousArbre(context.Background(), strategie.NouvelEtat(e, lignes, 0), 0)
						require.NoError(t, err)
						exact = a.Total()
					}
					for _, o := range []OptionsBorne{{Horizon: 1}, {Horizon: 2, Exact: 5}, {Horizon: 3}, {Horizon: 1, Demi: true}, {Horizon: 2, Exact: 5, Demi: true}} {
						o.Fils = 1
						b, err := BorneInferieure(context.Background(), e, s, lignes, o)
						require.NoError(t, err)
						assert.LessOrEqual(t, b.Total, exact, "%v after %v, %+v", r, g, o)
						if b.Exact {
							assert.Equal(t, exact, b.Total, "%v after %v, %+v", r, g, o)
						}
					}
				}
			}
		})
	}
}

// TestPremiers: the first proposals up to symmetry are the partitions of
// the pegs into at most as many parts as colours.
func TestPremiers(t *testing.T) {
	mots := func(t code.Taille) []string {
		var out []string
		for _, c := range Premiers(t) {
			out = append(out, fmt.Sprint(c))
		}
		return out
	}
	assert.Equal(t, []string{"(0,0,0,0)", "(0,0,0,1)", "(0,0,1,1)", "(0,0,1,2)", "(0,1,2,3)"}, mots(code.Taille{Pions: 4, Couleurs: 6}))
	assert.Len(t, Premiers(code.Taille{Pions: 5, Couleurs: 8}), 7)
	assert.Len(t, Premiers(code.Taille{Pions: 5, Couleurs: 2}), 3)
	assert.Equal(t, []string{"(0,1,2,3)"}, mots(code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}))
}

// TestFloorOfAProposalOutside: a proposal that wins on no code of s sums
// at least n plus the counting bound of n codes in min(r, n) classes,
// the floor under which demiNiveau does not read the list of proposals.
// Every proposal on random sets of three sizes, at every depth left.
func TestFloorOfAProposalOutside(t *testing.T) {
	for _, taille := range []code.Taille{{Pions: 3, Couleurs: 4}, {Pions: 4, Couleurs: 4}, {Pions: 5, Couleurs: 3}} {
		e := codetest.Espace(t, taille)
		m := nouveauMoteur(e, 0)
		f := m.nouveauFil()
		niv := f.niveau(0)
		alea := rand.New(rand.NewPCG(5, uint64(taille.Pions)))
		for range 200 {
			s := slices.Clone(e.Secrets())
			alea.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
			s = s[:2+alea.IntN(len(s)-2)]
			slices.Sort(s)
			n := len(s)
			for d := 1; d <= m.b.dmax; d++ {
				// borneCoup's sums stop at infini.
				plancher := min(n+m.b.partage(n, min(m.r, n), d-1), infini)
				for g := range int32(e.Nombre()) {
					if c, _ := f.borneCoup(s, g, d, niv); !c.gagne {
						require.GreaterOrEqual(t, c.borne, plancher, "%s, %d codes, d = %d, proposal %d", taille, n, d, g)
					}
				}
			}
		}
	}
}
