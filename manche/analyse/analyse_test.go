package analyse

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/plateau"
)

var taille4x6 = code.Taille{Pions: 4, Couleurs: 6}

// rangees reads rows written "RRRR 1 0", in the default French letters.
func rangees(t *testing.T, textes ...string) []plateau.Ligne {
	t.Helper()
	var ls []plateau.Ligne
	for _, s := range textes {
		var mot string
		var r code.Reponse
		_, err := fmt.Sscan(s, &mot, &r.Bien, &r.Mal)
		require.NoError(t, err, s)
		ls = append(ls, plateau.Ligne{Code: codetest.Code(t, mot), Reponse: r})
	}
	return ls
}

func mot(c code.Code) string { return c.Mot(couleur.MustDefaut(couleur.MaxDefaut)) }

// verifieContreNaif compares every field of a with what the plain
// implementation computes; the optimal advice is checked by the plain
// recursion wherever at most maxNaif codes were still possible.
func verifieContreNaif(t *testing.T, n *naif, a *Analyse, lignes []plateau.Ligne, maxNaif int) {
	t.Helper()
	require.Len(t, a.Coups, len(lignes))
	cands := slices.Clone(n.admissibles)
	memo := map[string]int{}
	unSeul := 0
	for k, l := range lignes {
		c := a.Coups[k]
		g := n.index(l.Code.Couleurs())
		s, parts := n.carres(g, cands)
		m, ms := n.meilleur(cands)
		pouvait := slices.Contains(cands, g)
		assert.Equal(t, k+1, c.Numero)
		assert.Equal(t, l, c.Ligne, "row %d", k+1)
		assert.Equal(t, len(cands), c.Avant, "row %d: before", k+1)
		assert.Equal(t, pouvait, c.PouvaitEtre, "row %d: could be the secret", k+1)
		assert.Equal(t, parts, c.Reponses, "row %d: answers", k+1)
		assert.Equal(t, Attendu{Carres: s, Codes: len(cands)}, c.Attendu, "row %d: expected", k+1)
		assert.Equal(t, n.codes[m], c.Meilleur.Couleurs(), "row %d: best", k+1)
		assert.Equal(t, Attendu{Carres: ms, Codes: len(cands)}, c.MeilleurAttendu, "row %d: best's expected", k+1)
		switch c.Source {
		case SourceAttendue:
			assert.Equal(t, c.Meilleur, c.Conseil, "row %d", k+1)
			assert.Zero(t, c.ConseilTotal, "row %d", k+1)
		case SourceOptimale:
			if len(cands) <= maxNaif {
				opt := n.optimum(cands, memo)
				avec, ok := n.avec(n.index(c.Conseil.Couleurs()), cands, memo)
				assert.True(t, ok && avec == opt, "row %d: the advice %s costs %d, the optimum %d", k+1, mot(c.Conseil), avec, opt)
				assert.Equal(t, opt, c.ConseilTotal, "row %d: optimal total", k+1)
			}
		}
		// The grade, by the rules of Note.
		voulu := AmeliorerPossible
		meilleurPossible := slices.Contains(cands, m)
		switch {
		case parts == 1 && !pouvait:
			voulu = SansInformation
		case c.Source == SourceOptimale && l.Code == c.Conseil, g == m:
			voulu = Meilleure
		case s == ms && (pouvait || !meilleurPossible):
			voulu = Meilleure
		case 4*s <= 5*ms:
			voulu = Bonne
		case !pouvait:
			voulu = Impossible
		}
		assert.Equal(t, voulu, c.Note, "row %d: grade", k+1)
		cands = n.filtre(cands, g, [2]int{l.Reponse.Bien, l.Reponse.Mal})
		assert.Equal(t, len(cands), c.Apres, "row %d: after", k+1)
		if unSeul == 0 && len(cands) == 1 && l.Reponse.Bien != n.pions && k+1 < len(lignes) {
			unSeul = k + 1
			if k+2 == len(lignes) && lignes[k+1].Reponse.Bien == n.pions {
				unSeul = -1
			}
		}
	}
	assert.Equal(t, max(unSeul, 0), a.UnSeul, "single code left")
	assert.Equal(t, len(cands), a.Restants)
}

