package ecran

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// neuf is an empty solo board of 4 pegs and 6 colours at 80×24.
func neuf(t *testing.T, m Mode) *Etat {
	t.Helper()
	cat := texte.Nouveau(texte.Francais)
	pal, err := cat.Palette(6)
	require.NoError(t, err)
	e := &Etat{Cat: cat, Mode: m, Palette: pal, Taille: code.Taille{Pions: 4, Couleurs: 6}, Essais: 10, Peintre: peintre.Peintre{Couleur: true}, Cols: 80, Rows: 24}
	e.Vide()
	return e
}

func tape(e *Etat, s string) (a Action) {
	for _, r := range s {
		a = e.Touche(clavier.Lettre(r))
	}
	return a
}

func TestLettresEtChiffresPosentLaCouleur(t *testing.T) {
	// Every letter of the palette, either case, and every digit of a colour.
	e := neuf(t, Proposition)
	for k := range e.Palette.Len() {
		for _, r := range []rune{e.Palette.Lettre(k), e.Palette.Lettre(k) + 'a' - 'A', rune('1' + k)} {
			e.Vide()
			assert.Equal(t, Action{}, e.Touche(clavier.Lettre(r)), string(r))
			assert.Equal(t, []int{k, -1, -1, -1}, e.Pions(), string(r))
			assert.Equal(t, 1, e.Curseur(), string(r))
		}
	}
	// A digit past the palette is no colour: it says so.
	e.Vide()
	e.Touche(clavier.Lettre('7'))
	assert.Equal(t, []int{-1, -1, -1, -1}, e.Pions())
	assert.Contains(t, e.Message, "7")
	// The cursor stays on the last peg, which the next key replaces.
	e.Vide()
	tape(e, "RBJVO")
	assert.Equal(t, []int{0, 1, 2, 4}, e.Pions())
	assert.Equal(t, 3, e.Curseur())
}

func TestFlechesEtEffacement(t *testing.T) {
	e := neuf(t, Proposition)
	tape(e, "RB")
	e.Touche(clavier.Touche{Genre: clavier.Gauche})
	e.Touche(clavier.Touche{Genre: clavier.Gauche})
	e.Touche(clavier.Touche{Genre: clavier.Gauche})
	assert.Equal(t, 0, e.Curseur(), "← stops at the first peg")
	e.Touche(clavier.Touche{Genre: clavier.Haut})
	assert.Equal(t, []int{1, 1, -1, -1}, e.Pions(), "↑ is the next colour")
	e.Touche(clavier.Touche{Genre: clavier.Bas})
	e.Touche(clavier.Touche{Genre: clavier.Bas})
	assert.Equal(t, []int{5, 1, -1, -1}, e.Pions(), "↓ goes round to the last colour")
	e.Touche(clavier.Touche{Genre: clavier.Fin})
	e.Touche(clavier.Touche{Genre: clavier.Droite})
	assert.Equal(t, 3, e.Curseur(), "→ stops at the last peg")
	e.Touche(clavier.Touche{Genre: clavier.Haut})
	assert.Equal(t, []int{5, 1, -1, 0}, e.Pions(), "↑ on an empty peg of a row begun is the first colour")
	e.Touche(clavier.Touche{Genre: clavier.Debut})
	assert.Equal(t, 0, e.Curseur())
	e.Touche(clavier.Touche{Genre: clavier.Suppr})
	assert.Equal(t, []int{-1, 1, -1, 0}, e.Pions(), "Delete clears under the cursor")
	// Backspace on an empty peg clears the one before and goes there.
	e.Vide()
	tape(e, "RB")
	e.Touche(clavier.Touche{Genre: clavier.Efface})
	assert.Equal(t, []int{0, -1, -1, -1}, e.Pions())
	assert.Equal(t, 1, e.Curseur())
	// It was the peg before the cursor: clear it.
	e.Touche(clavier.Touche{Genre: clavier.Efface})
	assert.Equal(t, []int{-1, -1, -1, -1}, e.Pions())
	assert.Equal(t, 0, e.Curseur())
	e.Touche(clavier.Touche{Genre: clavier.Efface})
	assert.Equal(t, 0, e.Curseur(), "Backspace at the start stays")
	// On the full row's last peg, Backspace clears it.
	tape(e, "RBJV")
	e.Touche(clavier.Touche{Genre: clavier.Efface})
	assert.Equal(t, []int{0, 1, 2, -1}, e.Pions())
	assert.Equal(t, 3, e.Curseur())
}

