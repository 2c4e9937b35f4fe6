package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
)

// These tests check that while the game screen is open, it draws
// everything the round shows: the rules, the help of the mode at hand,
// the round's opening sentence, and nothing stale under an overlay.

// motsDe is a sentence in lang, French or English.
func motsDe(lang, fr, en string) string {
	if lang == "en" {
		return en
	}
	return fr
}

// soloSurLePlateau starts a solo round on the board in lang, the first
// two pegs typed.
func soloSurLePlateau(t *testing.T, cols, rows int, lang string) *ecrantest.Ecran {
	t.Helper()
	e := ouvreEcran(t, ecrantest.Options{Cols: cols, Rows: rows, Args: []string{"--seed", "7", "--lang", lang}})
	e.Attend(quitterDe(lang))
	e.Choisit("3")
	e.Attend(statutPlateau(lang, "solo"))
	e.Tape("R", "B")
	e.Attend(" 1▸ ●R ●B ◌  ◌")
	return e
}

// TestEcranLesReglesDepuisLeMenuDuPlateau: Escape → Règles during a round
// pages the rules over the board, the whole screen theirs, at the
// board's size; Escape brings the board back as it was, the pegs typed
// still there.
func TestEcranLesReglesDepuisLeMenuDuPlateau(t *testing.T) {
	// Each size once, a language each; the two others in make check
	// (TestEcranLesReglesDepuisLeMenuDuPlateauAutreLangue).
	ecranLesReglesDepuisLeMenuDuPlateau(t, "plateau-regles-fr-80x24", "plateau-regles-en-40x20")
}

// ecranLesReglesDepuisLeMenuDuPlateau is
// TestEcranLesReglesDepuisLeMenuDuPlateau's subtests named in noms.
func ecranLesReglesDepuisLeMenuDuPlateau(t *testing.T, noms ...string) {
	t.Parallel()
	for _, taille := range [][2]int{{80, 24}, {40, 20}} {
		for _, lang := range []string{"fr", "en"} {
			nom := fmt.Sprintf("plateau-regles-%s-%dx%d", lang, taille[0], taille[1])
			if !slices.Contains(noms, nom) {
				continue
			}
			t.Run(nom, func(t *testing.T) {
				e := soloSurLePlateau(t, taille[0], taille[1], lang)
				e.Tape(ecrantest.Echap)
				e.Attend(motsDe(lang, "4 Règles", "4 Rules"))
				e.Tape("4", ecrantest.Entree)
				titre := motsDe(lang, "Règles du jeu (1/", "How to play (1/")
				e.Attend(titre)
				e.Golden(t, nom)
				lignes := e.Lignes()
				assert.Zero(t, contient(lignes, statutPlateau(lang, "solo")), "the rules take the whole screen")
				assert.Equal(t, 1, contient(lignes, motsDe(lang, "Échap", "Esc")), "how to leave them")
				for _, l := range lignes {
					assert.LessOrEqual(t, len([]rune(l)), taille[0], "every row fits: %q", l)
				}
				// The next page, then back to the board.
				e.Tape(ecrantest.Entree)
				e.Attend(motsDe(lang, "Règles du jeu (2/", "How to play (2/"))
				e.Tape(ecrantest.Echap)
				e.Attend(" 1▸ ●R ●B ◌  ◌")
				assert.Zero(t, contient(e.Lignes(), titre[:8]), "the rules gone")
				e.Tape("3", "4", ecrantest.Entree)
				attendRangee(e, 1)
				e.Tape(ecrantest.CtrlC)
				assert.Equal(t, 130, e.Statut())
			})
		}
	}
}

// TestEcranAideEnRepondantALOrdinateur: F1 while the human answers the
// computer's guess lists the keys of an answer (digits are numbers
// there), not those of a guess.
func TestEcranAideEnRepondantALOrdinateur(t *testing.T) {
	e := jusquALaReponse(t)
	e.Tape("\x1bOP")
	e.Attend("le nombre au curseur")
	e.Golden(t, "plateau-aide-reponse-80x24")
	texte := e.Texte()
	assert.NotContains(t, texte, "indice", "no hint while answering")
	assert.NotContains(t, texte, "pose la couleur", "the keys of a guess are not these")
	assert.NotContains(t, texte, "Répondez", "nothing of the row under the help")
	e.Tape(" ")
	e.Attend("Répondez")
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}

