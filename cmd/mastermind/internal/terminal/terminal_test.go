package terminal

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/manifoldco/promptui"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
)

// touches are the keys of the one reader of input, until its end.
func touches(t *testing.T, l *lecteur) []clavier.Touche {
	t.Helper()
	var k []clavier.Touche
	for {
		x, err := l.Touche(context.Background())
		require.NoError(t, err)
		if x.Genre == clavier.FinEntree {
			return k
		}
		k = append(k, x)
	}
}

func TestTheReaderDecodesEveryKeyOnce(t *testing.T) {
	l := nouveauLecteur(strings.NewReader("a\x1b[A\x1b[<0;3;4M\x07\r"))
	assert.Equal(t, []clavier.Touche{clavier.Lettre('a'), {Genre: clavier.Haut}, clavier.Clique(2, 3), {Genre: clavier.Entree}}, touches(t, l),
		"a key nobody uses is read whole and dropped")
	k, err := l.Touche(context.Background())
	require.NoError(t, err)
	assert.Equal(t, clavier.FinEntree, k.Genre, "and the end again")
}

func TestALoneEscapeIsAKeyOnceNothingFollows(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	l := nouveauLecteur(r)
	go func() { _, _ = w.Write([]byte{0x1b}) }()
	k, err := l.Touche(context.Background())
	require.NoError(t, err)
	assert.Equal(t, clavier.Echap, k.Genre)
}

// A cancelled wait takes no key: the key typed afterwards goes to the
// next one who reads.
func TestACancelledWaitTakesNoKey(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	l := nouveauLecteur(r)
	ctx, stop := context.WithCancel(context.Background())
	go stop()
	_, err := l.Touche(ctx)
	assert.ErrorIs(t, err, context.Canceled)
	go func() { _, _ = w.Write([]byte("z")) }()
	k, err := l.Touche(context.Background())
	require.NoError(t, err)
	assert.Equal(t, clavier.Lettre('z'), k)
}

func TestResizesAndCtrlZAreEventsOfTheReader(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	l := nouveauLecteur(r)
	l.redimensionne()
	assert.False(t, l.arrete(), "nobody holds the keyboard: the caller stops at once")
	rend := l.prend()
	require.True(t, l.arrete(), "Ctrl-Z goes to the holder of the keyboard")
	k, err := l.Touche(context.Background())
	require.NoError(t, err)
	assert.Equal(t, clavier.Arret, k.Genre)
	bref, stop := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer stop()
	_, err = l.Touche(bref)
	assert.ErrorIs(t, err, context.DeadlineExceeded, "a resize before the keyboard was taken is forgotten: it is drawn at its size anyway")
	l.redimensionne()
	k, _ = l.Touche(context.Background())
	assert.Equal(t, clavier.Redim, k.Genre)
	rend()
	rend()
	assert.False(t, l.arrete(), "given back, once")
}

func TestTheMenusKeys(t *testing.T) {
	haut, bas, page := string(promptui.KeyPrev), string(promptui.KeyNext), string(promptui.KeyBackward)
	cas := []struct {
		nom   string
		k     clavier.Touche
		codes string
		fin   fin
	}{
		{"↑", clavier.Touche{Genre: clavier.Haut}, haut, enCours},
		{"↓", clavier.Touche{Genre: clavier.Bas}, bas, enCours},
		{"a digit: to the top, then down", clavier.Lettre('3'), page + bas + bas, enCours},
		{"0 is the tenth: past the entries, nothing", clavier.Lettre('0'), "", enCours},
		{"Home", clavier.Touche{Genre: clavier.Debut}, page, enCours},
		{"End", clavier.Touche{Genre: clavier.Fin}, page + bas + bas + bas, enCours},
		{"a letter does nothing", clavier.Lettre('j'), "", enCours},
		{"→ does nothing", clavier.Touche{Genre: clavier.Droite}, "", enCours},
		{"Enter", clavier.Touche{Genre: clavier.Entree}, "", finValide},
		{"Escape", clavier.Touche{Genre: clavier.Echap}, "", finRetour},
		{"Ctrl-C", clavier.Touche{Genre: clavier.CtrlC}, "", finInterrompu},
		{"Ctrl-D", clavier.Touche{Genre: clavier.CtrlD}, "", finFin},
		{"the input's end", clavier.Touche{Genre: clavier.FinEntree}, "", finFin},
		{"a resize", clavier.Touche{Genre: clavier.Redim}, "", finRedim},
		{"Ctrl-Z", clavier.Touche{Genre: clavier.Arret}, "", finArret},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			codes, f := toucheMenu(c.k, 4, 4)
			assert.Equal(t, c.codes, string(codes))
			assert.Equal(t, c.fin, f)
		})
	}
	codes, _ := toucheMenu(clavier.Lettre('1'), 12, 5)
	assert.Equal(t, page+page+page, string(codes), "a page up at a time: three reach the top of 12 entries shown 5 at a time")
}

