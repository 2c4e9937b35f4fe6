package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecrantest"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/partie"
)

// These tests drive the real program in a pseudo-terminal and read the
// screen a person sees (package ecrantest): menus, prompts, boards, at
// several sizes, in both languages, typed at a person's pace.

// ouvreEcran starts the program; the screen tests run side by side (a
// test whose subtests open screens calls t.Parallel too, so that they
// join the others).
func ouvreEcran(t *testing.T, o ecrantest.Options) *ecrantest.Ecran {
	t.Helper()
	if testing.Short() {
		t.Skip("drives the real program")
	}
	t.Parallel()
	return ecrantest.Lance(t, ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind"), o)
}

func secretDeGraine(g uint64) string {
	return code.Taille{Pions: 4, Couleurs: 6}.Aleatoire(manche.Generateur(g)).Mot(couleur.MustDefaut(6))
}

// compte is how many rows read exactly ligne.
func compte(lignes []string, ligne string) int {
	n := 0
	for _, l := range lignes {
		if l == ligne {
			n++
		}
	}
	return n
}

// contient is how many rows contain s.
func contient(lignes []string, s string) int {
	n := 0
	for _, l := range lignes {
		if strings.Contains(l, s) {
			n++
		}
	}
	return n
}

var reInvite = regexp.MustCompile(`Essai \d+ sur \d+ :`)

// uneFoisChaque asserts that no prompt row shows twice on the screen and
// no row holds two prompts: nothing was drawn again or over anything.
func uneFoisChaque(t *testing.T, e *ecrantest.Ecran, quand string) {
	t.Helper()
	vus := map[string]int{}
	for _, l := range e.Lignes() {
		assert.NotContains(t, l, "%!", "%s: a sentence badly formatted", quand)
		p := reInvite.FindAllString(l, -1)
		assert.LessOrEqual(t, len(p), 1, "%s: one prompt per row: %q", quand, l)
		if len(p) > 0 {
			vus[l]++
		}
	}
	for p, n := range vus {
		assert.Equal(t, 1, n, "%s: %q shows %d times", quand, p, n)
	}
}

// TestEcranSoloDeDixEssaisAuRythmeDUnePersonne plays the line mode of a
// terminal asked for lines (MASTERMIND_BOARD=lines), without colours
// (NO_COLOR): the prompts, one under the other.
// Otherwise the round is on the game screen (ecran_plateau_test.go).
func TestEcranSoloDeDixEssaisAuRythmeDUnePersonne(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "7"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	secret := secretDeGraine(7)
	e.Attend("Quitter")
	e.Choisit("3")
	var essais []string
	for _, c := range []string{"RRRR", "BBBB", "JJJJ", "VVVV", "OOOO", "NNNN", "RBJV", "BJVO", "JVON", "VONR"} {
		if c != secret {
			essais = append(essais, c)
		}
	}
	require.GreaterOrEqual(t, len(essais), 10)
	for k, c := range essais[:10] {
		question := fmt.Sprintf("Essai %d sur 10 : ", k+1)
		e.AttendLigne(question)
		quand := fmt.Sprintf("before try %d", k+1)
		uneFoisChaque(t, e, quand)
		x, y, _ := e.Saisie()
		assert.Equal(t, len(question), x, "%s: keys go after the question", quand)
		lignes := e.Lignes()
		if k > 0 {
			restants := fmt.Sprintf("Essais restants : %d.", 10-k)
			assert.Equal(t, restants, lignes[y-1], "%s: the line above the prompt is whole", quand)
			assert.Equal(t, 1, compte(lignes, restants), quand)
			assert.Equal(t, 1, compte(lignes, fmt.Sprintf("Essai %d sur 10 : %s", k, essais[k-1])), "%s: the answered line, once", quand)
		}
		for _, l := range lignes {
			if strings.HasPrefix(l, "Essais restants") {
				assert.Regexp(t, `^Essais restants : \d+\.$`, l, quand)
			}
		}
		e.Saisit(c)
	}
	e.Attend("Perdu : 10 essais n'ont pas suffi ;")
	uneFoisChaque(t, e, "after the last try")
	assert.Equal(t, 1, compte(e.Lignes(), "Essai 10 sur 10 : "+essais[9]), "the last answered line, once")
	retourAuMenu(t, e, "fr")
	e.Attend("Quitter")
	e.Tape(ecrantest.Fin, ecrantest.Entree)
	e.Attend("Au revoir !")
	assert.Equal(t, 0, e.Statut())
}

// pauseDe is the line under a result that waits for a key before the
// menu comes back.
func pauseDe(lang string) string {
	if lang == "en" {
		return "Enter: back to the menu"
	}
	return "Entrée : retour au menu"
}

// retourAuMenu leaves a result for the menu with one confirmation: the
// pause under a result (it shows once, a key brings the menu back), or,
// after a solo or two-player round, the entry of its analysis offered
// that goes back to the menu, with no pause after it.
func retourAuMenu(t *testing.T, e *ecrantest.Ecran, lang string) {
	t.Helper()
	p := pauseDe(lang)
	menu := menuDe(lang)
	e.AttendQue("the pause, or the round's analysis offered", func(lignes []string) bool {
		return contient(lignes, p) > 0 || contient(lignes, menu) > 0
	})
	if contient(e.Lignes(), p) == 0 {
		e.Tape("2", ecrantest.Entree)
		e.AttendQue("the analysis offered to close", func(lignes []string) bool { return contient(lignes, menu) == 0 })
		return
	}
	e.Attend(p)
	assert.Equal(t, 1, compte(e.Lignes(), p), "the pause, once")
	e.Tape(ecrantest.Entree)
}

// continuerDe is the entry that goes on past the analysis offered after
// a round a person decoded.
func continuerDe(lang string) string {
	if lang == "en" {
		return "2) Go on"
	}
	return "2) Continuer"
}

// menuDe is the entry that goes back to the menu from the analysis
// offered after a solo or two-player round.
func menuDe(lang string) string {
	if lang == "en" {
		return "2) Back to the menu"
	}
	return "2) Retour au menu"
}

// passeAnalyse answers the offer of the round's analysis: go on.
func passeAnalyse(t *testing.T, e *ecrantest.Ecran, lang string) {
	t.Helper()
	e.Attend(continuerDe(lang))
	e.Tape("2", ecrantest.Entree)
}

// choisitRegles opens the rules from the main menu: the entry past the
// ten digits, just above Quit, reached with the arrows.
func choisitRegles(t *testing.T, e *ecrantest.Ecran, lang string) {
	t.Helper()
	regles := "Règles du jeu"
	if lang == "en" {
		regles = "How to play"
	}
	e.Tape(ecrantest.Fin)
	e.Attend("▸    " + quitterDe(lang))
	e.Tape(ecrantest.Haut)
	e.Attend("▸    " + regles)
	e.Tape(ecrantest.Entree)
}

// quitterDe is the main menu's last entry.
func quitterDe(lang string) string {
	if lang == "en" {
		return "Quit"
	}
	return "Quitter"
}

// resultatsDe is the main menu's results entry once the history holds a
// round.
func resultatsDe(lang string) string {
	if lang == "en" {
		return "My results: games played"
	}
	return "Mes résultats : parties jouées"
}

// entreesDuMenu are the main menu's entries on a terminal, the same with
// saves or without: each keeps its digit.
func entreesDuMenu(lang string) []string {
	if lang == "en" {
		return []string{"Resume: no interrupted game", "Play against the computer", "Solo: break", "Two players", "Demonstration", "Saved games (none)", "Assistant", "Statistics", "My results: no game played", "Settings", "How to play", "Quit"}
	}
	return []string{"Reprendre : aucune partie interrompue", "Jouer contre l'ordinateur", "Solo :", "Deux joueurs", "Démonstration", "Parties sauvegardées (aucune)", "Assistant", "Statistiques", "Mes résultats : aucune partie jouée", "Réglages", "Règles du jeu", "Quitter"}
}

// numeroDuMenu is how the menu numbers its entry i, from 0: 1) to 9),
// 0) the tenth, nothing past it.
func numeroDuMenu(i int) string {
	switch {
	case i < 9:
		return fmt.Sprintf("%d) ", i+1)
	case i == 9:
		return "0) "
	}
	return "   "
}

func TestEcranMenuA40ColonnesApresChaqueFleche(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20})
	e.Attend("Quitter")
	entrees := entreesDuMenu("fr")
	verifie := func(actif int) {
		t.Helper()
		e.Attend("▸ " + numeroDuMenu(actif-1) + entrees[actif-1][:min(len(entrees[actif-1]), 8)])
		lignes := e.Lignes()
		assert.Equal(t, 1, contient(lignes, "▸"), "one pointer")
		for i, entree := range entrees {
			assert.Equal(t, 1, contient(lignes, numeroDuMenu(i)+entree[:min(len(entree), 8)]), "entry %d once, pointer on %d", i+1, actif)
		}
		for _, l := range lignes {
			assert.Less(t, ansi.StringWidth(l), 40, "every row fits: %q", l)
		}
	}
	// Nothing to resume: the pointer starts on the first entry that
	// does something.
	verifie(2)
	for i := 3; i <= len(entrees); i++ {
		e.Tape(ecrantest.Bas)
		verifie(i)
	}
	e.Tape(ecrantest.Bas)
	verifie(len(entrees))
	for i := len(entrees) - 1; i >= 1; i-- {
		e.Tape(ecrantest.Haut)
		verifie(i)
	}
	e.Tape(ecrantest.Haut)
	verifie(1)
	// Back where it started: the screen is the menu as it first showed.
	e.Tape(ecrantest.Bas)
	verifie(2)
	e.Golden(t, "menu-40x20-fr")
}

