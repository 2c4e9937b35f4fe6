package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
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
// then a peg (anywhere across the row: a large window centres the board).
func attendRangee(e *ecrantest.Ecran, n int) {
	debut := fmt.Sprintf("%d  ●", n)
	e.AttendQue(fmt.Sprintf("row %d played", n), func(lignes []string) bool {
		for _, l := range lignes {
			if strings.HasPrefix(strings.TrimLeft(l, " "), debut) {
				return true
			}
		}
		return false
	})
}

func TestEcranPlateauSoloDeDixEssais(t *testing.T) {
	// One size a language: 80×24 (the final board's golden) and 40×12
	// (the smallest); the six others run in make check
	// (TestEcranPlateauSoloDeDixEssaisAutresTailles).
	soloDeDixEssais(t, []tailleLangue{{"fr", 80, 24}, {"en", 40, 12}})
}

// tailleLangue is a terminal's size and a language.
type tailleLangue struct {
	lang       string
	cols, rows int
}

// soloDeDixEssais loses a solo round of ten tries on the board, once for
// each size and language, each a subtest named lang-colsxrows.
func soloDeDixEssais(t *testing.T, variantes []tailleLangue) {
	t.Parallel()
	for _, v := range variantes {
		lang, cols, rows := v.lang, v.cols, v.rows
		t.Run(fmt.Sprintf("%s-%dx%d", lang, cols, rows), func(t *testing.T) {
			args := []string{"--seed", "7"}
			if lang == "en" {
				args = append(args, "--lang", "en")
			}
			e := ouvreEcran(t, ecrantest.Options{Cols: cols, Rows: rows, Args: args})
			secret := secretDeGraine(7)
			e.Attend("1) ")
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
					e.Golden(t, fmt.Sprintf("plateau-solo-%s-%dx%d", lang, cols, rows))
				}
			}
			// The analysis offered, under the final board: its
			// second entry goes back to the menu, with no pause.
			e.Attend(menuDe(lang))
			lignes := e.Lignes()
			if rows > 12 {
				assert.Equal(t, 1, contient(lignes, statutPlateau(lang, "solo")), "the final board, once")
				assert.Equal(t, 1, contient(lignes, " 1  ●R ●R ●R ●R"), "its first row still on screen")
			}
			assert.Equal(t, 1, contient(lignes, " =  ●"), "the secret under it, once")
			assert.Zero(t, contient(lignes, "▸ ◌")+contient(lignes, "▸ ●"), "no row being entered")
			if lang == "fr" {
				assert.Equal(t, 1, contient(lignes, "Perdu : 10 essais n'ont pas suffi."))
			} else {
				assert.Equal(t, 1, contient(lignes, "Lost: 10 tries were not enough."))
			}
			if cols == 80 {
				e.Golden(t, fmt.Sprintf("plateau-solo-fin-%s-%dx%d", lang, cols, rows))
			}
			retourAuMenu(t, e, lang)
			e.Attend("▸ 3) ")
			e.Tape(ecrantest.Fin, ecrantest.Entree)
			assert.Equal(t, 0, e.Statut())
		})
	}
}

// enAnglais is a French code's letters in the English palette.
func enAnglais(c string) string {
	return strings.NewReplacer("R", "R", "B", "B", "J", "Y", "V", "G", "O", "O", "N", "K").Replace(c)
}

// clic is a left click at the cell (x, y), from 0, as an SGR mouse
// report: press then release.
func clic(x, y int) string {
	return fmt.Sprintf("\x1b[<0;%d;%dM\x1b[<0;%d;%dm", x+1, y+1, x+1, y+1)
}

// celluleDe is the cell of the first s on the screen, from 0.
func celluleDe(t *testing.T, e *ecrantest.Ecran, s string) (x, y int) {
	t.Helper()
	for y, l := range e.Lignes() {
		if i := strings.Index(l, s); i >= 0 {
			return len([]rune(l[:i])), y
		}
	}
	t.Fatalf("%q is not on the screen", s)
	return 0, 0
}

