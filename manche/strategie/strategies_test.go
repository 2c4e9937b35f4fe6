package strategie

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

func toutes(t testing.TB) []Strategie {
	t.Helper()
	var s []Strategie
	for _, nom := range Noms() {
		x, err := Nouvelle(nom)
		require.NoError(t, err)
		require.Equal(t, nom, x.Nom())
		s = append(s, x)
	}
	return s
}

// Every strategy finds every secret, never proposing a code twice (the
// tree walk fails on a repeat and counts every secret found).
func TestEveryStrategyFindsEverySecret(t *testing.T) {
	tailles := []code.Taille{
		{Pions: 4, Couleurs: 6}, {Pions: 3, Couleurs: 8}, {Pions: 5, Couleurs: 3},
		{Pions: 4, Couleurs: 6, SansRepetition: true}, {Pions: 1, Couleurs: 1}, {Pions: 2, Couleurs: 1},
	}
	for _, taille := range tailles {
		e := espace(t, taille)
		for _, s := range toutes(t) {
			t.Run(taille.String()+"/"+s.Nom(), func(t *testing.T) {
				var av Avancement
				st, err := Calcule(context.Background(), s, e, Options{Graine: 7, Avancement: &av})
				require.NoError(t, err)
				fait, total := av.Lit()
				assert.Equal(t, int64(len(e.Secrets())), fait)
				assert.Equal(t, int64(len(e.Secrets())), total)
				assert.NotContains(t, st.Coups, uint16(0))
				assert.Equal(t, len(e.Secrets()), len(st.Coups))
			})
		}
	}
}

func TestExactStatistics(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	tests := []struct {
		nom          string
		total, max   int
		distribution []int
	}{
		{"lexico", 7471, 9, []int{0, 1, 4, 25, 108, 305, 602, 196, 49, 6}},
		{"lexico-desc", 7471, 9, []int{0, 1, 4, 25, 108, 305, 602, 196, 49, 6}},
		{"knuth", 5801, 5, []int{0, 1, 6, 62, 533, 694}},
		// The published figures of Kooi (most parts), Neuwirth (entropy)
		// and Irving (expected size).
		{"most-parts", 5668, 6, nil},
		{"entropy", 5722, 6, nil},
		{"expected-size", 5696, 6, nil},
	}
	for _, tt := range tests {
		t.Run(tt.nom, func(t *testing.T) {
			s, err := Nouvelle(tt.nom)
			require.NoError(t, err)
			st, err := Calcule(context.Background(), s, e, Options{})
			require.NoError(t, err)
			assert.Equal(t, tt.total, st.Total)
			assert.Equal(t, tt.max, st.Max)
			assert.Equal(t, 1296, len(st.Secrets))
			if tt.distribution != nil {
				assert.Equal(t, tt.distribution, st.Distribution)
			}
			assert.InDelta(t, float64(tt.total)/1296, st.Moyenne(), 1e-12)
		})
	}
}

func TestFirstProposals(t *testing.T) {
	tests := []struct {
		nom    string
		taille code.Taille
		mot    string
	}{
		{"knuth", code.Taille{Pions: 4, Couleurs: 6}, "RRBB"},
		{"knuth", code.Taille{Pions: 5, Couleurs: 8}, "RRBJV"},
		{"most-parts", code.Taille{Pions: 4, Couleurs: 6}, "RRBJ"},
		{"entropy", code.Taille{Pions: 4, Couleurs: 6}, "RBJV"},
		{"expected-size", code.Taille{Pions: 4, Couleurs: 6}, "RRBJ"},
		{"lexico-desc", code.Taille{Pions: 4, Couleurs: 6}, "NNNN"},
		{"cfc", code.Taille{Pions: 5, Couleurs: 8}, "RRRRR"},
	}
	for _, tt := range tests {
		t.Run(tt.nom+tt.taille.String(), func(t *testing.T) {
			s, err := Nouvelle(tt.nom)
			require.NoError(t, err)
			c, err := s.Propose(NouvelEtat(espace(t, tt.taille), nil, 0))
			require.NoError(t, err)
			assert.Equal(t, tt.mot, c.Mot(palette))
		})
	}
}

func TestImposedFirstProposal(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	s := AvecPremier{S: NouvelleParScore(MinMax), Premier: mot(t, "RBJV")}
	st, err := Calcule(context.Background(), s, e, Options{})
	require.NoError(t, err)
	assert.Equal(t, "knuth", st.Strategie)
	assert.NotEqual(t, 5801, st.Total)
	assert.Equal(t, 1, st.Distribution[1])
	assert.Equal(t, []code.Code{mot(t, "RBJV")}, func() []code.Code {
		var un []code.Code
		for i, n := range st.Coups {
			if n == 1 {
				un = append(un, e.Code(int(st.Secrets[i])))
			}
		}
		return un
	}())
}

