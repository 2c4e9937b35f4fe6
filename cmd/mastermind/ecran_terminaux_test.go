package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// TestEcranTerminalMuet: on a terminal that cannot move its cursor
// (TERM=dumb, or TERM empty as when it is unset), the program talks as to
// a pipe: numbered menus read line by line, a game, and not one escape
// sequence, colours included.
func TestEcranTerminalMuet(t *testing.T) {
	t.Parallel()
	for _, term := range []string{"dumb", ""} {
		t.Run("TERM="+term, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Env: []string{"TERM=" + term}})
			e.Attend("Votre choix (1-")
			solo := numeroDe(t, e.Lignes(), "Solo")
			e.Saisit(solo)
			e.Attend("Essai 1 sur 10 :")
			e.Saisit("RRBB")
			e.Attend("Essai 2 sur 10 :")
			e.Saisit("quitter")
			e.Attend("Partie mise de côté")
			e.AttendLigne("Votre choix (1-12) :")
			e.Saisit(numeroDe(t, e.Lignes(), "Quitter"))
			e.Attend("Au revoir")
			assert.Equal(t, 0, e.Statut())
			assert.NotContains(t, e.Brut(), "\x1b", "no escape sequence on a dumb terminal")
			assert.Contains(t, e.Brut(), "RRBB", "the board in plain letters")
		})
	}
}

// numeroDe is the number of the menu's entry that holds libelle, in a
// numbered list "N) libellé", the lowest on the screen.
func numeroDe(t *testing.T, lignes []string, libelle string) string {
	t.Helper()
	re := regexp.MustCompile(`(\d+)\) ` + regexp.QuoteMeta(libelle))
	for _, l := range slices.Backward(lignes) {
		if m := re.FindStringSubmatch(l); m != nil {
			return m[1]
		}
	}
	require.Fail(t, "no menu entry "+libelle, strings.Join(lignes, "\n"))
	return ""
}

// TestEcranTerminalMuetSecretEtEcho: on a dumb terminal, which echoes what
// is typed, every answer shows once, under its question, never a second
// time below; player 1's secret is typed with the echo off, so that it
// never shows, in both languages; Ctrl-C at that question gives the
// terminal back with its echo.
func TestEcranTerminalMuetSecretEtEcho(t *testing.T) {
	for _, c := range []struct{ lang, duo, secret, code, essai, question string }{
		{"fr", "Deux joueurs", "Joueur 1, tapez votre code secret", "VVOO", "Joueur 2, essai 1 sur 10 :", "Joueur 2, essai 2 sur 10 :"},
		{"en", "Two players", "Player 1, type your secret code", "GGOO", "Player 2, try 1 of 10:", "Player 2, try 2 of 10:"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Args: []string{"--lang", c.lang}, Env: []string{"TERM=dumb"}})
			e.Attend("(1-12)")
			e.Saisit(numeroDe(t, e.Lignes(), c.duo))
			e.Attend(c.secret)
			e.Saisit(c.code)
			e.AttendLigne(c.essai)
			e.Saisit("RRBB")
			e.AttendLigne(c.question)
			l := e.Lignes()
			assert.Zero(t, contient(l, c.code), "the secret never shows")
			assert.Equal(t, 1, contient(l, "RRBB  "), "the board's row")
			assert.Equal(t, 1, compte(l, c.essai+" RRBB"), "the answer under its question, once")
			assert.Zero(t, compte(l, "RRBB"), "never echoed again on a line of its own")
			e.Tape(ecrantest.CtrlC)
			e.Statut()
		})
	}
	e := ouvreEcran(t, ecrantest.Options{Env: []string{"TERM=dumb"}})
	e.Attend("(1-12)")
	e.Saisit(numeroDe(t, e.Lignes(), "Deux joueurs"))
	e.Attend("Joueur 1, tapez votre code secret")
	e.AttendQue("the echo off", func([]string) bool {
		_, echo, err := modeTerminal(int(e.TTY().Fd()))
		return err == nil && !echo
	})
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
	ligne, err := enModeLigne(int(e.TTY().Fd()))
	require.NoError(t, err)
	assert.True(t, ligne, "echo and line mode are back")
}
