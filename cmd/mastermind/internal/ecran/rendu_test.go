package ecran

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/dore"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// partie is a solo round after three tries, the fourth being entered.
func partie(t *testing.T, l texte.Langue, cols, rows int) *Etat {
	t.Helper()
	cat := texte.Nouveau(l)
	pal, err := cat.Palette(6)
	require.NoError(t, err)
	e := &Etat{Cat: cat, Mode: Proposition, Palette: pal, Taille: code.Taille{Pions: 4, Couleurs: 6}, Essais: 10,
		Statut: Statut{Mode: "Solo", Manche: 1, Manches: 3, Scores: "Alice 4 · Bob 6"}, Peintre: peintre.Peintre{Couleur: true}, Cols: cols, Rows: rows}
	e.Lignes = []plateau.Ligne{
		{Code: code.Nouveau(0, 0, 1, 1), Reponse: code.Reponse{Bien: 1, Mal: 0}},
		{Code: code.Nouveau(0, 2, 3, 3), Reponse: code.Reponse{Bien: 0, Mal: 2}},
		{Code: code.Nouveau(4, 0, 5, 2), Reponse: code.Reponse{Bien: 2, Mal: 1}},
	}
	e.Vide()
	e.Touche(clavier.Lettre('o'))
	e.Touche(clavier.Lettre('2'))
	return e
}

// golden compares got with testdata/<nom>.txt, rewritten with -update.
func golden(t *testing.T, nom, got string) {
	t.Helper()
	dore.Compare(t, filepath.Join("testdata", nom+".txt"), got)
}

// cadre is an image as the golden shows it: the rows, then the cursor.
func cadre(im Image) string {
	return im.Texte() + fmt.Sprintf("-- curseur %d,%d %v\n", im.X, im.Y, im.Curseur)
}

func TestDessineTailles(t *testing.T) {
	for _, l := range []texte.Langue{texte.Francais, texte.Anglais} {
		for _, s := range [][2]int{{40, 12}, {40, 20}, {80, 24}, {120, 40}, {39, 12}, {40, 11}} {
			nom := fmt.Sprintf("solo-%s-%dx%d", l, s[0], s[1])
			t.Run(nom, func(t *testing.T) {
				e := partie(t, l, s[0], s[1])
				im := e.Dessine()
				require.Len(t, im.Lignes, s[1])
				for i, ligne := range im.Lignes {
					assert.LessOrEqual(t, page.Largeur(ligne), s[0], "row %d: %q", i, ligne)
				}
				golden(t, nom, cadre(im))
			})
		}
	}
}

func TestDessineEtats(t *testing.T) {
	etats := map[string]func(e *Etat){
		"aide": func(e *Etat) { e.Touche(clavier.Touche{Genre: clavier.F1}) },
		"menu": func(e *Etat) {
			e.Touche(clavier.Touche{Genre: clavier.Echap})
			e.Touche(clavier.Touche{Genre: clavier.Bas})
		},
		"mot": func(e *Etat) { e.Touche(clavier.Lettre(':')); tape(e, "sauver midi") },
		"reponse": func(e *Etat) {
			e.Mode, e.Proposition = Reponse, code.Nouveau(1, 1, 2, 3)
			e.Statut = Statut{Mode: "L'ordinateur joue"}
			e.Vide()
			tape(e, "2")
		},
		"secret": func(e *Etat) {
			e.Mode, e.Lignes = Secret, nil
			e.Statut = Statut{Mode: "Deux joueurs", Manche: 1, Manches: 2}
			e.Vide()
			tape(e, "RB")
		},
		"fin": func(e *Etat) {
			e.Lignes = append(e.Lignes, plateau.Ligne{Code: code.Nouveau(4, 5, 0, 2), Reponse: code.Reponse{Bien: 4}})
			e.Resultat = "Trouvé en 4 essais !"
			s := code.Nouveau(4, 5, 0, 2)
			e.Revele = &s
		},
		"sanscouleur": func(e *Etat) { e.Peintre.Couleur = false },
	}
	for nom, f := range etats {
		for _, s := range [][2]int{{40, 12}, {80, 24}} {
			for _, l := range []texte.Langue{texte.Francais, texte.Anglais} {
				n := fmt.Sprintf("%s-%s-%dx%d", nom, l, s[0], s[1])
				t.Run(n, func(t *testing.T) {
					e := partie(t, l, s[0], s[1])
					f(e)
					im := e.Dessine()
					for i, ligne := range im.Lignes {
						assert.LessOrEqual(t, page.Largeur(ligne), s[0], "row %d: %q", i, ligne)
					}
					golden(t, n, cadre(im))
				})
			}
		}
	}
}

