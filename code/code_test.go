package code

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/couleur"
)

var (
	classique = Taille{Pions: 4, Couleurs: 6}
	palette8  = couleur.MustDefaut(8)
)

// mot reads a word of the default palette, for tests.
func mot(t testing.TB, s string) Code {
	t.Helper()
	c, err := Lire(s, palette8, len([]rune(s)))
	require.NoError(t, err)
	return c
}

// bruteForce counts an answer the way the IN200 handout defines it, with
// no frequency table: first the pegs at the same place, then each other
// peg of the proposal matched with at most one unused peg of the secret.
func bruteForce(secret, prop []int) Reponse {
	usedS := make([]bool, len(secret))
	usedP := make([]bool, len(prop))
	var r Reponse
	for i := range secret {
		if secret[i] == prop[i] {
			r.Bien++
			usedS[i], usedP[i] = true, true
		}
	}
	for i := range prop {
		if usedP[i] {
			continue
		}
		for j := range secret {
			if !usedS[j] && secret[j] == prop[i] {
				usedS[j] = true
				r.Mal++
				break
			}
		}
	}
	return r
}

func TestHandoutExample(t *testing.T) {
	secret, prop := mot(t, "BRJR"), mot(t, "JRRV")
	assert.Equal(t, []int{1, 0, 2, 0}, secret.Couleurs())
	assert.Equal(t, Reponse{Bien: 1, Mal: 2}, Evalue(secret, prop))
	assert.Equal(t, Reponse{Bien: 1, Mal: 2}, Evalue(Nouveau(1, 0, 2, 0), Nouveau(0, 1, 0, 0)), "the skeleton's example")
}

func TestEvalueEveryPair(t *testing.T) {
	for _, taille := range []Taille{classique, {Pions: 3, Couleurs: 8}} {
		t.Run(taille.String(), func(t *testing.T) {
			e, err := NouvelEspace(taille)
			require.NoError(t, err)
			n := taille.Nombre()
			for i := range n {
				a := taille.Code(i)
				for j := range n {
					b := taille.Code(j)
					want := bruteForce(a.Couleurs(), b.Couleurs())
					if got := Evalue(a, b); got != want {
						t.Fatalf("Evalue(%v, %v) = %v, want %v", a, b, got, want)
					}
					if got := taille.ReponseIndex(e.Score(i, j)); got != want {
						t.Fatalf("Espace.Score(%v, %v) = %v, want %v", a, b, got, want)
					}
				}
			}
		})
	}
}

func TestEspaceMatchesEvalueOnOtherSizes(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, taille := range []Taille{
		{Pions: 5, Couleurs: 8},
		{Pions: 6, Couleurs: 9},
		{Pions: 1, Couleurs: 1},
		{Pions: 8, Couleurs: 5},
		{Pions: 2, Couleurs: 27},
		{Pions: 4, Couleurs: 6, SansRepetition: true},
		{Pions: 10, Couleurs: 2},
	} {
		t.Run(taille.String(), func(t *testing.T) {
			e, err := NouvelEspace(taille)
			require.NoError(t, err)
			all := make([]uint8, e.Nombre())
			for range 50 {
				g := r.IntN(e.Nombre())
				e.ScoreTous(g, all)
				for range 200 {
					j := r.IntN(e.Nombre())
					want := taille.IndexReponse(Evalue(taille.Code(g), taille.Code(j)))
					require.Equal(t, want, int(all[j]))
					require.Equal(t, want, e.Score(j, g), "symmetric")
				}
			}
		})
	}
}

func TestEspaceSecrets(t *testing.T) {
	e, err := NouvelEspace(Taille{Pions: 4, Couleurs: 6, SansRepetition: true})
	require.NoError(t, err)
	assert.Len(t, e.Secrets(), 360)
	assert.Equal(t, 360, e.Taille().NombreSecrets())
	assert.Equal(t, "RBJV", e.Code(int(e.Secrets()[0])).Mot(palette8))
	assert.IsIncreasing(t, e.Secrets())

	e, err = NouvelEspace(classique)
	require.NoError(t, err)
	assert.Len(t, e.Secrets(), 1296)
}

