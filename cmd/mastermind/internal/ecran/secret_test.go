package ecran

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hinshun/vt10x"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
)

// cellules is image im as a terminal shows it, cell by cell: each row
// written on a terminal emulator of its own (vt10x), every cell's
// character, attributes (reverse, bold, faint…) and colours.
func cellules(t *testing.T, im Image, cols int) [][]vt10x.Glyph {
	t.Helper()
	out := make([][]vt10x.Glyph, len(im.Lignes))
	for y, l := range im.Lignes {
		vt := vt10x.New(vt10x.WithSize(cols+1, 1))
		_, err := vt.Write([]byte(l))
		require.NoError(t, err)
		out[y] = make([]vt10x.Glyph, cols)
		for x := range cols {
			out[y][x] = vt.Cell(x, 0)
		}
	}
	return out
}

// secretCache is the two players' hidden secret, nothing typed yet, for
// n colours in language l on a cols × rows screen painted by p.
func secretCache(t *testing.T, l texte.Langue, n, cols, rows int, p peintre.Peintre) *Etat {
	t.Helper()
	cat := texte.Nouveau(l)
	pal, err := cat.Palette(n)
	require.NoError(t, err)
	e := &Etat{Cat: cat, Mode: Secret, Palette: pal, Taille: code.Taille{Pions: 4, Couleurs: n}, Essais: 10,
		Statut: Statut{Mode: "Deux joueurs"}, Peintre: p, Cols: cols, Rows: rows}
	e.Vide()
	return e
}

// rangeeSaisie is the row being entered as the emulator shows it.
func rangeeSaisie(t *testing.T, e *Etat) []vt10x.Glyph {
	t.Helper()
	im := e.Dessine()
	require.True(t, im.Curseur)
	return cellules(t, im, e.Cols)[im.Y]
}

// TestLeSecretEstMasqueCaseParCase: while player 1 types the secret,
// every cell of the screen, its row read cell by cell (character,
// reverse video, bold, faint, colours), is the same whatever colours
// were typed, by letter, digit or arrow, the cursor's peg included; Tab
// shows the row on purpose (its letters and colours) and hides it again.
func TestLeSecretEstMasqueCaseParCase(t *testing.T) {
	peintres := map[string]peintre.Peintre{
		"couleur": {Couleur: true}, "clair": {Couleur: true, Clair: true},
		"16": {Couleur: true, Couleurs16: true}, "sans": {},
	}
	for _, l := range []texte.Langue{texte.Francais, texte.Anglais} {
		for _, n := range []int{6, 8, 10} {
			for _, s := range [][2]int{{40, 12}, {80, 24}} {
				for np, p := range peintres {
					t.Run(fmt.Sprintf("%s-%d-%dx%d-%s", l, n, s[0], s[1], np), func(t *testing.T) {
						secretMasque(t, l, n, s[0], s[1], p)
					})
				}
			}
		}
	}
}

func secretMasque(t *testing.T, l texte.Langue, n, cols, rows int, p peintre.Peintre) {
	// The ways a colour is typed; after each, the cursor is on peg
	// curseur of the row, which holds k on pegs 0 to remplis-1.
	type facon struct {
		nom  string
		tape func(e *Etat, k int)
	}
	lettre := func(e *Etat, k int) { e.Touche(clavier.Lettre(e.Palette.Couleur(k).Lettre)) }
	chiffre := func(e *Etat, k int) { e.Touche(clavier.Lettre(rune('0' + (k+1)%10))) }
	fleches := func(e *Etat, k int) {
		for range k + 1 {
			e.Touche(clavier.Touche{Genre: clavier.Haut})
		}
	}
	facons := []facon{
		{"lettres", func(e *Etat, k int) { lettre(e, k); lettre(e, k); lettre(e, k) }},
		{"chiffres", func(e *Etat, k int) { chiffre(e, k); chiffre(e, k) }},
		{"fleche", fleches},
		{"lettres puis retour", func(e *Etat, k int) {
			lettre(e, k)
			lettre(e, k)
			e.Touche(clavier.Touche{Genre: clavier.Gauche})
		}},
		{"toute la rangee", func(e *Etat, k int) {
			for range 4 {
				lettre(e, k)
			}
		}},
	}
	lettres := map[rune]bool{}
	for k := range n {
		lettres[e0(t, l, n).Palette.Couleur(k).Lettre] = true
	}
	for _, f := range facons {
		var avant [][]vt10x.Glyph
		for k := range n {
			e := secretCache(t, l, n, cols, rows, p)
			f.tape(e, k)
			im := e.Dessine()
			ecran := cellules(t, im, cols)
			if avant != nil {
				require.Equal(t, avant, ecran, "%s: colour %d differs from colour 0 somewhere on the screen", f.nom, k)
			}
			avant = ecran
			for x, c := range ecran[im.Y] {
				if c.Char == '[' {
					break // the button
				}
				assert.False(t, lettres[c.Char], "%s, colour %d: letter %q at column %d of the row", f.nom, k, c.Char, x)
			}
			masque := rangeeSaisie(t, e)
			// Tab shows the row on purpose: the colour's letter is there.
			e.Touche(clavier.Touche{Genre: clavier.Tab})
			require.True(t, e.SecretMontre())
			montre := e.Dessine()
			ligne := strings.Join(cellulesTexte(cellules(t, montre, cols)[montre.Y]), "")
			assert.Contains(t, ligne, string(e.Palette.Couleur(k).Lettre), "%s: shown on purpose", f.nom)
			e.Touche(clavier.Touche{Genre: clavier.Tab})
			require.False(t, e.SecretMontre())
			assert.Equal(t, masque, rangeeSaisie(t, e), "%s: hidden again", f.nom)
		}
	}
}

