package strategie

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/code"
	"mastermind/plateau"
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

// Every node of every size up to 5×8, with and without repeats, and of a
// few with 8 pegs or more (groups of 8 common pegs or more): the same
// proposals with the position symmetries and the bounds by classes as
// without. Under the race detector, the sizes up to 4096 codes.
func TestPositionSymmetriesChangeNoProposal(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every tree up to 5×8")
	}
	tailles := []code.Taille{{Pions: 8, Couleurs: 2}, {Pions: 10, Couleurs: 2}, {Pions: 8, Couleurs: 3}}
	for pions := 1; pions <= 5; pions++ {
		for couleurs := 1; couleurs <= 8; couleurs++ {
			for _, sansRep := range []bool{false, true} {
				tailles = append(tailles, code.Taille{Pions: pions, Couleurs: couleurs, SansRepetition: sansRep})
			}
		}
	}
	for _, taille := range tailles {
		if taille.Verifie() != nil || (race && taille.Nombre() > 4096) {
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

// Random states of 6×9, its first moves, where the position symmetries
// matter most, and deeper ones, short lists where the best multisets are
// searched as they come: the same proposal as the plain search.
func TestPositionSymmetriesOn6x9(t *testing.T) {
	if testing.Short() || race {
		t.Skip("searches big states of 6×9")
	}
	e := espace(t, code.Taille{Pions: 6, Couleurs: 9})
	r := rand.New(rand.NewPCG(16, 9))
	for _, c := range Criteres() {
		s := NouvelleParScore(c)
		var symetriques atomic.Int64
		for k := range 24 {
			// A random first row (or two), the answer of a random secret;
			// then three to five rows.
			secret := e.Code(r.IntN(e.Nombre()))
			var lignes []plateau.Ligne
			nb := 1 + r.IntN(2)
			if k >= 4 {
				nb = 3 + r.IntN(3)
			}
			for range nb {
				g := e.Code(r.IntN(e.Nombre()))
				lignes = append(lignes, plateau.Ligne{Code: g, Reponse: code.Evalue(secret, g)})
			}
			etat := NouvelEtat(e, lignes, 0)
			if len(etat.Candidats) > 20000 {
				continue
			}
			_, err := comparee{s, &symetriques}.Propose(etat)
			require.NoError(t, err, "%s after %s", c.Nom(), histoire(lignes))
		}
		// The first move of every size has every position symmetry.
		_, err := comparee{s, &symetriques}.Propose(NouvelEtat(e, nil, 0))
		require.NoError(t, err)
		assert.Positive(t, symetriques.Load())
	}
}

// bruteAdmissible is the score strategies' rule applied to every admissible
// code.
func bruteAdmissible(s ParScore, e *Etat) code.Code {
	if len(e.Candidats) == 1 {
		return e.Espace.Code(int(e.Candidats[0]))
	}
	estCandidat := map[int32]bool{}
	for _, c := range e.Candidats {
		estCandidat[c] = true
	}
	best := essai{g: -1, cout: coutInfini}
	for g := range e.Espace.Nombre() {
		if !e.Taille().Admissible(e.Espace.Code(g)) {
			continue
		}
		x := essai{g, s.Critere.cout(Decoupe(e.Espace, g, e.Candidats), s.lg), estCandidat[int32(g)]}
		if x.avant(best) {
			best = x
		}
	}
	return e.Espace.Code(best.g)
}

// When proposals must be admissible (without repeats, see
// propositionsAdmissibles), the search proposes what a search of every
// admissible code would, with the position symmetries or without.
func TestAdmissibleProposalsEqualBruteForce(t *testing.T) {
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
						require.Equal(t, bruteAdmissible(s, etat).Mot(palette), got.Mot(palette), "after %s", histoire(etat.Lignes))
					}
				}
			})
		}
	}
}