// menuDe runs a menu of the terminal on keys typed into in.
func menuDe(t *testing.T, touches string, options ...string) (*Terminal, int, error) {
	t.Helper()
	var out strings.Builder
	term := Nouveau(strings.NewReader(touches), &out, Textes{}, peintre.Peintre{})
	t.Cleanup(func() { _ = term.Close() })
	i, err := term.Menu(context.Background(), "Titre", options)
	return term, i, err
}

// TestAMenuChoosesWhatPromptuiPointsTo plays promptui itself: the entry
// chosen is the one it drew under its pointer.
func TestAMenuChoosesWhatPromptuiPointsTo(t *testing.T) {
	options := []string{"un", "deux", "trois", "quatre"}
	cas := []struct {
		nom, touches string
		choix        int
		err          error
	}{
		{"arrows move, Enter chooses", "\x1b[B\x1b[B\x1b[A\r", 1, nil},
		{"letters and ← → do nothing", "hjkl\x1b[C\x1b[D\x1b[B\r", 1, nil},
		{"no move past the ends", "\x1b[A\x1b[B\x1b[B\x1b[B\x1b[B\x1b[B\r", 3, nil},
		{"End and Home", "\x1b[F\x1b[H\x1b[F\r", 3, nil},
		{"a digit moves, Enter chooses", "\x1b[B3\x1b[A\r", 1, nil},
		{"a digit back up", "\x1b[B\x1b[B1\r", 0, nil},
		{"a digit past the entries does nothing", "\x1b[B9\r", 1, nil},
		{"a digit alone chooses nothing", "3", 0, invite.ErrFin},
		{"Escape goes back", "\x1b[B\x1b", 0, invite.ErrRetour},
		{"Ctrl-C", "\x03", 0, invite.ErrInterrompu},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			_, i, err := menuDe(t, c.touches, options...)
			assert.ErrorIs(t, err, c.err)
			if c.err == nil {
				assert.Equal(t, c.choix, i)
			}
		})
	}
}

// The pointer comes back where it was left, Escape included.
func TestAMenuRemembersItsPointer(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	var out strings.Builder
	term := Nouveau(r, &out, Textes{}, peintre.Peintre{})
	defer term.Close()
	go func() { _, _ = w.Write([]byte("\x1b[B\x1b[B\x1b")) }()
	ctx, stop := context.WithTimeout(context.Background(), time.Minute)
	defer stop()
	_, err := term.Menu(ctx, "Titre", []string{"un", "deux", "trois"})
	require.ErrorIs(t, err, invite.ErrRetour)
	go func() { _, _ = w.Write([]byte("\r")) }()
	i, err := term.Menu(ctx, "Titre", []string{"un", "deux", "trois"})
	require.NoError(t, err)
	assert.Equal(t, 2, i)
}