// e0 is an etat only for its palette.
func e0(t *testing.T, l texte.Langue, n int) *Etat {
	return secretCache(t, l, n, 80, 24, peintre.Peintre{})
}

func cellulesTexte(g []vt10x.Glyph) []string {
	s := make([]string, len(g))
	for i, c := range g {
		s[i] = string(c.Char)
	}
	return s
}

// TestLeSecretRefuseLesAutresTouches: a key that is neither a colour nor
// one of the secret's is refused with a sentence, and the screen is the
// same whatever key it was: nothing typed shows, no command line opens.
func TestLeSecretRefuseLesAutresTouches(t *testing.T) {
	for _, l := range []texte.Langue{texte.Francais, texte.Anglais} {
		for _, s := range [][2]int{{40, 12}, {80, 24}} {
			t.Run(fmt.Sprintf("%s-%dx%d", l, s[0], s[1]), func(t *testing.T) {
				var avant [][]vt10x.Glyph
				for r := rune(' '); r <= '~'; r++ {
					e := secretCache(t, l, 6, s[0], s[1], peintre.Peintre{Couleur: true})
					if _, ok := e.couleurDe(r); ok {
						continue
					}
					lettre := e.Palette.Couleur(0).Lettre
					e.Touche(clavier.Lettre(lettre))
					assert.Equal(t, Action{}, e.Touche(clavier.Lettre(r)), "%q", r)
					assert.Equal(t, e.Cat.T("ecran.secret.refusee"), e.Message, "%q", r)
					ecran := cellules(t, e.Dessine(), s[0])
					if avant != nil {
						require.Equal(t, avant, ecran, "after %q", r)
					}
					// The colours typed after it go to the row, not to a
					// command line.
					for k := 1; k < 4; k++ {
						e.Touche(clavier.Lettre(e.Palette.Couleur(k).Lettre))
					}
					_, ouvert := e.Mot()
					assert.False(t, ouvert, "%q opens no command line", r)
					assert.Equal(t, []int{0, 1, 2, 3}, e.Pions(), "%q", r)
					avant = ecran
				}
			})
		}
	}
}

// TestLesMessagesCommencentParUneMajuscule (issue 42): the board's
// messages are sentences, from their capital, even when the catalogue's
// reason starts lower case (for a prompt).
func TestLesMessagesCommencentParUneMajuscule(t *testing.T) {
	cat := texte.Nouveau(texte.Francais)
	for _, err := range []error{
		&code.ErreurRepetition{Positions: [2]int{1, 2}},
		&code.ErreurLettre{Position: 1, Lettre: 'f', Permises: "RBJVON"},
	} {
		j, _ := joueur(t)
		j.Dit(cat.Erreur(err), cat.Erreur(err))
		assert.Regexp(t, `^[CP]`, j.Etat.Message, "%v", err)
		assert.Regexp(t, `^[CP]`, j.Etat.MessageCourt, "%v", err)
	}
	e := neuf(t, Proposition)
	e.Taille.SansRepetition = true
	tape(e, "RRBJ")
	e.Touche(clavier.Touche{Genre: clavier.Entree})
	assert.Regexp(t, `^Ce code répète une couleur`, e.Message, "as the board says it in a game without repeats")
}
