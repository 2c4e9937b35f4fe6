package solveur

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
)

// reponseLente is the answer a secret gives to a row's code the course's
// way, with the row's jokers left out: bien placés position by position,
// pegs in common colour by colour, over the holes that are not jokers.
func reponseLente(l Observation, secret code.Code, couleurs int) (bien, mal int) {
	fl := make([]int, couleurs)
	fs := make([]int, couleurs)
	for i := range secret.Len() {
		fs[secret.At(i)]++
		if l.EstJoker(i) {
			continue
		}
		fl[l.Code.At(i)]++
		if l.Code.At(i) == secret.At(i) {
			bien++
		}
	}
	communs := 0
	for c := range couleurs {
		communs += min(fl[c], fs[c])
	}
	return bien, communs - bien
}

func accepteLent(l Observation, secret code.Code, couleurs int) bool {
	bien, mal := reponseLente(l, secret, couleurs)
	return (l.Bien == Inconnu || l.Bien == bien) && (l.Mal == Inconnu || l.Mal == mal)
}

// candidatsLents filters every admissible code through every row, one by
// one: the brute force Candidats must agree with.
func candidatsLents(t code.Taille, lignes []Observation) []int32 {
	var r []int32
	for c := range t.Secrets() {
		ok := true
		for _, l := range lignes {
			ok = ok && accepteLent(l, c, t.Couleurs)
		}
		if ok {
			r = append(r, int32(t.Index(c)))
		}
	}
	return r
}

// historique draws n rows that a real board could show for a random
// secret: random proposals, some holes turned into jokers and some counts
// hidden, with the answers the secret gives (so the rows agree).
func historique(r *rand.Rand, t code.Taille, n int) (code.Code, []Observation) {
	secret := t.Aleatoire(r)
	lignes := make([]Observation, n)
	for k := range lignes {
		l := Observation{Numero: k + 1, Code: t.Aleatoire(r)}
		if !t.SansRepetition {
			l.Code = code.Taille{Pions: t.Pions, Couleurs: t.Couleurs}.Aleatoire(r)
		}
		if r.IntN(3) == 0 {
			i := r.IntN(t.Pions)
			l.Jokers |= 1 << i
			l.Code = l.Code.Avec(i, 0)
		}
		l.Bien, l.Mal = reponseLente(l, secret, t.Couleurs)
		switch r.IntN(6) {
		case 0:
			l.Bien = Inconnu
		case 1:
			l.Mal = Inconnu
		}
		lignes[k] = l
	}
	return secret, lignes
}

// fausse changes one count of row k, so the rows may contradict.
func fausse(r *rand.Rand, l Observation, pions int) Observation {
	if l.Bien == Inconnu || (l.Mal != Inconnu && r.IntN(2) == 0) {
		l.Mal = (l.Mal + 1 + r.IntN(pions)) % (pions + 1)
	} else {
		l.Bien = (l.Bien + 1 + r.IntN(pions)) % (pions + 1)
	}
	return l
}

var tailles = []code.Taille{
	{Pions: 4, Couleurs: 6},
	{Pions: 3, Couleurs: 5},
	{Pions: 4, Couleurs: 6, SansRepetition: true},
	{Pions: 5, Couleurs: 3},
	{Pions: 2, Couleurs: 8},
	{Pions: 1, Couleurs: 4},
}

func TestCandidatsMatchBruteForceOnRandomHistories(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, taille := range tailles {
		t.Run(taille.String(), func(t *testing.T) {
			for essai := range 60 {
				secret, lignes := historique(r, taille, 1+essai%6)
				if essai%3 == 2 {
					k := r.IntN(len(lignes))
					lignes[k] = fausse(r, lignes[k], taille.Pions)
				}
				got, err := Candidats(taille, lignes)
				require.NoError(t, err)
				want := candidatsLents(taille, lignes)
				require.Equal(t, want, got, "%v", lignes)
				if essai%3 != 2 {
					assert.Contains(t, got, int32(taille.Index(secret)), "the secret agrees with its own answers")
				}
			}
		})
	}
}

func TestCandidatsDCodeJoker(t *testing.T) {
	taille := code.Taille{Pions: 4, Couleurs: 6}
	// "J--- 01": there is a yellow, not in hole 1.
	lignes, err := LitTout([]string{"J--- 01"}, fr6, code.Taille{Pions: 4, Couleurs: 6})
	require.NoError(t, err)
	got, err := Candidats(taille, lignes)
	require.NoError(t, err)
	for _, i := range got {
		c := taille.Code(int(i))
		assert.NotEqual(t, 2, c.At(0), "no yellow in hole 1")
		assert.Contains(t, c.Mot(fr6), "J")
	}
	// 6^4 codes minus those without yellow (5^4) minus those with yellow
	// in hole 1 (6^3).
	assert.Len(t, got, 1296-625-216)
}

func TestCandidatsUnknownCountComparesTheKnownOne(t *testing.T) {
	taille := code.Taille{Pions: 3, Couleurs: 6}
	lignes, err := LitTout([]string{"RVB 1?"}, fr6, code.Taille{Pions: 3, Couleurs: 6})
	require.NoError(t, err)
	got, err := Candidats(taille, lignes)
	require.NoError(t, err)
	for _, i := range got {
		bien, _ := reponseLente(lignes[0], taille.Code(int(i)), 6)
		assert.Equal(t, 1, bien)
	}
	// Exactly one of the three holes right: 3 × 5 × 5.
	assert.Len(t, got, 75)
}

func TestCandidatsWithoutRowsIsEverySecret(t *testing.T) {
	for _, taille := range tailles {
		got, err := Candidats(taille, nil)
		require.NoError(t, err)
		assert.Len(t, got, taille.NombreSecrets(), taille.String())
	}
}

func TestCandidatsRefusesSizesWhoseMasksDoNotFit(t *testing.T) {
	for _, taille := range []code.Taille{{Pions: 8, Couleurs: 9}, {Pions: 0, Couleurs: 6}, {Pions: 8, Couleurs: 8}} {
		_, err := Candidats(taille, nil)
		assert.Error(t, err, taille.String())
		_, err = Contradiction(context.Background(), taille, nil)
		assert.Error(t, err, taille.String())
	}
}

func TestAccepte(t *testing.T) {
	taille := code.Taille{Pions: 4, Couleurs: 6}
	r := rand.New(rand.NewPCG(3, 4))
	for range 500 {
		_, lignes := historique(r, taille, 1)
		c := taille.Aleatoire(r)
		assert.Equal(t, accepteLent(lignes[0], c, 6), lignes[0].Accepte(c, taille), fmt.Sprint(lignes[0], c))
	}
}