func TestTheLineEditor(t *testing.T) {
	cas := []struct {
		nom     string
		touches string
		texte   string
		fin     fin
	}{
		{"typing and Enter", "RB\r", "RB", finValide},
		{"Ctrl-D on text does nothing", "R\x04B\r", "RB", finValide},
		{"Ctrl-D on an empty line ends the input", "R\x7f\x04", "", finFin},
		{"arrows up and down, Tab do nothing", "R\x1b[A\x1b[B\tB\r", "RB", finValide},
		{"Escape goes back", "R\x1b", "R", finRetour},
		{"Home, End, Delete", "RBJ\x1b[H\x1b[3~\x1b[F\r", "BJ", finValide},
		{"Ctrl-U erases before the cursor", "RB\x1b[DJ\x15\r", "B", finValide},
		{"Ctrl-W erases a word", "ab cd\x17\r", "ab ", finValide},
		{"Ctrl-K erases after the cursor", "abc\x1b[D\x1b[D\x0b\r", "a", finValide},
		{"Ctrl-C", "R\x03", "R", finInterrompu},
		{"the input's end", "R", "R", finFin},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			l := nouveauLecteur(strings.NewReader(c.touches))
			ed := &editeur{}
			f := enCours
			for f == enCours {
				k, err := l.Touche(context.Background())
				require.NoError(t, err)
				f = ed.touche(k)
			}
			assert.Equal(t, c.fin, f)
			assert.Equal(t, c.texte, string(ed.texte))
		})
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

// TestTheLineScrollsAndKeepsEverything types past the room of a prompt at
// 40 columns: nothing is lost, the window follows the cursor, and the
// cursor is where the next character goes.
func TestTheLineScrollsAndKeepsEverything(t *testing.T) {
	term := &Terminal{}
	f := &editeur{}
	z := &zoneSaisie{label: "Nom de la sauvegarde :", larg: 39}
	texte := "ma partie du mardi soir, la plus longue"
	var dessin string
	for _, r := range texte {
		f.touche(clavier.Lettre(r))
		dessin = z.dessine(term, f)
	}
	assert.Equal(t, texte, string(f.texte), "nothing typed is lost")
	ligne := ansiStrip(dessin)
	assert.LessOrEqual(t, page.Largeur(ligne), 39)
	assert.True(t, strings.HasPrefix(ligne, "Nom de la sauvegarde : …"), ligne)
	assert.True(t, strings.HasSuffix(ligne, "plus longue"), ligne)
	assert.Equal(t, page.Largeur(ligne), page.Largeur(z.avant), "the cursor after the text")
	// Home: the start shows again, the cursor on its first character.
	f.touche(clavier.Touche{Genre: clavier.Debut})
	ligne = ansiStrip(z.dessine(term, f))
	assert.True(t, strings.HasPrefix(ligne, "Nom de la sauvegarde : ma partie"), ligne)
	assert.True(t, strings.HasSuffix(ligne, "…"), ligne)
	assert.Equal(t, "Nom de la sauvegarde : ", z.avant)
	// → moves within the window without scrolling it.
	f.touche(clavier.Touche{Genre: clavier.Droite})
	ligne2 := ansiStrip(z.dessine(term, f))
	assert.Equal(t, ligne, ligne2)
	// End: the end again.
	f.touche(clavier.Touche{Genre: clavier.Fin})
	assert.True(t, strings.HasSuffix(ansiStrip(z.dessine(term, f)), "plus longue"))
	// Erasing brings the start back once all fits.
	for range 25 {
		f.touche(clavier.Touche{Genre: clavier.Efface})
	}
	assert.Equal(t, "Nom de la sauvegarde : ma partie du m", ansiStrip(z.dessine(term, f)))
	// Masked, a star a rune.
	m := &editeur{masque: true}
	zm := &zoneSaisie{larg: 39}
	for _, r := range "secret" {
		m.touche(clavier.Lettre(r))
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
func TestThePausesKeys(t *testing.T) {
	cas := []struct {
		nom, touches string
		err          error
	}{
		{"Enter", "\r", nil},
		{"a letter", "x", nil},
		{"an arrow", "\x1b[B", nil},
		{"Escape", "\x1b", invite.ErrRetour},
		{"q", "q", invite.ErrRetour},
		{"Q", "Q", invite.ErrRetour},
		{"Ctrl-C", "\x03", invite.ErrInterrompu},
		{"Ctrl-D", "\x04", invite.ErrFin},
		{"the input's end", "", invite.ErrFin},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			var out strings.Builder
			term := Nouveau(strings.NewReader(c.touches), &out, Textes{}, peintre.Peintre{})
			defer term.Close()
			err := term.Attend(context.Background(), "Entrée : retour au menu")
			if c.err == nil {
				assert.NoError(t, err)
			} else {
				assert.ErrorIs(t, err, c.err)
			}
		})
	}
	assert.Equal(t, enCours, touchePause(clavier.Touche{Genre: clavier.Redim}), "a resize changes nothing")
	assert.Equal(t, finArret, touchePause(clavier.Touche{Genre: clavier.Arret}))
}

