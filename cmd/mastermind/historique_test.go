package main

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdanalyse"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande/cmdhistory"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/scenario"
)

// soloJoue plays one solo round through a pipe, found in two tries, and
// returns its secret.
func soloJoue(t *testing.T) string {
	t.Helper()
	s := scenario.SecretDeGraine(100)
	premier := "RRRB"
	if s == premier {
		premier = "BBBB"
	}
	out, errw, st := lance(t, "2\n"+premier+"\n"+s+"\n", "--seed", "100")
	require.Equal(t, 0, st, errw)
	require.Contains(t, out, "Bravo, trouvé en 2 essais !")
	return s
}

func TestHistoryJSON(t *testing.T) {
	environnementDeTest(t)
	s := soloJoue(t)
	out, errw, st := lance(t, "", "history", "--json")
	require.Equal(t, 0, st, errw)
	var champs map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &champs), out)
	assert.Len(t, champs, 4, "sizes, games, rounds, skipped_lines")
	var h cmdhistory.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &h))
	require.Len(t, h.Sizes, 1)
	taille := h.Sizes[0]
	assert.Equal(t, 4, taille.Pegs)
	assert.Equal(t, 1, taille.Played)
	assert.Equal(t, 1, taille.Won)
	assert.Equal(t, 1, taille.Rounds)
	assert.Equal(t, 1, taille.Decoded)
	assert.Equal(t, []int{0, 0, 1}, taille.Tries)
	assert.Equal(t, []int{0, 0, 1}, []int(taille.Distribution))
	assert.InDelta(t, 2.0, taille.AverageTries, 1e-9)
	assert.Equal(t, 2, taille.GradedMoves)
	require.NotNil(t, taille.Reference)
	assert.Equal(t, "knuth", taille.Reference.Strategy)
	assert.Equal(t, []int{0, 1, 6, 62, 533, 694}, taille.Reference.Tries)
	require.Len(t, h.Games, 1)
	assert.Equal(t, cmdhistory.PartieJSON{Number: 1, Mode: "solo", Pegs: 4, Colors: 6, Rounds: []int{1}, MaxRounds: 1, Result: "won"}, h.Games[0])
	require.Len(t, h.Rounds, 1)
	g := h.Rounds[0]
	assert.Equal(t, 1, g.Number)
	assert.Equal(t, 1, g.Game)
	assert.Equal(t, "solo", g.Mode)
	assert.Equal(t, "decoder", g.Human)
	assert.Equal(t, s, g.Secret)
	assert.Equal(t, s+" 4 0", g.Rows[1])
	assert.Equal(t, cmdhistory.EssaiJSON{Code: s, Bien: 4}, g.Guesses[1])
	var brut struct {
		Sizes  []map[string]any `json:"sizes"`
		Games  []map[string]any `json:"games"`
		Rounds []map[string]any `json:"rounds"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &brut))
	assert.Len(t, brut.Sizes[0], 14, "exactly the contract's fields for a size (distribution, and tries its deprecated alias)")
	assert.Len(t, brut.Games[0], 8, "exactly the contract's fields for a game of one round")
	assert.Len(t, brut.Rounds[0], 17, "exactly the contract's fields for a round (guesses, and rows their deprecated alias; end, revealed only after a wrong answer)")
	assert.Equal(t, "found", brut.Rounds[0]["end"], "why the round ended")
}

func TestHistoryCSV(t *testing.T) {
	environnementDeTest(t)
	s := soloJoue(t)
	out, errw, st := lance(t, "", "history", "--csv")
	require.Equal(t, 0, st, errw)
	lignes, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	require.NoError(t, err)
	require.Len(t, lignes, 2)
	assert.Equal(t, cmdhistory.EnteteCSV, lignes[0])
	assert.Equal(t, []string{"1", "solo", "decoder", "4", "6", "false", "RBJVON", "10", "2", "true", "2", s},
		append(lignes[1][:1:1], lignes[1][2:13]...))
	assert.True(t, strings.HasSuffix(lignes[1][13], ";"+s+" 4 0"), lignes[1][13])
	assert.Equal(t, "1", lignes[1][14], "its game")
}

func TestHistoryText(t *testing.T) {
	environnementDeTest(t)
	soloJoue(t)
	out, errw, st := lance(t, "", "historique")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "4 pions, 6 couleurs : 1 partie, dont 1 gagnée.")
	assert.Contains(t, out, "  n° 1  ")
	assert.Contains(t, out, "« mastermind analyse --history N »")
}

func TestAnalyseFromTheHistory(t *testing.T) {
	environnementDeTest(t)
	s := soloJoue(t)
	out, errw, st := lance(t, "", "analyse", "--history", "1")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "Appréciation")
	assert.Contains(t, out, "Secret trouvé en 2 essais.")
	out, errw, st = lance(t, "", "analyse", "--json", "--history", "1")
	require.Equal(t, 0, st, errw)
	var r cmdanalyse.JSON
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, s, r.Secret)
	assert.Len(t, r.Moves, 2)
	refuse(t, "", []string{"analyse", "--history", "2"},
		"Pas de manche n° 2 dans l'historique, qui en compte 1 : « mastermind history » les montre.")
}

// A saved game in progress is analysed by its name, its secret never
// shown.
func TestAnalyseASavedGame(t *testing.T) {
	environnementDeTest(t)
	s := scenario.SecretDeGraine(100)
	premier := "RRRB"
	if s == premier {
		premier = "BBBB"
	}
	_, errw, st := lance(t, "2\n"+premier+"\nsauver ma-partie\nquitter\n", "--seed", "100")
	require.Equal(t, 0, st, errw)
	out, errw, st := lance(t, "", "analyse", "ma-partie")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, premier)
	assert.Contains(t, out, "Appréciation")
	assert.NotContains(t, out, s, "the secret of a game in progress")
}

// --reset asks first: through a pipe it needs --yes.
func TestHistoryResetAsksFirst(t *testing.T) {
	environnementDeTest(t)
	soloJoue(t)
	refuse(t, "", []string{"history", "--reset"},
		"--reset efface tout l'historique : ajoutez --yes pour confirmer hors d'un terminal.")
	fichier := filepath.Join(os.Getenv("XDG_STATE_HOME"), "mastermind", "historique.jsonl")
	require.FileExists(t, fichier)
	out, errw, st := lance(t, "", "history", "--reset", "--yes")
	require.Equal(t, 0, st, errw)
	assert.Equal(t, "Historique effacé.\n", out)
	assert.NoFileExists(t, fichier)
}

// A history folder that cannot be written: the game still plays.
func TestUnwritableHistoryTheGamePlays(t *testing.T) {
	environnementDeTest(t)
	t.Setenv("XDG_STATE_HOME", "/dev/null/state")
	s := scenario.SecretDeGraine(100)
	out, errw, st := lance(t, "2\n"+s+"\n", "--seed", "100")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "Bravo, trouvé du premier coup !")
	assert.Contains(t, out, "Les manches de cette session ne sont pas gardées dans vos résultats : ")
	_, _, st = lance(t, "", "history", "--json")
	assert.Equal(t, 0, st, "an empty history")
}

// One row whose text names no save, with a saves folder that cannot be
// read, is still a row.
func TestAnalyseOneRowWithoutASavesFolder(t *testing.T) {
	environnementDeTest(t)
	t.Setenv("MASTERMIND_SAVES", "/dev/null/saves")
	out, errw, st := lance(t, "", "analyse", "RRRR 1 0")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "RRRR")
}
