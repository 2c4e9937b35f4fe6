package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// These tests play what issue 33 met on the board, and what Simon
// Tatham's Guess does: the hidden secret on its own row, a guess played
// already, the current peg highlighted, the board centred, the course
// game's header at 40 columns, the hint in the row, a peg copied by a
// click.

// soloGuess starts a solo game of seed 7, in French, on a terminal of
// cols × rows with env, and waits for its board.
func soloGuess(t *testing.T, cols, rows int, env []string) *ecrantest.Ecran {
	t.Helper()
	e := ouvreEcran(t, ecrantest.Options{Cols: cols, Rows: rows, Args: []string{"--seed", "7"}, Env: env})
	e.Attend(quitterDe("fr"))
	e.Choisit("3")
	e.Attend(statutPlateau("fr", "solo"))
	return e
}

// TestEcranGuessLeSecretCacheSurSaRangee: the first of two players hides
// a code on a row of its own, under a sentence that says who types and
// who looks away; every peg is masked, the one under the cursor too,
// until Tab shows the row on purpose (the arrows can be read then);
// nothing of it stays on the terminal once the round is over.
func TestEcranGuessLeSecretCacheSurSaRangee(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang, consigne, statut, secret, joueur2 string
	}{
		{"fr", "Joueur\u00a01 : cachez votre code — joueur\u00a02, ne regardez pas", "Deux joueurs · 4 pions, 6 couleurs · masqué · Tab montre", "BJVR", "Code secret choisi. Joueur 2"},
		{"en", "Player\u00a01: hide your code — player\u00a02, look away", "Two players · 4 pegs, 6 colours · masked · Tab shows", "BYGR", "Secret code set. Player 2"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--lang", c.lang}})
			e.Attend(quitterDe(c.lang))
			e.Choisit("4")
			e.Attend(c.consigne)
			lignes := e.Lignes()
			assert.Equal(t, c.statut, lignes[0], "no try counted while the secret is hidden")
			assert.Zero(t, contient(lignes, " 1▸"), "not on a guess's row")
			e.Tape(ecrantest.Haut, ecrantest.Haut) // R, then B: masked
			e.Attend("  ▸ ●  ◌  ◌  ◌")
			e.Tape("\t") // shown on purpose
			e.Attend("  ▸ ●B ◌  ◌  ◌")
			e.Golden(t, "guess-secret-fleches-80x24-"+c.lang)
			e.Tape("\t", ecrantest.Droite) // hidden again
			e.Attend("  ▸ ●  ◌  ◌  ◌")
			e.Tape(c.secret[1:2], c.secret[2:3])
			e.Attend("  ▸ ●  ●  ●  ◌")
			e.Tape(c.secret[3:])
			e.Attend("  ▸ ●  ●  ●  ●")
			assert.Zero(t, contient(e.Lignes(), "▸ ●  ●  ●  ●"+c.secret[3:]), "the last peg masked under the cursor too")
			e.Tape(ecrantest.Entree)
			e.Attend(c.joueur2)
			assert.Zero(t, contient(e.Lignes(), "▸ ●"), "player 2's board: no secret row")
			e.Saisit(c.secret)
			retourAuMenu(t, e, c.lang)
			e.Attend("▸ 4)")
			lignes = e.Lignes()
			assert.Zero(t, contient(lignes, "▸ ●"), "the hidden row is not in the terminal's history")
			assert.Zero(t, contient(lignes, strings.Split(c.consigne, " ")[0]+"\u00a01"))
			e.Tape(ecrantest.CtrlC)
			assert.Equal(t, 130, e.Statut())
		})
	}
}

// TestEcranGuessUnEssaiDejaJoue: ↑ recalls the last guess and Enter
// would play it again: the board says so and keeps the row, no try lost.
func TestEcranGuessUnEssaiDejaJoue(t *testing.T) {
	e := soloGuess(t, 80, 24, nil)
	e.Saisit("RRBB")
	attendRangee(e, 1)
	e.Tape(ecrantest.Haut)
	e.Attend(" 2▸ ●R ●R ●B ●B")
	e.Tape(ecrantest.Entree)
	e.Attend("Ce code est déjà l'essai 1 : changez au moins un pion.")
	e.Golden(t, "guess-deja-joue-80x24")
	assert.Equal(t, 1, contient(e.Lignes(), "9 essais restants"), "no try lost")
	e.Tape("J", ecrantest.Entree) // the last peg changed: played
	attendRangee(e, 2)
	e.Attend("8 essais restants")
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}

