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

// A menu is driven as any numbered menu: a digit moves the pointer to its
// entry, Enter chooses. These tests read the whole screen at 40×20.

// TestEcranUnChiffrePuisEntreeOuvreLEntree: "4⏎" in the main menu opens
// the fourth entry (two players), and the Enter is not an answer to the
// secret's question: the key typed next is the prompt's only one, with no
// error line above it. Typed at a person's pace and pasted at once.
func TestEcranUnChiffrePuisEntreeOuvreLEntree(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"fr", "en"} {
		for _, colle := range []bool{false, true} {
			nom := lang + "-tape"
			if colle {
				nom = lang + "-colle"
			}
			t.Run(nom, func(t *testing.T) {
				e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"--lang", lang}})
				e.Attend("0) " + entreesDuMenu(lang)[9])
				// The V after the Enter shows the Enter was read: keys are
				// read in order.
				if colle {
					e.Colle("4" + ecrantest.Entree + "V")
				} else {
					e.Tape("4", ecrantest.Entree, "V")
				}
				e.Golden(t, "menu-4-entree-V-40x20-"+lang)
				e.Tape(ecrantest.Efface)
				e.Golden(t, "duo-secret-40x20-"+lang)
			})
		}
	}
}

// TestEcranUnChiffreSeulDeplaceLePointeur: a digit moves the pointer to
// its entry and chooses nothing: the menu is still there and still takes
// the arrows; Enter then chooses the entry under the pointer.
func TestEcranUnChiffreSeulDeplaceLePointeur(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20})
	e.Attend("0) Réglages")
	e.Tape("3")
	e.Golden(t, "menu-40x20-fr-3")
	e.Tape(ecrantest.Bas)
	e.Golden(t, "menu-40x20-fr-4")
	e.Tape("2")
	e.Golden(t, "menu-40x20-fr-2")
	e.Tape("4")
	e.Golden(t, "menu-40x20-fr-4")
	e.Tape(ecrantest.Entree)
	e.Golden(t, "duo-secret-40x20-fr")
}

// TestEcranUnChiffreHorsDuMenuNeFaitRien: 0 is the tenth entry; in a
// menu of two (a saved game's list) a digit past the entries leaves it as
// it was, without a bell, and Enter then chooses the entry under the
// pointer, not the first.
func TestEcranUnChiffreHorsDuMenuNeFaitRien(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Env: []string{"MASTERMIND_SAVES=" + t.TempDir(), "NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("0) Réglages")
	e.Tape("0")
	e.Attend("▸ 0) Réglages")
	e.Tape(ecrantest.Fin)
	e.Attend("▸    Quitter")
	assert.NotContains(t, e.Brut(), "\a", "no bell")
	sauveMidi(t, e)
	e.Attend("6) Parties sauvegardées (1)")
	e.Choisit("6")
	e.Attend("▸ 1) midi")
	e.Tape(ecrantest.Bas)
	e.Attend("▸ 2) Retour au menu")
	e.Tape("3", "9", "0")
	e.Attend("▸ 2) Retour au menu")
	assert.NotContains(t, e.Brut(), "\a", "no bell")
	e.Tape(ecrantest.Entree)
	e.Attend("0) Réglages")
	assert.Zero(t, contient(e.Lignes(), "Reprise de"), "no game opened")
}

// TestEcranMenuEnBasRedimensionne: the main menu at the bottom of a full
// screen, the window narrowed then widened: the menu is cleared as the
// terminal reflowed it and drawn again whole, its title and every entry
// once, with no broken line of the old drawing left above it.
func TestEcranMenuEnBasRedimensionne(t *testing.T) {
	// French; English in make check
	// (TestEcranMenuEnBasRedimensionneEnAnglais).
	ecranMenuEnBasRedimensionne(t, "fr")
}