// arbre4x6 is the optimal tree of 4 × 6, searched once for the tests.
var arbre4x6 = sync.OnceValues(func() (*optimal.Arbre, error) {
	e, err := code.NouvelEspace(taille4x6)
	if err != nil {
		return nil, err
	}
	return optimal.Calcule(context.Background(), e, optimal.Options{})
})

// naif4x6 is the plain implementation of 4 × 6, shared by the tests (none
// runs in parallel) so that what it computed once serves the next.
var naif4x6 = sync.OnceValue(func() *naif { return nouveauNaif(4, 6, false) })

// calcule analyses the rows; on 4 × 6 with the tree searched once, unless
// o says otherwise.
func calcule(t *testing.T, taille code.Taille, lignes []plateau.Ligne, secret *code.Code, o Options) *Analyse {
	t.Helper()
	if o.Delai == 0 {
		o.Delai = -1 // never the machine's speed
	}
	if taille == taille4x6 && o.Arbre == nil && o.MaxOptimal == 0 {
		a, err := arbre4x6()
		require.NoError(t, err)
		o.Arbre = a
	}
	a, err := Calcule(context.Background(), codetest.Espace(t, taille), lignes, secret, o)
	require.NoError(t, err)
	return a
}

// The handout's VJBR round (SAE 1, §2), played by a person who proposes
// what the course's strategy proposes.
var vjbr = []string{"RRRR 1 0", "RBBB 1 1", "JRBJ 1 2", "JBRV 0 4", "VRJB 1 3", "VJBR 4 0"}

func TestVJBRPlayedAsAHuman(t *testing.T) {
	lignes := rangees(t, vjbr...)
	secret := codetest.Code(t, "VJBR")
	a := calcule(t, taille4x6, lignes, &secret, Options{})
	verifieContreNaif(t, naif4x6(), a, lignes, 6)

	// Checked by hand: the counts the handout's lesson shows (500 codes
	// with exactly one red, …), every guess compatible.
	var avant, apres []int
	for _, c := range a.Coups {
		avant, apres = append(avant, c.Avant), append(apres, c.Apres)
		assert.True(t, c.PouvaitEtre)
	}
	assert.Equal(t, []int{1296, 500, 96, 18, 2, 1}, avant)
	assert.Equal(t, []int{500, 96, 18, 2, 1, 1}, apres)
	assert.True(t, a.Gagnee)
	assert.Zero(t, a.UnSeul, "the last code was proposed at once")
	// RRRR splits the 1296 codes into 625, 500, 150, 20 and 1 (0 to 4
	// reds): 625² + 500² + 150² + 20² + 1 = 663 526.
	assert.Equal(t, Attendu{Carres: 663526, Codes: 1296}, a.Coups[0].Attendu)
	// The optimal first guess is RRBJ, 5625 guesses over the 1296 codes
	// (Koyama and Lai).
	assert.Equal(t, "RRBJ", mot(a.Coups[0].Conseil))
	assert.Equal(t, SourceOptimale, a.Coups[0].Source)
	assert.Equal(t, 5625, a.Coups[0].ConseilTotal)
	assert.Equal(t, AmeliorerPossible, a.Coups[0].Note)
	// Two codes left, VRJB and VJBR: either one is best.
	assert.Equal(t, Attendu{Carres: 2, Codes: 2}, a.Coups[4].Attendu)
	assert.Equal(t, Meilleure, a.Coups[4].Note)
	assert.Equal(t, Meilleure, a.Coups[5].Note)
}

// Without the secret (a game written on paper), the rows alone give the
// same analysis.
func TestWithoutTheSecret(t *testing.T) {
	lignes := rangees(t, vjbr...)
	secret := codetest.Code(t, "VJBR")
	avec := calcule(t, taille4x6, lignes, &secret, Options{})
	sans := calcule(t, taille4x6, lignes, nil, Options{})
	assert.Nil(t, sans.Secret)
	assert.Equal(t, avec.Coups, sans.Coups)
}

