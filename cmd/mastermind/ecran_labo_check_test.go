//go:build check

package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/commandetest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// TestEcranTournoiLesProgrammesEcriventAuDessusDeLaProgression: a
// program writes on its error stream, in pieces, while the tournament's
// progress line shows on the same terminal: none of its text reaches the
// terminal (issue 43: a flood would pass whole), but once the table
// comes one line, led by its name, says how much it wrote and how to
// keep it. Long (a tournament of 64 rounds, each a fresh fenced
// process): make check; make test has a program's error stream on a
// terminal in TestEcranLErreurDUnProgrammeNAtteintPasLeTerminal.
func TestEcranTournoiLesProgrammesEcriventAuDessusDeLaProgression(t *testing.T) {
	nom := commandetest.Programme(joueurTest, "bavard")
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 120, Args: []string{"tournament", "--pegs", "3", "--colors", "4", "lexico", nom}})
	assert.Equal(t, 0, e.Statut())
	e.Attend("Tournoi — 3 pions, 4 couleurs : 64 secrets")
	assert.Contains(t, e.Brut(), "\rTournoi [", "the progress line showed while the program wrote")
	assert.NotContains(t, e.Brut(), "joueur:", "none of the program's text")
	compte := regexp.MustCompile(regexp.QuoteMeta(commande.PrefixeErreurs(nom)) + `a écrit 64 lignes \([0-9  ]+ octets\) sur sa sortie d'erreur : --stderr DOSSIER les garde`)
	assert.Regexp(t, compte, strings.Join(strings.Fields(e.Brut()), " "))
}
