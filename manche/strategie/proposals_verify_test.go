//go:build verify

package strategie

import (
	"context"
	"fmt"
	"hash/fnv"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
)

// signee proposes as s and adds to somme a hash of each node: its rows and
// the proposal. The sum does not depend on the order the two goroutines
// walk the tree in.
type signee struct {
	s     ParScore
	somme *atomic.Uint64
}

func (c signee) Nom() string { return c.s.Nom() }

func (c signee) Propose(e *Etat) (code.Code, error) {
	g, err := c.s.Propose(e)
	h := fnv.New64a()
	for _, l := range e.Lignes {
		fmt.Fprintf(h, "%v%v|", l.Code, l.Reponse)
	}
	fmt.Fprintf(h, "=%v", g)
	c.somme.Add(h.Sum64())
	return g, err
}

// TestVerifyEveryProposalOf6x9 checks, by make verify, that every proposal
// of every node of the 6×9 trees of the score strategies, with repeats and
// without, is the one the program made before issue 16's speed-ups
// (001ce51, recorded at 86f8d03): a sum of hashes of each node's rows
// and proposal. A few minutes.
func TestVerifyEveryProposalOf6x9(t *testing.T) {
	attendus := map[string]uint64{
		"6×9/knuth":                   0xc0a3a4f63b3731ec,
		"6×9/most-parts":              0xb4e8d29ed79d9006,
		"6×9/entropy":                 0x954ceb574c24a624,
		"6×9/expected-size":           0x18067a6cd069cc69,
		"6×9 no-repeat/knuth":         0x6dc0971aacb8e772,
		"6×9 no-repeat/most-parts":    0xc73e8e4cf9618b1d,
		"6×9 no-repeat/entropy":       0x8fa224a4975b81fd,
		"6×9 no-repeat/expected-size": 0xd36f5eb9d29ecc28,
	}
	for _, sansRep := range []bool{false, true} {
		e := espace(t, code.Taille{Pions: 6, Couleurs: 9, SansRepetition: sansRep})
		for _, c := range Criteres() {
			nom := e.Taille().String() + "/" + c.Nom()
			t.Run(nom, func(t *testing.T) {
				var somme atomic.Uint64
				_, err := Calcule(context.Background(), signee{NouvelleParScore(c), &somme}, e, Options{})
				require.NoError(t, err)
				assert.Equal(t, fmt.Sprintf("%x", attendus[nom]), fmt.Sprintf("%x", somme.Load()))
			})
		}
	}
}
