package utmm_test

import (
	"fmt"

	"github.com/sae-mastermind/mastermind/utmm"
)

// The handout's example: secret (1,0,2,0) = BRJR, proposal (0,1,0,0).
func Example() {
	secret := []int{1, 0, 2, 0}
	proposition := []int{0, 1, 0, 0}
	communs := utmm.Communs(utmm.Frequences(secret, 6), utmm.Frequences(proposition, 6))
	bien := utmm.BienPlaces(secret, proposition)
	fmt.Println(bien, "bien placé,", communs-bien, "mal placés")
	// Output: 1 bien placé, 2 mal placés
}
