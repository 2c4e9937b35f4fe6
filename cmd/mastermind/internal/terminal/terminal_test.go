package terminal

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/cmd/mastermind/internal/ecran"
	"mastermind/cmd/mastermind/internal/page"
)

// passe is a filter that lets every key through and ends on Enter.
type passe struct{ vues []touche }

func (p *passe) touche(k touche, brut []byte) ([]byte, fin) {
	p.vues = append(p.vues, k)
	if k.g == tEntree {
		return nil, finValide
	}
	return brut, enCours
}

func litTout(t *testing.T, r io.Reader) string {
	t.Helper()
	b, err := io.ReadAll(r)
	require.NoError(t, err)
	return string(b)
}

func TestAVueHandsOutItsKeysAndLeavesTheNextPromptsOnes(t *testing.T) {
	e := nouvelleEntree(strings.NewReader("ab\x1b[Ac\rde\r"))
	f := &passe{}
	assert.Equal(t, "ab\x1b[Ac", litTout(t, e.vue(f)), "Enter ends the prompt: promptui reads the end of its input")
	assert.Equal(t, []touche{{g: tCar, r: 'a'}, {g: tCar, r: 'b'}, {g: tHaut}, {g: tCar, r: 'c'}, {g: tEntree}}, f.vues)
	assert.Equal(t, "de", litTout(t, e.vue(&passe{})), "what was typed ahead goes to the next prompt")
}

func TestALoneEscapeIsAKeyOnceNothingFollows(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	e := nouvelleEntree(r)
	v := e.vue(&filtreMenu{n: 3})
	go func() { _, _ = w.Write([]byte{0x1b}) }()
	assert.Equal(t, "", litTout(t, v))
	assert.Equal(t, finRetour, v.termine())
}

func TestCloseReleasesAPendingRead(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	e := nouvelleEntree(r)
	v := e.vue(&passe{})
	done := make(chan error)
	go func() {
		_, err := v.Read(make([]byte, 1))
		done <- err
	}()
	v.Close()
	assert.ErrorIs(t, <-done, io.EOF)
	assert.Equal(t, finFermee, v.termine())

	go func() { _, _ = w.Write([]byte("z\r")) }()
	assert.Equal(t, "z", litTout(t, e.vue(&passe{})), "the key typed after the close goes to the next prompt")
}

func TestAResizeEndsThePromptToDrawItAgain(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	e := nouvelleEntree(r)
	v := e.vue(&filtreLigne{place: 10})
	done := make(chan string)
	go func() { done <- litTout(t, v) }()
	for e.redimensionne(); ; e.redimensionne() {
		select {
		case s := <-done:
			assert.Equal(t, "", s)
			assert.Equal(t, finRedim, v.termine())
			return
		case <-time.After(10 * time.Millisecond):
		}
	}
}

func TestTheMenuFilter(t *testing.T) {
	cas := []struct {
		nom     string
		touches string
		passe   string
		fin     fin
		choix   int
	}{
		{"arrows move, Enter chooses", "\x1b[B\x1b[B\x1b[A\r", "\x1b[B\x1b[B\x1b[A", finValide, 1},
		{"letters and ← → do nothing", "hjkl\x1b[C\x1b[D\x1b[B\r", "\x1b[B", finValide, 1},
		{"no move past the ends", "\x1b[A\x1b[B\x1b[B\x1b[B\x1b[B\r", "\x1b[B\x1b[B", finValide, 2},
		{"End and Home", "\x1b[F\x1b[H\x1b[F\r", "\x1b[B\x1b[B\x1b[A\x1b[A\x1b[B\x1b[B", finValide, 2},
		{"a digit moves, Enter chooses", "\x1b[B3\x1b[A\r", "\x1b[B\x1b[B\x1b[A", finValide, 1},
		{"a digit alone chooses nothing", "3", "\x1b[B\x1b[B", finFin, 0},
		{"a digit back up", "\x1b[B\x1b[B1\r", "\x1b[B\x1b[B\x1b[A\x1b[A", finValide, 0},
		{"a digit past the entries does nothing", "\x1b[B9\r", "\x1b[B", finValide, 1},
		{"Escape goes back", "\x1b[B\x1b\x1b", "\x1b[B", finRetour, 0},
		{"Ctrl-C", "\x03", "", finInterrompu, 0},
		{"Ctrl-D", "\x04", "", finFin, 0},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			e := nouvelleEntree(strings.NewReader(c.touches))
			f := &filtreMenu{n: 3}
			v := e.vue(f)
			assert.Equal(t, c.passe, litTout(t, v))
			assert.Equal(t, c.fin, v.termine())
			if c.fin == finValide {
				assert.Equal(t, c.choix, f.choix)
			}
		})
	}
}

