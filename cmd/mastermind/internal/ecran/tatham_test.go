package ecran

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// These tests hold what Simon Tatham's Guess does and the board did not:
// a guess played already is said, not played; the hint fills the row; a
// click on a peg of a row played copies it; the current peg stands out.

func TestUnEssaiDejaJoueEstDitPasJoue(t *testing.T) {
	e := neuf(t, Proposition)
	e.Lignes = []plateau.Ligne{{Code: code.Nouveau(0, 0, 1, 1), Reponse: code.Reponse{Bien: 1}}}
	e.Vide()
	e.Touche(clavier.Touche{Genre: clavier.Haut}) // ↑ recalls the last guess
	assert.Equal(t, []int{0, 0, 1, 1}, e.Pions())
	assert.Equal(t, Action{}, e.Touche(clavier.Touche{Genre: clavier.Entree}), "not played: no try lost")
	assert.Equal(t, "Ce code est déjà l'essai 1 : changez au moins un pion.", e.Message)
	assert.Equal(t, []int{0, 0, 1, 1}, e.Pions(), "the row kept, to be changed")
	tape(e, "J")
	assert.Equal(t, Action{Quoi: Joue, Coup: session.Propose(code.Nouveau(0, 0, 1, 2))}, e.Touche(clavier.Touche{Genre: clavier.Entree}))
}

func TestRemplitPoseLIndiceDansLaRangee(t *testing.T) {
	e := neuf(t, Proposition)
	e.Remplit(code.Nouveau(1, 0, 0, 0))
	assert.Equal(t, []int{1, 0, 0, 0}, e.Pions())
	assert.Equal(t, 0, e.Curseur(), "the cursor on the first peg, to change it")
	tape(e, "J")
	assert.Equal(t, []int{2, 0, 0, 0}, e.Pions(), "still editable")
	e.Remplit(code.Nouveau(1, 2, 3))
	assert.Equal(t, []int{2, 0, 0, 0}, e.Pions(), "a code of another length changes nothing")
}

func TestUnClicSurUnPionJoueLeCopie(t *testing.T) {
	e := neuf(t, Proposition)
	e.Lignes = []plateau.Ligne{{Code: code.Nouveau(0, 1, 2, 3), Reponse: code.Reponse{Mal: 4}}}
	e.Vide()
	x, y := cellule(t, e, " 1  ●R ●B ●J ●V")
	// The third peg of row 1 (J), then the first (R).
	e.Touche(clavier.Touche{Genre: clavier.Clic, X: x + 4 + 6, Y: y})
	e.Touche(clavier.Touche{Genre: clavier.Clic, X: x + 4 + 1, Y: y})
	assert.Equal(t, []int{2, 0, -1, -1}, e.Pions())
	assert.Equal(t, 2, e.Curseur(), "each copy moves on")
	e.Mode = Reponse
	e.Vide()
	e.Touche(clavier.Touche{Genre: clavier.Clic, X: x + 4, Y: y})
	assert.Equal(t, []int{-1, -1}, e.Pions(), "an answer copies no colour")
}

// cellule is where s starts on e's screen.
func cellule(t *testing.T, e *Etat, s string) (x, y int) {
	t.Helper()
	for y, l := range strings.Split(e.Dessine().Texte(), "\n") {
		if i := strings.Index(l, s); i >= 0 {
			return len([]rune(l[:i])), y
		}
	}
	t.Fatalf("%q is not drawn", s)
	return 0, 0
}

func TestLePionCourantEnVideoInverse(t *testing.T) {
	for _, p := range []peintre.Peintre{{}, {Couleur: true}, {Couleur: true, Clair: true}, {Couleur: true, Couleurs16: true}} {
		for _, m := range []Mode{Proposition, Secret, Reponse} {
			e := neuf(t, m)
			e.Peintre = p
			if m == Reponse {
				e.Proposition = code.Nouveau(0, 1, 2, 3)
				tape(e, "1")
			} else {
				tape(e, "RB")
				e.Touche(clavier.Touche{Genre: clavier.Gauche})
			}
			im := e.Dessine()
			require.True(t, im.Curseur)
			l := im.Lignes[im.Y]
			// The cursor's cell and the next are in reverse video (a peg,
			// its letter), and nothing else of the row but the button.
			inverse := cellulesInverses(l)
			assert.True(t, inverse[im.X], "%+v mode %d: the peg under the cursor", p, m)
			if m != Reponse {
				assert.True(t, inverse[im.X+1], "%+v mode %d: its letter", p, m)
				assert.False(t, inverse[im.X-3], "%+v mode %d: the peg before", p, m)
			}
		}
	}
}