// A guess that an earlier answer had ruled out, then one that every
// code left would answer alike.
func TestAGuessThatCouldNotBeTheSecret(t *testing.T) {
	lignes := rangees(t, "RRBB 1 1", "RRRR 1 0", "JBRV 0 4", "NNNN 0 0", "VJBR 4 0")
	secret := codetest.Code(t, "VJBR")
	a := calcule(t, taille4x6, lignes, &secret, Options{})
	verifieContreNaif(t, naif4x6(), a, lignes, 6)
	// RRRR gives RRBB (2, 0): the answer (1, 1) had ruled it out.
	assert.False(t, a.Coups[1].PouvaitEtre)
	assert.Contains(t, []Note{Impossible, Bonne}, a.Coups[1].Note)
	// No code left holds black: NNNN is answered (0, 0) by all of them.
	assert.False(t, a.Coups[3].PouvaitEtre)
	assert.Equal(t, 1, a.Coups[3].Reponses)
	assert.Equal(t, SansInformation, a.Coups[3].Note)
	assert.Equal(t, a.Coups[3].Avant, a.Coups[3].Apres)
}

// After VRJB a single code is left; the player proposes another code
// before it: "from here only one code remained", two moves before the end.
func TestOneCodeLeftTwoMovesBeforeTheEnd(t *testing.T) {
	lignes := rangees(t, "RRRR 1 0", "RBBB 1 1", "JRBJ 1 2", "JBRV 0 4", "VRJB 1 3", "JBRV 0 4", "VJBR 4 0")
	secret := codetest.Code(t, "VJBR")
	a := calcule(t, taille4x6, lignes, &secret, Options{})
	verifieContreNaif(t, naif4x6(), a, lignes, 6)
	assert.Equal(t, 5, a.UnSeul)
	assert.Equal(t, 1, a.Coups[5].Avant)
	assert.Equal(t, SansInformation, a.Coups[5].Note)
	assert.Equal(t, "VJBR", mot(a.Coups[5].Conseil))
}

// A round lost with one code known: the player never proposed it.
func TestLostWithTheCodeKnown(t *testing.T) {
	lignes := rangees(t, "RRRR 1 0", "RBBB 1 1", "JRBJ 1 2", "JBRV 0 4", "VRJB 1 3", "JBRV 0 4")
	a := calcule(t, taille4x6, lignes, nil, Options{})
	assert.False(t, a.Gagnee)
	assert.Equal(t, 5, a.UnSeul)
	assert.Equal(t, 1, a.Restants)
}

// joue is the rows of guesses mots against secret, answered truly.
func joue(t *testing.T, secret string, mots ...string) []plateau.Ligne {
	t.Helper()
	s := codetest.Code(t, secret)
	var ls []plateau.Ligne
	for _, m := range mots {
		c := codetest.Code(t, m)
		ls = append(ls, plateau.Ligne{Code: c, Reponse: code.Evalue(s, c)})
	}
	return ls
}

// A whole game of a small size, where the plain recursion checks the
// optimal advice at every move, with and without repeats.
func TestSmallSizesAgainstThePlainRecursion(t *testing.T) {
	cas := []struct {
		taille code.Taille
		secret string
		mots   []string
	}{
		{code.Taille{Pions: 3, Couleurs: 3}, "JBB", []string{"RRR", "BBJ", "JBB"}},
		{code.Taille{Pions: 3, Couleurs: 3}, "JBR", []string{"RBJ", "RJB", "BRJ", "JRB", "JBR"}},
		{code.Taille{Pions: 3, Couleurs: 4, SansRepetition: true}, "VBJ", []string{"RBJ", "BJV", "VBJ"}},
		{code.Taille{Pions: 2, Couleurs: 4}, "VB", []string{"RR", "BB", "JB", "VB"}},
		{code.Taille{Pions: 3, Couleurs: 4}, "VVR", []string{"RRB", "BJV", "VVV", "RVV", "VVR"}},
	}
	for _, c := range cas {
		t.Run(c.taille.String()+" "+strings.Join(c.mots, " "), func(t *testing.T) {
			lignes := joue(t, c.secret, c.mots...)
			a := calcule(t, c.taille, lignes, nil, Options{})
			verifieContreNaif(t, nouveauNaif(c.taille.Pions, c.taille.Couleurs, c.taille.SansRepetition), a, lignes, 30)
			for _, x := range a.Coups {
				assert.Equal(t, SourceOptimale, x.Source)
			}
		})
	}
}

