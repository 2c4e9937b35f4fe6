package main

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
)

func TestGameOffersTheOptimalStrategy(t *testing.T) {
	commandetest.Cache(t)
	// Settings: the optimal strategy, explanations on; demonstration; then
	// Super 5×8 and optimal again, refused with the reason.
	out := joueMenu(t, 2,
		"Réglages > L'ordinateur joue > Optimale",
		"L'ordinateur explique ses coups > Retour au menu",
		"Démonstration",
		"Réglages > Taille du jeu > Super",
		"L'ordinateur joue > Optimale > Retour au menu",
		"Quitter")
	assert.Contains(t, out, "Réglages — Classique 4×6, 10 essais, 2 manches, stratégie optimale")
	assert.Contains(t, out, "Démonstration : la stratégie optimale cherche le code")
	assert.Contains(t, out, "        → il reste 1\u00a0296 codes ; l'arbre optimal leur consacre 5\u00a0625 essais en tout (4,34 en moyenne), ce coup compris")
	assert.Contains(t, out, "Impossible : la recherche de la stratégie optimale de 5 pions × 8 couleurs (32\u00a0768 secrets) prendrait des jours")
	assert.Contains(t, out, "Réglages — Super 5×8, 12 essais, 2 manches, stratégie optimale", "the old strategy stays")
}