func TestHautRappelleLEssaiPrecedent(t *testing.T) {
	e := neuf(t, Proposition)
	e.Touche(clavier.Touche{Genre: clavier.Haut})
	assert.Equal(t, []int{0, -1, -1, -1}, e.Pions(), "no guess yet: ↑ is a colour")
	e.Lignes = []plateau.Ligne{{Code: code.Nouveau(3, 2, 1, 0)}}
	e.Vide()
	e.Touche(clavier.Touche{Genre: clavier.Haut})
	assert.Equal(t, []int{3, 2, 1, 0}, e.Pions())
	assert.Equal(t, 3, e.Curseur())
	// Never in a secret's row.
	s := neuf(t, Secret)
	s.Lignes = e.Lignes
	s.Touche(clavier.Touche{Genre: clavier.Haut})
	assert.Equal(t, []int{0, -1, -1, -1}, s.Pions())
}

func TestEntreeJoueUneRangeeComplete(t *testing.T) {
	e := neuf(t, Proposition)
	tape(e, "RB")
	assert.Equal(t, Action{}, e.Touche(clavier.Touche{Genre: clavier.Entree}))
	assert.Equal(t, "Il manque 2 pions : complétez la rangée.", e.Message)
	tape(e, "J")
	e.Touche(clavier.Touche{Genre: clavier.Entree})
	assert.Equal(t, "Il manque 1 pion : complétez la rangée.", e.Message)
	a := tape(e, "V")
	assert.Empty(t, e.Message, "a key clears the message")
	assert.Equal(t, Action{}, a)
	a = e.Touche(clavier.Touche{Genre: clavier.Entree})
	assert.Equal(t, Action{Quoi: Joue, Coup: session.Propose(code.Nouveau(0, 1, 2, 3))}, a)
	// Without repeats, a colour twice is refused, with the reason.
	e.Taille.SansRepetition = true
	e.Vide()
	tape(e, "RRBJ")
	assert.Equal(t, Action{}, e.Touche(clavier.Touche{Genre: clavier.Entree}))
	assert.Contains(t, e.Message, "répète")
}

func TestSecretMasqueNeNommeRien(t *testing.T) {
	e := neuf(t, Secret)
	e.Taille.SansRepetition = true
	tape(e, "RRBJ")
	assert.Equal(t, Action{}, e.Touche(clavier.Touche{Genre: clavier.Entree}))
	assert.Equal(t, "Une couleur y est deux fois : cette partie est sans répétition.", e.Message)
	im := e.Dessine()
	txt := im.Texte()
	for _, nom := range e.Palette.Noms() {
		// The palette line names every colour; the row none.
		assert.Equal(t, 1, countLines(txt, nom), nom)
	}
	// Every peg is masked, the one under the cursor too.
	assert.Contains(t, txt, "  ▸ ●  ●  ●  ●  ")
	e.Vide()
	tape(e, "RBJV")
	assert.Equal(t, Action{Quoi: Joue, Coup: session.Propose(code.Nouveau(0, 1, 2, 3))}, e.Touche(clavier.Touche{Genre: clavier.Entree}))
	// No hint, undo, redo or save while a secret is typed.
	for _, r := range "?-+" {
		assert.Equal(t, Action{}, e.Touche(clavier.Lettre(r)), string(r))
	}
	assert.Equal(t, Action{}, e.Touche(clavier.Touche{Genre: clavier.CtrlS}))
	assert.Equal(t, session.Quitter, e.Touche(clavier.Touche{Genre: clavier.CtrlQ}).Coup.Commande)
}

