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
// these tests: the target is half a second; a loaded machine, the race
// detector, or both, stretch it.
const delaiAnnulation = 5 * time.Second

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

// One proposal of a score strategy at the biggest sizes (the second move
// of 8×6 and 7×8: 1.7 and 2.1 million codes, over 190 000 candidates)
// stops soon once its context is cancelled: the search looks at it as it
// goes, not only when it starts.
func TestProposeStopsSoonAfterCancel(t *testing.T) {
	if testing.Short() || race {
		t.Skip("the biggest sizes")
	}
	for _, taille := range []code.Taille{{Pions: 8, Couleurs: 6}, {Pions: 7, Couleurs: 8}} {
		e := espace(t, taille)
		for _, c := range Criteres() {
			t.Run(taille.String()+"/"+c.Nom(), func(t *testing.T) {
				s := NouvelleParScore(c)
				premier, err := s.Propose(NouvelEtat(e, nil, 0))
				require.NoError(t, err)
				d := Decoupe(e, e.Taille().Index(premier), e.Secrets())
				pire := 0
				for r, n := range d {
					if n > d[pire] {
						pire = r
					}
				}
				etat := NouvelEtat(e, []plateau.Ligne{{Code: premier, Reponse: e.Taille().ReponseIndex(pire)}}, 0)
				require.Greater(t, len(etat.Candidats), 190000)
				ctx, annule := context.WithCancel(context.Background())
				annule()
				etat.Ctx, etat.Avancement = ctx, &Avancement{}
				debut := time.Now()
				_, err = s.Propose(etat)
				assert.ErrorIs(t, err, context.Canceled)
				assert.Less(t, time.Since(debut), delaiAnnulation)
			})
		}
	}
}