// A known tree is followed; without it and without a search, the advice
// is the best guess by expected size, and says so.
func TestOptions(t *testing.T) {
	lignes := rangees(t, vjbr...)
	arbre, err := arbre4x6()
	require.NoError(t, err)

	a := calcule(t, taille4x6, lignes, nil, Options{Arbre: arbre, MaxOptimal: -1})
	assert.Equal(t, SourceOptimale, a.Coups[0].Source, "the tree's root")
	assert.Equal(t, 5625, a.Coups[0].ConseilTotal)
	for _, c := range a.Coups[1:] {
		assert.Equal(t, SourceAttendue, c.Source, "row %d left the tree and nothing is searched", c.Numero)
		assert.Equal(t, c.Meilleur, c.Conseil)
	}

	a = calcule(t, taille4x6, lignes, nil, Options{MaxOptimal: 100})
	var sources []Source
	for _, c := range a.Coups {
		sources = append(sources, c.Source)
	}
	assert.Equal(t, []Source{SourceAttendue, SourceAttendue, SourceOptimale, SourceOptimale, SourceOptimale, SourceOptimale}, sources)
	verifieContreNaif(t, naif4x6(), a, lignes, 6)
}

func TestErrors(t *testing.T) {
	e := codetest.Espace(t, taille4x6)
	secret := codetest.Code(t, "VJBR")
	cas := []struct {
		nom    string
		lignes []string
		secret *code.Code
		numero int
		voulu  error
	}{
		{"wrong answer", []string{"RRRR 1 0", "RBBB 2 0"}, &secret, 2, ErrReponseFausse},
		{"no code agrees", []string{"RRRR 0 0", "RRRR 1 0"}, nil, 2, ErrAucunCode},
		{"after the win", []string{"VJBR 4 0", "RRRR 1 0"}, nil, 2, ErrApresVictoire},
		{"impossible answer", []string{"RRRR 3 1"}, nil, 1, code.ErrImpossible},
		{"too short", []string{"RRR 1 0"}, nil, 1, code.ErrLongueur},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			_, err := Calcule(context.Background(), e, rangees(t, c.lignes...), c.secret, Options{MaxOptimal: -1})
			var el *ErreurLigne
			require.ErrorAs(t, err, &el)
			assert.Equal(t, c.numero, el.Numero)
			assert.ErrorIs(t, err, c.voulu)
		})
	}
	_, err := Calcule(context.Background(), e, rangees(t, "RRRR 1 0", "RBBB 2 0"), &secret, Options{MaxOptimal: -1})
	var er *ErreurReponse
	require.ErrorAs(t, err, &er)
	assert.Equal(t, code.Reponse{Bien: 1, Mal: 1}, er.Vraie)
	court := codetest.Code(t, "VJB")
	_, err = Calcule(context.Background(), e, nil, &court, Options{})
	assert.ErrorIs(t, err, code.ErrLongueur)
}

func TestCancelled(t *testing.T) {
	ctx, annule := context.WithCancel(context.Background())
	annule()
	_, err := Calcule(ctx, codetest.Espace(t, taille4x6), rangees(t, vjbr...), nil, Options{})
	assert.True(t, errors.Is(err, context.Canceled), "%v", err)
}

func TestNoRows(t *testing.T) {
	a := calcule(t, taille4x6, nil, nil, Options{})
	assert.Empty(t, a.Coups)
	assert.Equal(t, 1296, a.Restants)
	assert.False(t, a.Gagnee)
}

func TestAttenduCompare(t *testing.T) {
	assert.Equal(t, 0, Attendu{Carres: 4, Codes: 2}.Compare(Attendu{Carres: 6, Codes: 3}))
	assert.Equal(t, -1, Attendu{Carres: 3, Codes: 2}.Compare(Attendu{Carres: 2, Codes: 1}))
	assert.Equal(t, 1, Attendu{Carres: 5, Codes: 2}.Compare(Attendu{Carres: 2, Codes: 1}))
	assert.InDelta(t, 1.5, Attendu{Carres: 3, Codes: 2}.Valeur(), 1e-12)
	assert.Zero(t, Attendu{}.Valeur())
}
