package main

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// TestEcranLaDernierePageDesReglesDuPlateau (issue 42): the rules paged
// over the board say, on their last page, that Enter goes back to the
// game, at 80 × 24 and at 40 × 12 where it was « Entrée suite ».
func TestEcranLaDernierePageDesReglesDuPlateau(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		cols, rows int
		fin        string
	}{
		{80, 24, "Entrée ou Échap : retour au jeu · ← : page d'avant"},
		{40, 12, "Entrée jeu · ← avant · Échap jeu"},
	} {
		t.Run(fmt.Sprintf("%dx%d", c.cols, c.rows), func(t *testing.T) {
			// The menu at 40 × 12 scrolls: the board is reached at
			// 80 × 24, then the window made smaller.
			e := soloSurLePlateau(t, 80, 24, "fr")
			e.Redimensionne(c.cols, c.rows)
			e.Attend(statutPlateau("fr", "solo"))
			e.Tape(ecrantest.Echap)
			e.Attend("4 Règles")
			e.Tape("4", ecrantest.Entree)
			e.Attend("Règles du jeu (1/")
			re := regexp.MustCompile(`Règles du jeu \((\d+)/(\d+)\)`)
			n := titreDePage(e.Lignes(), re, 1)
			for k := 2; k <= n; k++ {
				e.Tape(ecrantest.Entree)
				e.Attend(fmt.Sprintf("Règles du jeu (%d/%d)", k, n))
			}
			e.Attend(c.fin)
			lignes := e.Lignes()
			assert.Zero(t, contient(lignes, "page suivante"))
			assert.Zero(t, contient(lignes, "Entrée suite"))
			e.Tape(ecrantest.Entree)
			e.Attend(statutPlateau("fr", "solo"))
			e.Tape(ecrantest.CtrlC)
			assert.Equal(t, 130, e.Statut())
		})
	}
}

// TestEcranLesReglesSeRemettentEnPageApresUnRedimensionnement (issue
// 42): the rules opened at 80 × 24, then the window resized to 40 × 12:
// the page is laid out again at the new size, its title on the screen and
// every row within 40 columns; back to 80 × 24, two pages again.
func TestEcranLesReglesSeRemettentEnPageApresUnRedimensionnement(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("1) ")
	choisitRegles(t, e, "fr")
	e.Attend("Règles du jeu (1/2)")
	e.AttendInvite("Entrée : la suite")
	e.Redimensionne(40, 12)
	e.Attend("Règles du jeu (1/")
	re := regexp.MustCompile(`^Règles du jeu \((\d+)/(\d+)\)$`)
	e.AttendQue("the first page laid out at 40 × 12", func(lignes []string) bool {
		return titreDePage(lignes, re, 1) > 2 && contient(lignes, "Le codeur cache un code secret de") == 1
	})
	e.AttendInvite("Entrée : la suite")
	e.Golden(t, "regles-redimensionnees-40x12-fr")
	e.Tape(ecrantest.Entree)
	e.Attend("Règles du jeu (2/")
	e.Redimensionne(80, 24)
	e.AttendQue("the second half at 80 × 24", func(lignes []string) bool {
		return titreDePage(lignes, re, 1) == 2 || titreDePage(lignes, re, 2) == 2
	})
	e.Tape(ecrantest.CtrlD)
	assert.Equal(t, 0, e.Statut())
}
