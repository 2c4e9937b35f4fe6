package strategie

import (
	"context"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// delaiAnnulation is how long a cancelled computation may take to stop in
// these tests: the target is half a second; a loaded machine (twenty
// jobs on two cores stretched a stop of the program to 16 s), the race
// detector, or both, stretch it. The latency itself is shown by
// benchmarks, never asserted by a test's timing.
const delaiAnnulation = 30 * time.Second

// The statistics of a big size stop soon after their context is
// cancelled, and nothing goes on computing.
func TestCalculeStopsSoonAfterCancel(t *testing.T) {
	if testing.Short() {
		t.Skip("a big size")
	}
	e := espace(t, code.Taille{Pions: 6, Couleurs: 9})
	avant := runtime.NumGoroutine()
	ctx, annule := context.WithCancel(context.Background())
	var av Avancement
	fin := make(chan error, 1)
	go func() {
		_, err := Calcule(ctx, NouvelleParScore(MinMax), e, Options{Avancement: &av})
		fin <- err
	}()
	require.Eventually(t, func() bool { f, _ := av.Lit(); return f > 0 }, time.Minute, time.Millisecond, "the computation started")
	debut := time.Now()
	annule()
	select {
	case err := <-fin:
		assert.ErrorIs(t, err, context.Canceled)
		assert.Less(t, time.Since(debut), delaiAnnulation)
	case <-time.After(time.Minute):
		t.Fatal("the computation did not stop")
	}
	arret, _ := av.Lit()
	limite := time.Now().Add(time.Minute)
	for runtime.NumGoroutine() > avant && time.Now().Before(limite) {
		time.Sleep(time.Millisecond)
	}
	assert.LessOrEqual(t, runtime.NumGoroutine(), avant, "no goroutine left")
	fait, _ := av.Lit()
	assert.Equal(t, arret, fait, "nothing found after the stop")
}

// One proposal of a score strategy stops soon once its context is
// cancelled: the search looks at it as it goes, not only when it starts.
// Here the second move of 6×9 (531441 codes) after a fixed first guess,
// over 50 000 candidates, a search of minutes when nothing stops it; the
// biggest sizes, after each strategy's own first move, in make check
// (TestProposeStopsSoonAfterCancelBiggestSizes).
func TestProposeStopsSoonAfterCancel(t *testing.T) {
	if race {
		t.Skip("a big size")
	}
	e := espace(t, code.Taille{Pions: 6, Couleurs: 9})
	premier, err := code.Lire("RRBBJV", palette, 6)
	require.NoError(t, err)
	for _, c := range Criteres() {
		t.Run(c.Nom(), func(t *testing.T) {
			propositionAnnulee(t, e, NouvelleParScore(c), premier, 50000)
		})
	}
}

// propositionAnnulee plays premier on e, then asks s for its proposal
// after the answer that leaves the most candidates (at least min), under
// a context already cancelled: the search stops at once with
// context.Canceled.
func propositionAnnulee(t *testing.T, e *code.Espace, s ParScore, premier code.Code, min int) {
	d := Decoupe(e, e.Taille().Index(premier), e.Secrets())
	pire := 0
	for r, n := range d {
		if n > d[pire] {
			pire = r
		}
	}
	etat := NouvelEtat(e, []plateau.Ligne{{Code: premier, Reponse: e.Taille().ReponseIndex(pire)}}, 0)
	require.Greater(t, len(etat.Candidats), min)
	ctx, annule := context.WithCancel(context.Background())
	annule()
	etat.Ctx, etat.Avancement = ctx, &Avancement{}
	debut := time.Now()
	_, err := s.Propose(etat)
	assert.ErrorIs(t, err, context.Canceled)
	assert.Less(t, time.Since(debut), delaiAnnulation)
}