func TestTheLineFilter(t *testing.T) {
	cas := []struct {
		nom     string
		touches string
		passe   string
		texte   string
		fin     fin
	}{
		{"typing and Enter", "RB\r", "RB", "RB", finValide},
		{"a line never outgrows its room", "RBJVOX\r", "RBJVO", "RBJVO", finValide},
		{"Ctrl-D on text does nothing", "R\x04B\r", "RB", "RB", finValide},
		{"Ctrl-D on an empty line ends the input", "R\x7f\x04", "R\x7f", "", finFin},
		{"arrows up and down, Tab do nothing", "R\x1b[A\x1b[B\tB\r", "RB", "RB", finValide},
		{"Escape goes back", "R\x1b", "R", "R", finRetour},
		{"Home, End, Delete", "RBJ\x1b[H\x1b[3~\x1b[F\r", "RBJ\x1b[D\x1b[D\x1b[D\x1b[C\x7f\x1b[C\x1b[C", "BJ", finValide},
		{"Ctrl-U erases before the cursor", "RB\x1b[DJ\x15\r", "RB\x1b[DJ\x7f\x7f", "B", finValide},
		{"Ctrl-W erases a word", "ab cd\x17\r", "ab cd\x7f\x7f", "ab ", finValide},
		{"Ctrl-C", "R\x03", "R", "R", finInterrompu},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			e := nouvelleEntree(strings.NewReader(c.touches))
			f := &filtreLigne{place: 5}
			v := e.vue(f)
			assert.Equal(t, c.passe, litTout(t, v))
			assert.Equal(t, c.fin, v.termine())
			assert.Equal(t, c.texte, string(f.texte))
		})
	}
}

func TestDecode(t *testing.T) {
	cas := []struct {
		octets  string
		complet bool
		k       touche
		n       int
		ok      bool
	}{
		{"\x1b[B", false, touche{g: tBas}, 3, true},
		{"\x1bOA", false, touche{g: tHaut}, 3, true},
		{"\x1b[5~", false, touche{g: tPageHaut}, 4, true},
		{"\x1b[1;5C", false, touche{g: tDroite}, 6, true},
		{"\x1b[", false, touche{}, 0, false},
		{"\x1b", false, touche{}, 0, false},
		{"\x1b", true, touche{g: tEchap}, 1, true},
		{"\x1bh", false, touche{g: tEchap}, 1, true},
		{"\r\n", false, touche{g: tEntree}, 2, true},
		{"é", false, touche{g: tCar, r: 'é'}, 2, true},
		{"\xc3", false, touche{}, 0, false},
		{"\x07", false, touche{g: tIgnore}, 1, true},
		// The game screen's keys: F1 as SS3 and as CSI, Ctrl-S and Ctrl-Q
		// (the game's mode turns flow control off), SGR clicks.
		{"\x1bOP", false, touche{g: tF1}, 3, true},
		{"\x1b[11~", false, touche{g: tF1}, 5, true},
		{"\x13", false, touche{g: tCtrlS}, 1, true},
		{"\x11", false, touche{g: tCtrlQ}, 1, true},
		{"\x1b[<0;12;5M", false, touche{g: tClic, x: 11, y: 4}, 10, true},
		{"\x1b[<0;12;5m", false, touche{g: tIgnore}, 10, true},
		{"\x1b[<2;12;5M", false, touche{g: tIgnore}, 10, true},
		{"\x1b[<64;1;1M", false, touche{g: tIgnore}, 10, true},
		{"\x1b[<0;0;5M", false, touche{g: tIgnore}, 9, true},
		{"\x1b[<0;x;5M", false, touche{g: tIgnore}, 6, true},
		{"\x1b[<0;12", false, touche{}, 0, false},
	}
	for _, c := range cas {
		k, n, ok := decode([]byte(c.octets), c.complet)
		assert.Equal(t, c.ok, ok, "%q", c.octets)
		if ok {
			assert.Equal(t, c.k, k, "%q", c.octets)
			assert.Equal(t, c.n, n, "%q", c.octets)
		}
	}
}

