package main

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	et "github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// historiqueDeTest writes a history of three 4 × 6 rounds into a state
// folder of its own and returns the folder for XDG_STATE_HOME.
func historiqueDeTest(t *testing.T) string {
	t.Helper()
	etat := t.TempDir()
	h := historique.Historique{Dossier: etat + "/mastermind"}
	secret := code.Nouveau(3, 2, 1, 0) // VJBR
	joue := func(mots ...[]int) []plateau.Ligne {
		var ls []plateau.Ligne
		for _, m := range mots {
			c := code.Nouveau(m...)
			ls = append(ls, plateau.Ligne{Code: c, Reponse: code.Evalue(secret, c)})
		}
		return ls
	}
	debut := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	for i, ls := range [][]plateau.Ligne{
		joue([]int{0, 0, 1, 1}, []int{3, 2, 1, 0}),
		joue([]int{0, 0, 0, 0}, []int{0, 1, 1, 1}, []int{2, 0, 1, 2}, []int{2, 1, 0, 3}, []int{3, 0, 2, 1}, []int{3, 2, 1, 0}),
		joue([]int{0, 0, 1, 1}, []int{1, 1, 2, 2}, []int{2, 3, 0, 1}, []int{3, 2, 1, 0}),
	} {
		require.NoError(t, h.Ajoute(historique.Entree{
			Date: debut.Add(time.Duration(i) * time.Hour), Mode: "solo",
			Taille: code.Taille{Pions: 4, Couleurs: 6}, Lettres: "RBJVON", NbEssaisMax: 10,
			Lignes: ls, Secret: &secret, Trouve: true, Score: len(ls),
		}))
	}
	return etat
}

// The results on a terminal: the chart of your tries beside Knuth's, at
// 80 and 40 columns.
func TestEcranHistorique(t *testing.T) {
	for _, taille := range [][2]int{{80, 30}, {40, 40}} {
		t.Run(map[int]string{80: "80", 40: "40"}[taille[0]], func(t *testing.T) {
			etat := historiqueDeTest(t)
			e := ecran(t, et.Options{Cols: taille[0], Rows: taille[1], Args: []string{"history"},
				Env: []string{"XDG_STATE_HOME=" + etat, "TZ=UTC", "NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
			assert.Equal(t, 0, e.Statut())
			e.Golden(t, "historique-"+map[int]string{80: "80", 40: "40"}[taille[0]])
		})
	}
}

// history --reset asks first on a terminal; keeping the history comes
// first.
func TestEcranHistoriqueResetDemande(t *testing.T) {
	etat := historiqueDeTest(t)
	e := ecran(t, et.Options{Args: []string{"history", "--reset"}, Env: []string{"XDG_STATE_HOME=" + etat}})
	e.Attend("Effacer tout l'historique (3 manches) ?")
	e.Tape(et.Entree)
	e.Attend("Historique gardé.")
	assert.Equal(t, 0, e.Statut())
	assert.FileExists(t, etat+"/mastermind/historique.jsonl")
}
