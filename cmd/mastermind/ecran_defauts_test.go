package main

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// Screen tests of the defects the lead saw in the second round.

// derniers are the last n rows of the screen that are not empty.
func derniers(lignes []string, n int) []string {
	fin := len(lignes)
	for fin > 0 && lignes[fin-1] == "" {
		fin--
	}
	return lignes[max(0, fin-n):fin]
}

var reQuand = regexp.MustCompile(`midi — solo 4×6, essai 2, ((lun|mar|mer|jeu|ven|sam|dim)\. \d{1,2} \S+ \d\d:\d\d)$`)

// TestEcranSupprimerUnePartieDemandeDAbord: "Supprimer" in the list of
// saves asks, naming the game; Enter (no comes first) and Escape keep
// it, and it still resumes; yes deletes it.
func TestEcranSupprimerUnePartieDemandeDAbord(t *testing.T) {
	dir := t.TempDir()
	e := ouvreEcran(t, ecrantest.Options{Cols: 120, Rows: 30, Args: []string{"--seed", "6"}, Env: []string{"MASTERMIND_SAVES=" + dir, "NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	sauveMidi(t, e)

	// ouvreSupprimer opens the list, the game, and Supprimer: the question
	// names the game as the list does, when it was played included.
	ouvreSupprimer := func() (quand string) {
		t.Helper()
		e.Attend("6) Parties sauvegardées (1)")
		e.Choisit("6")
		e.Attend("▸ 1) midi — solo 4×6, essai 2")
		for _, l := range e.Lignes() {
			if m := reQuand.FindStringSubmatch(l); m != nil {
				quand = m[1]
			}
		}
		require.NotEmpty(t, quand, "the list says when the game was played")
		e.Tape(ecrantest.Entree)
		e.Attend("1) Reprendre")
		e.Choisit("2")
		e.Attend("▸ 1) Non, la garder")
		assert.Equal(t, []string{
			"✔ Supprimer",
			"Supprimer « midi » (solo 4×6, essai 2, " + quand + ") ? Elle ne pourra plus être reprise.",
			"↑ ↓ ou un chiffre pour choisir, Entrée pour valider, Échap pour revenir",
			"  ▸ 1) Non, la garder",
			"    2) Oui, la supprimer",
		}, derniers(e.Lignes(), 5))
		return quand
	}

	// Enter: no comes first. Back to the list, the game in it.
	quand := ouvreSupprimer()
	e.Tape(ecrantest.Entree)
	e.Attend("▸ 1) midi — solo 4×6, essai 2")
	assert.Equal(t, []string{
		"✔ midi — solo 4×6, essai 2, " + quand,
		"✔ Supprimer",
		"✔ Non, la garder",
		"Parties sauvegardées (" + dir + ")",
		"↑ ↓ ou un chiffre pour choisir, Entrée pour valider, Échap pour revenir",
		"  ▸ 1) midi — solo 4×6, essai 2, " + quand,
		"    2) Retour au menu",
	}, derniers(e.Lignes(), 7))
	assert.Equal(t, []string{"RRBB"}, partiesDe(t, dir)["midi"], "kept")
	e.Tape(ecrantest.Echap)

	// Escape: back to the game's menu, in the question's place.
	quand = ouvreSupprimer()
	e.Tape(ecrantest.Echap)
	e.AttendQue("the game's menu again, clean", func(l []string) bool {
		return contient(l, "Supprimer « midi »") == 0 && contient(l, "▸ 2) Supprimer") == 1
	})
	assert.Equal(t, []string{
		"✔ midi — solo 4×6, essai 2, " + quand,
		"midi",
		"↑ ↓ ou un chiffre pour choisir, Entrée pour valider, Échap pour revenir",
		"    1) Reprendre",
		"  ▸ 2) Supprimer",
		"    3) Retour au menu",
	}, derniers(e.Lignes(), 6))
	assert.Equal(t, []string{"RRBB"}, partiesDe(t, dir)["midi"], "kept")
	e.Tape(ecrantest.Echap)
	e.Attend("▸ 1) midi — solo 4×6, essai 2")
	e.Tape(ecrantest.Echap)

	// Kept, it resumes.
	e.Attend("6) Parties sauvegardées (1)")
	e.Choisit("6")
	e.Attend("▸ 1) midi — solo 4×6, essai 2")
	e.Tape(ecrantest.Entree)
	e.Attend("1) Reprendre")
	e.Choisit("1")
	e.Attend("Reprise de « midi »")
	e.AttendInvite("Essai 2 sur 10 :")
	e.Saisit("quitter")
	retourAuMenu(t, e, "fr")

	ouvreSupprimer()
	e.Choisit("2")
	e.Attend("Sauvegarde « midi » supprimée.")
	e.Attend("Aucune partie sauvegardée dans " + dir + ".")
	assert.Empty(t, partiesDe(t, dir), "deleted")
	retourAuMenu(t, e, "fr")
	e.Attend("0) Réglages")
	e.Tape(ecrantest.CtrlD)
	assert.Equal(t, 0, e.Statut())
}

// TestEcranEchapRedessineLeMenuParentAuPropre: Escape from a submenu
// brings its parent back in place of the parent's "✔ …" line: the screen
// is the one the player saw before choosing, two levels deep. At 40×12
// the strategies' list is so long that the screen scrolled: the settings
// come back at the top, their "✔ Réglages" gone with the scroll.
func TestEcranEchapRedessineLeMenuParentAuPropre(t *testing.T) {
	t.Parallel()
	for _, taille := range [][2]int{{80, 24}, {40, 12}} {
		nom := fmt.Sprintf("%dx%d", taille[0], taille[1])
		apres := "echap-reglages-" + nom
		if taille[1] == 12 {
			apres += "-defile"
		}
		t.Run(nom, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: taille[0], Rows: taille[1], Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
			e.Attend("1) Reprendre")
			e.Tape("0")
			e.Attend("▸ 0) Réglages")
			e.Golden(t, "echap-menu-"+nom)
			e.Tape(ecrantest.Entree)
			e.Attend("1) Taille du jeu")
			e.Tape("2")
			e.Attend("▸ 2) L'ordinateur joue la")
			e.Golden(t, "echap-reglages-"+nom)
			e.Tape(ecrantest.Entree)
			e.Attend("▸ 1) le plus petit code")
			e.Tape(ecrantest.Echap)
			e.Golden(t, apres)
			e.Tape(ecrantest.Echap)
			e.Golden(t, "echap-menu-"+nom)
			e.Tape(ecrantest.Entree)
			e.Attend("▸ 2) L'ordinateur joue la")
			e.Golden(t, "echap-reglages-"+nom)
		})
	}
}
