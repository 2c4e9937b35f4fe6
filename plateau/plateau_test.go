package plateau

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
)

var (
	six       = couleur.MustDefaut(6)
	classique = code.Taille{Pions: 4, Couleurs: 6}
)

// vjbr is the course's computer round for the secret VJBR.
func vjbr(t testing.TB) *Plateau {
	t.Helper()
	p, err := Nouveau(classique, 10)
	require.NoError(t, err)
	for _, l := range []struct {
		mot       string
		bien, mal int
	}{{"RRRR", 1, 0}, {"RBBB", 1, 1}, {"JRBJ", 1, 2}, {"JBRV", 0, 4}, {"VRJB", 1, 3}} {
		require.NoError(t, p.Ajoute(codetest.Code(t, l.mot), code.Reponse{Bien: l.bien, Mal: l.mal}))
	}
	return p
}

func TestNouveau(t *testing.T) {
	_, err := Nouveau(classique, 0)
	assert.ErrorIs(t, err, ErrEssais)
	_, err = Nouveau(code.Taille{Pions: 0, Couleurs: 6}, 10)
	assert.ErrorIs(t, err, code.ErrPions)
	p, err := Nouveau(classique, 10)
	require.NoError(t, err)
	assert.Equal(t, 0, p.NbCoups())
	assert.Equal(t, 10, p.Restants())
	assert.False(t, p.Termine())
	_, ok := p.Derniere()
	assert.False(t, ok)
}

func TestAjouteAndAnnule(t *testing.T) {
	p, err := Nouveau(classique, 2)
	require.NoError(t, err)

	require.NoError(t, p.Ajoute(codetest.Code(t, "RRRR"), code.Reponse{Bien: 1}))
	assert.ErrorIs(t, p.Ajoute(codetest.Code(t, "RBBB"), code.Reponse{Bien: 3, Mal: 1}), code.ErrImpossible)
	assert.ErrorIs(t, p.Ajoute(code.Nouveau(0, 1), code.Reponse{}), code.ErrLongueur)
	assert.Equal(t, 1, p.NbCoups(), "a refused row leaves the board unchanged")

	require.NoError(t, p.Ajoute(codetest.Code(t, "RBBB"), code.Reponse{Bien: 1, Mal: 1}))
	assert.True(t, p.Termine())
	assert.ErrorIs(t, p.Ajoute(codetest.Code(t, "JJJJ"), code.Reponse{}), ErrPlein)

	l, ok := p.Annule()
	require.True(t, ok)
	assert.Equal(t, Ligne{Code: codetest.Code(t, "RBBB"), Reponse: code.Reponse{Bien: 1, Mal: 1}}, l)
	assert.Equal(t, 1, p.Restants())
	require.NoError(t, p.Ajoute(codetest.Code(t, "VJBR"), code.Reponse{Bien: 4}))
	assert.True(t, p.Gagne())
	assert.ErrorIs(t, p.Ajoute(codetest.Code(t, "VJBR"), code.Reponse{Bien: 4}), ErrTermine)

	p.Annule()
	p.Annule()
	_, ok = p.Annule()
	assert.False(t, ok)
}

func TestClone(t *testing.T) {
	p := vjbr(t)
	c := p.Clone()
	c.Annule()
	assert.Equal(t, 5, p.NbCoups())
	assert.Equal(t, 4, c.NbCoups())
}

func TestEstCompatible(t *testing.T) {
	p := vjbr(t)
	assert.True(t, p.EstCompatible(codetest.Code(t, "VJBR")))
	for _, l := range p.Lignes() {
		assert.False(t, p.EstCompatible(l.Code), "%s got an answer that is not a win", l.Code.Mot(six))
	}
	// Exactly the codes a brute-force filter keeps.
	n := 0
	for c := range classique.Codes() {
		ok := true
		for _, l := range p.Lignes() {
			ok = ok && code.Evalue(c, l.Code) == l.Reponse
		}
		assert.Equal(t, ok, p.EstCompatible(c))
		if ok {
			n++
		}
	}
	assert.Equal(t, 1, n, "after five rows only VJBR is left")
}

func TestErreurs(t *testing.T) {
	p := vjbr(t)
	assert.Empty(t, p.Erreurs(codetest.Code(t, "VJBR")), "honest answers")

	// The coder claims their secret was VJRB: rows 3 and 5 were scored for
	// another code.
	got := p.Erreurs(codetest.Code(t, "VJRB"))
	want := []Erreur{}
	for i, l := range p.Lignes() {
		if r := code.Evalue(codetest.Code(t, "VJRB"), l.Code); r != l.Reponse {
			want = append(want, Erreur{Essai: i + 1, Ligne: l, Correcte: r})
		}
	}
	require.NotEmpty(t, want)
	assert.Equal(t, want, got)
	for _, e := range got {
		assert.NotEqual(t, e.Ligne.Reponse, e.Correcte)
	}
	assert.Equal(t, 3, got[0].Essai)
	assert.Equal(t, code.Reponse{Bien: 0, Mal: 3}, got[0].Correcte)
}

func TestAffichePlain(t *testing.T) {
	p := vjbr(t)
	var b strings.Builder
	secret := codetest.Code(t, "VJBR")
	titres := Titres{Essai: "Essai", Code: "Code", Bien: "Bien", Mal: "Mal", Secret: "Secret"}
	require.NoError(t, p.Affiche(&b, Rendu{Palette: six, Titres: titres}, &secret))
	assert.Equal(t, ""+
		" Essai  Code  Bien Mal\n"+
		"     1  RRRR     1   0\n"+
		"     2  RBBB     1   1\n"+
		"     3  JRBJ     1   2\n"+
		"     4  JBRV     0   4\n"+
		"     5  VRJB     1   3\n"+
		"Secret  VJBR\n", b.String())
}

func TestAfficheEnglishTitles(t *testing.T) {
	p := vjbr(t)
	var b strings.Builder
	require.NoError(t, p.Affiche(&b, Rendu{Palette: six, Titres: Titres{Essai: "Try", Code: "Code", Bien: "Black", Mal: "White", Secret: "Secret"}}, nil))
	lines := strings.Split(b.String(), "\n")
	assert.Equal(t, "   Try  Code  Black White", lines[0])
	assert.Equal(t, "     1  RRRR      1     0", lines[1])
}

func TestAfficheHole(t *testing.T) {
	pal := couleur.MustDefaut(3).AvecVide()
	p, err := Nouveau(code.Taille{Pions: 3, Couleurs: 4}, 5)
	require.NoError(t, err)
	c, err := code.Lire("R.B", pal, 3)
	require.NoError(t, err)
	require.NoError(t, p.Ajoute(c, code.Reponse{Bien: 1}))
	var b strings.Builder
	require.NoError(t, p.Affiche(&b, Rendu{Palette: pal}, nil))
	lignes := strings.Split(b.String(), "\n")
	assert.Equal(t, " 1  R.B  1 0", lignes[1])
}