func countLines(txt, s string) int {
	n := 0
	for _, l := range splitLines(txt) {
		if containsWord(l, s) {
			n++
		}
	}
	return n
}

func TestReponseDeuxChiffres(t *testing.T) {
	e := neuf(t, Reponse)
	e.Proposition = code.Nouveau(0, 1, 2, 3)
	assert.Equal(t, []int{-1, -1}, e.Pions())
	e.Touche(clavier.Touche{Genre: clavier.Entree})
	assert.NotEmpty(t, e.Message)
	tape(e, "5")
	assert.Equal(t, "Au plus 4 pions.", e.Message)
	tape(e, "12")
	assert.Equal(t, []int{1, 2}, e.Pions())
	assert.Equal(t, Action{Quoi: Joue, Coup: session.Repond(code.Reponse{Bien: 1, Mal: 2})}, e.Touche(clavier.Touche{Genre: clavier.Entree}))
	// ↑ ↓ turn the number under the cursor, 0 to 4.
	e.Vide()
	e.Touche(clavier.Touche{Genre: clavier.Bas})
	assert.Equal(t, []int{4, -1}, e.Pions())
	e.Touche(clavier.Touche{Genre: clavier.Droite})
	e.Touche(clavier.Touche{Genre: clavier.Haut})
	assert.Equal(t, []int{4, 0}, e.Pions())
	assert.Equal(t, Action{Quoi: Joue, Coup: session.Repond(code.Reponse{Bien: 4})}, e.Touche(clavier.Touche{Genre: clavier.Entree}))
	// An impossible answer is refused with the reason.
	e.Vide()
	tape(e, "31")
	assert.Equal(t, Action{}, e.Touche(clavier.Touche{Genre: clavier.Entree}))
	assert.NotEmpty(t, e.Message)
	// No hint when answering.
	e.Vide()
	assert.Equal(t, Action{}, tape(e, "?"))
	assert.Equal(t, "Pas d'indice ici.", e.Message)
	assert.Equal(t, session.Annuler, tape(e, "-").Coup.Commande)
}

func TestTouchesDeCommande(t *testing.T) {
	for _, c := range []struct {
		t    clavier.Touche
		want session.Commande
	}{
		{clavier.Lettre('?'), session.Indice}, {clavier.Lettre('-'), session.Annuler}, {clavier.Lettre('+'), session.Refaire},
		{clavier.Touche{Genre: clavier.CtrlS}, session.Sauver}, {clavier.Touche{Genre: clavier.CtrlQ}, session.Quitter},
	} {
		e := neuf(t, Proposition)
		assert.Equal(t, Action{Quoi: Joue, Coup: session.Coup{Commande: c.want}}, e.Touche(c.t))
	}
	e := neuf(t, Proposition)
	assert.Equal(t, Action{Quoi: Interrompu}, e.Touche(clavier.Touche{Genre: clavier.CtrlC}))
	assert.Equal(t, Action{Quoi: Termine}, e.Touche(clavier.Touche{Genre: clavier.FinEntree}))
	for _, g := range []clavier.Genre{clavier.Redim, clavier.CtrlL, clavier.Arret, clavier.Rien} {
		assert.Equal(t, Action{}, e.Touche(clavier.Touche{Genre: g}))
	}
	// A symbol that means nothing says so.
	e.Touche(clavier.Lettre('%'))
	assert.Contains(t, e.Message, "%")
}

