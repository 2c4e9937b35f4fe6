package jeu

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/code"
	"mastermind/couleur"
	"mastermind/manche"
)

const regleFr = "Sans répétition, aucun code n'a deux fois la même couleur : ni le code secret, ni aucune proposition, de l'ordinateur comme du joueur. Une proposition qui répète une couleur est refusée.\n"

// sansRepetition returns a game without repeats that plays the steps of
// a scenario.
func sansRepetition(etapes ...string) (*Jeu, *strings.Builder) {
	j, out := nouveauJeu(etapes...)
	j.Reglages.Parametres.Taille.SansRepetition = true
	return j, out
}

// In a solo game without repeats the rule is stated before the first
// code, a proposal that repeats a colour is refused with the colour and
// what to do, and it does not count as a try.
func TestSoloSansRepetitionRefusesARepeatedColour(t *testing.T) {
	taille := code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	s := taille.Aleatoire(manche.Generateur(graineTest)).Mot(couleur.MustDefaut(6))
	j, out := sansRepetition("Solo", "RRBJ", "rbjb", s, "Quitter")
	menu(t, j)
	lu := out.String()
	assert.Contains(t, lu, "L'ordinateur a choisi un code de 4 pions parmi R B J V O N. Trouvez-le en 10 essais au plus.\n"+regleFr)
	assert.Contains(t, lu, "RRBJ\n  la couleur R est deux fois dans ce code (pions 1 et 2), or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes\n")
	assert.Contains(t, lu, "rbjb\n  la couleur B est deux fois dans ce code (pions 2 et 4), or sans répétition aucun code n'a deux fois la même couleur ; tapez des couleurs toutes différentes\n")
	assert.Contains(t, lu, "Bravo, trouvé du premier coup !")
}

// The first player's secret follows the same rule, stated before it is
// typed; with repeats the rule is not stated.
func TestTwoPlayersSansRepetition(t *testing.T) {
	j, out := sansRepetition("Deux joueurs", "VVBR", "VJBR", "VJBR", "Quitter")
	menu(t, j)
	lu := out.String()
	assert.Contains(t, lu, regleFr+"Joueur 1, tapez votre code secret")
	assert.Contains(t, lu, "  un code secret ne peut pas répéter une couleur\n", "the masked secret's colours are never named")
	assert.NotContains(t, lu, "la couleur V")
	assert.Contains(t, lu, "Bravo, trouvé du premier coup !")

	assert.NotContains(t, joue(t, "Solo", "quitter", "Quitter"), "Sans répétition, aucun code")
}

// In a course game without repeats, the computer's proposals never repeat
// a colour, whatever its strategy; here CFC, whose course version opens
// with RRRR. The human thinks of VJBR.
func TestPartieSansRepetitionComputerProposals(t *testing.T) {
	taille := code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	s := taille.Aleatoire(manche.Generateur(graineTest)).Mot(couleur.MustDefaut(6))
	j, out := sansRepetition("Jouer contre l'ordinateur", s, "", "0 4", "0 4", "0 4", "4 0", "Quitter")
	j.Reglages.Strategie = "cfc"
	menu(t, j)
	lu := out.String()
	assert.Contains(t, lu, "Partie en 2 manches.")
	assert.Contains(t, lu, "au plus.\n"+regleFr)
	var proposes []string
	for _, l := range strings.Split(lu, "\n") {
		if _, apres, ok := strings.Cut(l, "l'ordinateur propose "); ok {
			proposes = append(proposes, strings.Fields(apres)[0])
		}
	}
	require.NotEmpty(t, proposes)
	for _, p := range proposes {
		c, err := code.Lire(p, couleur.MustDefaut(6), 4)
		require.NoError(t, err)
		assert.True(t, taille.Admissible(c), "the computer proposed %s", p)
	}
	assert.Equal(t, []string{"RBJV", "BRVJ", "JVRB", "VJBR"}, proposes, "CFC without repeats opens with the first colours")
	assert.Contains(t, lu, "L'ordinateur a trouvé VJBR en 4 essais.")
}

// A masked secret's mistakes are worded without its colours or
// positions: a letter that is no colour is not echoed.
func TestTheMaskedSecretsMistakesNameNoColour(t *testing.T) {
	j, out := sansRepetition("Deux joueurs", "RBJR", "RXJV", "VJBR", "VJBR", "Quitter")
	menu(t, j)
	lu := out.String()
	assert.Contains(t, lu, "  un code secret ne peut pas répéter une couleur\n")
	assert.Contains(t, lu, "  un des pions n'est pas une couleur\n")
	assert.NotContains(t, lu, "« X »")
	assert.NotContains(t, lu, "pions 1 et 4")
}
