//go:build check

package main

import "testing"

// The ways out and languages
// TestEcranUnePartieSansCoupNeLaissePasDeSauvegarde leaves out.
func TestEcranUnePartieSansCoupNeLaissePasDeSauvegardeAutreLangue(t *testing.T) {
	ecranUnePartieSansCoupNeLaissePasDeSauvegarde(t, "ctrl-q-en", "echap-fr", "sighup-en", "ligne-fr")
}
