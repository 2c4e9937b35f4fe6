package strategie

import (
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/code"
	"mastermind/plateau"
)

// brute is the score strategies' rule applied to every admissible code,
// without symmetry nor early stops.
func brute(s ParScore, e *Etat) code.Code {
	if len(e.Candidats) == 1 {
		return e.Espace.Code(int(e.Candidats[0]))
	}
	estCandidat := map[int32]bool{}
	for _, c := range e.Candidats {
		estCandidat[c] = true
	}
	best, bestCout, bestCand := -1, coutInfini, false
	for g := range e.Espace.Nombre() {
		if !e.Taille().Admissible(e.Espace.Code(g)) {
			continue
		}
		c := s.Critere.cout(Decoupe(e.Espace, g, e.Candidats), s.lg)
		cand := estCandidat[int32(g)]
		if c.Moins(bestCout) || (c == bestCout && cand && !bestCand) {
			best, bestCout, bestCand = g, c, cand
		}
	}
	return e.Espace.Code(best)
}

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

func TestScoreSearchEqualsBruteForce(t *testing.T) {
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
					require.Equal(t, brute(s, etat).Mot(palette), got.Mot(palette), "after %s", histoire(etat.Lignes))
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

// Mathematically equal sums Σ n·log2 n give the same integer: 6·6 is
// 12 + 12·log2 3, and so are four classes of 3 and six of 2.
func TestEntropyFixedPointIsExactForEqualSums(t *testing.T) {
	for _, lg := range []*tableLog{nouvelleTableLog(100), nil} {
		a := MaxEntropie.cout(Decoupage{6, 6}, lg)
		b := MaxEntropie.cout(Decoupage{3, 3, 3, 3, 2, 2, 2, 2, 2, 2}, lg)
		assert.Equal(t, a, b)
		assert.True(t, MaxEntropie.cout(Decoupage{6, 5}, lg).Moins(a))
		assert.Equal(t, MaxEntropie.Cout(Decoupage{6, 6}), a, "the exported figure is the same")
	}
	lg := nouvelleTableLog(1 << 10)
	for n := 2; n < 1<<12; n++ {
		assert.Equal(t, lg.log(n), (*tableLog)(nil).log(n), "table and factoring agree for %d", n)
		assert.InDelta(t, math.Log2(float64(n)), float64(lg.log(n))/echelleLog, 1e-9)
	}
}

// The table of k·log2 k gives the sums the products give, below its end,
// at it and past it (up to the classes of 10 pegs).
func TestNlogTableEqualsProducts(t *testing.T) {
	lg := nouvelleTableLog(tailleTableLog)
	base := Cout{hi: 1, lo: math.MaxUint64 - 5}
	for _, k := range []int{2, 3, 1000, maxNlog - 1, maxNlog, maxNlog + 1, tailleTableLog - 1, tailleTableLog, 1 << 22, 60466176} {
		assert.Equal(t, base.plus(uint64(k), lg.log(k)), lg.ajouteNlog(base, k), "k=%d", k)
		assert.Equal(t, base.plus(uint64(k), lg.log(k)), (*tableLog)(nil).ajouteNlog(base, k), "k=%d without a table", k)
	}
}

// The lower bounds are those of the most even split.
func TestBorne(t *testing.T) {
	lg := nouvelleTableLog(1 << 10)
	for _, c := range Criteres() {
		for n := 1; n < 60; n++ {
			b := c.borne(n, 7, lg)
			q, r := n/7, n%7
			pareil := make(Decoupage, 7)
			for i := range pareil {
				pareil[i] = q
				if i < r {
					pareil[i]++
				}
			}
			assert.Equal(t, c.cout(pareil, lg), b, "%s n=%d", c.Nom(), n)
		}
	}
}

// canoniques lists the codes the multisets and their permutations give, in
// increasing order.
func canoniques(s *symetrie) []int {
	var res []int
	s.multisets(func(nb *[code.MaxCouleurs]int8) bool {
		s.permutations(nb, s.t.Nombre(), nil, func(g int, _ uint64) bool {
			res = append(res, g)
			return true
		})
		return true
	})
	slices.Sort(res)
	return res
}

func TestSymmetryCanonicalCodes(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	compte := func(lignes []plateau.Ligne, cands []int32) int {
		return len(canoniques(nouvelleSymetrie(e, lignes, cands, false, false)))
	}
	assert.Equal(t, 15, compte(nil, e.Secrets()), "Bell(4) patterns on an empty board")
	// After RRBB, 4 fresh colours: codes over R, B and up to 2 new ones.
	lignes := []plateau.Ligne{{Code: mot(t, "RRBB"), Reponse: code.Reponse{}}}
	etat := NouvelEtat(e, lignes, 0)
	// R and B are dead: they collapse to R; J V O N are fresh.
	assert.Equal(t, 52, compte(lignes, etat.Candidats), "Bell(4)+… with one dead colour")
}

// The multisets and their permutations give every code canonical for the
// colours, each once, with its mask.
func TestPermutationsGiveTheCanonicalCodes(t *testing.T) {
	for _, taille := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 3, Couleurs: 5, SansRepetition: true}, {Pions: 1, Couleurs: 1}} {
		e := espace(t, taille)
		for _, etat := range etats(t, e, 5) {
			for _, admissibles := range []bool{false, true} {
				s := nouvelleSymetrie(e, etat.Lignes, etat.Candidats, admissibles, false)
				var attendus []int
				for g := range e.Nombre() {
					if s.canonique(g) {
						attendus = append(attendus, g)
					}
				}
				assert.Equal(t, attendus, canoniques(s))
				s.multisets(func(nb *[code.MaxCouleurs]int8) bool {
					s.permutations(nb, e.Nombre(), nil, func(g int, places uint64) bool {
						assert.Equal(t, placesDe(e.Taille(), e.Code(g)), places)
						return true
					})
					return true
				})
			}
		}
	}
}
