//go:build check

package main

import "testing"

// The sizes and languages TestEcranLesReglesDepuisLeMenuDuPlateau leaves
// out.
func TestEcranLesReglesDepuisLeMenuDuPlateauAutreLangue(t *testing.T) {
	ecranLesReglesDepuisLeMenuDuPlateau(t, "plateau-regles-en-80x24", "plateau-regles-fr-40x20")
}