// TestEcranPlateauLesPionsAuClavierEtALaSouris: a peg is picked by its
// letter, its digit, the arrows, or a click on the palette; a click on a
// peg moves the cursor there, on the button plays the row.
func TestEcranPlateauLesPionsAuClavierEtALaSouris(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "7"}})
	e.Attend("Quitter")
	e.Choisit("3")
	e.Attend(statutPlateau("fr", "solo"))
	e.Tape("1") // the first colour, R
	x, y := celluleDe(t, e, "●B Bleu")
	e.Tape(clic(x, y))
	e.Tape("j")
	e.Tape(ecrantest.Haut) // an empty peg: the first colour
	e.Attend(" 1▸ ●R ●B ●J ●R")
	x, y = celluleDe(t, e, "●B ●J")
	e.Tape(clic(x+3, y), ecrantest.Haut, ecrantest.Haut) // the third peg: J, then V, then O
	e.Attend(" 1▸ ●R ●B ●O ●R")
	x, y = celluleDe(t, e, "[Jouer ⏎]")
	e.Tape(clic(x+1, y))
	attendRangee(e, 1)
	assert.Equal(t, 1, contient(e.Lignes(), " 1  ●R ●B ●O ●R"), "the row played")
	e.Golden(t, "plateau-clics-80x24")
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}

// TestEcranPlateauEchapDuSecretRevientAuMenu: Escape at the two-player
// secret goes back to the main menu, nothing played.
func TestEcranPlateauEchapDuSecretRevientAuMenu(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20})
	e.Attend("Quitter")
	e.Choisit("4")
	e.Attend(statutPlateau("fr", "duo"))
	e.Tape("R", "B")
	e.Tape(ecrantest.Echap)
	e.Attend("▸ 4) Deux joueurs")
	assert.Zero(t, contient(e.Lignes(), statutPlateau("fr", "duo")), "the screen left, no board in the history")
	e.Tape(ecrantest.CtrlD)
	assert.Equal(t, 0, e.Statut())
}

// TestEcranPlateauLeSecretMasqueNeNommeAucuneCouleur: a secret without
// repeats that repeats a colour, or holds a letter that is no colour, is
// refused with a sentence that names neither the colour nor its pegs.
func TestEcranPlateauLeSecretMasqueNeNommeAucuneCouleur(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24})
	e.Attend("Quitter")
	e.Choisit("0")
	e.Attend("▸ 1) Taille du jeu")
	e.Choisit("1")
	e.Attend("Quelle taille de jeu ?")
	e.Choisit("4")
	for _, r := range []string{"", "", "n", "", "", ""} {
		e.Attend(" : ")
		e.Saisit(r)
	}
	e.Attend("Réglages — Personnalisé 4×6")
	e.Tape(ecrantest.Echap)
	e.Attend("Quitter")
	e.Choisit("4")
	e.Attend(statutPlateau("fr", "duo"))
	e.Saisit("RBJR")
	e.Attend("Une couleur y est deux fois")
	texte := e.Texte()
	assert.NotContains(t, texte, "pions 1 et 4")
	assert.NotContains(t, texte, "la couleur R")
	e.Tape(ecrantest.Efface, ecrantest.Efface, ecrantest.Efface, ecrantest.Efface)
	e.Tape("R", "B", "J", "X")
	e.Attend("Touche refusée")
	assert.NotContains(t, e.Texte(), "Commande", "a letter that is no colour opens no command line")
	assert.NotContains(t, e.Texte(), "X", "nor is it shown")
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}

