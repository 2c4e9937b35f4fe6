package strategie

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// etats returns the states met along rounds of strategy Hasard against a
// few secrets.
func etats(t *testing.T, e *code.Espace, n int) []*Etat {
	var res []*Etat
	secrets := e.Secrets()
	for k := range n {
		secret := e.Code(int(secrets[(k*7919)%len(secrets)]))
		var lignes []plateau.Ligne
		for {
			etat := NouvelEtat(e, lignes, uint64(k))
			res = append(res, etat)
			c, err := Hasard{}.Propose(etat)
			require.NoError(t, err)
			l := plateau.Ligne{Code: c, Reponse: code.Evalue(secret, c)}
			if l.Reponse.Gagnante(e.Taille().Pions) {
				break
			}
			lignes = append(lignes, l)
		}
	}
	return res
}

// The fast search proposes what the plain search of every admissible code
// (referenceParScore, example_test.go) proposes.
func TestParScoreEqualsReference(t *testing.T) {
	tailles := []code.Taille{
		{Pions: 4, Couleurs: 6}, {Pions: 4, Couleurs: 4}, {Pions: 2, Couleurs: 7},
		{Pions: 3, Couleurs: 5, SansRepetition: true}, {Pions: 4, Couleurs: 6, SansRepetition: true},
		{Pions: 3, Couleurs: 7, SansRepetition: true}, {Pions: 4, Couleurs: 4, SansRepetition: true},
		// 8 pegs or more: groups of 8 common pegs or more.
		{Pions: 8, Couleurs: 2}, {Pions: 10, Couleurs: 2}, {Pions: 8, Couleurs: 3},
	}
	for _, taille := range tailles {
		e := espace(t, taille)
		es := etats(t, e, min(12, 40000/e.Nombre()))
		for _, c := range Criteres() {
			s := NouvelleParScore(c)
			t.Run(taille.String()+"/"+s.Nom(), func(t *testing.T) {
				for _, etat := range es {
					got, err := s.Propose(etat)
					require.NoError(t, err)
					require.Equal(t, referenceParScore(s, etat).Mot(palette), got.Mot(palette), "after %s", histoire(etat.Lignes))
				}
			})
		}
	}
}

func TestMeilleurs(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	for _, c := range Criteres() {
		s := NouvelleParScore(c)
		for _, etat := range etats(t, e, 4) {
			premier, second, deux, err := s.Meilleurs(etat)
			require.NoError(t, err)
			p, _ := s.Propose(etat)
			assert.Equal(t, p, premier.Code)
			assert.Equal(t, Decoupe(e, e.Taille().Index(p), etat.Candidats), premier.Decoupage)
			if len(etat.Candidats) == 1 {
				assert.False(t, deux)
				continue
			}
			require.True(t, deux)
			assert.NotEqual(t, premier.Code, second.Code)
			assert.False(t, second.Cout.Moins(premier.Cout), "the runner-up is not better")
			assert.Equal(t, second.Cout, c.cout(second.Decoupage, s.lg))
		}
	}
	// On 4×6 Knuth's RRBB leaves at most 256 codes. RBRB, the same code
	// with its pegs in another order, is as good but comes later.
	premier, second, _, err := NouvelleParScore(MinMax).Meilleurs(NouvelEtat(e, nil, 0))
	require.NoError(t, err)
	assert.Equal(t, 256, premier.Decoupage.Pire())
	assert.Equal(t, "RBRB", second.Code.Mot(palette))
	assert.Equal(t, 256, second.Decoupage.Pire())
	_, _, _, err = NouvelleParScore(MinMax).Meilleurs(&Etat{Espace: e})
	assert.ErrorIs(t, err, ErrAucunCandidat)
}

func TestDecoupage(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	d := Decoupe(e, e.Taille().Index(mot(t, "RRBB")), e.Secrets())
	assert.Equal(t, 1296, d.Total())
	assert.Equal(t, 256, d.Pire())
	assert.Equal(t, 13, d.Parts())
	assert.Equal(t, 1, d[e.Taille().IndexGagnant()])
	assert.InDelta(t, float64(d.SommeCarres())/1296, d.Attendue(), 1e-12)
	assert.Greater(t, d.Entropie(), 2.0)
	assert.Less(t, d.Entropie(), math.Log2(13))
	assert.Zero(t, Decoupage{0, 0}.Attendue())
	assert.Zero(t, Decoupage{0, 0}.Entropie())
	assert.Equal(t, 14, NbReponsesPossibles(4))
	assert.Equal(t, 20, NbReponsesPossibles(5))
	assert.InDelta(t, 1.5, Critere(MaxEntropie).Valeur(Decoupage{1, 1, 2}), 1e-12)
	assert.Equal(t, 2.0, MinMax.Valeur(Decoupage{1, 1, 2}))
	assert.Equal(t, 3.0, MaxParts.Valeur(Decoupage{1, 1, 2}))
	assert.Equal(t, 1.5, MinAttendue.Valeur(Decoupage{1, 1, 2}))
}
