package optimal

import (
	"errors"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
)

// A tree read from the cache is checked whole before it plays: Arbre.Verifie
// walks every secret down it (each node's proposal follows from the answers
// on its path, every secret is found, counts and totals are recomputed),
// and VerifieOptimum compares its total with the optimum when it is known,
// so that a tree that is a strategy but not the best one, written with a
// correct checksum, is computed again rather than played as "optimal".

// ErrNonOptimal: the tree is a strategy, but it spends more proposals than
// the known optimum of its size.
var ErrNonOptimal = errors.New("the tree is not optimal")

// ErreurNonOptimal is a tree whose total is not the known optimum of its
// size.
type ErreurNonOptimal struct {
	Total, Optimum int
}

func (e *ErreurNonOptimal) Error() string {
	return fmt.Sprintf("total %d, the optimum is %d", e.Total, e.Optimum)
}

// Unwrap lets errors.Is match ErrNonOptimal.
func (e *ErreurNonOptimal) Unwrap() error { return ErrNonOptimal }

// cleOptimum is a size and a limit of proposals (0: none).
type cleOptimum struct {
	taille   code.Taille
	maxCoups int
}

// optimums are the totals of the optimal trees docs/OPTIMAL.md gives (its
// table "What it finds", checked by TestOptimalPageTable and make verify):
// Koyama and Lai's 4 × 6, Ville's 4 × 7 and small sizes, and what this
// program proved for the others), then those of its table of the new
// exact optima (TestFrontierTable).
var optimums = map[cleOptimum]int{
	{code.Taille{Pions: 3, Couleurs: 6}, 0}:                       854,
	{code.Taille{Pions: 3, Couleurs: 8}, 0}:                       2359,
	{code.Taille{Pions: 5, Couleurs: 3}, 0}:                       816,
	{code.Taille{Pions: 5, Couleurs: 4}, 0}:                       3954,
	{code.Taille{Pions: 4, Couleurs: 6}, 0}:                       5625,
	{code.Taille{Pions: 4, Couleurs: 6}, 5}:                       5626,
	{code.Taille{Pions: 4, Couleurs: 7}, 0}:                       11228,
	{code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}, 0}: 1446,
	{code.Taille{Pions: 4, Couleurs: 8}, 0}:                       20471,
	{code.Taille{Pions: 3, Couleurs: 10}, 0}:                      5242,
	{code.Taille{Pions: 3, Couleurs: 16}, 0}:                      28479,
	{code.Taille{Pions: 5, Couleurs: 5}, 0}:                       13496,
	{code.Taille{Pions: 6, Couleurs: 3}, 0}:                       2649,
	{code.Taille{Pions: 6, Couleurs: 4}, 0}:                       17281,
	{code.Taille{Pions: 7, Couleurs: 3}, 0}:                       8715,
	// The new exact optima (docs/OPTIMAL.md, "The frontier").
	{code.Taille{Pions: 2, Couleurs: 2}, 0}:  8,
	{code.Taille{Pions: 2, Couleurs: 3}, 0}:  21,
	{code.Taille{Pions: 2, Couleurs: 4}, 0}:  45,
	{code.Taille{Pions: 2, Couleurs: 5}, 0}:  81,
	{code.Taille{Pions: 2, Couleurs: 6}, 0}:  132,
	{code.Taille{Pions: 2, Couleurs: 7}, 0}:  198,
	{code.Taille{Pions: 2, Couleurs: 8}, 0}:  284,
	{code.Taille{Pions: 2, Couleurs: 9}, 0}:  388,
	{code.Taille{Pions: 2, Couleurs: 10}, 0}: 517,
	{code.Taille{Pions: 2, Couleurs: 11}, 0}: 667,
	{code.Taille{Pions: 2, Couleurs: 12}, 0}: 847,
	{code.Taille{Pions: 2, Couleurs: 13}, 0}: 1051,
	{code.Taille{Pions: 2, Couleurs: 14}, 0}: 1290,
	{code.Taille{Pions: 2, Couleurs: 15}, 0}: 1556,
	{code.Taille{Pions: 2, Couleurs: 16}, 0}: 1862,
	{code.Taille{Pions: 3, Couleurs: 2}, 0}:  18,
	{code.Taille{Pions: 3, Couleurs: 3}, 0}:  73,
	{code.Taille{Pions: 3, Couleurs: 4}, 0}:  206,
	{code.Taille{Pions: 3, Couleurs: 5}, 0}:  451,
	{code.Taille{Pions: 3, Couleurs: 7}, 0}:  1474,
	{code.Taille{Pions: 3, Couleurs: 9}, 0}:  3596,
	{code.Taille{Pions: 3, Couleurs: 11}, 0}: 7361,
	{code.Taille{Pions: 3, Couleurs: 12}, 0}: 10076,
	{code.Taille{Pions: 3, Couleurs: 13}, 0}: 13438,
	{code.Taille{Pions: 3, Couleurs: 14}, 0}: 17544,
	{code.Taille{Pions: 3, Couleurs: 15}, 0}: 22540,
	{code.Taille{Pions: 4, Couleurs: 2}, 0}:  44,
	{code.Taille{Pions: 4, Couleurs: 3}, 0}:  246,
	{code.Taille{Pions: 4, Couleurs: 4}, 0}:  905,
	{code.Taille{Pions: 4, Couleurs: 5}, 0}:  2463,
	{code.Taille{Pions: 4, Couleurs: 9}, 0}:  34666,
	{code.Taille{Pions: 5, Couleurs: 2}, 0}:  97,
	{code.Taille{Pions: 6, Couleurs: 2}, 0}:  224,
	{code.Taille{Pions: 7, Couleurs: 2}, 0}:  496,
	{code.Taille{Pions: 2, Couleurs: 17}, 0}: 2198,
	{code.Taille{Pions: 2, Couleurs: 18}, 0}: 2579,
	{code.Taille{Pions: 2, Couleurs: 19}, 0}: 2993,
	{code.Taille{Pions: 2, Couleurs: 20}, 0}: 3457,
	{code.Taille{Pions: 2, Couleurs: 21}, 0}: 3957,
	{code.Taille{Pions: 2, Couleurs: 22}, 0}: 4512,
	{code.Taille{Pions: 2, Couleurs: 23}, 0}: 5106,
	{code.Taille{Pions: 2, Couleurs: 24}, 0}: 5760,
	{code.Taille{Pions: 2, Couleurs: 25}, 0}: 6456,
	{code.Taille{Pions: 2, Couleurs: 26}, 0}: 7217,
	{code.Taille{Pions: 8, Couleurs: 2}, 0}:  1104,
	{code.Taille{Pions: 9, Couleurs: 2}, 0}:  2390,
	{code.Taille{Pions: 3, Couleurs: 17}, 0}: 35488,
}

