//go:build check

package main

import "testing"

// The sizes and languages TestEcranPlateauSoloDeDixEssais leaves out.
func TestEcranPlateauSoloDeDixEssaisAutresTailles(t *testing.T) {
	soloDeDixEssais(t, []tailleLangue{{"en", 80, 24}, {"fr", 40, 20}, {"en", 40, 20}, {"fr", 120, 40}, {"en", 120, 40}, {"fr", 40, 12}})
}
