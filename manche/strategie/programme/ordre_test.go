package programme_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// TestOrdreStable: a seed gives the same rounds with any build, so that
// the seed in a report replays its run: the draw is pinned here.
func TestOrdreStable(t *testing.T) {
	assert.Equal(t, []int{1, 3, 5, 2, 9, 7, 4, 6, 8, 0}, programme.Ordre(0, 10, 10))
	assert.Equal(t, []int{4, 0, 2, 6, 3, 9, 5, 1, 7, 8, 0, 3, 8, 9, 5, 1, 4, 7, 2, 6, 0, 6, 1, 9, 5}, programme.Ordre(20260101, 10, 25),
		"passes of 10, each drawn afresh")
	assert.Equal(t, []int{4, 3, 2, 0, 1}, programme.Ordre(programme.MaxGraineOrdre, 5, 5))
	assert.Nil(t, programme.Ordre(1, 0, 3))
	assert.Nil(t, programme.Ordre(1, 3, 0))
}

// TestOrdrePasses: every pass holds every secret once; the first k
// rounds of a run are those of a run of k rounds (a replay up to a
// fault); two seeds give two orders.
func TestOrdrePasses(t *testing.T) {
	for _, n := range []int{1, 2, 7, 64, 1296} {
		long := programme.Ordre(uint64(n)*7919, n, 3*n+1)
		require.Len(t, long, 3*n+1)
		for p := 0; p < 3; p++ {
			passe := slices.Clone(long[p*n : (p+1)*n])
			slices.Sort(passe)
			for i, x := range passe {
				require.Equal(t, i, x, "n=%d, pass %d: every index once", n, p)
			}
		}
		for _, k := range []int{1, max(n/2, 1), n, 2*n + 1} {
			assert.Equal(t, long[:k], programme.Ordre(uint64(n)*7919, n, k), "n=%d: the first %d rounds", n, k)
		}
	}
	assert.NotEqual(t, programme.Ordre(1, 1296, 1296), programme.Ordre(2, 1296, 1296))
	assert.NotEqual(t, programme.Ordre(1, 1296, 2592)[:1296], programme.Ordre(1, 1296, 2592)[1296:], "a second pass is drawn again")
}

// TestOrdreUniform: over many seeds, every order of 3 secrets comes
// about as often (each of the 6 within 10% of 1/6 over 60000 seeds), and
// every secret of 4×6 is as likely in round 1.
func TestOrdreUniform(t *testing.T) {
	compte := map[[3]int]int{}
	const n = 60000
	for g := range uint64(n) {
		o := programme.Ordre(g, 3, 3)
		compte[[3]int(o)]++
	}
	require.Len(t, compte, 6)
	for o, c := range compte {
		assert.InDelta(t, n/6, c, n/60, "%v", o)
	}
	premiers := make([]int, 1296)
	for g := range uint64(1296 * 20) {
		premiers[programme.Ordre(g, 1296, 1)[0]]++
	}
	for i, c := range premiers {
		assert.Less(t, c, 60, "secret %d first %d times in 25920 runs (20 expected)", i, c)
	}
}

func TestLitGraineOrdre(t *testing.T) {
	for _, tt := range []struct {
		s     string
		voulu uint64
		ok    bool
	}{
		{"0", 0, true}, {" 42\n", 42, true}, {"9007199254740991", programme.MaxGraineOrdre, true},
		{"9007199254740992", 0, false}, {"-1", 0, false}, {"", 0, false}, {"0x10", 0, false}, {"1e3", 0, false},
	} {
		g, err := programme.LitGraineOrdre(tt.s)
		if tt.ok {
			require.NoError(t, err, tt.s)
			assert.Equal(t, tt.voulu, g)
		} else {
			assert.ErrorIs(t, err, programme.ErrGraineOrdre, tt.s)
		}
	}
	g, err := programme.GraineOrdre(func(b []byte) (int, error) {
		for i := range b {
			b[i] = 0xff
		}
		return len(b), nil
	})
	require.NoError(t, err)
	assert.Equal(t, uint64(programme.MaxGraineOrdre), g, "53 bits")
	_, err = programme.GraineOrdre(func([]byte) (int, error) { return 0, io.ErrUnexpectedEOF })
	assert.ErrorIs(t, err, io.ErrUnexpectedEOF)
}

// TestJoueToutPlaysInTheSeedsOrder: JoueTout plays the secrets in the
// seed's order (the fault of round 20 is the 20th secret of that order)
// and scores each secret where it belongs, whatever the order.
func TestJoueToutPlaysInTheSeedsOrder(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 4})
	st, err := strategie.Calcule(context.Background(), strategie.Lexico{}, e, strategie.Options{})
	require.NoError(t, err)
	for _, g := range []uint64{0, 12345} {
		coups, err := programme.JoueTout(context.Background(), commande(t, "lexico", ""), e, programme.Options{Ordre: g})
		require.NoError(t, err)
		assert.Equal(t, st.Coups, coups, "seed %d: each secret's score at its index", g)

		_, err = programme.JoueTout(context.Background(), commande(t, "invalide@20", ""), e, programme.Options{Ordre: g})
		var rapport *programme.ErreurProgramme
		require.ErrorAs(t, err, &rapport)
		assert.Equal(t, 20, rapport.Manche)
		vingtieme := e.Code(int(e.Secrets()[programme.Ordre(g, 64, 20)[19]]))
		assert.Equal(t, vingtieme.Mot(palette(t, 4)), rapport.Secret, "seed %d", g)
	}
}

// TestTheOrderNeverReachesAProgram: the seed of a replay, in the lab's
// environment, is not in the environment of a program it starts (the
// fenced start: enclos's TestTheOrderNeverReachesAFencedProgram).
func TestTheOrderNeverReachesAProgram(t *testing.T) {
	t.Setenv(programme.EnvOrdre, "123456789")
	t.Setenv("MASTERMIND_TEMOIN", "vu")
	var erreurs bytes.Buffer
	p, err := programme.Lance(context.Background(), []string{"/bin/sh", "-c", `echo "${MASTERMIND_ORDER-absente} ${MASTERMIND_TEMOIN-absente}"`},
		&erreurs, nil)
	require.NoError(t, err)
	ligne, err := io.ReadAll(p.Sortie())
	if !errors.Is(err, io.EOF) {
		require.NoError(t, err)
	}
	assert.NotNil(t, p.Fin(10*time.Second))
	p.Arrete()
	// The error stream is read once the program is waited for.
	assert.Equal(t, "absente vu", strings.TrimSpace(string(ligne)), erreurs.String())
}