func TestMotsTapes(t *testing.T) {
	e := neuf(t, Proposition)
	// A letter that is no colour starts a word; the row is kept.
	tape(e, "R")
	tape(e, "sauver")
	mot, ouvert := e.Mot()
	require.True(t, ouvert)
	assert.Equal(t, "auver", mot[1:])
	assert.Equal(t, "s", mot[:1], "s is no colour of 6")
	tape(e, " midi")
	assert.Equal(t, Action{Quoi: Ligne, Ligne: "sauver midi"}, e.Touche(clavier.Touche{Genre: clavier.Entree}))
	assert.Equal(t, []int{0, -1, -1, -1}, e.Pions())
	// ':' opens it empty, so that a word starting with a colour's letter
	// can be typed; Backspace on an empty word closes it.
	tape(e, ":")
	_, ouvert = e.Mot()
	assert.True(t, ouvert)
	e.Touche(clavier.Touche{Genre: clavier.Efface})
	_, ouvert = e.Mot()
	assert.False(t, ouvert)
	tape(e, ":ab")
	e.Touche(clavier.Touche{Genre: clavier.Efface})
	mot, _ = e.Mot()
	assert.Equal(t, "a", mot)
	e.Touche(clavier.Touche{Genre: clavier.Echap})
	_, ouvert = e.Mot()
	assert.False(t, ouvert, "Escape leaves the word")
	assert.Equal(t, 0, e.MenuOuvert(), "and opens no menu")
}

func TestAideEtMenu(t *testing.T) {
	e := neuf(t, Proposition)
	e.Touche(clavier.Touche{Genre: clavier.F1})
	assert.True(t, e.AideOuverte())
	assert.Contains(t, e.Dessine().Texte(), "Les touches")
	assert.Equal(t, Action{}, tape(e, "R"))
	assert.False(t, e.AideOuverte())
	assert.Equal(t, []int{-1, -1, -1, -1}, e.Pions(), "the key that closes the help does nothing else")

	e.Touche(clavier.Touche{Genre: clavier.Echap})
	assert.Equal(t, 1, e.MenuOuvert())
	e.Touche(clavier.Touche{Genre: clavier.Haut})
	assert.Equal(t, 4, e.MenuOuvert(), "↑ goes round")
	e.Touche(clavier.Touche{Genre: clavier.Bas})
	assert.Equal(t, 1, e.MenuOuvert())
	e.Touche(clavier.Touche{Genre: clavier.Entree})
	assert.Equal(t, 0, e.MenuOuvert(), "Continue closes it")
	for i, want := range []Action{
		{Quoi: Joue, Coup: session.Coup{Commande: session.Sauver}},
		{Quoi: Joue, Coup: session.Coup{Commande: session.Quitter}},
		{},
	} {
		e.Touche(clavier.Touche{Genre: clavier.Echap})
		e.Touche(clavier.Lettre(rune('2' + i)))
		assert.Equal(t, want, e.Touche(clavier.Touche{Genre: clavier.Entree}))
		assert.Equal(t, 0, e.MenuOuvert())
	}
	assert.Zero(t, e.PageDesRegles(), "no rules to show: the entry does nothing")
	e.Touche(clavier.Touche{Genre: clavier.Echap})
	e.Touche(clavier.Touche{Genre: clavier.Echap})
	assert.Equal(t, 0, e.MenuOuvert(), "Escape closes it")
}

func TestSouris(t *testing.T) {
	e := neuf(t, Proposition)
	p := e.plan()
	require.Len(t, p.pions, 4)
	// A click on a colour puts it at the cursor.
	k := 0
	for _, l := range p.palette {
		for _, z := range l {
			e.Vide()
			e.Touche(clavier.Clique(z.x0, z.y))
			assert.Equal(t, []int{k, -1, -1, -1}, e.Pions())
			e.Vide()
			e.Touche(clavier.Clique(z.x1-1, z.y))
			assert.Equal(t, k, e.Pions()[0])
			k++
		}
	}
	assert.Equal(t, 6, k)
	// A click on a peg moves the cursor there.
	for i, z := range p.pions {
		e.Touche(clavier.Clique(z.x0+1, z.y))
		assert.Equal(t, i, e.Curseur())
	}
	// The button plays a complete row.
	e.Vide()
	tape(e, "RBJV")
	assert.Equal(t, Joue, e.Touche(clavier.Clique(p.bouton.x0, p.bouton.y)).Quoi)
	// Elsewhere, nothing.
	e.Vide()
	assert.Equal(t, Action{}, e.Touche(clavier.Clique(0, 0)))
	assert.Equal(t, Action{}, e.Touche(clavier.Clique(79, 23)))
	assert.Equal(t, []int{-1, -1, -1, -1}, e.Pions())
	// The menu's entries.
	e.Touche(clavier.Touche{Genre: clavier.Echap})
	p = e.plan()
	require.Len(t, p.menu, 4)
	e.Regles = func(int, int) [][]string { return [][]string{{"une page"}} }
	assert.Equal(t, Action{}, e.Touche(clavier.Clique(5, p.menu[3].y)))
	assert.Equal(t, 1, e.PageDesRegles(), "a click on Règles shows them")
}

