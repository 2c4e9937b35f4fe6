//go:build check

package strategie

import (
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Every node of every size up to 5×8 and 8×3, with and without repeats:
// the same proposals with the position symmetries and the bounds by
// classes as without (make test: up to 4096 codes). Under the race
// detector, make test's sizes.
func TestPositionSymmetriesChangeNoProposalUpTo5x8(t *testing.T) {
	if race {
		t.Skip("make test's sizes run under the race detector")
	}
	symetriesSansChangement(t, 1<<30)
}

// Random states of 6×9, where the position symmetries matter most: four
// first moves (one row or two) and twenty deeper ones (short lists, where
// the best multisets are searched as they come), and its first move: the
// same proposal as the plain search. Long: make check (make test has
// every node up to 4096 codes, TestPositionSymmetriesChangeNoProposal).
func TestPositionSymmetriesOn6x9Full(t *testing.T) {
	if race {
		t.Skip("searches big states of 6×9")
	}
	symetries6x9(t, 4, 24, true)
}

// symetries6x9 compares, for each criterion, the proposal of n random
// states of 6×9 (the first premiers after one or two rows) with the plain
// search's, and the first move's when debut.
func symetries6x9(t *testing.T, premiers, n int, debut bool) {
	e := espace(t, code.Taille{Pions: 6, Couleurs: 9})
	r := rand.New(rand.NewPCG(16, 9))
	for _, c := range Criteres() {
		s := NouvelleParScore(c)
		var symetriques atomic.Int64
		for k := range n {
			// A random first row (or two), the answer of a random secret;
			// then three to five rows.
			secret := e.Code(r.IntN(e.Nombre()))
			var lignes []plateau.Ligne
			nb := 1 + r.IntN(2)
			if k >= premiers {
				nb = 3 + r.IntN(3)
			}
			for range nb {
				g := e.Code(r.IntN(e.Nombre()))
				lignes = append(lignes, plateau.Ligne{Code: g, Reponse: code.Evalue(secret, g)})
			}
			etat := NouvelEtat(e, lignes, 0)
			if len(etat.Candidats) > 20000 {
				continue
			}
			_, err := comparee{s, &symetriques}.Propose(etat)
			require.NoError(t, err, "%s after %s", c.Nom(), histoire(lignes))
		}
		if !debut {
			continue
		}
		// The first move of every size has every position symmetry.
		_, err := comparee{s, &symetriques}.Propose(NouvelEtat(e, nil, 0))
		require.NoError(t, err)
		assert.Positive(t, symetriques.Load())
	}
}
