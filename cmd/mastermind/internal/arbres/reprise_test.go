package arbres

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/saves/disque/disquetest"
)

// exporte is the tree file of a.
func exporte(t *testing.T, a *optimal.Arbre) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, Exporte(&b, a, lettres(t, a.Taille().Couleurs)))
	return b.Bytes()
}

// coupe runs the search of e with the checkpoint of cache c (a new one
// when there is none), saving it at every unit, and cancels it once k
// units are saved (no timing: the count decides).
func coupe(t *testing.T, c Cache, e *code.Espace, o optimal.Options, k int) (*optimal.Arbre, error) {
	t.Helper()
	rp, err := c.ChargeReprise(e, o, "test")
	if errors.Is(err, fs.ErrNotExist) {
		rp, err = optimal.NouvelleReprise(), nil
	}
	require.NoError(t, err)
	ctx, annule := context.WithCancel(context.Background())
	defer annule()
	n := 0
	o.Reprise = rp
	o.Jalon = func(r *optimal.Reprise) {
		require.NoError(t, c.EnregistreReprise(r, e.Taille(), o, "test"))
		if n++; n == k {
			annule()
		}
	}
	return optimal.Calcule(ctx, e, o)
}

// TestRepriseDisque: a search saved to disk, interrupted after k units
// and resumed from the file, as often as it takes, exports the same tree
// file as the search never interrupted.
func TestRepriseDisque(t *testing.T) {
	for _, taille := range []code.Taille{{Pions: 3, Couleurs: 5}, {Pions: 4, Couleurs: 4}} {
		t.Run(taille.String(), func(t *testing.T) {
			e := codetest.Espace(t, taille)
			o := optimal.Options{Fils: 2}
			ref, err := optimal.Calcule(context.Background(), e, o)
			require.NoError(t, err)
			for _, k := range []int{1, 2, 4} {
				c := nouveauCache(t)
				var a *optimal.Arbre
				for essai := 0; ; essai++ {
					require.Less(t, essai, 200, "the search progresses")
					if a, err = coupe(t, c, e, o, k); err == nil {
						break
					}
					require.ErrorIs(t, err, context.Canceled)
				}
				assert.Equal(t, ref.Total(), a.Total(), "k=%d", k)
				assert.Equal(t, exporte(t, ref), exporte(t, a), "k=%d: the same tree file", k)
			}
		})
	}
}

// TestRepriseDisqueRefusee: a damaged, foreign or special checkpoint is
// refused with an *ErreurCache wrapping optimal.ErrRepriseCorrompue, and
// the search started afresh finds the same tree.
func TestRepriseDisqueRefusee(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 5})
	o := optimal.Options{Fils: 1}
	ref, err := optimal.Calcule(context.Background(), e, o)
	require.NoError(t, err)
	c := nouveauCache(t)
	_, err = coupe(t, c, e, o, 2)
	require.ErrorIs(t, err, context.Canceled)
	chemin := c.CheminReprise(e.Taille(), o)
	assert.Equal(t, "3x5.mmr", filepath.Base(chemin))
	bon, err := os.ReadFile(chemin)
	require.NoError(t, err)

	abime := append([]byte(nil), bon...)
	abime[len(abime)/3] ^= 0x10
	for nom, prepare := range map[string]func(){
		"damaged":   func() { require.NoError(t, os.WriteFile(chemin, abime, 0o644)) },
		"truncated": func() { require.NoError(t, os.WriteFile(chemin, bon[:len(bon)/2], 0o644)) },
		"fifo":      func() { _ = os.Remove(chemin); disquetest.Tube(t, chemin) },
	} {
		t.Run(nom, func(t *testing.T) {
			prepare()
			defer os.Remove(chemin)
			_, err := c.ChargeReprise(e, o, "test")
			var mauvais *ErreurCache
			require.ErrorAs(t, err, &mauvais)
			assert.ErrorIs(t, err, optimal.ErrRepriseCorrompue)
			assert.Equal(t, chemin, mauvais.Chemin)
		})
	}
	require.NoError(t, os.WriteFile(chemin, bon, 0o644))
	_, err = c.ChargeReprise(e, o, "another version")
	assert.ErrorIs(t, err, optimal.ErrRepriseCorrompue, "another program's checkpoint")
	_, err = c.ChargeReprise(e, optimal.Options{MaxCoups: 6}, "test")
	assert.ErrorIs(t, err, fs.ErrNotExist, "other options, another file")

	a, err := optimal.Calcule(context.Background(), e, optimal.Options{Fils: 1, Reprise: optimal.NouvelleReprise()})
	require.NoError(t, err)
	assert.Equal(t, exporte(t, ref), exporte(t, a), "the search started again")

	require.NoError(t, c.SupprimeReprise(e.Taille(), o))
	assert.NoFileExists(t, chemin)
	require.NoError(t, c.SupprimeReprise(e.Taille(), o), "none is no error")
	cible := filepath.Join(t.TempDir(), "someone-elses")
	require.NoError(t, os.WriteFile(cible, []byte("x"), 0o644))
	require.NoError(t, os.Symlink(cible, chemin))
	require.NoError(t, c.SupprimeReprise(e.Taille(), o))
	assert.FileExists(t, cible)
	_, err = os.Lstat(chemin)
	assert.NoError(t, err, "a link is left alone")
}