// TestEcranGuessLePionCourantEnSurbrillance: the peg under the cursor is
// drawn in reverse video, its letter too, in the dark theme, the light
// one, on 16 colours and without colours; the other pegs are not.
func TestEcranGuessLePionCourantEnSurbrillance(t *testing.T) {
	t.Parallel()
	for _, env := range [][]string{nil, {"MASTERMIND_THEME=light"}, {"NO_COLOR=1"}, {"TERM=xterm", "COLORTERM="}} {
		t.Run(strings.Join(env, ","), func(t *testing.T) {
			e := soloGuess(t, 80, 24, env)
			e.Tape("R", "B", "J", ecrantest.Gauche)
			e.Attend(" 1▸ ●R ●B ●J ◌")
			x0, y := celluleDe(t, e, "●R ●B ●J")
			// The third peg, J, is under the cursor: highlighted.
			e.AttendQue("the third peg highlighted", func([]string) bool {
				x, _ := e.Curseur()
				return x == x0+6 && e.Inverse(x0+6, y)
			})
			assert.True(t, e.Inverse(x0+7, y), "its letter")
			assert.False(t, e.Inverse(x0+3, y), "the peg before")
			assert.False(t, e.Inverse(x0+9, y), "the peg after")
			e.Tape(ecrantest.CtrlC)
			assert.Equal(t, 130, e.Statut())
		})
	}
}

// TestEcranGuessLePlateauAuMilieuA120x40: at 120 × 40 the board is in
// the middle of the window, not in its top-left corner over empty rows.
func TestEcranGuessLePlateauAuMilieuA120x40(t *testing.T) {
	e := soloGuess(t, 120, 40, nil)
	x, y := celluleDe(t, e, statutPlateau("fr", "solo"))
	assert.Equal(t, 20, x, "as many columns on either side")
	assert.Equal(t, 8, y, "as many rows above as below")
	_, yTouches := celluleDe(t, e, "F1 aide")
	assert.Equal(t, 40-8-1, yTouches, "the keys' line closes the board, 8 rows above the bottom")
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}

// TestEcranGuessLEnTeteDeLaPartieA40Colonnes: at 40 columns the course
// game's header keeps the round and the scores, on its second row.
func TestEcranGuessLEnTeteDeLaPartieA40Colonnes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ lang, haut, bas string }{
		{"fr", "Contre l'ordinateur · 10 essais restants", "manche 1/2 · vous 0 · ordinateur 0"},
		{"en", "Against the computer · 10 tries left", "round 1/2 · you 0 · computer 0"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"--seed", "3", "--lang", c.lang}})
			e.Attend(quitterDe(c.lang))
			e.Choisit("2")
			e.Attend(statutPlateau(c.lang, "partie"))
			lignes := e.Lignes()
			assert.Equal(t, c.haut, lignes[0])
			assert.Equal(t, c.bas, lignes[1])
			e.Golden(t, "guess-partie-40x20-"+c.lang)
			e.Tape(ecrantest.CtrlC)
			assert.Equal(t, 130, e.Statut())
		})
	}
}

// TestEcranGuessLIndiceRemplitLaRangee: ? puts the hint in the row, which
// stays editable: a peg changed, Enter plays the row as changed.
func TestEcranGuessLIndiceRemplitLaRangee(t *testing.T) {
	e := soloGuess(t, 80, 24, nil)
	e.Saisit("RRBB")
	attendRangee(e, 1)
	e.Tape("?")
	e.Attend(" 2▸ ●B ●J ●J ●J")
	e.Tape("O") // the first peg, under the cursor, changed
	e.Attend(" 2▸ ●O ●J ●J ●J")
	e.Tape(ecrantest.Entree)
	attendRangee(e, 2)
	assert.Equal(t, 1, contient(e.Lignes(), " 2  ●O ●J ●J ●J"), "the row played as changed")
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}

// TestEcranGuessUnClicCopieUnPionJoue: a click on a peg of an earlier row
// puts its colour at the cursor and moves on, as in Guess.
func TestEcranGuessUnClicCopieUnPionJoue(t *testing.T) {
	e := soloGuess(t, 80, 24, nil)
	e.Saisit("RJBV")
	attendRangee(e, 1)
	x, y := celluleDe(t, e, " 1  ●R ●J ●B ●V")
	for _, k := range []int{3, 2, 1, 0} { // V, B, J, R
		e.Tape(clic(x+4+3*k, y))
	}
	e.Attend(" 2▸ ●V ●B ●J ●R")
	e.Golden(t, "guess-clic-copie-80x24")
	e.Tape(ecrantest.Entree)
	attendRangee(e, 2)
	require.Equal(t, 1, contient(e.Lignes(), " 2  ●V ●B ●J ●R"))
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}

// TestEcranGuessUneSeuleConfirmationPourQuitterLaManche: a solo round
// over, the analysis offered says where its other entry goes (the menu),
// and that one choice brings the menu back: no pause after it. Seeing
// the analysis is followed by the pause, to read it.
func TestEcranGuessUneSeuleConfirmationPourQuitterLaManche(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"fr", "en"} {
		t.Run(lang, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "7", "--lang", lang}})
			e.Attend(quitterDe(lang))
			e.Choisit("3")
			e.Attend(statutPlateau(lang, "solo"))
			secret := secretDeGraine(7)
			if lang == "en" {
				secret = enAnglais(secret)
			}
			e.Saisit(secret)
			e.Attend(menuDe(lang))
			e.Golden(t, "guess-fin-80x24-"+lang)
			e.Tape("2", ecrantest.Entree)
			e.Attend("▸ 3) ")
			assert.Zero(t, contient(e.Lignes(), pauseDe(lang)), "no second confirmation")
			e.Tape(ecrantest.CtrlD)
			assert.Equal(t, 0, e.Statut())
		})
	}
}
