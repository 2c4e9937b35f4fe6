package main

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// TestEcranCtrlCEnPleinePartieDitOuElleEstGardee: Ctrl-C at a prompt of a
// game ends the program, as it should, but the player read only
// "Interrompu." and could not know the game was kept; they now read where
// it is, as after quitter, then "Interrompu.".
func TestEcranCtrlCEnPleinePartieDitOuElleEstGardee(t *testing.T) {
	t.Parallel()
	for _, l := range langues() {
		t.Run(l.code, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Args: []string{"--seed", "9"}, Env: envSauvegardes(t.TempDir(), l)})
			e.Choisit("3")
			e.AttendInvite(l.essai1)
			e.Saisit("RRRR")
			e.AttendInvite(strings.Replace(l.essai1, "1", "2", 1))
			e.Tape(ecrantest.CtrlC)
			fin := map[string]string{"fr": "Interrompu.", "en": "Interrupted."}[l.code]
			e.Attend(fin)
			assert.Equal(t, 130, e.Statut())
			attendPhrase(e, l.misedecote+l.auto)
			lignes := e.Lignes()
			assert.Equal(t, fin, lignes[contientDerniere(lignes, fin)], "the last word")
			assert.Less(t, contientDerniere(lignes, strings.Fields(l.misedecote)[0]), contientDerniere(lignes, fin), "where the game is, then Interrompu")
		})
	}
}

// contientDerniere is the index of the last row containing s, -1 when none.
func contientDerniere(lignes []string, s string) int {
	for i := len(lignes) - 1; i >= 0; i-- {
		if strings.Contains(lignes[i], s) {
			return i
		}
	}
	return -1
}

// TestEcranSolveEtSesErreursA40Colonnes: solve's result, its
// contradiction and a usage error, on a 40-column terminal, were left to
// the terminal's own wrapping, which cuts anywhere: " : ●R ●N ●J ●N" and
// " ; l'une" began rows, "no" / "mbres" split a word. They now wrap between
// words, on the output and on the error stream alike.
func TestEcranSolveEtSesErreursA40Colonnes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		nom    string
		args   []string
		statut int
	}{
		{"solve-40x20-fr", []string{"solve", "RVNJ 2 0", "NNBV 12"}, 0},
		{"solve-40x20-en", []string{"solve", "--lang", "en", "RGKY 2 0", "KKBG 12"}, 0},
		{"solve-contradiction-40x20-fr", []string{"solve", "RVBJ 4 0", "RRRR 0 0"}, 1},
		{"solve-ligne-40x20-en", []string{"solve", "--lang", "en", "RGKY", "12"}, 2},
	} {
		t.Run(c.nom, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: c.args})
			assert.Equal(t, c.statut, e.Statut())
			for _, l := range e.Lignes() {
				assert.Less(t, ansi.StringWidth(l), 40, "%q", l)
				assert.NotRegexp(t, `^ [:;,.)]|^ [^ ]`, l, "a row starts where the terminal cut a sentence")
			}
			e.Golden(t, c.nom)
		})
	}
}
