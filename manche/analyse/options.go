package analyse

import (
	"time"

	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// Options say how far the analysis may go for the optimal strategy's
// advice.
type Options struct {
	// Arbre, when not nil, is the optimal tree of the round's size (from
	// the cache): a move whose rows lead to one of its nodes takes the
	// tree's proposal, at no cost.
	Arbre *optimal.Arbre
	// MaxOptimal is the most codes still possible for which the optimal
	// tree is searched when Arbre does not reach the move; 0 means
	// DefautMaxOptimal, a negative value never searches.
	MaxOptimal int
	// Delai bounds each such search; past it the move's advice is the best
	// guess by expected size (SourceAttendue). 0 means DefautDelai, a
	// negative value no bound (the tests: the result then depends on
	// MaxOptimal only, never on the machine's speed).
	Delai time.Duration
}

// The defaults of Options: a whole 4 × 6 game (1296 codes) is searched in
// about a tenth of a second on two cores, and any set of codes left after
// a first guess in less.
const (
	DefautMaxOptimal = 1296
	DefautDelai      = time.Second
)

func (o Options) maxOptimal() int {
	if o.MaxOptimal == 0 {
		return DefautMaxOptimal
	}
	return o.MaxOptimal
}

func (o Options) delai() time.Duration {
	if o.Delai == 0 {
		return DefautDelai
	}
	return o.Delai
}
