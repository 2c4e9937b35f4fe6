package main

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// A toggled setting leaves one line, its new value, in both languages;
// the background's says it is kept; the settings' title shows once.
func TestEcranUnReglageBasculeDitSaNouvelleValeur(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang, reglages, explique, fond, garde string
	}{
		{"fr", "0) Réglages", "L'ordinateur explique ses coups : ", "Fond du terminal : ", "Fond clair : gardé pour les prochaines fois."},
		{"en", "0) Settings", "The computer explains its moves: ", "Terminal background: ", "Background set to light: kept for the next runs."},
	} {
		t.Run(c.lang, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 100, Rows: 30, Args: []string{"--lang", c.lang}})
			e.Attend(c.reglages)
			e.Choisit("0")
			e.Attend("4) " + c.explique)
			e.Choisit("4")
			oui, non := "oui", "non"
			if c.lang == "en" {
				oui, non = "yes", "no"
			}
			e.Attend("▸ 4) " + c.explique + oui)
			e.Choisit("5")
			e.Attend(c.garde)
			l := e.Lignes()
			assert.Equal(t, 1, compte(l, "✔ "+c.explique+oui), "the new value, once")
			assert.Zero(t, compte(l, "✔ "+c.explique+non), "never the old one")
			clair, sombre := "clair", "sombre"
			if c.lang == "en" {
				clair, sombre = "light", "dark"
			}
			assert.Equal(t, 1, compte(l, "✔ "+c.fond+clair))
			assert.Zero(t, compte(l, "✔ "+c.fond+sombre))
			assert.Equal(t, 1, compte(l, c.garde))
			titre := "Réglages"
			if c.lang == "en" {
				titre = "Settings"
			}
			assert.Zero(t, contient(l, titre+" : "), "no « Réglages : » line before the menu's title")
			assert.Zero(t, contient(l, titre+": "))
		})
	}
}
