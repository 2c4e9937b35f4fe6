package main

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// TestEcranTournoiLesProgrammesEcriventAuDessusDeLaProgression: a
// program writes on its error stream, in pieces, while the tournament's
// progress line shows on the same terminal: each of its lines reads whole
// on a row of its own, the progress line never mixes with them, and it is
// gone once the table comes. Each line is led by its program's name.
func TestEcranTournoiLesProgrammesEcriventAuDessusDeLaProgression(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 120, Args: []string{"tournament", "--pegs", "3", "--colors", "4", "lexico", commandetest.Programme(joueurTest, "bavard")}})
	assert.Equal(t, 0, e.Statut())
	e.Attend("Tournoi — 3 pions, 4 couleurs : 64 secrets")
	assert.Contains(t, e.Brut(), "\rTournoi [", "the progress line showed while the programs wrote")
	manche := regexp.MustCompile(`^` + regexp.QuoteMeta(commande.PrefixeErreurs(commandetest.Programme(joueurTest, "bavard"))) + `joueur: manche [0-9]+$`)
	n := 0
	for _, l := range e.Lignes() {
		if regexp.MustCompile(`joueur:|manche|Tournoi \[`).MatchString(l) {
			assert.Regexp(t, manche, l, "a program's line, whole and alone on its row")
			n++
		}
	}
	assert.Equal(t, 64, n, "one line per round")
}
