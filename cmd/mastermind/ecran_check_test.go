//go:build check

package main

import "testing"

// TestEcranUnResultatAttendLeJoueur in French (make test: English).
func TestEcranUnResultatAttendLeJoueurEnFrancais(t *testing.T) {
	ecranUnResultatAttendLeJoueur(t, "fr")
}

// TestEcranReponsesFaussesA40Colonnes in English (make test: French).
func TestEcranReponsesFaussesA40ColonnesEnAnglais(t *testing.T) {
	ecranReponsesFaussesA40Colonnes(t, "en")
}

// TestEcranDeuxJoueursLeSecretNeSeVoitJamaisPuisCtrlC in French (make test:
// English).
func TestEcranDeuxJoueursLeSecretNeSeVoitJamaisPuisCtrlCEnFrancais(t *testing.T) {
	ecranDeuxJoueursLeSecretNeSeVoitJamaisPuisCtrlC(t, "fr")
}

// The sizes and languages TestEcranLesReglesTiennentALEcran leaves out.
func TestEcranLesReglesTiennentALEcranAutresTailles(t *testing.T) {
	ecranLesReglesTiennentALEcran(t, "80x24-fr", "40x20-fr", "40x20-en", "40x12-en")
}
