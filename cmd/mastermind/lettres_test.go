package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAnalyseDUneSauvegardeDansLaLangueCourante (issue 42): mastermind
// analyse NAME, of a game played in French, prints its codes in the
// letters of the language it runs in, as the board of the same game
// resumed does; JSON keeps the course's letters.
func TestAnalyseDUneSauvegardeDansLaLangueCourante(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("MASTERMIND_SAVES", dir)
	joueMenu(t, 4, "Deux joueurs", "VJBR", "RBJV", "quitter", "Quitter")
	nom := nomDeLaSauvegarde(t)
	out, errw, st := lance(t, "", "analyse", "--lang", "en", nom)
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "RBYG", "English letters")
	assert.NotContains(t, out, "RBJV")
	out, errw, st = lance(t, "", "analyse", "--lang", "en", "--json", nom)
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, `"RBJV"`, "JSON keeps the course's letters")
}

// nomDeLaSauvegarde is the name mastermind resume prints of the one game
// saved.
func nomDeLaSauvegarde(t *testing.T) string {
	t.Helper()
	out, errw, st := lance(t, "", "resume", "--lang", "en")
	require.Equal(t, 0, st, errw)
	_, apres, ok := strings.Cut(out, `To resume one: "mastermind resume '`)
	require.True(t, ok, out)
	nom, _, ok := strings.Cut(apres, `'".`)
	require.True(t, ok, out)
	return nom
}

// TestSolveLitLaLettreQueMontreLaListe (issue 42): in English with 9
// colours, G typed to solve is Green, the colour its lists show as G.
func TestSolveLitLaLettreQueMontreLaListe(t *testing.T) {
	out, errw, st := lance(t, "", "--lang", "en", "solve", "--colors", "9", "GGGG 4 0")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, "One code left: GGGG.")
	out, errw, st = lance(t, "", "--lang", "en", "solve", "--colors", "9", "--json", "GGGG 4 0")
	require.Equal(t, 0, st, errw)
	assert.Contains(t, out, `"next":"VVVV"`, "JSON in the course's letters")
}