// cellulesInverses tells, for each cell of row l, whether it is drawn in
// reverse video.
func cellulesInverses(l string) map[int]bool {
	out, x, inv := map[int]bool{}, 0, false
	for len(l) > 0 {
		seq, w, n, _ := ansi.DecodeSequence(l, ansi.NormalState, nil)
		switch {
		case strings.HasPrefix(seq, "\x1b[") && strings.HasSuffix(seq, "m"):
			for _, p := range strings.Split(seq[2:len(seq)-1], ";") {
				switch p {
				case "7":
					inv = true
				case "0", "", "27":
					inv = false
				}
			}
		case w > 0:
			for range w {
				out[x] = inv
				x++
			}
		}
		l = l[n:]
	}
	return out
}

func TestLeSecretMasqueMemeLePionChoisi(t *testing.T) {
	e := neuf(t, Secret)
	e.Touche(clavier.Touche{Genre: clavier.Haut})
	e.Touche(clavier.Touche{Genre: clavier.Haut})
	assert.Contains(t, e.Dessine().Texte(), "  ▸ ●  ◌  ◌  ◌", "the arrows' colour is masked under the cursor too")
	e.Touche(clavier.Touche{Genre: clavier.Tab})
	assert.Contains(t, e.Dessine().Texte(), "  ▸ ●B ◌  ◌  ◌", "Tab shows it on purpose")
	e.Touche(clavier.Touche{Genre: clavier.Tab})
	e.Touche(clavier.Touche{Genre: clavier.Droite})
	txt := e.Dessine().Texte()
	assert.Contains(t, txt, "  ▸ ●  ◌  ◌  ◌", "masked once the cursor leaves it")
	assert.Contains(t, txt, "Joueur\u00a01 : cachez votre code — joueur\u00a02, ne regardez pas")
	assert.NotContains(t, txt, "essais restants", "no try is played yet")
	assert.NotContains(t, txt, " 1▸", "not on a guess's row")
	// Revealing after the round (rows played): the board, its next row.
	e.Lignes = []plateau.Ligne{{Code: code.Nouveau(0, 0, 0, 0), Reponse: code.Reponse{Bien: 1}}}
	assert.Contains(t, e.Dessine().Texte(), " 2▸ ●  ◌  ◌  ◌")
}

func TestLePlateauAuMilieuDUneGrandeFenetre(t *testing.T) {
	e := neuf(t, Proposition)
	petit := e.Dessine()
	e.Cols, e.Rows = 120, 40
	grand := e.Dessine()
	require.Len(t, grand.Lignes, 40)
	assert.Equal(t, petit.X+20, grand.X, "20 columns on each side")
	assert.Equal(t, petit.Y+8, grand.Y, "8 rows above and below")
	for i, l := range petit.Lignes {
		if l != "" {
			assert.Equal(t, strings.Repeat(" ", 20)+l, grand.Lignes[i+8])
		}
	}
	// A click reads the frame too: the palette's B.
	x, y := cellule(t, e, "●B Bleu")
	e.Touche(clavier.Touche{Genre: clavier.Clic, X: x, Y: y})
	assert.Equal(t, []int{1, -1, -1, -1}, e.Pions())
	// Twenty tries need more rows than 24: the frame grows to show them.
	e.Essais = 20
	assert.NotContains(t, e.Dessine().Texte(), "encore", "every row shows")
}

func TestLEnTeteDUnePartieA40Colonnes(t *testing.T) {
	e := neuf(t, Proposition)
	e.Statut = Statut{Mode: "Contre l'ordinateur", Manche: 2, Manches: 4, Scores: "vous 3 · ordinateur 5"}
	e.Cols, e.Rows = 40, 20
	l := strings.Split(e.Dessine().Texte(), "\n")
	assert.Equal(t, "Contre l'ordinateur · 10 essais restants", l[0])
	assert.Equal(t, "manche 2/4 · vous 3 · ordinateur 5", l[1])
	assert.True(t, strings.HasPrefix(l[2], " 1▸"), "the board right under it")
	e.Rows = 12
	assert.Equal(t, "manche 2/4 · 10 essais restants", strings.Split(e.Dessine().Texte(), "\n")[0], "one row: the round kept")
}