func TestSansCouleurNiTeinte(t *testing.T) {
	e := partie(t, texte.Francais, 80, 24)
	e.Peintre.Couleur = false
	for _, l := range e.Dessine().Lignes {
		for _, sgr := range []string{"\x1b[9", "\x1b[3", "\x1b[38"} {
			assert.NotContains(t, l, sgr, "%q", l)
		}
	}
}

// TestToutTient draws every size of game in every mode at the smallest
// screens: no line is wider than the screen, and every zone a click reads
// is on it.
func TestToutTient(t *testing.T) {
	for _, l := range []texte.Langue{texte.Francais, texte.Anglais} {
		cat := texte.Nouveau(l)
		for _, couleurs := range []int{2, 6, 8, 16} {
			pal, err := cat.Palette(couleurs)
			require.NoError(t, err)
			for pions := 1; pions <= code.MaxPions; pions++ {
				for _, m := range []Mode{Proposition, Reponse, Secret} {
					for _, s := range [][2]int{{40, 12}, {41, 13}, {80, 24}} {
						e := &Etat{Cat: cat, Mode: m, Palette: pal, Taille: code.Taille{Pions: pions, Couleurs: couleurs}, Essais: 12,
							Statut: Statut{Mode: "Deux joueurs", Manche: 3, Manches: 10, Scores: "Alice 12 · Bob 15"}, Peintre: peintre.Peintre{Couleur: true}, Cols: s[0], Rows: s[1]}
						c := make([]int, pions)
						e.Lignes = []plateau.Ligne{{Code: code.Nouveau(c...), Reponse: code.Reponse{Bien: pions}}}
						e.Proposition = code.Nouveau(c...)
						e.Vide()
						for _, f := range []func(){func() {}, func() { e.Touche(clavier.Touche{Genre: clavier.F1}) }, func() { e.Touche(clavier.Touche{Genre: clavier.Echap}) }} {
							f()
							im := e.Dessine()
							require.Len(t, im.Lignes, s[1])
							for i, ligne := range im.Lignes {
								require.LessOrEqual(t, page.Largeur(ligne), s[0], "%s %d pegs %d colours mode %d %v row %d: %q", l, pions, couleurs, m, s, i, ligne)
							}
							e.Touche(clavier.Touche{Genre: clavier.Echap})
							e.Touche(clavier.Touche{Genre: clavier.Echap})
						}
						p := e.plan()
						zones := append(append([]zone{p.bouton}, p.pions...), p.menu...)
						for _, lz := range p.palette {
							zones = append(zones, lz...)
						}
						for _, z := range zones {
							assert.True(t, z.x0 >= 0 && z.x1 <= s[0] && z.y >= 0 && z.y < s[1], "%v in %v", z, s)
						}
					}
				}
			}
		}
	}
}

// On a light background (Réglages, MASTERMIND_THEME=light) the game
// screen takes the board's shades: black circles for mal placé, never
// the bright white of a dark background, dark red discs, grey dots, the
// black peg black; on 16 colours, no 256-colour code.
func TestFondClairEtSeizeCouleurs(t *testing.T) {
	e := partie(t, texte.Francais, 80, 24)
	sombre := strings.Join(e.Dessine().Lignes, "\n")
	assert.Contains(t, sombre, "\x1b[97m○", "white circles on a dark background")
	assert.Contains(t, sombre, "\x1b[90m●\x1b[0mN", "the black peg is grey on a dark background")

	e.Peintre.Clair = true
	clair := strings.Join(e.Dessine().Lignes, "\n")
	assert.NotContains(t, clair, "\x1b[97m", "no bright white on a light background")
	assert.NotContains(t, clair, "\x1b[93m", "no bright yellow either")
	assert.Contains(t, clair, "\x1b[30m○○", "black circles: mal placé")
	assert.Contains(t, clair, "\x1b[31m●", "dark red discs: bien placé")
	assert.Contains(t, clair, "\x1b[90m·", "grey dots: neither")
	assert.Contains(t, clair, "\x1b[30m●\x1b[0mN", "the black peg is black")

	e.Peintre.Clair, e.Peintre.Couleurs16 = false, true
	for _, l := range e.Dessine().Lignes {
		assert.NotContains(t, l, "38;5;", "%q", l)
	}
}
