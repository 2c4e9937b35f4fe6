package strategie

import (
	"cmp"
	"slices"

	"github.com/sae-mastermind/mastermind/code"
)

// NbReponses is how many answers a proposal of size t can get: the pairs
// (bien, mal) with bien + mal ≤ pions, but (pions − 1, 1), which no
// proposal gets (the last peg cannot be misplaced alone). It is an upper
// bound without repeats, where fewer come about.
func NbReponses(t code.Taille) int { return t.Pions * (t.Pions + 3) / 2 }

// BorneComptage is the least total of proposals any strategy that plays
// each round on its own can spend over rounds whose secrets are distinct
// codes of size t, the i-th played fois[i] times: a bound by counting,
// which no such strategy beats, whatever the order of the rounds.
//
// The count: such a strategy is a decision tree whose every node proposes
// one code, so at most one secret is found at each node (the one it
// proposes); the first proposal is one node, and a node has at most
// NbReponses(t) − 1 children, one per answer that does not win. So at most
// 1 secret is found with 1 proposal, r = NbReponses(t) − 1 with 2, r² with
// 3, and so on; the least total fills these levels in that order, the
// secrets played most often first. It never exceeds the optimum (the
// tests check it against every optimum known) and equals it with one peg.
func BorneComptage(t code.Taille, fois []int) int {
	tries := slices.Clone(fois)
	slices.SortFunc(tries, func(a, b int) int { return cmp.Compare(b, a) })
	r := NbReponses(t) - 1
	total, niveau, place, prof := 0, 1, 1, 1
	for _, f := range tries {
		if place == 0 {
			prof++
			// A level never needs more room than there are secrets.
			niveau = min(niveau*max(r, 1), len(tries))
			place = niveau
		}
		total += f * prof
		place--
	}
	return total
}