// TestEcranPlateauEchapDeChaqueQuestionDeLaTaillePersonnalisee: Escape at
// each question of the custom size goes back to the sizes, the settings
// unchanged.
func TestEcranPlateauEchapDeChaqueQuestionDeLaTaillePersonnalisee(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24})
	e.Attend("Quitter")
	e.Choisit("0")
	e.Attend("▸ 1) Taille du jeu")
	e.Choisit("1")
	questions := []string{"Nombre de pions", "Nombre de couleurs", "répéter une couleur", "Noms des 6 couleurs", "Nombre de manches", "Nombre maximum d'essais"}
	for k, q := range questions {
		e.Attend("Quelle taille de jeu ?")
		e.Choisit("4")
		for _, r := range []string{"", "", "o", "", ""}[:k] {
			e.Attend(" : ")
			e.Saisit(r)
		}
		e.Attend(q)
		e.Tape(ecrantest.Echap)
	}
	e.Attend("Quelle taille de jeu ?")
	e.Tape(ecrantest.Echap)
	e.Attend("▸ 1) Taille du jeu : Classique")
	e.Tape(ecrantest.CtrlD)
	assert.Equal(t, 0, e.Statut())
}

// jusquALaReponse starts the course's game at 80 × 24 (seed 3), wins its
// first round at once, and waits until the board asks the human's answer
// to the computer's first guess.
func jusquALaReponse(t *testing.T) *ecrantest.Ecran {
	t.Helper()
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "3"}})
	e.Attend("Quitter")
	e.Choisit("2")
	e.Attend(statutPlateau("fr", "partie"))
	e.Saisit(secretDeGraine(3))
	passeAnalyse(t, e, "fr")
	e.AttendInvite("Entrée quand vous êtes prêt :")
	e.Saisit("")
	e.Attend("Répondez")
	return e
}

// TestEcranPlateauAnnulerApresUneContradiction: in the computer's round,
// answers that contradict each other are said, and - takes the last one
// back: the computer asks it again and the round goes on.
func TestEcranPlateauAnnulerApresUneContradiction(t *testing.T) {
	e := jusquALaReponse(t)
	e.Saisit("10")
	attendRangee(e, 1)
	e.Saisit("00")
	e.Attend("Vos réponses se contredisent : - corrige la dernière, ou donnez votre code.")
	e.Golden(t, "plateau-contradiction-80x24")
	e.Tape("-")
	e.Attend("Essai 2 annulé.")
	e.Saisit("11")
	attendRangee(e, 2)
	assert.Equal(t, 1, contient(e.Lignes(), " 2  ●R ●B ●B ●B"), "the row answered again")
	assert.Zero(t, contient(e.Lignes(), "Erreur ou triche"))
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}

// TestEcranPlateauIndiceEntier: a hint shows whole, the number of codes
// possible with it, wrapped over the rows under the palette; at 40 × 12,
// where there is no row to spare, in its shorter wording.
func TestEcranPlateauIndiceEntier(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang       string
		cols, rows int
		fin        string
	}{{"fr", 80, 24, "256)."}, {"fr", 40, 12, "(256 possibles)"}, {"en", 40, 20, "codes: 256)."}} {
		t.Run(fmt.Sprintf("%s-%dx%d", c.lang, c.cols, c.rows), func(t *testing.T) {
			args := []string{"--seed", "7"}
			if c.lang == "en" {
				args = append(args, "--lang", "en")
			}
			e := ouvreEcran(t, ecrantest.Options{Cols: c.cols, Rows: c.rows, Args: args})
			e.Attend("1) ")
			e.Choisit("3")
			e.Attend(statutPlateau(c.lang, "solo"))
			essai := "RRBB"
			if c.lang == "en" {
				essai = enAnglais(essai)
			}
			e.Saisit(essai)
			attendRangee(e, 1)
			e.Tape("?")
			e.Attend(c.fin)
			e.Golden(t, fmt.Sprintf("plateau-indice-%s-%dx%d", c.lang, c.cols, c.rows))
			e.Tape(ecrantest.CtrlC)
			assert.Equal(t, 130, e.Statut())
		})
	}
}