// espion checks, at every move of the tree, that the proposal is a
// candidate.
type espion struct {
	Strategie
	mu      sync.Mutex
	fautes  []string
	nbCoups int
}

func (s *espion) Propose(e *Etat) (code.Code, error) {
	c, err := s.Strategie.Propose(e)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.nbCoups++
	if _, ok := slices.BinarySearch(e.Candidats, int32(e.Taille().Index(c))); !ok {
		s.fautes = append(s.fautes, fmt.Sprintf("%v after %s", c, histoire(e.Lignes)))
	}
	return c, err
}

func TestCompatibleStrategiesProposeCandidates(t *testing.T) {
	for _, taille := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 4, Couleurs: 6, SansRepetition: true}} {
		e := espace(t, taille)
		for _, nom := range []string{"lexico", "lexico-desc", "lexico-random", "lexico-alea", "random"} {
			t.Run(taille.String()+"/"+nom, func(t *testing.T) {
				s, err := Nouvelle(nom)
				require.NoError(t, err)
				sp := &espion{Strategie: s}
				_, err = Calcule(context.Background(), sp, e, Options{Graine: 3})
				require.NoError(t, err)
				assert.Empty(t, sp.fautes)
				assert.Greater(t, sp.nbCoups, len(e.Secrets())/5, "the spy saw the moves")
			})
		}
	}
}

// The decision tree gives what a plain replay of every round gives.
func TestTreeEqualsReplay(t *testing.T) {
	tailles := []code.Taille{{Pions: 3, Couleurs: 4}, {Pions: 4, Couleurs: 3}, {Pions: 3, Couleurs: 5, SansRepetition: true}}
	for _, taille := range tailles {
		e := espace(t, taille)
		for _, s := range toutes(t) {
			t.Run(taille.String()+"/"+s.Nom(), func(t *testing.T) {
				arbre, err := Calcule(context.Background(), s, e, Options{Graine: 11, Ouvriers: 2})
				require.NoError(t, err)
				rejeu, err := CalculeParPartie(context.Background(), s, e, 11)
				require.NoError(t, err)
				assert.Equal(t, rejeu.Coups, arbre.Coups)
				assert.Equal(t, rejeu.Distribution, arbre.Distribution)
			})
		}
	}
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	for _, s := range []Strategie{Lexico{}, CFC{}, CFCPlus{}, Hasard{}} {
		arbre, err := Calcule(context.Background(), s, e, Options{Graine: 5})
		require.NoError(t, err)
		rejeu, err := CalculeParPartie(context.Background(), s, e, 5)
		require.NoError(t, err)
		assert.Equal(t, rejeu.Coups, arbre.Coups, s.Nom())
	}
}

func TestDifficiles(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	d, n, err := Difficiles(context.Background(), Lexico{}, e, 0)
	require.NoError(t, err)
	assert.Equal(t, 9, n)
	require.Len(t, d, 6)
	assert.True(t, slices.IsSortedFunc(d, code.Compare))
	for _, c := range d {
		assert.Len(t, joue(t, Lexico{}, e, c, 0, true), 9, c.Mot(palette))
	}
}

// Footnote 1 of §3.6: renaming colour c as n−1−c turns the decreasing
// order into the increasing one, so both need the same number of
// proposals for a secret and its renamed secret.
func TestDecreasingOrderMirrorsIncreasing(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	asc, err := Calcule(context.Background(), Lexico{}, e, Options{})
	require.NoError(t, err)
	desc, err := Calcule(context.Background(), LexicoDecroissant{}, e, Options{})
	require.NoError(t, err)
	miroir := func(c code.Code) code.Code {
		for i := range c.Len() {
			c = c.Avec(i, 5-c.At(i))
		}
		return c
	}
	for i, s := range e.Secrets() {
		j := e.Taille().Index(miroir(e.Code(int(s))))
		assert.Equal(t, asc.Coups[i], desc.Coups[j])
	}
	var communs []string
	for _, c := range asc.Difficiles() {
		if slices.Contains(desc.Difficiles(), c) {
			communs = append(communs, c.Mot(palette))
		}
	}
	assert.Empty(t, communs, "no secret is hardest for both orders on 4×6")
}

