package main

import (
	"testing"

	"github.com/stretchr/testify/assert"

	et "mastermind/cmd/mastermind/internal/ecrantest"
)

// A menu is driven as any numbered menu: a digit moves the pointer to its
// entry, Enter chooses. These tests read the whole screen at 40×20.

// TestEcranUnChiffrePuisEntreeOuvreLEntree: "4⏎" in the main menu opens
// the fourth entry (two players), and the Enter is not an answer to the
// secret's question: the key typed next is the prompt's only one, with no
// error line above it. Typed at a person's pace and pasted at once.
func TestEcranUnChiffrePuisEntreeOuvreLEntree(t *testing.T) {
	for _, lang := range []string{"fr", "en"} {
		for _, colle := range []bool{false, true} {
			nom := lang + "-tape"
			if colle {
				nom = lang + "-colle"
			}
			t.Run(nom, func(t *testing.T) {
				e := ecran(t, et.Options{Cols: 40, Rows: 20, Args: []string{"--lang", lang}})
				e.Attend("0) " + entreesDuMenu(lang)[9])
				// The V after the Enter shows the Enter was read: keys are
				// read in order.
				if colle {
					e.Colle("4" + et.Entree + "V")
				} else {
					e.Tape("4", et.Entree, "V")
				}
				e.Golden(t, "menu-4-entree-V-40x20-"+lang)
				e.Tape(et.Efface)
				e.Golden(t, "duo-secret-40x20-"+lang)
			})
		}
	}
}

// TestEcranUnChiffreSeulDeplaceLePointeur: a digit moves the pointer to
// its entry and chooses nothing: the menu is still there and still takes
// the arrows; Enter then chooses the entry under the pointer.
func TestEcranUnChiffreSeulDeplaceLePointeur(t *testing.T) {
	e := ecran(t, et.Options{Cols: 40, Rows: 20})
	e.Attend("0) Réglages")
	e.Tape("3")
	e.Golden(t, "menu-40x20-fr-3")
	e.Tape(et.Bas)
	e.Golden(t, "menu-40x20-fr-4")
	e.Tape("2")
	e.Golden(t, "menu-40x20-fr-2")
	e.Tape("4")
	e.Golden(t, "menu-40x20-fr-4")
	e.Tape(et.Entree)
	e.Golden(t, "duo-secret-40x20-fr")
}

// TestEcranUnChiffreHorsDuMenuNeFaitRien: 0 is the tenth entry; in a
// menu of two (a saved game's list) a digit past the entries leaves it as
// it was, without a bell, and Enter then chooses the entry under the
// pointer, not the first.
func TestEcranUnChiffreHorsDuMenuNeFaitRien(t *testing.T) {
	e := ecran(t, et.Options{Cols: 40, Rows: 20, Env: []string{"MASTERMIND_SAVES=" + t.TempDir(), "NO_COLOR=1"}})
	e.Attend("0) Réglages")
	e.Tape("0")
	e.Attend("▸ 0) Réglages")
	e.Tape(et.Fin)
	e.Attend("▸    Quitter")
	assert.NotContains(t, e.Brut(), "\a", "no bell")
	sauveMidi(t, e)
	e.Attend("6) Parties sauvegardées (1)")
	e.Choisit("6")
	e.Attend("▸ 1) midi")
	e.Tape(et.Bas)
	e.Attend("▸ 2) Retour au menu")
	e.Tape("3", "9", "0")
	e.Attend("▸ 2) Retour au menu")
	assert.NotContains(t, e.Brut(), "\a", "no bell")
	e.Tape(et.Entree)
	e.Attend("0) Réglages")
	assert.Zero(t, contient(e.Lignes(), "Reprise de"), "no game opened")
}
