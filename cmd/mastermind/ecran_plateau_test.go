package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	et "mastermind/cmd/mastermind/internal/ecrantest"
)

// These tests play rounds on the game screen (package ecran): a board
// that stays in place, the final board left in the terminal's history.

// statutPlateau is the start of the board's status line for mode.
func statutPlateau(lang, mode string) string {
	noms := map[string][2]string{"solo": {"Solo ·", "Solo ·"}, "duo": {"Deux joueurs ·", "Two players ·"}, "partie": {"Contre l'ordinateur ·", "Against the computer ·"}}
	if lang == "en" {
		return noms[mode][1]
	}
	return noms[mode][0]
}

// attendRangee waits until the board shows row n as played, its number
// then a peg.
func attendRangee(e *et.Ecran, n int) {
	debut := fmt.Sprintf("%2d  ●", n)
	e.AttendQue(fmt.Sprintf("row %d played", n), func(lignes []string) bool {
		for _, l := range lignes {
			if strings.HasPrefix(l, debut) {
				return true
			}
		}
		return false
	})
}

func TestEcranPlateauSoloDeDixEssais(t *testing.T) {
	for _, taille := range []struct{ cols, rows int }{{80, 24}, {40, 20}, {120, 40}} {
		for _, lang := range []string{"fr", "en"} {
			t.Run(fmt.Sprintf("%s-%dx%d", lang, taille.cols, taille.rows), func(t *testing.T) {
				args := []string{"--seed", "7"}
				if lang == "en" {
					args = append(args, "--lang", "en")
				}
				e := ecran(t, et.Options{Cols: taille.cols, Rows: taille.rows, Args: args})
				secret := secretDeGraine(7)
				e.Attend(entreesDuMenu(lang)[10])
				e.Choisit("3")
				e.Attend(statutPlateau(lang, "solo"))
				var essais []string
				for _, c := range []string{"RRRR", "BBBB", "JJJJ", "VVVV", "OOOO", "NNNN", "RBJV", "BJVO", "JVON", "VONR"} {
					if c != secret {
						essais = append(essais, c)
					}
				}
				require.GreaterOrEqual(t, len(essais), 10)
				for k, c := range essais[:10] {
					if lang == "en" {
						c = enAnglais(c)
					}
					e.Saisit(c)
					if k < 9 {
						attendRangee(e, k+1)
					}
					if k == 4 {
						e.Golden(t, fmt.Sprintf("plateau-solo-%s-%dx%d", lang, taille.cols, taille.rows))
					}
				}
				e.Attend(pauseDe(lang))
				lignes := e.Lignes()
				assert.Equal(t, 1, contient(lignes, statutPlateau(lang, "solo")), "the final board, once")
				assert.Equal(t, 1, contient(lignes, " 1  ●R ●R ●R ●R"), "its first row still on screen")
				assert.Equal(t, 1, contient(lignes, " =  ●"), "the secret under it, once")
				assert.Equal(t, 0, contient(lignes, "▸"), "no row being entered")
				if lang == "fr" {
					assert.Equal(t, 1, contient(lignes, "Perdu : 10 essais n'ont pas suffi."))
				} else {
					assert.Equal(t, 1, contient(lignes, "Lost: 10 tries were not enough."))
				}
				if taille.cols == 80 {
					e.Golden(t, fmt.Sprintf("plateau-solo-fin-%s-%dx%d", lang, taille.cols, taille.rows))
				}
				retourAuMenu(t, e, lang)
				e.Attend(entreesDuMenu(lang)[10])
				e.Tape(et.Fin, et.Entree)
				assert.Equal(t, 0, e.Statut())
			})
		}
	}
}

// enAnglais is a French code's letters in the English palette.
func enAnglais(c string) string {
	return strings.NewReplacer("R", "R", "B", "B", "J", "Y", "V", "G", "O", "O", "N", "K").Replace(c)
}
