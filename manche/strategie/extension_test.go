package strategie

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/code"
	"mastermind/plateau"
)

// taillesJusqua58 are every size up to 5 pegs and 8 colours, with and
// without repeats.
func taillesJusqua58() []code.Taille {
	var tailles []code.Taille
	for pions := 1; pions <= 5; pions++ {
		for couleurs := 1; couleurs <= 8; couleurs++ {
			for _, sans := range []bool{false, true} {
				t := code.Taille{Pions: pions, Couleurs: couleurs, SansRepetition: sans}
				if t.Verifie() == nil && t.VerifieEspace() == nil {
					tailles = append(tailles, t)
				}
			}
		}
	}
	return tailles
}

// TestLexicoRapideEqualsTheWalk checks the handout's extension against the
// course's walk at every node of Lexico's decision tree (every history a
// game can reach), on every size up to 5×8: the same proposal, or both
// without a candidate. Under the race detector, where the walk is about
// ten times slower, and with -short, the sizes above 4×6 are checked on
// the games of 40 secrets drawn at random, the full tree in the normal run.
func TestLexicoRapideEqualsTheWalk(t *testing.T) {
	for _, taille := range taillesJusqua58() {
		t.Run(taille.String(), func(t *testing.T) {
			t.Parallel()
			e := espace(t, taille)
			if (race || testing.Short()) && taille.Nombre() > 6*6*6*6 {
				r := rand.New(rand.NewPCG(uint64(taille.Nombre()), 7))
				for range 40 {
					secret := e.Code(int(e.Secrets()[r.IntN(len(e.Secrets()))]))
					compareLexicoPartie(t, e, secret)
				}
				return
			}
			noeuds := compareLexico(t, e, nil, e.Secrets())
			assert.Positive(t, noeuds)
		})
	}
}

// compareLexicoPartie compares both at every move of the game against
// secret.
func compareLexicoPartie(t *testing.T, e *code.Espace, secret code.Code) {
	var lignes []plateau.Ligne
	for {
		etat := NouvelEtat(e, lignes, 0)
		marche, err := Lexico{}.Propose(etat)
		require.NoError(t, err)
		rapide, err := LexicoRapide{}.Propose(etat)
		require.NoError(t, err)
		require.Equal(t, rapide, marche, "after %v", lignes)
		l := plateau.Ligne{Code: marche, Reponse: code.Evalue(secret, marche)}
		if l.Reponse.Gagnante(e.Taille().Pions) {
			return
		}
		lignes = append(lignes, l)
	}
}

// compareLexico compares both at the node of history lignes, whose
// candidates are cands, then at each child; it returns the nodes seen.
func compareLexico(t *testing.T, e *code.Espace, lignes []plateau.Ligne, cands []int32) int {
	etat := &Etat{Espace: e, Lignes: lignes, Candidats: cands}
	marche, err := Lexico{}.Propose(etat)
	require.NoError(t, err)
	rapide, err := LexicoRapide{}.Propose(etat)
	require.NoError(t, err)
	if marche != rapide {
		require.Equal(t, rapide, marche, "after %v", lignes)
	}
	taille := e.Taille()
	g := taille.Index(marche)
	enfants := map[int][]int32{}
	for _, c := range cands {
		enfants[e.Score(g, int(c))] = append(enfants[e.Score(g, int(c))], c)
	}
	noeuds := 1
	for r, fils := range enfants {
		if r == taille.IndexGagnant() {
			continue
		}
		l := plateau.Ligne{Code: marche, Reponse: taille.ReponseIndex(r)}
		noeuds += compareLexico(t, e, append(lignes[:len(lignes):len(lignes)], l), fils)
	}
	return noeuds
}

// TestLexicoOnAnyBoard checks the walk on boards it did not play (a
// human's rows, an imposed first code): it still proposes the first
// compatible code of all, as the extension does, and says so when there
// is none.
func TestLexicoOnAnyBoard(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, taille := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 4, Couleurs: 6, SansRepetition: true}, {Pions: 3, Couleurs: 5}} {
		e := espace(t, taille)
		for i := range 300 {
			secret := taille.Aleatoire(r)
			var lignes []plateau.Ligne
			for range 1 + r.IntN(4) {
				c := taille.Code(r.IntN(taille.Nombre()))
				rep := code.Evalue(secret, c)
				if i%5 == 0 { // an answer that may be wrong
					rep = code.Reponse{Bien: r.IntN(taille.Pions + 1)}
				}
				lignes = append(lignes, plateau.Ligne{Code: c, Reponse: rep})
			}
			etat := NouvelEtat(e, lignes, 0)
			marche, errMarche := Lexico{}.Propose(etat)
			rapide, errRapide := LexicoRapide{}.Propose(etat)
			require.Equal(t, errRapide, errMarche, fmt.Sprint(lignes))
			require.Equal(t, rapide, marche, fmt.Sprint(lignes))
		}
	}
}

func TestExtension(t *testing.T) {
	assert.Equal(t, LexicoRapide{}, Extension(Lexico{}))
	premier := code.Nouveau(0, 0, 1, 1)
	assert.Equal(t, AvecPremier{S: LexicoRapide{}, Premier: premier}, Extension(AvecPremier{S: Lexico{}, Premier: premier}))
	assert.Equal(t, CFC{}, Extension(CFC{}), "no extension: the strategy itself")
}