func TestEcranMenuAuxTroisTaillesEtEnPetit(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"fr", "en"} {
		for _, taille := range [][2]int{{80, 24}, {40, 20}, {120, 40}, {40, 12}} {
			nom := fmt.Sprintf("menu-%dx%d-%s", taille[0], taille[1], lang)
			t.Run(nom, func(t *testing.T) {
				e := ouvreEcran(t, ecrantest.Options{Cols: taille[0], Rows: taille[1], Args: []string{"--lang", lang}})
				e.Attend(entreesDuMenu(lang)[6][:4])
				e.Golden(t, nom)
				e.Tape(ecrantest.Fin)
				e.Attend("▸    " + entreesDuMenu(lang)[len(entreesDuMenu(lang))-1])
				e.Golden(t, nom+"-fin")
			})
		}
	}
}

func TestEcranLesTouchesDuMenu(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24})
	// Nothing to resume: the pointer starts past Reprendre, which ↑
	// still reaches.
	e.Attend("▸ 2) Jouer contre")
	e.Tape("h", "e", "l", "l", "o", "j", "k", ecrantest.Droite, ecrantest.Gauche)
	e.Tape(ecrantest.Haut)
	e.Attend("▸ 1) Reprendre")
	e.Tape(ecrantest.Bas)
	e.Attend("▸ 2) Jouer contre")
	assert.Equal(t, 1, contient(e.Lignes(), "▸"), "letters and ← → moved nothing: ↑ then ↓ took the pointer back to 2")
	// Escape at the main menu goes back one level: it asks whether to
	// quit; no (Enter, or Escape again) brings the menu back as it was.
	e.Tape(ecrantest.Echap)
	e.Attend("Quitter Master Mind ?")
	e.Attend("▸ 1) Non, rester")
	e.Tape(ecrantest.Echap)
	e.Attend("▸ 2) Jouer contre")
	e.Tape(ecrantest.Bas)
	e.Attend("▸ 3) Solo")
	assert.Equal(t, 1, contient(e.Lignes(), "Menu principal"))

	e.Choisit("0")
	e.Attend("✔ Réglages")
	e.Attend("▸ 1) Taille du jeu : Classique")
	e.Choisit("2")
	e.Attend("Quelle stratégie pour l'ordinateur ?")
	e.Tape(ecrantest.Echap)
	e.Attend("▸ 2) L'ordinateur joue la stratégie du cours")
	assert.Zero(t, contient(e.Lignes(), "Quelle stratégie"), "Escape left the strategies, back to the entry that opened them")
	e.Tape(ecrantest.Echap)
	e.AttendQue("the main menu again", func(l []string) bool {
		return contient(l, "▸ 0) Réglages") == 1 && contient(l, "Taille du jeu") == 0
	})
	e.Tape(ecrantest.Fin, ecrantest.Entree)
	e.Attend("Au revoir !")
	assert.Equal(t, 0, e.Statut())
}

