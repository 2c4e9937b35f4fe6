//go:build check

package main

import "testing"

// TestEcranMenuEnBasRedimensionne in English (make test: French).
func TestEcranMenuEnBasRedimensionneEnAnglais(t *testing.T) {
	ecranMenuEnBasRedimensionne(t, "en")
}

// The saves and languages TestEcranRepriseA40Colonnes leaves out.
func TestEcranRepriseA40ColonnesAutreLangue(t *testing.T) {
	ecranRepriseA40Colonnes(t, "en-auto", "fr-nom")
}
