package strategie

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sae-mastermind/mastermind/code"
)

// compteBiens counts as a loop over the codes would: every common count,
// below 8 (bytes of a word) and from 8 on, with more codes than a byte
// holds.
func TestCompteBiens(t *testing.T) {
	r := rand.New(rand.NewPCG(16, 255))
	for c := 0; c <= code.MaxPions; c++ {
		for _, n := range []int{0, 1, 2, 3, 64, 254, 255, 256, 257, 511, 600} {
			// A guess of MaxPions places; each code shares up to c of them.
			var bitsGuess []int
			places := uint64(0)
			for _, b := range r.Perm(64)[:code.MaxPions] {
				places |= 1 << b
				bitsGuess = append(bitsGuess, b)
			}
			membres := make([]uint64, n)
			var attendu [code.MaxPions + 1]int
			for k := range membres {
				x := r.Uint64() &^ places
				bien := r.IntN(c + 1)
				for _, j := range r.Perm(code.MaxPions)[:bien] {
					x |= 1 << bitsGuess[j]
				}
				membres[k] = x
				attendu[bien]++
			}
			var comptes [code.MaxPions + 1]int
			comptes[0] = 7 // counts add to those there
			attendu[0] += 7
			compteBiens(membres, places, c, &comptes)
			assert.Equal(t, attendu, comptes, "c=%d n=%d", c, n)
		}
	}
}

// The candidates' colour counts give each multiset the groups the masks
// give (pegs in common, bien + mal), and the layout of the candidates by
// group, at the states of rounds of sizes with short and long lists, 8
// pegs and more among them.
func TestSignaturesGiveTheGroups(t *testing.T) {
	tailles := []code.Taille{
		{Pions: 4, Couleurs: 6}, {Pions: 5, Couleurs: 8}, {Pions: 3, Couleurs: 5, SansRepetition: true},
		{Pions: 8, Couleurs: 3}, {Pions: 10, Couleurs: 2}, {Pions: 6, Couleurs: 9},
	}
	for _, taille := range tailles {
		e := espace(t, taille)
		t.Run(taille.String(), func(t *testing.T) {
			for _, etat := range etats(t, e, 3) {
				if len(etat.Candidats) > 5000 {
					continue
				}
				r := NouvelleParScore(MinMax).recherche(etat, regles{admissibles: propositionsAdmissibles(etat)})
				r.sym.multisets(func(nb *[code.MaxCouleurs]int8) bool {
					m := r.multiset(nb)
					mg := e.Masque(m.premier)
					var groupes [code.MaxPions + 1]int32
					parGroupe := make([][]uint64, taille.Pions+1)
					for c := range parGroupe {
						parGroupe[c] = []uint64{}
					}
					for k, x := range r.masques {
						c := mg.Communs(x)
						groupes[c]++
						parGroupe[c] = append(parGroupe[c], r.places[k])
					}
					if !assert.Equal(t, groupes, m.groupes, "multiset of %s", e.Code(m.premier).Mot(palette)) {
						return false
					}
					r.range_(m)
					g := &r.disposition
					for c, attendu := range parGroupe {
						assert.Equal(t, attendu, g.places[g.debuts[c]:g.debuts[c+1]:g.debuts[c+1]], "group %d", c)
					}
					return true
				})
			}
		})
	}
}

// The multisets' colour counts and smallest codes, built along the walk,
// are those computed from their counts, and come in increasing order of
// smallest code (what autres stops on), with and without repeats.
func TestMultisetsBuiltAlongTheWalk(t *testing.T) {
	tailles := []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 6, Couleurs: 9}, {Pions: 5, Couleurs: 8, SansRepetition: true}, {Pions: 10, Couleurs: 2}}
	for _, taille := range tailles {
		e := espace(t, taille)
		t.Run(taille.String(), func(t *testing.T) {
			for _, etat := range etats(t, e, 3) {
				r := NouvelleParScore(MaxParts).recherche(etat, regles{admissibles: propositionsAdmissibles(etat)})
				dernier := -1
				r.sym.parMultiset(func(m *multiset) bool {
					var attendu multiset
					r.calculeMultiset(&attendu, &m.nb)
					assert.Equal(t, attendu.couleurs, m.couleurs)
					assert.Equal(t, attendu.premier, m.premier)
					assert.Greater(t, m.premier, dernier)
					dernier = m.premier
					return true
				})
			}
		})
	}
}
