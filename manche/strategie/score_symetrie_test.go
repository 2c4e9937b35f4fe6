package strategie

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// simple is the search with colour symmetries only, no bound by the
// classes of candidates a guess cannot tell apart, and every multiset
// bounded then sorted before any is searched: the plain computation the
// position symmetries, those bounds and the search of the best multisets
// as they come must agree with.
func simple(s ParScore, e *Etat) code.Code {
	if len(e.Candidats) == 1 {
		return e.Espace.Code(int(e.Candidats[0]))
	}
	r := s.recherche(e, regles{admissibles: propositionsAdmissibles(e)})
	if err := r.cherche(); err != nil {
		panic(err)
	}
	return e.Espace.Code(r.premier.g)
}

var errDifferente = errors.New("the position symmetries, the bounds by classes or the search as the multisets come changed the proposal")

// comparee proposes as s and checks, at every node, that the plain search
// proposes the same code; symetriques counts the nodes where a position
// symmetry was used.
type comparee struct {
	s           ParScore
	symetriques *atomic.Int64
}

func (c comparee) Nom() string { return c.s.Nom() }

func (c comparee) Propose(e *Etat) (code.Code, error) {
	g, err := c.s.Propose(e)
	if err != nil || len(e.Candidats) < 2 {
		return g, err
	}
	if len(nouvelleSymetrie(e.Espace, e.Lignes, e.Candidats, propositionsAdmissibles(e), true).perms) > 0 {
		c.symetriques.Add(1)
	}
	if plain := simple(c.s, e); plain != g {
		return g, fmt.Errorf("%v instead of %v: %w", g.Mot(palette), plain.Mot(palette), errDifferente)
	}
	return g, nil
}

// Every node of every size up to 4096 codes (4×8, 5×5, 10×2), with and
// without repeats, and of a few with 8 pegs or more (groups of 8 common
// pegs or more): the same proposals with the position symmetries and the
// bounds by classes as without. Every size up to 5×8 and 8×3 in make
// check (TestPositionSymmetriesChangeNoProposalUpTo5x8).
func TestPositionSymmetriesChangeNoProposal(t *testing.T) {
	symetriesSansChangement(t, 4096)
}

// tailleSymetries are the sizes whose every node the position symmetries
// must leave unchanged: up to 5×8, with and without repeats, and a few
// with 8 pegs or more.
func taillesSymetries() []code.Taille {
	tailles := []code.Taille{{Pions: 8, Couleurs: 2}, {Pions: 10, Couleurs: 2}, {Pions: 8, Couleurs: 3}}
	for pions := 1; pions <= 5; pions++ {
		for couleurs := 1; couleurs <= 8; couleurs++ {
			for _, sansRep := range []bool{false, true} {
				tailles = append(tailles, code.Taille{Pions: pions, Couleurs: couleurs, SansRepetition: sansRep})
			}
		}
	}
	return tailles
}

// symetriesSansChangement plays every tree of taillesSymetries of at most
// max codes with each criterion, comparing each node with the plain
// search.
func symetriesSansChangement(t *testing.T, max int) {
	for _, taille := range taillesSymetries() {
		if taille.Verifie() != nil || taille.Nombre() > max {
			continue
		}
		e := espace(t, taille)
		for _, c := range Criteres() {
			t.Run(taille.String()+"/"+c.Nom(), func(t *testing.T) {
				var symetriques atomic.Int64
				_, err := Calcule(context.Background(), comparee{NouvelleParScore(c), &symetriques}, e, Options{})
				require.NoError(t, err)
				if taille == (code.Taille{Pions: 4, Couleurs: 6}) {
					assert.Positive(t, symetriques.Load(), "the position symmetries were used")
				}
			})
		}
	}
}

// When proposals must be admissible (without repeats, see
// propositionsAdmissibles), the search proposes what a search of every
// admissible code would (referenceParScore), with the position symmetries
// or without.
func TestAdmissibleProposalsEqualReference(t *testing.T) {
	tailles := []code.Taille{{Pions: 4, Couleurs: 6, SansRepetition: true}, {Pions: 3, Couleurs: 5, SansRepetition: true}, {Pions: 4, Couleurs: 7, SansRepetition: true}}
	for _, taille := range tailles {
		e := espace(t, taille)
		es := etats(t, e, 12)
		for _, c := range Criteres() {
			s := NouvelleParScore(c)
			t.Run(taille.String()+"/"+s.Nom(), func(t *testing.T) {
				for _, etat := range es {
					for _, positions := range []bool{false, true} {
						r := s.recherche(etat, regles{positions: positions, auFil: positions, admissibles: true})
						require.NoError(t, r.cherche())
						got := e.Code(r.premier.g)
						if len(etat.Candidats) == 1 {
							got = e.Code(int(etat.Candidats[0]))
						}
						require.True(t, taille.Admissible(got))
						require.Equal(t, referenceParScore(s, etat).Mot(palette), got.Mot(palette), "after %s", histoire(etat.Lignes))
					}
				}
			})
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