func TestNouvelEspaceRefusesLargeSizes(t *testing.T) {
	tests := []struct {
		name   string
		taille Taille
		err    error
	}{
		{"7×8, the largest", Taille{Pions: 7, Couleurs: 8}, nil},
		{"too many codes", Taille{Pions: 8, Couleurs: 9}, ErrTropGrand},
		{"masks over 64 bits", Taille{Pions: 4, Couleurs: 17}, ErrTropGrand},
		{"not a size", Taille{Pions: 0, Couleurs: 9}, ErrPions},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.taille.VerifieEspace()
			if tt.err == nil {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, tt.err)
			var e *ErreurTaille
			require.ErrorAs(t, err, &e)
			assert.Equal(t, tt.taille, e.Taille)
			_, errEspace := NouvelEspace(tt.taille)
			assert.Equal(t, err, errEspace, "NouvelEspace checks the same")
		})
	}
}

func TestIndexReponse(t *testing.T) {
	for _, p := range []int{1, 4, 5, 10} {
		taille := Taille{Pions: p, Couleurs: 2}
		vus := map[int]bool{}
		for b := 0; b <= p; b++ {
			for m := 0; b+m <= p; m++ {
				r := Reponse{Bien: b, Mal: m}
				i := taille.IndexReponse(r)
				assert.Less(t, i, taille.NbIndices())
				assert.False(t, vus[i])
				vus[i] = true
				assert.Equal(t, r, taille.ReponseIndex(i))
			}
		}
		assert.Equal(t, taille.IndexGagnant(), taille.IndexReponse(Reponse{Bien: p}))
	}
}

func TestSuivantCoversTheWholeSpace(t *testing.T) {
	for _, taille := range []Taille{classique, {Pions: 3, Couleurs: 8}, {Pions: 1, Couleurs: 1}} {
		t.Run(taille.String(), func(t *testing.T) {
			c := taille.Premier()
			for i := range taille.Nombre() {
				require.Equal(t, i, taille.Index(c))
				require.Equal(t, c, taille.Code(i))
				p, ok := taille.Precedent(c)
				require.Equal(t, i > 0, ok)
				if ok {
					require.Equal(t, i-1, taille.Index(p))
				} else {
					require.Equal(t, taille.Dernier(), p)
				}
				var more bool
				c, more = taille.Suivant(c)
				require.Equal(t, i < taille.Nombre()-1, more)
			}
			assert.Equal(t, taille.Premier(), c, "after the last code: the first code and false")
		})
	}
}

func TestCodesAndSecrets(t *testing.T) {
	n := 0
	var prev Code
	for c := range classique.Codes() {
		if n > 0 {
			require.Equal(t, -1, Compare(prev, c))
		}
		prev = c
		n++
	}
	assert.Equal(t, 1296, n)

	sans := Taille{Pions: 3, Couleurs: 4, SansRepetition: true}
	n = 0
	for c := range sans.Secrets() {
		require.True(t, sans.Admissible(c))
		n++
	}
	assert.Equal(t, 24, n)
	assert.Equal(t, 24, sans.NombreSecrets())
	assert.Equal(t, 64, sans.Nombre())
}

func TestCompare(t *testing.T) {
	assert.Equal(t, -1, Compare(Nouveau(3, 2, 3, 4), Nouveau(3, 2, 4, 0)), "the handout's example")
	assert.Equal(t, 1, Compare(Nouveau(3, 2, 4, 0), Nouveau(3, 2, 3, 4)))
	assert.Equal(t, 0, Compare(Nouveau(1, 2), Nouveau(1, 2)))
	assert.Equal(t, -1, Compare(Nouveau(1), Nouveau(1, 0)))
}

