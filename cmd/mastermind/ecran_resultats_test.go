package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdhistory"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// historiqueDeTest writes a history of seven 4 × 6 rounds into a state
// folder of its own and returns the folder for XDG_STATE_HOME: three solo
// rounds won, the course's game of two rounds lost 2 to 4, two players
// won, a solo round lost; six games, four won.
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
	partie := debut.Add(3*time.Hour - 10*time.Minute)
	for i, e := range []historique.Entree{
		{Mode: "partie", Lignes: joue([]int{0, 0, 1, 1}, []int{1, 1, 2, 2}, []int{2, 3, 0, 1}, []int{3, 2, 1, 0}), Trouve: true, Score: 4,
			Partie: partie, NumManche: 1, NbManches: 2},
		{Mode: "partie", Lignes: joue([]int{0, 0, 1, 1}, []int{3, 2, 1, 0}), Trouve: true, Score: 2, HumainCodeur: true,
			Partie: partie, NumManche: 2, NbManches: 2},
		{Mode: "duo", Lignes: joue([]int{0, 0, 1, 1}, []int{3, 2, 1, 0}), Trouve: true, Score: 2},
		{Mode: "solo", Lignes: joue([]int{0, 0, 0, 0}, []int{0, 1, 1, 1}), Trouve: false, Score: 11},
	} {
		e.Date = debut.Add(3*time.Hour + time.Duration(i)*time.Hour)
		e.Taille, e.Lettres, e.NbEssaisMax, e.Secret = code.Taille{Pions: 4, Couleurs: 6}, "RBJVON", 10, &secret
		require.NoError(t, h.Ajoute(e))
	}
	return etat
}

// The results on a terminal: games counted as games (the course's game
// of two rounds once, lost), every round numbered without gaps, the
// chart of your tries beside Knuth's, at 80 and 40 columns.
func TestEcranHistorique(t *testing.T) {
	t.Parallel()
	for _, taille := range [][2]int{{80, 30}, {40, 40}} {
		t.Run(map[int]string{80: "80", 40: "40"}[taille[0]], func(t *testing.T) {
			etat := historiqueDeTest(t)
			e := ouvreEcran(t, ecrantest.Options{Cols: taille[0], Rows: taille[1], Args: []string{"history"},
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
	e := ouvreEcran(t, ecrantest.Options{Args: []string{"history", "--reset"}, Env: []string{"XDG_STATE_HOME=" + etat}})
	e.Attend("Effacer tout l'historique (7 manches) ?")
	e.Tape(ecrantest.Entree)
	e.Attend("Historique gardé.")
	assert.Equal(t, 0, e.Statut())
	assert.FileExists(t, etat+"/mastermind/historique.jsonl")
}

// Issue 33: the course's game lost, played at 80×24 in French, is one
// game lost in « Mes résultats » (it was « 3 parties, dont 3 gagnées »),
// its two rounds numbered 1 and 2; history --json, through a pipe, says
// the game and its rounds.
func TestEcranUnePartiePerdueEstUnePartiePerdue(t *testing.T) {
	etat := t.TempDir()
	env := []string{"XDG_STATE_HOME=" + etat, "NO_COLOR=1", "MASTERMIND_BOARD=lines"}
	secret := secretDeGraine(3)
	faux := "RRRR"
	if secret == faux {
		faux = "BBBB"
	}
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "3"}, Env: env})
	e.Attend("Quitter")
	e.Choisit("2")
	e.Attend("Manche 1 sur 2 : vous cherchez le code de l'ordinateur.")
	for i := 1; i <= 7; i++ {
		e.AttendLigne(fmt.Sprintf("Essai %d sur 10 : ", i))
		e.Saisit(faux)
	}
	e.AttendLigne("Essai 8 sur 10 : ")
	e.Saisit(secret)
	e.Attend("Pour l'ordinateur : 8 points.")
	passeAnalyse(t, e, "fr")
	e.AttendLigne("Entrée quand vous êtes prêt : ")
	e.Tape(ecrantest.Entree)
	for i, r := range []string{"10", "11", "12", "04", "13", "40"} {
		e.Attend(fmt.Sprintf("Essai %d : l'ordinateur propose", i+1))
		e.AttendLigne("Bien placés et mal placés : ")
		e.Saisit(string(r[0]) + " " + string(r[1]))
	}
	// The computer's round ends on the same pause as the player's.
	passeAnalyse(t, e, "fr")
	e.Attend("Fin de la partie — vous : 6, ordinateur : 8.")
	retourAuMenu(t, e, "fr")
	e.Attend(resultatsDe("fr"))
	e.Choisit("9")
	e.Attend("Ouvrir l'analyse d'une manche :")
	l := e.Lignes()
	assert.Contains(t, ansi.Strip(e.Brut()), "4 pions, 6 couleurs : 1 partie en 2 manches, dont 0 gagnée.", "above the screen's rows")
	assert.Equal(t, 1, contient(l, "  n° 2  "))
	assert.Equal(t, 1, contient(l, "partie (manche 2 sur 2), 4 pions, 6 couleurs, l'ordinateur"))
	assert.Equal(t, 1, contient(l, "partie perdue 6 à 8"))
	assert.Equal(t, 1, contient(l, "partie (manche 1 sur 2), 4 pions, 6 couleurs, trouvée en"))
	e.Tape(ecrantest.Echap)
	e.Attend("Quitter")
	e.Tape(ecrantest.Fin, ecrantest.Entree)
	assert.Equal(t, 0, e.Statut())

	cmd := exec.Command(ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind"), "history", "--json")
	cmd.Env = append([]string{"HOME=" + t.TempDir(), "PATH=" + os.Getenv("PATH")}, env...)
	out, err := cmd.Output()
	require.NoError(t, err)
	var h cmdhistory.JSON
	require.NoError(t, json.Unmarshal(out, &h), string(out))
	require.Len(t, h.Sizes, 1)
	assert.Equal(t, [4]int{1, 0, 2, 1}, [4]int{h.Sizes[0].Played, h.Sizes[0].Won, h.Sizes[0].Rounds, h.Sizes[0].Decoded})
	require.Len(t, h.Games, 1)
	assert.Equal(t, cmdhistory.PartieJSON{Number: 1, Mode: "partie", Pegs: 4, Colors: 6, Rounds: []int{1, 2}, MaxRounds: 2,
		Result: "lost", Scores: &cmdhistory.ScoresJSON{Player: 6, Computer: 8}}, h.Games[0])
	require.Len(t, h.Rounds, 2)
	assert.Equal(t, []string{"decoder", "coder"}, []string{h.Rounds[0].Human, h.Rounds[1].Human})
	assert.Equal(t, []int{1, 1}, []int{h.Rounds[0].Game, h.Rounds[1].Game})
}