func TestEcranRedimensionneEnPleinePartie(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "7"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("Quitter")
	e.Choisit("3")
	e.AttendLigne("Essai 1 sur 10 : ")
	e.Saisit("RRBB")
	e.AttendLigne("Essai 2 sur 10 : ")
	e.Saisit("BJVO")
	e.AttendLigne("Essai 3 sur 10 : ")
	e.Tape("R", "J")
	e.AttendLigne("Essai 3 sur 10 : RJ")
	e.Redimensionne(40, 20)
	e.Tape("V")
	e.AttendLigne("Essai 3 sur 10 : RJV")
	e.Tape("N", ecrantest.Entree)
	e.AttendLigne("Essai 4 sur 10 : ")
	uneFoisChaque(t, e, "after the resize")
	e.Golden(t, "redimensionne-40x20")
	e.Redimensionne(120, 40)
	e.Saisit("OONN")
	e.AttendLigne("Essai 5 sur 10 : ")
	uneFoisChaque(t, e, "after growing")
	e.Golden(t, "redimensionne-120x40")
}

func TestEcranStatsA80Colonnes(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 40, Args: []string{"stats", "--strategy", "all", "--seed", "1"}})
	assert.Equal(t, 0, e.Statut())
	e.Attend("expected-size")
	for _, l := range strings.Split(ansi.Strip(e.Brut()), "\n") {
		l = strings.TrimRight(l, "\r")
		if strings.Contains(l, "\r") {
			continue // the optimal search's progress line, on the error stream
		}
		assert.Less(t, ansi.StringWidth(l), 80, "the table fits 80 columns: %q", l)
	}
	lignes := e.Lignes()
	var entetes []string
	for _, l := range lignes {
		if strings.HasPrefix(l, "stratégie ") {
			entetes = append(entetes, l)
		}
	}
	assert.Equal(t, []string{
		"stratégie      moyenne  max   total  au max  1   2    3    4     5+  durée (s)",
	}, entetes, "one block, the tail of the distribution grouped; the time in seconds")
	i := slices.Index(lignes, entetes[0])
	require.Positive(t, i)
	assert.Equal(t, "                                             essais :", lignes[i-1], "what the numbers are")
	for _, s := range []string{"lexico ", "knuth ", "optimal "} {
		assert.Equal(t, 1, contient(lignes, s), "%s once", s)
	}
}

func TestEcranSoloAvecIndiceAnnulationEtFaute(t *testing.T) {
	secret := secretDeGraine(7)
	e := ouvreEcran(t, ecrantest.Options{Args: []string{"--seed", "7"}})
	e.Attend("Quitter")
	e.Choisit("3")
	e.Attend(statutPlateau("fr", "solo"))
	e.Saisit("RBX")
	e.Attend("n'est pas une couleur")
	e.Tape(ecrantest.Efface, ecrantest.Efface)
	e.Saisit("RRBB")
	attendRangee(e, 1)
	e.Attend("9 essais restants")
	assert.Contains(t, e.Brut(), "\x1b[91m●", "coloured pegs")

	e.Tape("?")
	e.Attend("est compatible avec toutes les réponses")
	var indice string
	for _, l := range e.Lignes() {
		if i := strings.Index(l, "Indice : "); i >= 0 {
			indice = l[i+len("Indice : "):]
			indice = indice[:strings.Index(indice, " est compatible")]
		}
	}
	indice = strings.NewReplacer("●", "", " ", "").Replace(indice)
	six := couleur.MustDefaut(6)
	h, err := code.Lire(indice, six, 4)
	require.NoError(t, err, "the hint %q is a code", indice)
	sec, _ := code.Lire(secret, six, 4)
	rrbb, _ := code.Lire("RRBB", six, 4)
	assert.Equal(t, code.Evalue(sec, rrbb), code.Evalue(h, rrbb), "the hint %s agrees with the board", indice)
	e.Saisit("annuler")
	e.Attend("Essai 1 annulé.")
	e.Attend("10 essais restants")
	e.Saisit(secret)
	e.Attend("Bravo, trouvé du premier coup !")
	retourAuMenu(t, e, "fr")
	e.Attend("Quitter")
	e.Tape(ecrantest.Fin, ecrantest.Entree)
	e.Attend("Au revoir !")
	assert.Equal(t, 0, e.Statut())
}

func TestEcranDeuxJoueursLeSecretNeSeVoitJamaisPuisCtrlC(t *testing.T) {
	// English; French in make check
	// (TestEcranDeuxJoueursLeSecretNeSeVoitJamaisPuisCtrlCEnFrancais).
	ecranDeuxJoueursLeSecretNeSeVoitJamaisPuisCtrlC(t, "en")
}

// ecranDeuxJoueursLeSecretNeSeVoitJamaisPuisCtrlC is
// TestEcranDeuxJoueursLeSecretNeSeVoitJamaisPuisCtrlC in the languages
// langs.
func ecranDeuxJoueursLeSecretNeSeVoitJamaisPuisCtrlC(t *testing.T, langs ...string) {
	t.Parallel()
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"--lang", lang}})
			e.Attend("3)")
			e.Choisit("4")
			manque, joueur2, bravo, fin := "Il manque 1 pion", "Code secret choisi. Joueur 2", "Bravo, trouvé du premier coup !", "Interrompu."
			if lang == "en" {
				manque, joueur2, bravo, fin = "1 peg missing", "Secret code set. Player 2", "Well done, found at the first try!", "Interrupted."
			}
			e.Attend(statutPlateau(lang, "duo"))
			e.Golden(t, "duo-secret-40x20-"+lang)
			secret := "VJBR"
			if lang == "en" {
				secret = "GYBR"
			}
			e.Saisit(secret[:3])
			e.Attend(manque)
			e.Golden(t, "duo-secret-refuse-40x20-"+lang)
			e.Saisit(secret[3:])
			e.Attend(joueur2)
			assert.NotContains(t, e.Texte(), secret, "the secret typed by player one never shows")
			assert.NotContains(t, e.Brut(), secret)
			e.Saisit(secret)
			e.Attend(bravo)
			assert.Equal(t, 1, compte(e.Lignes(), bravo), "the whole sentence")
			retourAuMenu(t, e, lang)
			e.Attend("▸ 4)")
			// The results entry, in its place, now says there are some.
			e.Attend("9) " + resultatsDe(lang))
			e.Tape(ecrantest.CtrlC)
			e.Attend(fin)
			assert.Equal(t, 130, e.Statut())
			ligne, err := enModeLigne(int(e.TTY().Fd()))
			require.NoError(t, err)
			assert.True(t, ligne, "the terminal is restored")
		})
	}
}