// The rules are paged over the board: Escape's Règles shows the first
// page, a key the next, ← the one before, past the last or on Escape the
// board comes back as it was.
func TestLesReglesSurLePlateau(t *testing.T) {
	e := neuf(t, Proposition)
	tape(e, "RB")
	var tailles [][2]int
	e.Regles = func(cols, rows int) [][]string {
		tailles = append(tailles, [2]int{cols, rows})
		return [][]string{{"Le but du jeu", "deuxième ligne"}, {"Le score"}, {"Les commandes"}}
	}
	e.Touche(clavier.Touche{Genre: clavier.Echap})
	e.Touche(clavier.Lettre('4'))
	e.Touche(clavier.Touche{Genre: clavier.Entree})
	require.Equal(t, 1, e.PageDesRegles())
	im := e.Dessine()
	assert.Equal(t, "Règles du jeu (1/3)\nLe but du jeu\ndeuxième ligne", strings.TrimSpace(im.Texte()[:strings.Index(im.Texte(), "\n\n")]))
	assert.Contains(t, im.Texte(), "Échap : retour au jeu")
	assert.NotContains(t, im.Texte(), "Solo", "the whole screen is the rules'")
	assert.Equal(t, [2]int{80, 22}, tailles[len(tailles)-1], "the screen's size, its title and keys rows aside")
	for _, c := range []struct {
		k    clavier.Touche
		page int
	}{
		{clavier.Touche{Genre: clavier.Entree}, 2}, {clavier.Lettre('x'), 3}, {clavier.Touche{Genre: clavier.Gauche}, 2},
		{clavier.Touche{Genre: clavier.PageHaut}, 1}, {clavier.Touche{Genre: clavier.Haut}, 1},
		{clavier.Touche{Genre: clavier.Bas}, 2}, {clavier.Touche{Genre: clavier.Droite}, 3}, {clavier.Touche{Genre: clavier.Entree}, 0},
	} {
		assert.Equal(t, Action{}, e.Touche(c.k))
		assert.Equal(t, c.page, e.PageDesRegles(), "%+v", c.k)
	}
	assert.Equal(t, []int{0, 1, -1, -1}, e.Pions(), "the row as it was")
	e.Touche(clavier.Touche{Genre: clavier.Echap})
	e.Touche(clavier.Lettre('4'))
	e.Touche(clavier.Touche{Genre: clavier.Entree})
	e.Touche(clavier.Lettre('q'))
	assert.Zero(t, e.PageDesRegles(), "q goes back to the board")
	assert.Equal(t, []int{0, 1, -1, -1}, e.Pions())
}

