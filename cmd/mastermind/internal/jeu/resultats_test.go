package jeu

import (
	"context"
	"strings"
	"testing"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/resultats"
	"github.com/sae-mastermind/mastermind/saves/historique"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 33: the results count games, not rounds, from a scripted
// sequence played through the menu: a solo won and one lost, the
// course's game of two rounds won 6 to 2 (counted once), two players won
// and lost.
func TestResultsCountGamesOfEachMode(t *testing.T) {
	s0, s1, s2 := secret(graineTest), secret(graineTest+1), secret(graineTest+2)
	faux := "RRRR"
	for _, c := range []string{"BBBB", "JJJJ", "VVVV"} {
		if faux == s1 {
			faux = c
		}
	}
	require.NotEqual(t, "RRRR", s2, "the course game's first guess misses")
	etapes := []string{"Solo", s0, "Solo"}
	for range 10 {
		etapes = append(etapes, faux)
	}
	etapes = append(etapes, "Jouer contre l'ordinateur", "RRRR", s2, "",
		"1 0", "1 1", "1 2", "0 4", "1 3", "4 0",
		"Deux joueurs", "VJBR", "RRRR", "VJBR",
		"Deux joueurs", "VJBR")
	for range 10 {
		etapes = append(etapes, "RRRR")
	}
	etapes = append(etapes, "Quitter")
	j, out := nouveauJeu(etapes...)
	h := avecHistorique(t, j)
	menu(t, j)
	require.Contains(t, out.String(), "Fin de la partie — vous : 6, ordinateur : 2.")
	es := consignees(t, h)
	require.Len(t, es, 6)
	assert.Equal(t, []string{"solo", "solo", "partie", "partie", "duo", "duo"}, modesDe(es))
	assert.Equal(t, es[2].Partie, es[3].Partie, "the course game's rounds share their game")
	assert.Equal(t, [2]int{1, 2}, [2]int{es[2].NumManche, es[2].NbManches})
	assert.Equal(t, [2]int{2, 2}, [2]int{es[3].NumManche, es[3].NbManches})
	assert.False(t, es[4].DansUnePartie())

	l, err := h.Lit()
	require.NoError(t, err)
	r, err := j.CalculeResultats(context.Background(), l)
	require.NoError(t, err)
	require.Len(t, r.Tailles, 1)
	rt := r.Tailles[0]
	assert.Equal(t, 5, rt.Jouees, "5 games: 2 solo, 1 course game, 2 two-player")
	assert.Equal(t, 3, rt.Gagnees, "a solo, the course game, a two-player game")
	assert.Equal(t, 6, rt.Manches)
	assert.Equal(t, 5, rt.Decodees, "the rounds the person decoded")
	assert.Equal(t, "knuth", rt.NomReference)
	assert.Equal(t, []int{6, 5, 4, 3, 2, 1}, r.Recentes, "every round, numbers without gaps")

	var b strings.Builder
	resultats.EcritResultats(&b, j.Cat, resultats.Sur{}, r)
	texte := b.String()
	assert.Contains(t, texte, "4 pions, 6 couleurs : 5 parties en 6 manches, dont 3 gagnées.\n")
	assert.Contains(t, texte, "  n° 4  22/11 14:05  partie (manche 2 sur 2), 4 pions, 6 couleurs, l'ordinateur a trouvé votre code en 6 essais ; partie gagnée 6 à 2\n")
	assert.Contains(t, texte, "  n° 3  22/11 14:05  partie (manche 1 sur 2), 4 pions, 6 couleurs, trouvée en 2 essais\n")
	assert.Contains(t, texte, "Knuth, tous les secrets\n", "the column's whole name through a pipe")
	assert.NotContains(t, texte, "…")
}

func modesDe(es []historique.Entree) []string {
	var m []string
	for _, e := range es {
		m = append(m, e.Mode)
	}
	return m
}