func TestEcranPartieDeDeuxManches(t *testing.T) {
	secret := secretDeGraine(3)
	e := ouvreEcran(t, ecrantest.Options{Args: []string{"--seed", "3"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("Quitter")
	e.Choisit("2")
	e.Attend("Manche 1 sur 2 : vous cherchez le code de l'ordinateur.")
	e.AttendLigne("Essai 1 sur 10 : ")
	e.Saisit(secret)
	e.Attend("Bravo, trouvé du premier coup !")
	e.Attend("Pour l'ordinateur : 1 point.")
	passeAnalyse(t, e, "fr")
	e.AttendLigne("Entrée quand vous êtes prêt : ")
	e.Saisit("x")
	e.AttendLigne("Entrée quand vous êtes prêt : ")
	assert.Equal(t, 1, contient(e.Lignes(), "✗ appuyez sur Entrée, ou tapez ?"))
	e.Saisit("?")
	e.Attend("Codes qui demandent le plus d'essais à la stratégie du cours")
	e.AttendLigne("Entrée quand vous êtes prêt : ")
	for _, l := range e.Lignes() {
		assert.NotRegexp(t, `^(autres|\d+ autres)`, l, "« … et N autres » stays whole")
	}
	e.Tape(ecrantest.Entree)
	for i, r := range []string{"10", "11", "12", "04", "13", "40"} {
		e.Attend(fmt.Sprintf("Essai %d : l'ordinateur propose", i+1))
		e.AttendLigne("Bien placés et mal placés : ")
		if i == 2 {
			e.Saisit("3 1")
			e.AttendLigne("Bien placés et mal placés : ")
			e.Attend("3 bien placés et 1 mal placé est impossible")
		}
		e.Saisit(string(r[0]) + " " + string(r[1]))
	}
	e.Attend("L'ordinateur a trouvé VJBR en 6 essais.")
	// The computer's round ends on the same pause as the player's.
	passeAnalyse(t, e, "fr")
	e.Attend("Fin de la partie — vous : 6, ordinateur : 1.")
	e.Attend("Vous avez gagné !")
	assert.NotContains(t, e.Brut(), "\x1b[91m", "NO_COLOR: no coloured peg")
	retourAuMenu(t, e, "fr")
	e.Attend("Quitter")
	e.Tape(ecrantest.Fin, ecrantest.Entree)
	assert.Equal(t, 0, e.Statut())
}

func TestEcranPartieTueeRepriseDepuisLaSauvegardeAuto(t *testing.T) {
	dir := t.TempDir()
	env := []string{"MASTERMIND_SAVES=" + dir, "NO_COLOR=1", "MASTERMIND_BOARD=lines"}
	e := ouvreEcran(t, ecrantest.Options{Args: []string{"--seed", "9"}, Env: env})
	e.Attend("Quitter")
	e.Choisit("3")
	for i, c := range []string{"RRRR", "BBBB", "JJJJ"} {
		e.AttendLigne(fmt.Sprintf("Essai %d sur 10 : ", i+1))
		e.Saisit(c)
	}
	// The next prompt comes after the autosave of the third try.
	e.AttendInvite("Essai 4 sur 10 :")
	e.Signale(syscall.SIGKILL)
	e.Statut()

	r := ecrantest.Lance(t, ecrantest.Construit(t, "github.com/sae-mastermind/mastermind/cmd/mastermind"), ecrantest.Options{Cols: 80, Rows: 24, Env: env})
	r.Attend("▸ 1) Reprendre « Solo 4×6, ")
	r.Attend(" » (essai 4)")
	r.Tape(ecrantest.Entree)
	r.Attend("Reprise de « Solo 4×6, ")
	for _, c := range []string{"RRRR", "BBBB", "JJJJ"} {
		r.Attend(c)
	}
	r.AttendLigne("Essai 4 sur 10 : ")
	r.Saisit(secretDeGraine(9))
	r.Attend("Bravo, trouvé en 4 essais !")
	retourAuMenu(t, r, "fr")
	r.Attend("Quitter")
	r.Tape(ecrantest.CtrlC)
	assert.Equal(t, 130, r.Statut())
	fichiers, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
	require.NoError(t, err)
	assert.Empty(t, fichiers, "the finished game removed its file")
}

func TestEcranCtrlDPartProprementEtRendLeTerminal(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{})
	e.Attend("Quitter")
	e.Choisit("3")
	e.Attend(statutPlateau("fr", "solo"))
	canon, echo, err := modeTerminal(int(e.TTY().Fd()))
	require.NoError(t, err)
	assert.False(t, canon || echo, "keys come one at a time, unechoed")
	e.Tape("R", "B", ecrantest.CtrlD)
	e.Attend("Au revoir !")
	assert.NotContains(t, e.Brut()[strings.LastIndex(e.Brut(), "\x1b[?1049l"):], "\x1b[?1049h", "the game screen is left")
	assert.Equal(t, 0, e.Statut(), "Ctrl-D leaves with success")
	ligne, err := enModeLigne(int(e.TTY().Fd()))
	require.NoError(t, err)
	assert.True(t, ligne, "echo and line mode are back")
}

func TestEcranUnCollerJoueChaqueLigne(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Args: []string{"--seed", "7"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("Quitter")
	e.Choisit("3")
	e.AttendLigne("Essai 1 sur 10 : ")
	e.Colle("RRRR\rBBBB\rJJ")
	e.AttendLigne("Essai 3 sur 10 : JJ")
	uneFoisChaque(t, e, "after a paste")
	lignes := e.Lignes()
	assert.Equal(t, 1, compte(lignes, "Essai 1 sur 10 : RRRR"))
	assert.Equal(t, 1, compte(lignes, "Essai 2 sur 10 : BBBB"))
	assert.Equal(t, 1, compte(lignes, "Essais restants : 8."))
}

func TestEcranReglagesEtPartiePersonnaliseeEnAnglais(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--lang", "en", "--seed", "5"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("0) Settings")
	e.Choisit("0")
	e.Attend("▸ 1) Game size: Classic")
	e.Tape(ecrantest.Entree)
	e.Attend("Which game size?")
	e.Golden(t, "reglages-taille-en")
	e.Choisit("4")
	refuse := func(question, faux, raison string) {
		t.Helper()
		e.AttendInvite(question)
		e.Saisit(faux)
		e.AttendInvite(question)
		_, y, _ := e.Saisie()
		l := e.Lignes()
		i := y - 1
		for i > 0 && l[i] != question+" "+faux {
			i--
		}
		assert.Equal(t, question+" "+faux, l[i], "the refused answer stays")
		assert.Equal(t, "✗ "+raison, strings.Join(strings.Fields(strings.Join(l[i+1:y], " ")), " "), "then its reason, and a clean prompt")
	}
	refuse("Number of pegs of a code (1 to 10, Enter: 4):", "11", "type a whole number from 1 to 10")
	e.Saisit("3")
	refuse("Number of colours (1 to 21, Enter: 6):", "x", "type a whole number from 1 to 21") // 3 pegs × 21 colours ≤ 64
	e.Saisit("4")
	refuse("May a code repeat a colour (secret and guesses)? (y/n, Enter: y):", "maybe", "type y for yes or n for no")
	e.Saisit("n")
	e.AttendInvite("Names of the 4 colours, separated by commas; Enter keeps Red, Blue, Yellow, Green:")
	e.Saisit("")
	refuse("Number of rounds, even (2 to 100, Enter: 2):", "3", texte.Nouveau(texte.Anglais).Erreur(partie.ErrManches))
	e.Saisit("")
	e.AttendInvite("Maximum number of tries per round (1 to 100, Enter: 10):")
	e.Saisit("6")
	e.Attend("Settings — Custom 3×4, 6 tries, 2 rounds, lexicographic, no repeats")
	e.Attend("▸ 1) Game size: Custom")
	e.Choisit("2")
	e.Attend("Which strategy for the computer?")
	e.Choisit("2")
	e.Attend("Settings — Custom 3×4, 6 tries, 2 rounds, decreasing order, no repeats")
	e.Choisit("3")
	e.Attend("Make the computer unpredictable")
	e.Choisit("2")
	e.Attend("Settings — Custom 3×4, 6 tries, 2 rounds, random start, no repeats")
	e.Choisit("4")
	e.Attend("4) The computer explains its moves: yes")
	assert.Equal(t, 1, compte(e.Lignes(), "✔ The computer explains its moves: yes"), "the toggle's line says its new value")
	assert.Zero(t, contient(e.Lignes(), "✔ The computer explains its moves: no"))
	e.Choisit("5")
	e.Attend("Main menu — Custom 3×4, 6 tries, 2 rounds, random start, no repeats")

	e.Choisit("5")
	e.Attend("Demonstration: the course's order from a random start breaks the")
	e.Attend("The computer found")
	retourAuMenu(t, e, "en")
	e.Attend("0) Settings")
	for _, l := range e.Lignes() {
		assert.Less(t, ansi.StringWidth(l), 80)
	}
	e.Tape(ecrantest.Fin, ecrantest.Entree)
	e.Attend("Goodbye!")
	assert.Equal(t, 0, e.Statut())
}

func TestEcranAssistantAvecCorrection(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"--seed", "2"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("0) Réglages")
	e.Choisit("7")
	e.AttendInvite("Entrée pour jouer le conseil, ou votre code :")
	e.Saisit("")
	e.AttendInvite("(bien, mal ; par exemple 2 1) :")
	e.Saisit("5 0")
	e.AttendInvite("2 1) :")
	_, y, _ := e.Saisie()
	l := e.Lignes()
	assert.Equal(t, "2 1) : 5 0", l[y-4], "the refused answer stays as typed")
	assert.Equal(t, "  ✗ 5 bien placés et 0 mal placé font", l[y-3], "its reason, wrapped")
	assert.Equal(t, "    5 pions, or un code n'en a que 4", l[y-2], "a number keeps its noun")
	e.Saisit("1 0")
	e.AttendInvite("Entrée pour jouer le conseil, ou votre code :")
	e.Saisit("corriger 1")
	e.AttendInvite(" :")
	assert.Equal(t, 1, contient(e.Lignes(), "Nouvelle réponse pour la ligne 1,"))
	e.Saisit("0 1")
	e.AttendInvite("Entrée pour jouer le conseil, ou votre code :")
	assert.Regexp(t, `1  [A-Z]{4}     0   1`, e.Texte(), "the corrected row")
	e.Saisit("quitter")
	retourAuMenu(t, e, "fr")
	e.Attend("0) Réglages")
	e.Tape(ecrantest.Fin, ecrantest.Entree)
	assert.Equal(t, 0, e.Statut())
}

func TestEcranStatistiquesDuMenuEtSauvegardes(t *testing.T) {
	dir := t.TempDir()
	e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 30, Args: []string{"--seed", "4"}, Env: []string{"MASTERMIND_SAVES=" + dir}})
	e.Attend("0) Réglages")
	e.Choisit("8")
	e.Attend("▸ 1) le plus petit code")
	e.Choisit("1")
	e.Attend("calculé en")
	for _, l := range e.Lignes() {
		assert.Less(t, ansi.StringWidth(l), 40, "the statistics fit: %q", l)
	}
	retourAuMenu(t, e, "fr")
	e.Attend("0) Réglages")
	e.Choisit("3")
	e.Attend(statutPlateau("fr", "solo"))
	e.Saisit("sauver essai")
	e.Attend("Partie sauvegardée sous « essai » ;")
	e.Saisit("quitter")
	e.Attend("Partie mise de côté :")
	retourAuMenu(t, e, "fr")
	e.Attend("6) Parties sauvegardées (1)")
	e.Choisit("6")
	e.Attend("essai — solo 4×6")
	e.Tape(ecrantest.Echap)
	e.Attend("▸ 6) Parties sauvegardées (1)")
	e.Choisit("6")
	e.Attend("▸ 1) essai — solo 4×6")
	e.Tape(ecrantest.Entree)
	e.Attend("▸ 1) Reprendre")
	e.Choisit("2")
	e.Attend("▸ 1) Non, la garder")
	e.Choisit("2")
	e.Attend("Sauvegarde « essai » supprimée.")
	e.Attend("Aucune partie sauvegardée")
	retourAuMenu(t, e, "fr")
	e.Attend("0) Réglages")
	e.Tape(ecrantest.CtrlD)
	e.Attend("Au revoir !")
	assert.Equal(t, 0, e.Statut())
}