// ecranMenuEnBasRedimensionne is TestEcranMenuEnBasRedimensionne in the
// languages langs.
func ecranMenuEnBasRedimensionne(t *testing.T, langs ...string) {
	t.Parallel()
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "7", "--lang", lang}})
			titre := map[string]string{"fr": "Menu principal", "en": "Main menu"}[lang]
			e.Attend("0) " + entreesDuMenu(lang)[9])
			for range 2 {
				e.Choisit("5")
				retourAuMenu(t, e, lang)
				e.Attend("▸ 5)")
			}
			_, y := e.Curseur()
			require.Equal(t, 23, y, "the menu is at the bottom of a full screen")
			une := func(quand string) {
				t.Helper()
				l := e.Lignes()
				assert.Equal(t, 1, contient(l, titre), "the title once %s", quand)
				for i, entree := range entreesDuMenu(lang) {
					assert.Equal(t, 1, contient(l, entree[:min(len(entree), 6)]), "entry %d once %s", i+1, quand)
				}
			}
			e.Redimensionne(40, 20)
			e.Attend("▸ 5) " + entreesDuMenu(lang)[4])
			// Issue 42: each entry in the wording for 40 columns, none cut.
			titre40 := map[string]string{"fr": "10 essais, 2 manches, lexicographique", "en": "2 rounds, lexicographic"}[lang]
			e.AttendQue("the menu at 40 columns", func(l []string) bool { return compte(l, titre40) == 1 && contient(l, "…") == 0 })
			e.Golden(t, "menu-en-bas-40x20-"+lang)
			une("at 40×20")
			e.Redimensionne(120, 40)
			e.AttendQue("the menu at 120 columns", func(l []string) bool { return contient(l, "…") == 0 })
			e.Golden(t, "menu-en-bas-120x40-"+lang)
			une("at 120×40")
			e.Tape("3")
			e.Attend("▸ 3)")
			e.Tape(ecrantest.CtrlC)
			assert.Equal(t, 130, e.Statut())
		})
	}
}

// TestEcranRepriseA40Colonnes: at 40 columns the main menu cut what
// Resume would open (« 1) Reprendre « Solo 4×6, ven. 27 n… »), the try
// included. The entry now takes the first wording that fits: an
// automatic save's mode, size and try; a named game's name and try;
// whole, in both languages.
func TestEcranRepriseA40Colonnes(t *testing.T) {
	// Each save once, a language each; the two others in make check
	// (TestEcranRepriseA40ColonnesAutreLangue).
	ecranRepriseA40Colonnes(t, "fr-auto", "en-nom")
}

// ecranRepriseA40Colonnes is TestEcranRepriseA40Colonnes's subtests named
// in noms.
func ecranRepriseA40Colonnes(t *testing.T, noms ...string) {
	t.Parallel()
	for _, lang := range []string{"fr", "en"} {
		mot := map[string]map[string]string{
			"fr": {"essais": "9 essais", "sauver": ":sauver perso",
				"auto": "1) Reprendre : solo 4×6, essai 2", "nom shell": `"Solo 4×6, [^"]*"`, "nom": "1) Reprendre « perso » (essai 2)"},
			"en": {"essais": "9 tries", "sauver": ":save perso",
				"auto": "1) Resume: solo 4×6, try 2", "nom shell": `'Solo 4×6, [^']*'`, "nom": `1) Resume "perso" (try 2)`},
		}[lang]
		for _, nomme := range []bool{false, true} {
			nom := lang + map[bool]string{false: "-auto", true: "-nom"}[nomme]
			if !slices.Contains(noms, nom) {
				continue
			}
			t.Run(nom, func(t *testing.T) {
				e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"--lang", lang, "--seed", "3"}})
				e.Attend("0) " + entreesDuMenu(lang)[9])
				e.Choisit("3")
				e.Attend("●R")
				e.Tape("R", "R", "B", "B", ecrantest.Entree)
				e.Attend(mot["essais"])
				if nomme {
					e.Saisit(mot["sauver"])
					e.Attend("perso")
				}
				e.Tape(ecrantest.CtrlQ)
				retourAuMenu(t, e, lang)
				if !nomme {
					// The automatic name holds the date: no golden. The
					// command to resume it, too wide for a line, breaks
					// outside the shell's quotes, never inside.
					e.Attend(mot["auto"])
					lignes := e.Lignes()
					nom := regexp.MustCompile(mot["nom shell"]).FindString(strings.Join(lignes, " "))
					require.NotEmpty(t, nom, "the command to resume the game")
					assert.Positive(t, contient(lignes, nom), "%s whole on one line", nom)
					return
				}
				e.Attend(mot["nom"])
				e.Golden(t, "menu-reprise-40x20-"+lang)
			})
		}
	}
}
