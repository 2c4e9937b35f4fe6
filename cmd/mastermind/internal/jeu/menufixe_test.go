package jeu

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// libelles are the labels of entries.
func libelles(es []choix) []string {
	var ls []string
	for _, e := range es {
		ls = append(ls, e.libelle)
	}
	return ls
}

// TestMenuFixeLesResultatsGardentLeurPlace: "Mes résultats" is always
// the ninth entry of the fixed menu, saying there is none before a round
// is recorded; every entry keeps its place once there is one.
func TestMenuFixeLesResultatsGardentLeurPlace(t *testing.T) {
	j, out := nouveauJeu()
	j.Sortie = &statistiques.Sortie{}
	h := avecHistorique(t, j)
	avant := libelles(premier(j.entreesFixes()))
	require.Len(t, avant, 11)
	assert.Equal(t, "Mes résultats : aucune partie jouée", avant[8])
	assert.Equal(t, []string{"Réglages", "Règles du jeu"}, avant[9:])
	require.NoError(t, premier(j.entreesFixes())[8].action(context.Background()))
	assert.Contains(t, out.String(), "Aucune manche dans votre historique pour l'instant")

	secret := code.Nouveau(0, 0, 1, 1)
	require.NoError(t, h.Ajoute(historique.Entree{Date: midi(), Mode: "solo",
		Taille: code.Taille{Pions: 4, Couleurs: 6}, Lettres: "RBJVON", NbEssaisMax: 10, Secret: &secret, Trouve: true, Score: 1}))
	apres := libelles(premier(j.entreesFixes()))
	require.Len(t, apres, len(avant))
	assert.Contains(t, apres[8], "Mes résultats : parties jouées")
	apres[8] = avant[8]
	assert.Equal(t, avant, apres, "every other entry in its place")

	j.Historique = nil
	assert.Equal(t, avant, libelles(premier(j.entreesFixes())), "without a folder for the history either")
}

// premier is the entries of entreesFixes, without where the pointer starts.
func premier(entrees []choix, _ int) []choix { return entrees }