// F1 shows the keys of the mode at hand: a guess's, an answer's (digits
// are numbers there), a hidden secret's.
func TestLAideDuModeEnCours(t *testing.T) {
	textes := map[Mode]string{}
	for _, m := range []Mode{Proposition, Reponse, Secret} {
		e := neuf(t, m)
		e.Touche(clavier.Touche{Genre: clavier.F1})
		textes[m] = e.Dessine().Texte()
	}
	assert.Contains(t, textes[Proposition], "pose la couleur, avance")
	assert.Contains(t, textes[Reponse], "le nombre au curseur")
	assert.NotContains(t, textes[Reponse], "indice", "no hint while answering")
	assert.Contains(t, textes[Secret], "masque")
	assert.NotContains(t, textes[Secret], "indice")
	assert.NotContains(t, textes[Secret], "corrige la réponse", "no answer to take back before the round")
	e := neuf(t, Secret)
	e.Lignes = []plateau.Ligne{{Code: code.Nouveau(0, 0, 0, 0), Reponse: code.Reponse{Bien: 1}}}
	e.Touche(clavier.Touche{Genre: clavier.F1})
	assert.Contains(t, e.Dessine().Texte(), "corrige la réponse", "revealing after the round: - takes the last answer back")
	// Every help reads whole at 40 columns, in both languages.
	for _, l := range []texte.Langue{texte.Francais, texte.Anglais} {
		for _, m := range []Mode{Proposition, Reponse, Secret} {
			e := neuf(t, m)
			e.Cat, e.Cols, e.Rows = texte.Nouveau(l), 40, 20
			e.Lignes = []plateau.Ligne{{Code: code.Nouveau(0, 0, 0, 0), Reponse: code.Reponse{Bien: 1}}}
			e.Touche(clavier.Touche{Genre: clavier.F1})
			dessin := e.Dessine().Texte()
			for _, ligne := range strings.Split(e.texteAide(), "\n") {
				_, quoi, _ := strings.Cut(ligne, "\t")
				assert.Contains(t, dessin, quoi, "%s, mode %d: not cut", l, m)
			}
		}
	}
}

// Nothing of the row shows under an overlay: neither what to type nor the
// last message, whose keys are no longer the row's.
func TestRienDePerimeSousUnCalque(t *testing.T) {
	for _, ouvre := range []clavier.Touche{{Genre: clavier.F1}, {Genre: clavier.Echap}} {
		e := neuf(t, Proposition)
		consigne := e.Dessine().Texte()
		require.Contains(t, consigne, "Choisissez 4 pions")
		e.Message = "Indice : RRBB"
		e.Touche(ouvre)
		texte := e.Dessine().Texte()
		assert.NotContains(t, texte, "Choisissez 4 pions", "%+v", ouvre)
		assert.NotContains(t, texte, "Indice", "%+v", ouvre)
	}
}

func TestSourisReponse(t *testing.T) {
	e := neuf(t, Reponse)
	e.Proposition = code.Nouveau(0, 1, 2, 3)
	p := e.plan()
	require.Len(t, p.palette, 1)
	require.Len(t, p.palette[0], 5, "0 to 4")
	z := p.palette[0]
	e.Touche(clavier.Clique(z[2].x0, z[2].y))
	e.Touche(clavier.Clique(z[1].x0, z[1].y))
	assert.Equal(t, []int{2, 1}, e.Pions())
	e.Touche(clavier.Clique(p.pions[0].x0, p.pions[0].y))
	assert.Equal(t, 0, e.Curseur())
	assert.Equal(t, session.Repond(code.Reponse{Bien: 2, Mal: 1}), e.Touche(clavier.Clique(p.bouton.x0, p.bouton.y)).Coup)
}

func TestRedimensionne(t *testing.T) {
	e := neuf(t, Proposition)
	tape(e, "RB")
	for _, s := range [][2]int{{40, 12}, {30, 8}, {200, 60}, {80, 24}} {
		e.Cols, e.Rows = s[0], s[1]
		e.Touche(clavier.Touche{Genre: clavier.Redim})
		im := e.Dessine()
		assert.Len(t, im.Lignes, s[1])
		assert.Equal(t, []int{0, 1, -1, -1}, e.Pions(), "the row is kept")
	}
	e.Cols, e.Rows = 0, 0
	assert.Empty(t, e.Dessine().Lignes)
}

func splitLines(s string) []string { return strings.Split(s, "\n") }

func containsWord(l, w string) bool { return strings.Contains(l, w) }
