package ecran

import (
	"context"
	"errors"
	"github.com/charmbracelet/x/ansi"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// console is a scripted terminal: its keys, its size, what was drawn.
type console struct {
	strings.Builder
	touches    []clavier.Touche
	cols, rows int
	arrets     int
}

func (c *console) Touche(ctx context.Context) (clavier.Touche, error) {
	if len(c.touches) == 0 {
		return clavier.Touche{}, context.Canceled
	}
	t := c.touches[0]
	c.touches = c.touches[1:]
	if t.Genre == clavier.Redim {
		c.cols, c.rows = 40, 12
	}
	return t, nil
}
func (c *console) Taille() (int, int) { return c.cols, c.rows }
func (c *console) Arrete()            { c.arrets++ }

func joueur(t *testing.T, touches ...clavier.Touche) (*Joueur, *console) {
	t.Helper()
	cat := texte.Nouveau(texte.Francais)
	pal, err := cat.Palette(6)
	require.NoError(t, err)
	c := &console{touches: touches, cols: 80, rows: 24}
	j := &Joueur{Ecran: Nouveau(c), Etat: &Etat{Cat: cat, Palette: pal, Peintre: peintre.Peintre{Couleur: true}, Statut: Statut{Mode: "Solo"}},
		Lit: func(s string) (session.Coup, error) {
			if s == "annuler" {
				return session.Coup{Commande: session.Annuler}, nil
			}
			return session.Coup{}, &texte.Motif{Texte: "« " + s + " » : inconnu"}
		}}
	return j, c
}

func frappe(s string) []clavier.Touche {
	var t []clavier.Touche
	for _, r := range s {
		t = append(t, clavier.Lettre(r))
	}
	return t
}

func TestJoueurChoisitCode(t *testing.T) {
	p, err := plateau.Nouveau(code.Taille{Pions: 4, Couleurs: 6}, 10)
	require.NoError(t, err)
	keys := append(frappe("RBJV"), clavier.Touche{Genre: clavier.Redim}, clavier.Touche{Genre: clavier.Arret}, clavier.Touche{Genre: clavier.Entree})
	j, c := joueur(t, keys...)
	coup, err := j.ChoisitCode(context.Background(), p)
	require.NoError(t, err)
	assert.Equal(t, session.Propose(code.Nouveau(0, 1, 2, 3)), coup)
	assert.Equal(t, 1, c.arrets)
	out := c.String()
	assert.Equal(t, 2, strings.Count(out, peintre.EntreEcran), "entered, left for Ctrl-Z, entered again")
	assert.Equal(t, 1, strings.Count(out, peintre.SortEcran))

	// A typed word goes through Lit; its error shows and the row is kept.
	require.NoError(t, p.Ajoute(code.Nouveau(0, 1, 2, 3), code.Reponse{Bien: 1}))
	keys = append(append(frappe("R:xyz"), clavier.Touche{Genre: clavier.Entree}), frappe(":annuler")...)
	j.Ecran.c.(*console).touches = append(keys, clavier.Touche{Genre: clavier.Entree})
	coup, err = j.ChoisitCode(context.Background(), p)
	require.NoError(t, err)
	assert.Equal(t, session.Annuler, coup.Commande)
	assert.Contains(t, c.String(), "« xyz » : inconnu")

	// Ctrl-C and the input's end.
	c.touches = []clavier.Touche{{Genre: clavier.CtrlC}}
	_, err = j.ChoisitCode(context.Background(), p)
	assert.ErrorIs(t, err, invite.ErrInterrompu)
	c.touches = []clavier.Touche{{Genre: clavier.FinEntree}}
	_, err = j.ChoisitCode(context.Background(), p)
	assert.ErrorIs(t, err, invite.ErrFin)
	c.touches = nil
	_, err = j.ChoisitCode(context.Background(), p)
	assert.True(t, errors.Is(err, context.Canceled))
	assert.True(t, strings.HasSuffix(c.String(), peintre.SortEcran), "the terminal is given back")
}

func TestJoueurReponseEtSecret(t *testing.T) {
	p, err := plateau.Nouveau(code.Taille{Pions: 4, Couleurs: 6}, 10)
	require.NoError(t, err)
	j, _ := joueur(t, append(frappe("21"), clavier.Touche{Genre: clavier.Entree})...)
	coup, err := j.ChoisitReponse(context.Background(), p, code.Nouveau(0, 0, 1, 1))
	require.NoError(t, err)
	assert.Equal(t, session.Repond(code.Reponse{Bien: 2, Mal: 1}), coup)

	j, c := joueur(t, append(frappe("VJBR"), clavier.Touche{Genre: clavier.Entree})...)
	s, err := j.ChoisitSecret(context.Background(), p)
	require.NoError(t, err)
	assert.Equal(t, session.Propose(code.Nouveau(3, 2, 1, 0)), s)
	for _, nom := range []string{"Vert", "Jaune"} {
		// Only the palette line names them, never the row.
		assert.NotContains(t, strings.ReplaceAll(c.String(), "●V Vert", ""), "●V ", nom)
	}
	c.touches = []clavier.Touche{{Genre: clavier.CtrlQ}}
	s, err = j.ChoisitSecret(context.Background(), p)
	require.NoError(t, err)
	assert.Equal(t, session.Quitter, s.Commande)
}

func TestFermeLaisseLePlateau(t *testing.T) {
	p, err := plateau.Nouveau(code.Taille{Pions: 4, Couleurs: 6}, 10)
	require.NoError(t, err)
	require.NoError(t, p.Ajoute(code.Nouveau(0, 1, 2, 3), code.Reponse{Bien: 4}))
	j, c := joueur(t)
	j.Ecran.Dessine(j.Etat)
	s := code.Nouveau(0, 1, 2, 3)
	j.Termine(p, &s, "Trouvé en 1 essai !")
	out := c.String()
	i := strings.LastIndex(out, peintre.SortEcran)
	require.GreaterOrEqual(t, i, 0)
	final := ansi.Strip(out[i+len(peintre.SortEcran):])
	assert.Equal(t, "Solo · 4 pions, 6 couleurs · 9 essais restants\n 1  ●R ●B ●J ●V  ●●●●\n =  ●R ●B ●J ●V\nTrouvé en 1 essai !\n", final)
}