// TestEcranAideEnCachantUnSecret: F1 while the first of two players hides
// a code lists the keys of a hidden secret.
func TestEcranAideEnCachantUnSecret(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"fr", "en"} {
		t.Run(lang, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"--lang", lang}})
			e.Attend(quitterDe(lang))
			e.Choisit("4")
			e.Attend(statutPlateau(lang, "duo"))
			e.Tape("R", "B")
			e.Tape("\x1bOP")
			e.Attend(motsDe(lang, "masque et avance", "masks, moves on"))
			e.Golden(t, "plateau-aide-secret-"+lang+"-40x20")
			texte := e.Texte()
			assert.NotContains(t, texte, motsDe(lang, "indice", "hint"))
			assert.NotContains(t, texte, "●R", "no colour of the secret shows")
			e.Tape(" ")
			e.Attend(statutPlateau(lang, "duo"))
			e.Tape(ecrantest.CtrlC)
			assert.Equal(t, 130, e.Statut())
		})
	}
}

// TestEcranLaPhraseQuiOuvreLaManche: the sentence that opens a round
// shows on the board at its start, not written behind it.
func TestEcranLaPhraseQuiOuvreLaManche(t *testing.T) {
	t.Parallel()
	cas := []struct {
		nom, menu, mode, phrase string
	}{
		{"solo", "3", "solo", "L'ordinateur a choisi un code de 4 pions"},
		{"partie", "2", "partie", "Partie en 2 manches"},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "7"}})
			e.Attend("Quitter")
			e.Choisit(c.menu)
			e.Attend(statutPlateau("fr", c.mode))
			e.Attend(c.phrase)
			if c.nom == "solo" {
				e.Golden(t, "plateau-ouverture-80x24")
			}
			e.Tape("R")
			e.AttendQue("the sentence said, the row's instruction back", func(l []string) bool {
				return contient(l, c.phrase) == 0 && contient(l, "Choisissez 4 pions") == 1
			})
			e.Tape(ecrantest.CtrlC)
			assert.Equal(t, 130, e.Statut())
		})
	}
	// At 40 × 20 the shorter wordings: the game's rule and the round's
	// number both show.
	t.Run("partie-40x20", func(t *testing.T) {
		e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"--seed", "7"}})
		e.Attend("Quitter")
		e.Choisit("2")
		e.Attend("Partie en 2 manches")
		e.Attend("vous cherchez le code de")
		e.Tape(ecrantest.CtrlC)
		assert.Equal(t, 130, e.Statut())
	})
	// Two players: once the secret is hidden, the round's sentence.
	t.Run("duo", func(t *testing.T) {
		e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20})
		e.Attend("Quitter")
		e.Choisit("4")
		e.Attend(statutPlateau("fr", "duo"))
		e.Saisit("RBJV")
		e.Attend("Joueur 2")
		e.Tape(ecrantest.CtrlC)
		assert.Equal(t, 130, e.Statut())
	})
}

// TestEcranRienDePerimeSousLeMenuNiLAide: under the Escape menu and the
// help, neither the row's instruction nor the last message shows: the
// keys are the overlay's.
func TestEcranRienDePerimeSousLeMenuNiLAide(t *testing.T) {
	t.Parallel()
	for _, ouvre := range []string{ecrantest.Echap, "\x1bOP"} {
		t.Run(fmt.Sprintf("%q", ouvre), func(t *testing.T) {
			e := soloSurLePlateau(t, 80, 24, "fr")
			e.Tape("?")
			e.Attend("Indice")
			e.Tape(ouvre)
			e.AttendQue("the overlay", func(l []string) bool {
				return contient(l, "1 Continuer") == 1 || contient(l, "Les touches") == 1
			})
			texte := e.Texte()
			for _, perime := range []string{"Choisissez 4 pions", "Indice"} {
				assert.NotContains(t, texte, perime)
			}
			assert.False(t, strings.Contains(texte, "F1 aide"), "the keys line is the overlay's")
			e.Tape(ecrantest.CtrlC)
			assert.Equal(t, 130, e.Statut())
		})
	}
}

// TestEcranLeCompteDeLIndiceNeSeCoupePas: at 40×20 the hint's count of
// 4×6 (« 1 296 », its digits bound by a no-break space) stays on one line
// of the board's message area.
func TestEcranLeCompteDeLIndiceNeSeCoupePas(t *testing.T) {
	e := soloSurLePlateau(t, 40, 20, "fr")
	e.Tape("?")
	e.Attend("296).")
	assert.Equal(t, 1, contient(e.Lignes(), "1\u00a0296)."), "the count whole on one line")
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}
