package jeu

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// avecHistorique gives j a history of its own.
func avecHistorique(t *testing.T, j *Jeu) *historique.Historique {
	h := &historique.Historique{Dossier: filepath.Join(t.TempDir(), "etat")}
	j.Historique = h
	j.Horloge = midi
	return h
}

func consignees(t *testing.T, h *historique.Historique) []historique.Entree {
	t.Helper()
	l, err := h.Lit()
	require.NoError(t, err)
	require.Empty(t, l.Abimees)
	return l.Entrees
}

// A finished solo round is recorded, with its rows and secret; one left
// is not.
func TestSoloRoundIsRecorded(t *testing.T) {
	s := secret(graineTest)
	j, _ := nouveauJeu("Solo", "RRRB", s, "Solo", "RRRR", "quitter", "Quitter")
	h := avecHistorique(t, j)
	menu(t, j)
	es := consignees(t, h)
	require.Len(t, es, 1, "the round abandoned is not recorded")
	e := es[0]
	assert.Equal(t, "solo", e.Mode)
	assert.Equal(t, 2, e.Essais())
	assert.True(t, e.Trouve)
	assert.False(t, e.HumainCodeur)
	assert.Equal(t, 2, e.Score)
	assert.Equal(t, "RBJVON", e.Lettres)
	assert.Equal(t, midi(), e.Date.Local())
	require.NotNil(t, e.Secret)
	assert.Equal(t, e.Lignes[1].Code, *e.Secret)
}

// The course's game records both rounds, saying which side the human
// played; two players record the second player's round.
func TestPartieAndDuoRoundsAreRecorded(t *testing.T) {
	s := secret(graineTest)
	j, _ := nouveauJeu("Jouer contre l'ordinateur", "RRRR", s, "",
		"1 0", "1 1", "1 2", "0 4", "1 3", "4 0",
		"Deux joueurs", "VJBR", "RRRR", "VJBR", "Quitter")
	h := avecHistorique(t, j)
	menu(t, j)
	es := consignees(t, h)
	require.Len(t, es, 3)
	assert.Equal(t, []string{"partie", "partie", "duo"}, []string{es[0].Mode, es[1].Mode, es[2].Mode})
	assert.Equal(t, []bool{false, true, false}, []bool{es[0].HumainCodeur, es[1].HumainCodeur, es[2].HumainCodeur})
	assert.Equal(t, []int{2, 6, 2}, []int{es[0].Essais(), es[1].Essais(), es[2].Essais()})
	assert.Equal(t, "VJBR", es[1].Secret.Mot(j.Reglages.Parametres.Palette))
}

// A history that cannot be written is said once, and every game still
// plays to its end.
func TestUnwritableHistoryIsSaidOnceAndTheGamePlays(t *testing.T) {
	s := secret(graineTest)
	s2 := secret(graineTest + 1)
	j, out := nouveauJeu("Solo", s, "Solo", s2, "Quitter")
	fichier := filepath.Join(t.TempDir(), "fichier")
	require.NoError(t, os.WriteFile(fichier, nil, 0o600))
	j.Historique = &historique.Historique{Dossier: filepath.Join(fichier, "etat")}
	menu(t, j)
	assert.Equal(t, 2, strings.Count(out.String(), "Bravo, trouvé du premier coup !"), out.String())
	assert.Equal(t, 1, strings.Count(out.String(), "Les manches de cette session ne sont pas gardées dans vos résultats : "), out.String())
}

// large is a scenario on a terminal's width: the analysis is offered.
type large struct{ *scenario.Invite }

func (large) Largeur() int { return 80 }

// On a terminal, a round a person decoded offers its analysis; a script
// is never asked (the other tests).
func TestAnalysisOfferedAfterTheRound(t *testing.T) {
	s := secret(graineTest)
	j, out := nouveauJeu("Solo", "RRRB", s, "Voir l'analyse", "Quitter")
	sc := j.Invite.(*scenario.Invite)
	j.Invite = large{sc}
	require.NoError(t, j.Menu(context.Background()))
	require.NoError(t, sc.Err())
	assert.Empty(t, sc.Restantes())
	assert.Contains(t, out.String(), "La manche est finie.")
	assert.Contains(t, out.String(), "Appréciation")
	assert.Contains(t, out.String(), "RRRB")
	assert.Contains(t, out.String(), "Secret trouvé en 2 essais.")
}

// "Mes résultats": the figures and the chart of the rounds played, a
// recent round's analysis, and an erase that asks first.
func TestMyResults(t *testing.T) {
	s := secret(graineTest)
	s2 := secret(graineTest + 1)
	j, out := nouveauJeu("Solo", "RRRB", s, "Solo", s2, "Mes résultats",
		"n° 1", "Effacer", "Non", "Effacer", "Oui", "Quitter")
	h := avecHistorique(t, j)
	menu(t, j)
	texte := out.String()
	assert.Contains(t, texte, "4 pions, 6 couleurs : 2 parties, dont 2 gagnées.")
	assert.Contains(t, texte, "Essais pour trouver : 1,50 en moyenne, au mieux 1 essai.")
	assert.Contains(t, texte, "Knuth")
	assert.Contains(t, texte, "  n° 2  ")
	assert.Contains(t, texte, "Appréciation", "the analysis of round 1")
	assert.Equal(t, 1, strings.Count(texte, "Historique effacé."))
	assert.Empty(t, consignees(t, h))
	assert.Contains(t, texte, "Aucune manche dans votre historique")
}

// bas is a terminal of 80 × 8: a long analysis comes a screen at a time.
type bas struct {
	*scenario.Invite
	attentes *int
}

func (bas) Largeur() int { return 80 }
func (bas) Hauteur() int { return 8 }
func (b bas) Attend(ctx context.Context, texte string) error {
	*b.attentes++
	return b.Invite.Attend(ctx, texte)
}

func TestLongAnalysisIsPaged(t *testing.T) {
	s := secret(graineTest)
	j, out := nouveauJeu("Solo", "RRRR", "BBBB", "JJJJ", s, "Voir l'analyse", "Quitter")
	sc := j.Invite.(*scenario.Invite)
	n := 0
	j.Invite = bas{sc, &n}
	require.NoError(t, j.Menu(context.Background()))
	require.NoError(t, sc.Err())
	assert.Contains(t, out.String(), "Secret trouvé en 4 essais.")
	assert.GreaterOrEqual(t, n, 2, "a key between two screens, then the one before the menu")
}