func TestEcranPartieEnAnglaisA40ColonnesAvecLesCodesDifficiles(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"--lang", "en", "--seed", "3"}})
	e.Attend("0) Settings")
	e.Choisit("2")
	e.Attend(statutPlateau("en", "partie"))
	anglaise, err := couleur.Anglaise(6)
	require.NoError(t, err)
	e.Saisit(code.Taille{Pions: 4, Couleurs: 6}.Aleatoire(manche.Generateur(3)).Mot(anglaise))
	passeAnalyse(t, e, "en")
	e.AttendInvite("Enter when you are ready:")
	e.Saisit("?")
	e.Attend("Codes that take the course's strategy")
	e.AttendInvite("Enter when you are ready:")
	// Issue 42: the list under its heading, not on its last line.
	e.AttendLigne("Enter when you are ready:")
	assert.Equal(t, 1, compte(e.Lignes(), "the most tries (9 tries):"), "the heading ends its line")
	for _, l := range e.Lignes() {
		assert.Less(t, ansi.StringWidth(l), 40, "%q", l)
		assert.NotRegexp(t, `^\s*(more|\d+ more)`, l, "« … and N more » stays whole")
	}
	e.Golden(t, "partie-difficiles-40x20-en")
	e.Tape(ecrantest.CtrlC)
	e.Attend("Interrupted.")
	assert.Equal(t, 130, e.Statut())
}