func TestMenusFitTheTerminal(t *testing.T) {
	options := []string{"Jouer contre l'ordinateur (partie en manches, chacun code à son tour)", "Solo", "Deux joueurs", "Démonstration",
		"Assistant", "Statistiques", "Réglages", "Quitter", "neuf", "dix", "onze", "douze"}
	titre := "Menu principal — Classique 4×6, 10 essais, 2 manches, lexico"
	aide := "↑ ↓ ou un chiffre pour choisir, Entrée pour valider, Échap pour revenir"
	court := "↑ ↓ 0-9, Entrée valide, Échap revient"
	for _, taille := range [][2]int{{40, 12}, {40, 20}, {80, 24}, {120, 40}, {40, 6}} {
		d := disposeMenu(titre, options, []string{aide, court}, taille[0], taille[1])
		hauteur := len(d.tete) + 1 + d.taille + 1 // and promptui's cursor under it
		assert.LessOrEqual(t, hauteur, taille[1], "%v: the menu fits the rows", taille)
		assert.GreaterOrEqual(t, d.taille, min(3, taille[1]-2), "%v", taille)
		for _, l := range append(append([]string{d.label}, d.tete...), d.entrees...) {
			assert.Less(t, page.Largeur(l)+marge, taille[0]+marge, "%v: %q fits", taille, l)
		}
		for _, l := range d.entrees {
			assert.LessOrEqual(t, page.Largeur(l)+marge, taille[0]-1, "%v: %q fits with the pointer", taille, l)
		}
	}
	d := disposeMenu(titre, options, []string{aide, court}, 80, 24)
	assert.Equal(t, []string{titre}, d.tete)
	assert.Equal(t, aide, d.label)
	assert.Equal(t, "1) Jouer contre l'ordinateur (partie en manches, chacun code à son tour)", d.entrees[0])
	assert.Equal(t, "0) dix", d.entrees[9])
	assert.Equal(t, "   onze", d.entrees[10], "no digit past the tenth")
}

// A narrow terminal shows the short help whole rather than the long one
// cut; narrower still, the short one is cut.
func TestMenuHelpFitsTheWidth(t *testing.T) {
	aide := "↑ ↓ ou un chiffre pour choisir, Entrée pour valider, Échap pour revenir"
	court := "↑ ↓ 0-9, Entrée valide, Échap revient"
	cas := []struct {
		cols  int
		aides []string
		label string
	}{
		{80, []string{aide, court}, aide},
		{40, []string{aide, court}, court},
		{30, []string{aide, court}, "↑ ↓ 0-9, Entrée valide, Écha…"},
		{40, []string{aide}, "↑ ↓ ou un chiffre pour choisir, Entrée…"},
	}
	for _, c := range cas {
		t.Run(fmt.Sprint(c.cols, len(c.aides)), func(t *testing.T) {
			d := disposeMenu("Menu", []string{"un", "deux"}, c.aides, c.cols, 24)
			assert.Equal(t, c.label, d.label)
			assert.True(t, d.aide)
		})
	}
	d := disposeMenu("Menu", []string{"un", "deux"}, nil, 40, 24)
	assert.False(t, d.aide, "no help: the title's last line is the label")
	assert.Equal(t, "Menu", d.label)
}

func TestPorteDropsWhatComesAfterThePrompt(t *testing.T) {
	var b strings.Builder
	p := &porte{w: &b}
	_, _ = p.Write([]byte("avant"))
	_, _ = p.Write([]byte{7})
	p.ferme()
	_, _ = p.Write([]byte("après"))
	assert.Equal(t, "avant", b.String())
	assert.NoError(t, p.Close())
}

// TestAfterANarrowingTheWholeDrawingIsCleared: a menu drawn at 80 columns
// and cleared at 40 (the window narrowed): terminals that reflow (tmux,
// VTE, kitty, iTerm2) have wrapped each of its long lines on two rows, so
// clearing one row per line left the top of the old menu above the new
// one, seen again when the window widens. Each line counts the rows it
// takes at the width the terminal has now.
func TestAfterANarrowingTheWholeDrawingIsCleared(t *testing.T) {
	titre := "Menu principal — Classique 4×6, 10 essais, 2 manches, lexicographique"  // 70 cells
	aide := "↑ ↓ ou un chiffre pour choisir, Entrée pour valider, Échap pour revenir" // 71 cells
	assert.Equal(t, "\x1b[2A\r\x1b[J", efface([]string{titre, aide}, 80), "same width: one row each")
	assert.Equal(t, "\x1b[4A\r\x1b[J", efface([]string{titre, aide}, 40), "at 40 columns: two rows each")
	assert.Equal(t, "\x1b[3A\r\x1b[J", efface([]string{"court", "", "\x1b[1m" + strings.Repeat("x", 40) + "\x1b[0m"}, 40), "an empty line takes a row; escapes take no room")
}