func TestAResizedMenuClearsEveryLineItDrewAsReflowed(t *testing.T) {
	options := []string{"un", "deux", strings.Repeat("x", 60), "quatre", "cinq"}
	d := disposeMenu("Titre", options, []string{"aide"}, 80, 6)
	require.Equal(t, 3, d.taille, "three entries show at 80×6")
	assert.Equal(t, []string{"Titre", "aide", "    1) un", "    2) deux", "    3) " + strings.Repeat("x", 60)}, d.lignes(0))
	assert.Equal(t, "\x1b[6A\r\x1b[J", efface(d.lignes(0), 40), "the long entry on two rows at 40 columns")
	assert.Len(t, d.lignes(2), 5, "from the third entry on")
}

// In a window too short for every entry, a digit or End still reaches
// its entry: promptui scrolls, and a page up at a time brings its pointer
// to the top first.
func TestAMenuReachesAnEntryItDoesNotShow(t *testing.T) {
	options := []string{"un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze"}
	for _, c := range []struct {
		touches string
		choix   int
	}{{"9\r", 8}, {"\x1b[F\r", 11}, {"\x1b[F1\r", 0}, {"\x1b[F\x1b[A7\r", 6}} {
		var out strings.Builder
		term := Nouveau(strings.NewReader(c.touches), &out, Textes{}, peintre.Peintre{})
		term.taille = func() (int, int) { return 40, 6 }
		i, err := term.Menu(context.Background(), "Titre", options)
		require.NoError(t, err, "%q", c.touches)
		assert.Equal(t, c.choix, i, "%q", c.touches)
		require.Less(t, disposeMenu("Titre", options, nil, 40, 6).taille, len(options), "the window shows fewer entries")
		_ = term.Close()
	}
}

// TestAPageResizedWhileWrittenIsLaidOutAgain: a resize that came while
// the pager wrote its page (before the wait took the keyboard, which
// forgets it) still ends the wait at once, since the page's size is
// compared; at the size the page was laid out for, a key goes on.
func TestAPageResizedWhileWrittenIsLaidOutAgain(t *testing.T) {
	var out strings.Builder
	term := Nouveau(strings.NewReader("x"), &out, Textes{}, peintre.Peintre{})
	t.Cleanup(func() { _ = term.Close() })
	term.taille = func() (int, int) { return 80, 24 }
	term.lecteur.redimensionne() // seen while nobody held the keyboard
	redim, err := term.AttendPage(context.Background(), "Entrée : la suite", 39, 12)
	require.NoError(t, err)
	assert.True(t, redim, "laid out at 40 × 12, the terminal is 80 × 24")
	redim, err = term.AttendPage(context.Background(), "Entrée : la suite", 79, 24)
	require.NoError(t, err)
	assert.False(t, redim, "at its size, the page waits for a key")
}
