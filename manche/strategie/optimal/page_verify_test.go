//go:build verify

package optimal

import (
	"context"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// The long checks of docs/OPTIMAL.md, run by make verify (build tag
// verify): the rows of its table that take a second or more, what the
// search proved about the first proposals of 4 × 7 and 4 × 8, and the
// partial searches the page compares with the whole ones. Each prints the
// time it took.

// tempsProcesseur is the processor time the process has used so far.
func tempsProcesseur(t *testing.T) time.Duration {
	t.Helper()
	var r syscall.Rusage
	require.NoError(t, syscall.Getrusage(syscall.RUSAGE_SELF, &r))
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}

func TestVerifyOptimalPageTable(t *testing.T) {
	longues := 0
	for _, l := range tableDeLaPage(t) {
		if !l.longue() {
			continue
		}
		longues++
		t.Run(l.nom(), func(t *testing.T) {
			avant := tempsProcesseur(t)
			a := verifieLigne(t, l)
			t.Logf("%s: %v of processor time", l.nom(), (tempsProcesseur(t) - avant).Round(time.Second))
			verifieDistribution(t, l, a)
		})
	}
	assert.Equal(t, 6, longues, "4×7, 4×8, 3×16, 5×5, 6×4 and 7×3")
}

// forme is a code's pattern: its colours renamed A, B, C… in order of
// first appearance (RRBJ is AABC).
func forme(c code.Code) string {
	noms := map[int]byte{}
	var b []byte
	for _, x := range c.Couleurs() {
		if _, ok := noms[x]; !ok {
			noms[x] = byte('A' + len(noms))
		}
		b = append(b, noms[x])
	}
	return string(b)
}

// alternatives are what the search proved about each first proposal, by
// pattern.
func alternatives(t *testing.T, taille code.Taille) map[string]Alternative {
	t.Helper()
	for _, l := range tableDeLaPage(t) {
		if l.taille == taille && l.maxCoups == 0 {
			a, _ := arbreDeLaLigne(t, l)
			m := map[string]Alternative{}
			for _, x := range a.Alternatives() {
				m[forme(x.Proposition)] = x
			}
			return m
		}
	}
	require.Fail(t, "no row for "+taille.String())
	return nil
}

// TestVerifyFirstProposals: on 4 × 7, ABCD costs exactly 11269 and AABC
// 11228, while AABB, AAAB and AAAA were dropped with lower bounds above
// 11228; on 4 × 8, ABCD (20471) beats AABC, bounded by 20491.
func TestVerifyFirstProposals(t *testing.T) {
	m := alternatives(t, code.Taille{Pions: 4, Couleurs: 7})
	assert.Equal(t, Alternative{Proposition: m["ABCD"].Proposition, Total: 11269, Exact: true}, m["ABCD"])
	assert.Equal(t, Alternative{Proposition: m["AABC"].Proposition, Total: 11228, Exact: true}, m["AABC"])
	for _, f := range []string{"AABB", "AAAB", "AAAA"} {
		require.Contains(t, m, f)
		assert.False(t, m[f].Exact, "%s dropped on its bound", f)
		assert.Greater(t, m[f].Total, 11228, f)
	}

	m = alternatives(t, code.Taille{Pions: 4, Couleurs: 8})
	assert.Equal(t, Alternative{Proposition: m["ABCD"].Proposition, Total: 20471, Exact: true}, m["ABCD"])
	assert.False(t, m["AABC"].Exact)
	assert.Equal(t, 20491, m["AABC"].Total, "AABC's bound")
}

// TestVerifyPartialSearch solves, one after the other, the classes AABC
// (RRBJ) leaves on 4 × 6, 4 × 7 and 4 × 8, as docs/OPTIMAL.md's partial
// searches do: their totals are the optimum with that first proposal,
// 5625, 11228 and 20491.
func TestVerifyPartialSearch(t *testing.T) {
	for _, tt := range []struct {
		taille code.Taille
		total  int
	}{
		{code.Taille{Pions: 4, Couleurs: 6}, 5625},
		{code.Taille{Pions: 4, Couleurs: 7}, 11228},
		{code.Taille{Pions: 4, Couleurs: 8}, 20491},
	} {
		t.Run(tt.taille.String(), func(t *testing.T) {
			e := codetest.Espace(t, tt.taille)
			premier, err := code.Lire("RRBJ", couleur.MustDefaut(tt.taille.Couleurs), 4)
			require.NoError(t, err)
			classes := map[code.Reponse]int{}
			for _, s := range e.Secrets() {
				classes[code.Evalue(e.Code(int(s)), premier)]++
			}
			var reps []code.Reponse
			for r := range classes {
				if !r.Gagnante(4) {
					reps = append(reps, r)
				}
			}
			slices.SortFunc(reps, func(a, b code.Reponse) int { return classes[a] - classes[b] })
			debut := time.Now()
			total := len(e.Secrets())
			for _, r := range reps {
				a, err := SousArbre(context.Background(), strategie.NouvelEtat(e, []plateau.Ligne{{Code: premier, Reponse: r}}, 0), 0)
				require.NoError(t, err)
				total += a.Total()
			}
			assert.Equal(t, tt.total, total)
			t.Logf("%s: the classes of AABC solved in %v", tt.taille, time.Since(debut).Round(100*time.Millisecond))
		})
	}
}

// TestVerifyFrontierTable (make verify): the rows of the table of the new
// exact optima that take a second or more, searched again, give the row
// (4 × 9 excepted: ten minutes and 2 GB here; make frontier computes it).
func TestVerifyFrontierTable(t *testing.T) {
	for _, l := range frontiereDeLaPage(t) {
		if !l.longue() || l.taille.NombreSecrets() > MaxSecrets {
			continue
		}
		t.Run(l.nom(), func(t *testing.T) {
			a := verifieLigne(t, l.ligneTable)
			assert.Equal(t, l.distribution, a.Statistiques().Distribution[1:], "distribution: %s", l.texte)
		})
	}
}
