//go:build check

package jeu

import "testing"

// TestLeMemeEnregistrementQuelQueSoitLeCheminLongtemps plays hundreds of
// sequences of the model of etats_modele_test.go (make check).
func TestLeMemeEnregistrementQuelQueSoitLeCheminLongtemps(t *testing.T) {
	verifieSequences(t, 100)
}