// Optimum is the total of the optimal tree of size t with options o, and
// whether it is known: only for the sizes of docs/OPTIMAL.md, with their
// limit of proposals, and no first proposal imposed.
func Optimum(t code.Taille, o Options) (total int, connu bool) {
	if o.Premier != nil {
		return 0, false
	}
	total, connu = optimums[cleOptimum{t, o.MaxCoups}]
	return total, connu
}

// VerifieOptimum checks a tree that Verifie accepted against what is known
// of the optimum of its size with options o: its total is the known
// optimum, and what it says of the other first proposals agrees (an exact
// alternative never costs less than the tree, its own proposal costs what
// the tree does).
//
// Résultat: nil; an *ErreurNonOptimal; an error that says which
// alternative is wrong.
func (a *Arbre) VerifieOptimum(o Options) error {
	if optimum, connu := Optimum(a.taille, o); connu && a.Total() != optimum {
		return &ErreurNonOptimal{Total: a.Total(), Optimum: optimum}
	}
	racine := a.taille.Code(int(a.noeuds[0].Proposition))
	for _, x := range a.alternatives {
		switch {
		case x.Proposition == racine && x.Total != a.Total():
			return fmt.Errorf("the first proposal %v is said to cost %d, the tree spends %d", x.Proposition, x.Total, a.Total())
		case x.Exact && x.Total < a.Total():
			return fmt.Errorf("the first proposal %v is said to cost %d, less than the tree's %d", x.Proposition, x.Total, a.Total())
		}
	}
	return nil
}