// TestEcranPlateauRedimensionneEtCtrlZ: the board is drawn whole again
// on a resize, and after Ctrl-Z once the program continues, the
// terminal's mode back.
func TestEcranPlateauRedimensionneEtCtrlZ(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "7"}})
	e.Attend("Quitter")
	e.Choisit("3")
	e.Attend(statutPlateau("fr", "solo"))
	e.Saisit("RRBB")
	attendRangee(e, 1)
	e.Tape("B", "J")
	e.Redimensionne(40, 20)
	e.Attend(" 2▸ ●B ●J ◌  ◌")
	e.Golden(t, "plateau-redimensionne-40x20")
	e.Redimensionne(120, 40)
	e.Attend(" 2▸ ●B ●J ◌  ◌")
	e.Golden(t, "plateau-redimensionne-120x40")
	e.Redimensionne(80, 24)
	e.Tape("\x1a")
	e.Signale(sigcont)
	e.Attend(" 2▸ ●B ●J ◌  ◌")
	e.Tape("V", "O", ecrantest.Entree)
	attendRangee(e, 2)
	e.Golden(t, "plateau-apres-ctrlz-80x24")
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}

// TestEcranLesReglesSeQuittentParQOuEchap: the rules' pager leaves on q
// or Escape, back to the menu at once.
func TestEcranLesReglesSeQuittentParQOuEchap(t *testing.T) {
	t.Parallel()
	for _, touche := range []string{"q", ecrantest.Echap} {
		t.Run(fmt.Sprintf("%q", touche), func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24})
			e.Attend("Quitter")
			choisitRegles(t, e, "fr")
			e.Attend("Entrée : la suite")
			e.Tape(touche)
			e.Attend("▸    Règles du jeu")
			assert.Zero(t, contient(e.Lignes(), "Règles du jeu (2/"), "the second page never came")
			assert.Zero(t, contient(e.Lignes(), "Entrée : retour au menu"), "no pause either")
			e.Tape(ecrantest.CtrlD)
			assert.Equal(t, 0, e.Statut())
		})
	}
}

// TestEcranPlateauEnLigneA40Colonnes: at 40 columns the board in line
// mode keeps its key pegs in both languages (English with short titles).
func TestEcranPlateauEnLigneA40Colonnes(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"fr", "en"} {
		t.Run(lang, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"demo", "--lang", lang, "--seed", "1"}})
			assert.Equal(t, 0, e.Statut())
			e.Attend("●●●●")
			e.Golden(t, "plateau-ligne-40x20-"+lang)
			for _, l := range e.Lignes() {
				if strings.HasPrefix(strings.TrimLeft(l, " "), "1  ") {
					assert.Contains(t, l, "●●··", "the first row's key pegs")
				}
			}
		})
	}
}

// TestEcranPlateauSansCouleurGardeLePlateau: NO_COLOR takes the colours
// away, not the board (no-color.org): the round is played on the board,
// each peg its disc and its letter, the key pegs their shapes, and no
// colour is ever written.
func TestEcranPlateauSansCouleurGardeLePlateau(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "7"}, Env: []string{"NO_COLOR=1"}})
	e.Attend("Quitter")
	e.Choisit("3")
	e.Attend(statutPlateau("fr", "solo"))
	e.Tape("R", "B", "J", "V")
	e.Attend(" 1▸ ●R ●B ●J ●V")
	e.Tape(ecrantest.Entree)
	attendRangee(e, 1)
	e.Golden(t, "plateau-sanscouleur-80x24")
	brut := e.Brut()
	assert.Empty(t, couleursEcrites(brut), "NO_COLOR: no colour")
	assert.Contains(t, brut, "\x1b[?1049h", "the board's own screen")
	assert.Contains(t, brut, "\x1b[1m", "the styles stay")
	e.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, e.Statut())
}

// couleursEcrites are the SGR sequences of s that set a colour (a
// foreground or background of the 16, 256 or true colours).
func couleursEcrites(s string) []string {
	var couleurs []string
	for _, m := range regexp.MustCompile("\x1b\\[([0-9;]*)m").FindAllStringSubmatch(s, -1) {
		for _, p := range strings.Split(m[1], ";") {
			if n, err := strconv.Atoi(p); err == nil && (n >= 30 && n <= 49 || n >= 90 && n <= 107) {
				couleurs = append(couleurs, m[0])
				break
			}
		}
	}
	return couleurs
}