func TestEcranLaListeDesStrategiesA40x12(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 12})
	e.Attend("1) Reprendre")
	e.Choisit("0")
	e.Attend("▸ 1) Taille du jeu")
	e.Choisit("2")
	e.Attend("▸ 1) le plus petit code")
	e.Golden(t, "strategies-40x12-fr")
	e.Tape(ecrantest.Fin)
	e.Attend("▸    Un programme à vous")
	e.Golden(t, "strategies-40x12-fr-fin")
	e.Tape("h", "j", "k", "l", ecrantest.Haut)
	e.Attend("▸    Optimale")
	e.Tape(ecrantest.Echap)
	e.Attend("▸ 2) L'ordinateur joue la")
	e.Tape(ecrantest.Echap, ecrantest.CtrlD)
	e.Attend("Au revoir !")
	assert.Equal(t, 0, e.Statut())
}

func TestEcranLeMenuSuitLaTailleDuTerminal(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24})
	e.Attend("0) Réglages")
	e.Tape(ecrantest.Bas)
	e.Attend("▸ 3) Solo : trouver le code de l'ordinateur")
	e.Redimensionne(40, 20)
	// Issue 42: the short wording, as when started at 40 columns.
	e.Attend("▸ 3) Solo : percer le code")
	lignes := e.Lignes()
	assert.Zero(t, contient(lignes, "…"))
	for i, entree := range entreesDuMenu("fr") {
		assert.Equal(t, 1, contient(lignes, numeroDuMenu(i)+entree[:min(len(entree), 6)]), "entry %d once after the resize", i+1)
	}
	menu := false
	for _, l := range lignes {
		// The lines above the menu were written for 80 columns.
		menu = menu || strings.HasPrefix(l, "Menu principal")
		if menu {
			assert.Less(t, ansi.StringWidth(l), 40, "%q", l)
		}
	}
	assert.True(t, menu)
	e.Redimensionne(120, 40)
	e.Attend("▸ 3) Solo : trouver le code de l'ordinateur")
	e.Tape(ecrantest.Entree)
	e.Attend(statutPlateau("fr", "solo"))
	e.Tape(ecrantest.Echap)
	e.Attend("Continuer")
	e.Tape(ecrantest.Echap, "R", ecrantest.Haut, "B")
	e.Attend(" 1▸ ●R ●B ◌  ◌")
	e.Tape(ecrantest.CtrlC)
	e.Attend("Interrompu.")
	assert.Equal(t, 130, e.Statut())
}

func TestEcranDemoExpliqueeA40Colonnes(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 40, Args: []string{"demo", "--explain", "--seed", "1"}})
	assert.Equal(t, 0, e.Statut())
	e.Attend("→ ")
	mots := map[string]bool{}
	for _, l := range strings.Split(ansi.Strip(e.Brut()), "\n") {
		l = strings.TrimRight(l, "\r")
		assert.Less(t, ansi.StringWidth(l), 40, "%q", l)
		for _, m := range strings.Fields(l) {
			mots[m] = true
		}
	}
	assert.False(t, mots["avan"] || mots["t"], "no word cut in two")
}