func TestAleatoire(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for _, taille := range []Taille{classique, {Pions: 5, Couleurs: 5, SansRepetition: true}} {
		vus := map[Code]bool{}
		for range 2000 {
			c := taille.Aleatoire(r)
			require.True(t, taille.Admissible(c), "%v", c)
			vus[c] = true
		}
		assert.Greater(t, len(vus), 100, "draws spread over the space")
	}
}

func TestAdmissible(t *testing.T) {
	sans := Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	assert.True(t, sans.Admissible(mot(t, "RBJV")))
	assert.False(t, sans.Admissible(mot(t, "RBJR")))
	assert.True(t, classique.Admissible(mot(t, "RBJR")))
	assert.False(t, classique.Admissible(mot(t, "RBJM")), "M is colour 6, beyond 6 colours")
	assert.False(t, classique.Admissible(mot(t, "RBJ")))
}

func TestVerifieTaille(t *testing.T) {
	tests := []struct {
		taille Taille
		err    error
	}{
		{classique, nil},
		{Taille{Pions: 10, Couleurs: 27}, nil},
		{Taille{Pions: 0, Couleurs: 6}, ErrPions},
		{Taille{Pions: 11, Couleurs: 6}, ErrPions},
		{Taille{Pions: 4, Couleurs: 0}, ErrCouleurs},
		{Taille{Pions: 4, Couleurs: 28}, ErrCouleurs},
		{Taille{Pions: 5, Couleurs: 4, SansRepetition: true}, ErrPasAssezDeCouleurs},
	}
	for _, tt := range tests {
		t.Run(tt.taille.String(), func(t *testing.T) {
			err := tt.taille.Verifie()
			if tt.err == nil {
				assert.NoError(t, err)
			} else {
				assert.ErrorIs(t, err, tt.err)
			}
		})
	}
}

func TestReponseVerifie(t *testing.T) {
	tests := []struct {
		r   Reponse
		err error
	}{
		{Reponse{0, 0}, nil},
		{Reponse{4, 0}, nil},
		{Reponse{2, 2}, nil},
		{Reponse{0, 4}, nil},
		{Reponse{-1, 0}, ErrNegatif},
		{Reponse{0, -2}, ErrNegatif},
		{Reponse{3, 2}, ErrTropDePions},
		{Reponse{0, 5}, ErrTropDePions},
		{Reponse{3, 1}, ErrImpossible},
	}
	for _, tt := range tests {
		t.Run(tt.r.String(), func(t *testing.T) {
			err := tt.r.Verifie(4)
			if tt.err == nil {
				assert.NoError(t, err)
				return
			}
			assert.ErrorIs(t, err, tt.err)
			var e *ErreurReponse
			require.ErrorAs(t, err, &e)
			assert.Equal(t, tt.r, e.Reponse)
		})
	}
}

func TestMalus(t *testing.T) {
	assert.Equal(t, 0, Reponse{Bien: 4}.Malus(4))
	assert.Equal(t, 2, Reponse{Bien: 2, Mal: 2}.Malus(4))
	assert.Equal(t, 8, Reponse{}.Malus(4))
	assert.Equal(t, 1+2*1, Reponse{Bien: 2, Mal: 1}.Malus(4))
}

func TestEveryValidAnswerOccurs(t *testing.T) {
	// The answers Verifie accepts are exactly those some pair of codes gives.
	e, err := NouvelEspace(classique)
	require.NoError(t, err)
	vues := map[int]bool{}
	all := make([]uint8, e.Nombre())
	for g := range e.Nombre() {
		e.ScoreTous(g, all)
		for _, s := range all {
			vues[int(s)] = true
		}
	}
	for i := range classique.NbIndices() {
		r := classique.ReponseIndex(i)
		if r.Bien+r.Mal > 4 {
			continue
		}
		assert.Equal(t, r.Verifie(4) == nil, vues[i], "%v", r)
	}
}
