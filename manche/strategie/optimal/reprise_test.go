package optimal

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/code"
	"mastermind/code/codetest"
)

// interrompt runs the search of e with checkpoint rp, cancelled as soon
// as k more units of work are recorded (no timing: the count decides),
// and returns the checkpoint as the file holds it.
func interrompt(t *testing.T, e *code.Espace, o Options, rp *Reprise, k int) (*Reprise, *Arbre, error) {
	t.Helper()
	ctx, annule := context.WithCancel(context.Background())
	defer annule()
	n := 0
	o.Reprise = rp
	o.Jalon = func(*Reprise) {
		if n++; n == k {
			annule()
		}
	}
	a, err := Calcule(ctx, e, o)
	data := rp.EncodeReprise(e.Taille(), o, "test")
	lu, errLu := DecodeReprise(data, e, o, "test")
	require.NoError(t, errLu, "a checkpoint reads back")
	return lu, a, err
}

// TestRepriseMemeArbre: a search interrupted after k units, then resumed
// (as many times as it takes), gives the same total and the same tree,
// byte for byte, as the search never interrupted; the bounds of every
// interruption bracket the optimum.
func TestRepriseMemeArbre(t *testing.T) {
	for _, cas := range []struct {
		taille code.Taille
		o      Options
	}{
		{code.Taille{Pions: 3, Couleurs: 5}, Options{Fils: 1}},
		{code.Taille{Pions: 4, Couleurs: 4}, Options{Fils: 1}},
		{code.Taille{Pions: 4, Couleurs: 4}, Options{Fils: 2}},
		{code.Taille{Pions: 3, Couleurs: 5}, Options{Fils: 2, MaxCoups: 5}},
	} {
		t.Run(cas.taille.String(), func(t *testing.T) {
			e := codetest.Espace(t, cas.taille)
			ref, err := Calcule(context.Background(), e, cas.o)
			require.NoError(t, err)
			for _, k := range []int{1, 2, 3, 5, 8} {
				rp := NouvelleReprise()
				var a *Arbre
				for essai := 0; ; essai++ {
					require.Less(t, essai, 200, "the search progresses")
					rp, a, err = interrompt(t, e, cas.o, rp, k)
					if err == nil {
						break
					}
					require.ErrorIs(t, err, context.Canceled)
					inf, sup := rp.Bornes()
					assert.LessOrEqual(t, inf, ref.Total(), "lower bound after %d parts", rp.Parts())
					if sup > 0 {
						assert.GreaterOrEqual(t, sup, ref.Total(), "upper bound after %d parts", rp.Parts())
					}
				}
				require.NoError(t, a.Verifie(e))
				assert.Equal(t, ref.Total(), a.Total(), "k=%d", k)
				memeArbre(t, ref, a)
				inf, sup := rp.Bornes()
				assert.Equal(t, [2]int{ref.Total(), ref.Total()}, [2]int{inf, sup})
			}
		})
	}
}

// TestRepriseBornesEncadrent: the bounds of a search stopped early
// bracket the optimum, and close in on it as the parts are done.
func TestRepriseBornesEncadrent(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 4})
	ref, err := Calcule(context.Background(), e, Options{Fils: 1})
	require.NoError(t, err)
	rp := NouvelleReprise()
	var ecarts []int
	_, err = Calcule(context.Background(), e, Options{Fils: 1, Reprise: rp, Jalon: func(r *Reprise) {
		inf, sup := r.Bornes()
		assert.LessOrEqual(t, inf, ref.Total())
		if sup > 0 {
			assert.GreaterOrEqual(t, sup, ref.Total())
			ecarts = append(ecarts, sup-inf)
		}
	}})
	require.NoError(t, err)
	require.NotEmpty(t, ecarts)
	assert.Equal(t, 0, ecarts[len(ecarts)-1], "the gap closes")
}

// TestRepriseRefusee: a damaged, truncated or foreign checkpoint is
// refused with ErrRepriseCorrompue.
func TestRepriseRefusee(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 5})
	o := Options{Fils: 1}
	rp, _, err := interrompt(t, e, o, NouvelleReprise(), 3)
	require.ErrorIs(t, err, context.Canceled)
	bon := rp.EncodeReprise(e.Taille(), o, "1.0")
	_, err = DecodeReprise(bon, e, o, "1.0")
	require.NoError(t, err)

	abime := append([]byte(nil), bon...)
	abime[len(abime)/2] ^= 1
	autre := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 6})
	for nom, essai := range map[string]func() error{
		"damaged":       func() error { _, err := DecodeReprise(abime, e, o, "1.0"); return err },
		"truncated":     func() error { _, err := DecodeReprise(bon[:len(bon)-5], e, o, "1.0"); return err },
		"empty":         func() error { _, err := DecodeReprise(nil, e, o, "1.0"); return err },
		"other size":    func() error { _, err := DecodeReprise(bon, autre, o, "1.0"); return err },
		"other limit":   func() error { _, err := DecodeReprise(bon, e, Options{MaxCoups: 5}, "1.0"); return err },
		"other version": func() error { _, err := DecodeReprise(bon, e, o, "1.1"); return err },
		"a tree":        func() error { _, err := DecodeReprise(mustArbre(t, e).Encode(), e, o, "1.0"); return err },
	} {
		err := essai()
		assert.True(t, errors.Is(err, ErrRepriseCorrompue), "%s: %v", nom, err)
	}
}

// TestRepriseEtrangereVidee: a checkpoint whose proposals are not the
// search's own order is emptied, and the search starts again.
func TestRepriseEtrangereVidee(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 5})
	ref, err := Calcule(context.Background(), e, Options{Fils: 1})
	require.NoError(t, err)
	rp := &Reprise{faits: []Alternative{{Proposition: e.Code(1), Total: 1, Exact: true}}, parts: 7}
	a, err := Calcule(context.Background(), e, Options{Fils: 1, Reprise: rp})
	require.NoError(t, err)
	memeArbre(t, ref, a)
}

// memeArbre checks that a is ref node for node, with the same
// alternatives. The lower bounds of the proposals dropped depend on
// where the cut-off happened (Alternative), hence on what the memo held:
// a search resumed starts with an empty memo. Only their being dropped is
// the same.
func memeArbre(t *testing.T, ref, a *Arbre) {
	t.Helper()
	assert.Equal(t, ref.noeuds, a.noeuds, "the same tree")
	require.Len(t, a.Alternatives(), len(ref.Alternatives()))
	for i, x := range ref.Alternatives() {
		y := a.Alternatives()[i]
		assert.Equal(t, x.Proposition, y.Proposition)
		assert.Equal(t, x.Exact, y.Exact)
		if x.Exact {
			assert.Equal(t, x.Total, y.Total)
		} else {
			assert.GreaterOrEqual(t, y.Total, ref.Total())
		}
	}
}

func mustArbre(t *testing.T, e *code.Espace) *Arbre {
	a, err := Calcule(context.Background(), e, Options{Fils: 1})
	require.NoError(t, err)
	return a
}