func TestEcranSoloEnAnglaisA120x40(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 120, Rows: 40, Args: []string{"--lang", "en", "--seed", "11"}})
	e.Attend("0) Settings")
	e.Choisit("3")
	e.Attend(statutPlateau("en", "solo"))
	for i, c := range []string{"RRBB", "YYGG", "OOKK"} {
		e.Saisit(c)
		attendRangee(e, i+1)
	}
	e.Golden(t, "solo-120x40-en")
	e.Saisit("quit")
	e.Attend("Game set aside: resume it from the menu, or with \"mastermind resume 'Solo 4×6, ")
	retourAuMenu(t, e, "en")
	e.Attend("0) Settings")
	e.Tape(ecrantest.CtrlD)
	e.Attend("Goodbye!")
	assert.Equal(t, 0, e.Statut())
}

func TestEcranLOrdinateurEchoueEtDemandeLeSecret(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--lang", "en", "--seed", "2"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("0) Settings")
	e.Choisit("0")
	e.Attend("▸ 1) Game size: Classic")
	e.Choisit("1")
	e.Attend("Which game size?")
	e.Choisit("4")
	for _, r := range []string{"2", "2", "", "", "", "1"} {
		e.AttendInvite(":")
		e.Saisit(r)
	}
	e.Attend("Settings — Custom 2×2, 1 try, 2 rounds, lexicographic")
	e.Choisit("5")
	e.Attend("Main menu — Custom 2×2")
	e.Choisit("2")
	e.AttendInvite("Try 1 of 1:")
	e.Saisit("RB")
	passeAnalyse(t, e, "en")
	e.AttendInvite("Enter when you are ready:")
	e.Saisit("")
	e.Attend("Try 1: the computer proposes RR")
	e.AttendInvite("Right and misplaced:")
	e.Saisit("0 0")
	e.AttendInvite("What was your secret code (R B)?")
	e.Saisit("BR")
	e.Attend("Mistake or cheating: no point for you in this round.")
	// The computer's round ends on the same pause as the player's.
	passeAnalyse(t, e, "en")
	e.Attend("End of the game")
	assert.Contains(t, strings.Join(strings.Fields(e.Texte()), " "),
		"For the code BR, these answers were wrong: try 1, RR: you answered 0 right and 0 misplaced, the right answer was 1 right and 0 misplaced",
		"the lie report, wrapped between words")
	uneFoisChaque(t, e, "at the end")
	retourAuMenu(t, e, "en")
	e.Attend("9) " + resultatsDe("en")) // the results, in their place
	e.Attend("0) Settings")
	e.Tape(ecrantest.CtrlD)
	assert.Equal(t, 0, e.Statut())
}

