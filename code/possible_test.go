package code_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
)

// TestReponsePossibleEstCeQuUnCodeDonne (issue 42): on every small size,
// with and without repeats, for every proposition and every answer, the
// check says possible exactly when some admissible code gives that
// answer to that proposition.
func TestReponsePossibleEstCeQuUnCodeDonne(t *testing.T) {
	for pions := 1; pions <= 5; pions++ {
		for couleurs := 1; couleurs <= 6 && pions*couleurs <= 24; couleurs++ {
			for _, sans := range []bool{false, true} {
				ta := code.Taille{Pions: pions, Couleurs: couleurs, SansRepetition: sans}
				if ta.Verifie() != nil {
					continue
				}
				t.Run(ta.String(), func(t *testing.T) {
					for p := range ta.Codes() {
						donnees := map[code.Reponse]bool{}
						for c := range ta.Secrets() {
							donnees[code.Evalue(c, p)] = true
						}
						for b := 0; b <= pions; b++ {
							for m := 0; b+m <= pions; m++ {
								r := code.Reponse{Bien: b, Mal: m}
								require.Equal(t, donnees[r], ta.ReponsePossible(p, r), "%v to %v", r, p)
								err := ta.VerifieReponse(p, r)
								assert.Equal(t, donnees[r], err == nil, "%v to %v: %v", r, p, err)
							}
						}
					}
				})
			}
		}
	}
}

func ExampleTaille_VerifieReponse() {
	t := code.Taille{Pions: 4, Couleurs: 6}
	rrrr := code.Nouveau(0, 0, 0, 0)
	fmt.Println(t.VerifieReponse(rrrr, code.Reponse{Bien: 0, Mal: 2}))
	fmt.Println(t.VerifieReponse(rrrr, code.Reponse{Bien: 2, Mal: 0}))
	// Output:
	// answer 0 bien placés, 2 mal placés for 4 pegs: no code gives this answer to this proposition
	// <nil>
}
