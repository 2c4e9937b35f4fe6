package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	et "mastermind/cmd/mastermind/internal/ecrantest"
)

// TestEcranTerminalMuet: on a terminal that cannot move its cursor
// (TERM=dumb, or TERM empty as when it is unset), the program talks as to
// a pipe: numbered menus read line by line, a game, and not one escape
// sequence, colours included.
func TestEcranTerminalMuet(t *testing.T) {
	for _, term := range []string{"dumb", ""} {
		t.Run("TERM="+term, func(t *testing.T) {
			e := ecran(t, et.Options{Env: []string{"TERM=" + term}})
			e.Attend("Votre choix (1-")
			solo := numeroDe(t, e.Lignes(), "Solo")
			e.Saisit(solo)
			e.Attend("Essai 1 sur 10 :")
			e.Saisit("RRBB")
			e.Attend("Essai 2 sur 10 :")
			e.Saisit("quitter")
			e.Attend("Partie mise de côté")
			e.AttendLigne("Votre choix (1-11) :")
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