func TestEcranAssistantBloqueEnAnglais(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 120, Rows: 40, Args: []string{"--lang", "en", "--seed", "2"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("0) Settings")
	e.Choisit("7")
	for i := 0; i < 4; i++ {
		e.AttendInvite("Enter to play the suggestion, or your code:")
		e.Saisit("")
		e.AttendInvite("(right, misplaced; e.g. 2 1):")
		e.Saisit("0 0")
		e.AttendQue("the next question", func(l []string) bool {
			return contient(l, "Correct an answer") > 0 || contient(l, "Enter to play the suggestion") > i+1
		})
		if contient(e.Lignes(), "Correct an answer") > 0 {
			break
		}
	}
	e.AttendInvite("Correct an answer (undo, fix N, quit):")
	e.Saisit("hello")
	e.AttendInvite("Correct an answer (undo, fix N, quit):")
	assert.Equal(t, 1, contient(e.Lignes(), "  ✗ no code fits; type a command: undo, fix N, quit"))
	e.Saisit("quit")
	retourAuMenu(t, e, "en")
	e.Attend("▸ 7)")
	e.Tape(ecrantest.CtrlD)
	assert.Equal(t, 0, e.Statut())
}

func TestEcranReprendreUnePartieSauvegardee(t *testing.T) {
	dir := t.TempDir()
	e := ouvreEcran(t, ecrantest.Options{Args: []string{"--seed", "6"}, Env: []string{"MASTERMIND_SAVES=" + dir, "NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	sauveMidi(t, e)
	e.Attend("6) Parties sauvegardées (1)")
	e.Choisit("6")
	e.Attend("▸ 1) midi — solo 4×6, essai 2")
	e.Tape(ecrantest.Entree)
	e.Attend("▸ 1) Reprendre")
	e.Tape(ecrantest.Bas, ecrantest.Bas)
	e.Attend("▸ 3) Retour au menu")
	e.Tape(ecrantest.Haut, ecrantest.Haut, ecrantest.Entree)
	e.Attend("Reprise de « midi »")
	e.AttendInvite("Essai 2 sur 10 :")
	l := e.Lignes()
	i := len(l) - 1
	for i > 0 && !strings.HasPrefix(l[i], "Reprise de « midi »") {
		i--
	}
	apres := strings.Join(l[i:], "\n")
	assert.Regexp(t, `\n     1  RRBB +\d +\d\n`, apres, "the board comes back")
	assert.Contains(t, apres, "\nEssais restants : 9.\n")
	e.Tape(ecrantest.CtrlC)
	e.Attend("Interrompu.")
	assert.Equal(t, 130, e.Statut())
}

// TestEcranUnResultatAttendLeJoueur: a result (here a demonstration's
// board) stays on the screen above a pause line until the player presses
// a key, any key; then the menu comes under it, the pause line gone. At
// 80×24 as the lead played it.
func TestEcranUnResultatAttendLeJoueur(t *testing.T) {
	// English; French in make check
	// (TestEcranUnResultatAttendLeJoueurEnFrancais).
	ecranUnResultatAttendLeJoueur(t, "en")
}

// ecranUnResultatAttendLeJoueur is TestEcranUnResultatAttendLeJoueur in the
// languages langs.
func ecranUnResultatAttendLeJoueur(t *testing.T, langs ...string) {
	t.Parallel()
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--lang", lang, "--seed", "3"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
			e.Attend("9)")
			e.Choisit("5")
			e.Attend(pauseDe(lang))
			e.Golden(t, "demo-pause-80x24-"+lang)
			e.Tape("x")
			e.Attend("▸ 5)")
			e.Golden(t, "demo-apres-pause-80x24-"+lang)
		})
	}
}

// TestEcranLesStatistiquesCoteACoteAttendentLeJoueur: the lead's table
// of every strategy, from the menu at 80×24: its last block, the seed and
// the pause are on the screen until a key brings the menu back.
func TestEcranLesStatistiquesCoteACoteAttendentLeJoueur(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 80, Rows: 24, Args: []string{"--seed", "1"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("0) Réglages")
	e.Choisit("8")
	e.Attend("toutes, côte à côte")
	e.Tape(ecrantest.Fin, ecrantest.Entree)
	e.Attend(pauseDe("fr"))
	l := e.Lignes()
	n := len(l) - 1
	for l[n] == "" {
		n--
	}
	assert.Equal(t, []string{
		"Les stratégies au hasard ont joué avec la graine 1 (--seed 1 pour refaire ce",
		"calcul).",
		"Entrée : retour au menu",
	}, l[n-2:n+1], "the table's end, then the pause")
	assert.Equal(t, 1, contient(l, "stratégie  "), "the last block whole, with its header")
	e.Tape(ecrantest.Entree)
	e.Attend("▸ 8) Statistiques")
	assert.Zero(t, contient(e.Lignes(), pauseDe("fr")), "the pause line gave way to the menu")
}

// sauveMidi plays one row of a solo game from the main menu, saves it as
// « midi », leaves it and comes back to the menu.
func sauveMidi(t *testing.T, e *ecrantest.Ecran) {
	t.Helper()
	e.Attend("0) Réglages")
	e.Choisit("3")
	e.AttendInvite("Essai 1 sur 10 :")
	e.Saisit("RRBB")
	e.AttendInvite("Essai 2 sur 10 :")
	e.Saisit("sauver midi")
	e.Attend("Partie sauvegardée sous « midi » ;")
	e.AttendInvite("Essai 2 sur 10 :")
	e.Saisit("quitter")
	retourAuMenu(t, e, "fr")
}

// TestEcranUneLongueSaisieA40Colonnes types at a 40-column prompt more
// than its room: the line scrolls sideways, nothing typed is lost (the
// answered line shows it whole), and the one cursor is where the next
// character goes.
func TestEcranUneLongueSaisieA40Colonnes(t *testing.T) {
	e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"--seed", "7"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
	e.Attend("Quitter")
	e.Choisit("3")
	e.AttendLigne("Essai 1 sur 10 : ")
	long := "rouge bleu jaune vert, puis orange"
	e.Colle(long)
	e.AttendLigne("Essai 1 sur 10 : …ne vert, puis orange")
	x, y, ok := e.Saisie()
	require.True(t, ok)
	assert.Equal(t, ligneDe(e, "Essai 1 sur 10 : …"), y, "the cursor on the prompt's row")
	assert.Equal(t, len([]rune("Essai 1 sur 10 : …ne vert, puis orange")), x, "right after the text")
	e.Tape(ecrantest.Debut)
	e.AttendLigne("Essai 1 sur 10 : rouge bleu jaune ver…")
	x, _, _ = e.Saisie()
	assert.Equal(t, len([]rune("Essai 1 sur 10 : ")), x, "on the first character")
	e.Tape(ecrantest.Entree)
	// The answered line holds everything typed.
	e.Attend("puis orange")
	e.AttendLigne("Essai 1 sur 10 : ")
	assert.Contains(t, strings.Join(e.Lignes(), "\n"), "Essai 1 sur 10 : rouge bleu jaune vert,\npuis orange")
}

// ligneDe is the row of the screen that starts with debut, -1 when none.
func ligneDe(e *ecrantest.Ecran, debut string) int {
	for i, l := range e.Lignes() {
		if strings.HasPrefix(l, debut) {
			return i
		}
	}
	return -1
}

// TestEcranReponsesFaussesA40Colonnes: at 40 columns the list of a
// human coder's wrong answers takes one or two lines per answer: the
// answers as they were typed.
func TestEcranReponsesFaussesA40Colonnes(t *testing.T) {
	// French; English in make check
	// (TestEcranReponsesFaussesA40ColonnesEnAnglais).
	ecranReponsesFaussesA40Colonnes(t, "fr")
}

// ecranReponsesFaussesA40Colonnes is TestEcranReponsesFaussesA40Colonnes in
// the languages langs.
func ecranReponsesFaussesA40Colonnes(t *testing.T, langs ...string) {
	t.Parallel()
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) {
			e := ouvreEcran(t, ecrantest.Options{Cols: 40, Rows: 20, Args: []string{"--lang", lang, "--seed", "2"}, Env: []string{"NO_COLOR=1", "MASTERMIND_BOARD=lines"}})
			e.Attend("0) " + entreesDuMenu(lang)[9])
			e.Choisit("0")
			e.Attend("▸ 1)")
			e.Choisit("1")
			e.Attend("▸ 1)")
			e.Choisit("4")
			for _, r := range []string{"2", "2", "", "", "", "1"} {
				e.AttendInvite(":")
				e.Saisit(r)
			}
			e.Attend("2×2")
			e.Choisit("5")
			e.Attend(entreesDuMenu(lang)[9])
			e.Choisit("2")
			e.AttendInvite(map[string]string{"fr": "Essai 1 sur 1 :", "en": "Try 1 of 1:"}[lang])
			e.Saisit("RB")
			passeAnalyse(t, e, lang)
			e.AttendInvite(":")
			e.Saisit("")
			e.AttendInvite(map[string]string{"fr": "Bien placés et mal placés :", "en": "Right and misplaced:"}[lang])
			e.Saisit("0 0")
			e.AttendInvite(map[string]string{"fr": "(R B) ?", "en": "(R B)?"}[lang])
			e.Saisit("BR")
			e.Attend(map[string]string{"fr": "essai 1, RR : 0 0 au lieu de 1 0", "en": "try 1, RR: 0 0 instead of 1 0"}[lang])
			e.Golden(t, "reponses-fausses-40x20-"+lang)
			// The computer's round ends on the same pause as the
			// player's; then the game's end.
			e.Tape("2", ecrantest.Entree)
			e.Attend(pauseDe(lang))
			e.Tape(ecrantest.CtrlC)
			assert.Equal(t, 130, e.Statut())
		})
	}
}
