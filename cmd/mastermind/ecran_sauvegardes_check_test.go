//go:build check

package main

import "testing"

// TestEcranSauverSousLeNomDUneAutrePartieDemande in French (make test:
// English).
func TestEcranSauverSousLeNomDUneAutrePartieDemandeEnFrancais(t *testing.T) {
	ecranSauverSousLeNomDUneAutrePartieDemande(t, langueDe("fr"))
}

// TestEcranUneNouvellePartieGardeLInterrompue in English (make test:
// French).
func TestEcranUneNouvellePartieGardeLInterrompueEnAnglais(t *testing.T) {
	ecranUneNouvellePartieGardeLInterrompue(t, langueDe("en"))
}

// TestEcranUneSauvegardeAutoAbimeeSeVoitEtResteTelleQuelle in French (make
// test: English).
func TestEcranUneSauvegardeAutoAbimeeSeVoitEtResteTelleQuelleEnFrancais(t *testing.T) {
	ecranUneSauvegardeAutoAbimeeSeVoitEtResteTelleQuelle(t, langueDe("fr"))
}