func TestRandomStrategiesDependOnlyOnRowsAndSeed(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	lignes := []plateau.Ligne{{Code: mot(t, "RRBB"), Reponse: code.Reponse{Bien: 1}}}
	for _, s := range []Strategie{Hasard{}, LexicoAleatoire{}, LexicoAlea{}} {
		premiers := map[code.Code]bool{}
		for graine := range uint64(20) {
			a, err := s.Propose(NouvelEtat(e, lignes, graine))
			require.NoError(t, err)
			b, err := s.Propose(NouvelEtat(e, slices.Clone(lignes), graine))
			require.NoError(t, err)
			assert.Equal(t, a, b, s.Nom())
			p, err := s.Propose(NouvelEtat(e, nil, graine))
			require.NoError(t, err)
			premiers[p] = true
		}
		assert.Greater(t, len(premiers), 1, "%s: the seed changes the first proposal", s.Nom())
	}
	assert.Equal(t, Depart(e, 4), func() code.Code {
		c, _ := LexicoAleatoire{}.Propose(NouvelEtat(e, nil, 4))
		return c
	}())
	ordres := map[bool]bool{}
	for graine := range uint64(10) {
		ordres[Decroissant(graine)] = true
	}
	assert.Len(t, ordres, 2)
}

func TestLexicoAleaPlaysOneOfTheOrders(t *testing.T) {
	e := espace(t, code.Taille{Pions: 3, Couleurs: 5})
	asc, _ := Calcule(context.Background(), Lexico{}, e, Options{})
	desc, _ := Calcule(context.Background(), LexicoDecroissant{}, e, Options{})
	for graine := range uint64(4) {
		st, err := Calcule(context.Background(), LexicoAlea{}, e, Options{Graine: graine})
		require.NoError(t, err)
		want := asc.Coups
		if Decroissant(graine) {
			want = desc.Coups
		}
		assert.Equal(t, want, st.Coups)
	}
}

// repete proposes the same code forever.
type repete struct{}

func (repete) Nom() string { return "repete" }
func (repete) Propose(e *Etat) (code.Code, error) {
	return e.Espace.Code(0), nil
}

func TestTreeErrors(t *testing.T) {
	e := espace(t, code.Taille{Pions: 3, Couleurs: 4})
	_, err := Calcule(context.Background(), repete{}, e, Options{})
	assert.ErrorIs(t, err, ErrDejaProposee)
	_, err = CalculeParPartie(context.Background(), repete{}, e, 0)
	assert.ErrorIs(t, err, ErrDejaProposee)
	ctx, annule := context.WithCancel(context.Background())
	annule()
	_, err = Calcule(ctx, Lexico{}, e, Options{})
	assert.ErrorIs(t, err, context.Canceled)
	_, err = CalculeParPartie(ctx, Lexico{}, e, 0)
	assert.ErrorIs(t, err, context.Canceled)
	_, _, err = Difficiles(ctx, Lexico{}, e, 0)
	assert.ErrorIs(t, err, context.Canceled)
}

func TestEveryStrategyWithoutCandidates(t *testing.T) {
	e := espace(t, code.Taille{Pions: 4, Couleurs: 6})
	for _, s := range toutes(t) {
		_, err := s.Propose(&Etat{Espace: e})
		assert.ErrorIs(t, err, ErrAucunCandidat, s.Nom())
	}
}

func TestAleatoire(t *testing.T) {
	for _, nom := range Noms() {
		assert.Equal(t, nom == "random" || nom == "lexico-random" || nom == "lexico-alea", DependDeLaGraine(nom), nom)
	}
}

func TestParcourus(t *testing.T) {
	t46 := code.Taille{Pions: 4, Couleurs: 6}
	assert.Equal(t, 42, Parcourus(t46, mot(t, "RRRR"), mot(t, "RBBB"), false), "RRRR to RBBB in the course's transcript")
	assert.Equal(t, 42, Parcourus(t46, mot(t, "NNNN"), mot(t, "NOOO"), true))
	assert.Equal(t, 0, Parcourus(t46, mot(t, "NNNN"), mot(t, "RRRR"), false), "wrapping around")
	assert.Equal(t, 1, Parcourus(t46, mot(t, "NNNO"), mot(t, "RRRR"), false))
}

// Each row of the table builds the strategy it names, once: a strategy's
// name is its type's, and no two rows share one.
func TestTable(t *testing.T) {
	vus := map[string]bool{}
	for _, f := range Table() {
		assert.Equal(t, f.Nom, f.Nouvelle().Nom())
		assert.False(t, vus[f.Nom], "%s twice", f.Nom)
		vus[f.Nom] = true
		assert.Positive(t, f.Estime(code.Taille{Pions: 4, Couleurs: 6}, 2), f.Nom)
	}
	assert.Equal(t, "lexico", Noms()[0], "the course's strategy first")
	_, err := Cherche("devin")
	var inconnue *ErreurInconnue
	require.ErrorAs(t, err, &inconnue)
	assert.Equal(t, Noms(), inconnue.Connus)
}
