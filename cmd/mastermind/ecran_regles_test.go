package main

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// TestEcranLIntroductionDeLAssistant: the assistant's introduction wraps
// between words, no line starting with a space.
func TestEcranLIntroductionDeLAssistant(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"--seed", "2"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("0) Réglages")
	e.Choisit("7")
	e.AttendInvite("Entrée pour jouer le conseil, ou votre code :")
	for _, l := range e.Lignes() {
		if strings.Contains(l, "codes possibles") {
			break
		}
		assert.False(t, strings.HasPrefix(l, " "), "a line of the introduction starts with a space: %q", l)
	}
	assert.Equal(t, 1, contient(e.Lignes(), "Commandes : annuler, corriger N,"))
	e.Saisit("quitter")
	retourAuMenu(t, e, "fr")
	e.Attend("0) Réglages")
	e.Tape(ecrantest.CtrlD)
	e.Attend("Au revoir !")
}

// TestEcranLesReglesTiennentALEcran: each page of the rules, and the
// question under it, fits the screen at every size from 40×12 up: its
// title is still on it when the player is asked to go on, and the pages
// are numbered in turn to the last; English too.
func TestEcranLesReglesTiennentALEcran(t *testing.T) {
	// The smallest size (its golden) and the largest, a language each;
	// the four others in make check
	// (TestEcranLesReglesTiennentALEcranAutresTailles).
	ecranLesReglesTiennentALEcran(t, "40x12-fr", "80x24-en")
}

// ecranLesReglesTiennentALEcran is TestEcranLesReglesTiennentALEcran's
// subtests named in noms.
func ecranLesReglesTiennentALEcran(t *testing.T, noms ...string) {
	t.Parallel()
	type langue struct{ code, titre, suite, retour, exemple, reglages string }
	langues := []langue{
		{"fr", "Règles du jeu", "Entrée : la suite", "Entrée : retour au menu", "L'exemple du cours :", "Réglages actuels :"},
		{"en", "How to play", "Enter: next page", "Enter: back to the menu", "The course's example:", "Current settings:"},
	}
	for _, taille := range [][2]int{{80, 24}, {40, 20}, {40, 12}} {
		for _, lang := range langues {
			nom := fmt.Sprintf("%dx%d-%s", taille[0], taille[1], lang.code)
			if !slices.Contains(noms, nom) {
				continue
			}
			t.Run(nom, func(t *testing.T) {
				e := ouvreEcran(t, ecrantest.Options{Cols: taille[0], Rows: taille[1], Args: []string{"--lang", lang.code}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
				e.Attend("1) ")
				choisitRegles(t, e, lang.code)
				reTitre := regexp.MustCompile("^" + regexp.QuoteMeta(lang.titre) + ` \((\d+)/(\d+)\)$`)
				var lu []string
				for k, n := 1, 1; k <= n; k++ {
					question := lang.suite
					if k > 1 && k == n {
						question = lang.retour
					}
					e.AttendQue(fmt.Sprintf("page %d and its question", k), func(lignes []string) bool {
						return titreDePage(lignes, reTitre, k) > 0 && contient(lignes, question) == 1
					})
					n = titreDePage(e.Lignes(), reTitre, k)
					if k == 1 && n == 1 {
						question = lang.retour
					}
					e.AttendInvite(question)
					lu = append(lu, e.Lignes()...)
					if taille == [2]int{40, 12} && lang.code == "fr" && contient(e.Lignes(), "  ?  ") > 0 {
						e.Golden(t, "regles-commandes-40x12-fr")
					}
					if k == 2 && taille[0] == 80 {
						assert.Equal(t, 2, n, "two pages at 80×24")
					}
					e.Saisit("")
				}
				assert.Positive(t, contient(lu, lang.exemple), "the course's example")
				assert.Positive(t, contient(lu, lang.reglages), "the current settings")
				retraitSuspendu(t, lu)
				e.Attend("▸    " + lang.titre)
				e.Tape(ecrantest.CtrlD)
				assert.Equal(t, 0, e.Statut())
			})
		}
	}
}

// titreDePage is the number of pages the title of page k on the screen
// announces, 0 when that title is not on it.
func titreDePage(lignes []string, re *regexp.Regexp, k int) int {
	for _, l := range lignes {
		if m := re.FindStringSubmatch(l); m != nil && m[1] == strconv.Itoa(k) {
			n, _ := strconv.Atoi(m[2])
			return n
		}
	}
	return 0
}

// ligneDeCommande is a row of the rules' commands: its indent, the command, two
// spaces or more, then its description.
var ligneDeCommande = regexp.MustCompile(`^(  \S+(?: \S+)*? {2,})\S`)

// retraitSuspendu checks that the rules' commands keep their hanging
// indent (at 40×12 they lost it: « compatible avec toutes les réponses »
// went on under the command, not its description): the line after a
// command's row, when it goes on with it, starts under the description.
func retraitSuspendu(t *testing.T, lignes []string) {
	t.Helper()
	vus := 0
	for i, l := range lignes[:len(lignes)-1] {
		m := ligneDeCommande.FindStringSubmatch(l)
		suite := lignes[i+1]
		if m == nil || !strings.HasPrefix(suite, "   ") || ligneDeCommande.MatchString(suite) {
			continue
		}
		vus++
		col := len([]rune(m[1]))
		assert.Equal(t, strings.Repeat(" ", col), suite[:col], "%q goes on under its description: %q", l, suite)
		assert.NotEqual(t, " ", suite[col:col+1], "%q goes on under its description: %q", l, suite)
	}
	if lignes[0] != "" && len(lignes[0]) < 60 {
		assert.Positive(t, vus, "a narrow screen wraps a command's description")
	}
}