func TestTheScreensKeysAndResizes(t *testing.T) {
	r, w := io.Pipe()
	e := nouvelleEntree(r)
	go func() { _, _ = w.Write([]byte("r\x1b[<0;3;4M")) }()
	ctx := context.Background()
	k, err := e.cle(ctx)
	require.NoError(t, err)
	assert.Equal(t, ecran.Touche{Genre: ecran.Car, Rune: 'r'}, traduit(k))
	k, err = e.cle(ctx)
	require.NoError(t, err)
	assert.Equal(t, ecran.Clique(2, 3), traduit(k))
	e.redimensionne()
	e.arrete()
	k, _ = e.cle(ctx)
	assert.Equal(t, ecran.Arret, traduit(k).Genre)
	k, _ = e.cle(ctx)
	assert.Equal(t, ecran.Redim, traduit(k).Genre)
	annule, stop := context.WithCancel(ctx)
	go stop()
	_, err = e.cle(annule)
	assert.ErrorIs(t, err, context.Canceled)
	require.NoError(t, w.Close())
	_, err = e.cle(ctx)
	assert.ErrorIs(t, err, io.EOF)
}

// TestTheLineScrollsAndKeepsEverything types past the room of a prompt at
// 40 columns: nothing is lost, the window follows the cursor, and the
// cursor is where the next character goes.
func TestTheLineScrollsAndKeepsEverything(t *testing.T) {
	term := &Terminal{textes: Textes{SansCouleur: true}}
	f := &filtreLigne{}
	z := &zoneSaisie{label: "Nom de la sauvegarde :", larg: 39}
	texte := "ma partie du mardi soir, la plus longue"
	var dessin string
	for _, r := range texte {
		f.touche(touche{g: tCar, r: r}, nil)
		dessin = z.dessine(term, f)
	}
	assert.Equal(t, texte, string(f.texte), "nothing typed is lost")
	ligne := ansiStrip(dessin)
	assert.LessOrEqual(t, page.Largeur(ligne), 39)
	assert.True(t, strings.HasPrefix(ligne, "Nom de la sauvegarde : …"), ligne)
	assert.True(t, strings.HasSuffix(ligne, "plus longue"), ligne)
	assert.Equal(t, page.Largeur(ligne), page.Largeur(z.avant), "the cursor after the text")
	// Home: the start shows again, the cursor on its first character.
	f.touche(touche{g: tDebut}, nil)
	ligne = ansiStrip(z.dessine(term, f))
	assert.True(t, strings.HasPrefix(ligne, "Nom de la sauvegarde : ma partie"), ligne)
	assert.True(t, strings.HasSuffix(ligne, "…"), ligne)
	assert.Equal(t, "Nom de la sauvegarde : ", z.avant)
	// → moves within the window without scrolling it.
	f.touche(touche{g: tDroite}, nil)
	ligne2 := ansiStrip(z.dessine(term, f))
	assert.Equal(t, ligne, ligne2)
	// End: the end again.
	f.touche(touche{g: tFin}, nil)
	assert.True(t, strings.HasSuffix(ansiStrip(z.dessine(term, f)), "plus longue"))
	// Erasing brings the start back once all fits.
	for range 25 {
		f.touche(touche{g: tEfface}, nil)
	}
	assert.Equal(t, "Nom de la sauvegarde : ma partie du m", ansiStrip(z.dessine(term, f)))
	// Masked, a star a rune.
	m := &filtreLigne{masque: true}
	zm := &zoneSaisie{larg: 39}
	for _, r := range "secret" {
		m.touche(touche{g: tCar, r: r}, nil)
	}
	assert.Equal(t, "******", ansiStrip(zm.dessine(term, m)))
}

// ansiStrip is a drawn line as it reads: no escapes, no carriage return.
func ansiStrip(s string) string {
	s = ansi.Strip(s)
	return strings.ReplaceAll(s, "\r", "")
}

// A pause goes on at any key; Escape and q go back (a pager leaves its
// pages); Ctrl-C and Ctrl-D as at a menu.
func TestThePauseFilter(t *testing.T) {
	cas := []struct {
		nom, touches string
		fin          fin
	}{
		{"Enter", "\r", finValide},
		{"a letter", "x", finValide},
		{"an arrow", "\x1b[B", finValide},
		{"Escape", "\x1b", finRetour},
		{"q", "q", finRetour},
		{"Q", "Q", finRetour},
		{"Ctrl-C", "\x03", finInterrompu},
		{"Ctrl-D", "\x04", finFin},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			e := nouvelleEntree(strings.NewReader(c.touches))
			v := e.vue(filtrePause{})
			litTout(t, v)
			assert.Equal(t, c.fin, v.termine())
		})
	}
}
