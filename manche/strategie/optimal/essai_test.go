package optimal

import (
	"context"
	"fmt"
	"testing"
	"time"

	"mastermind/code"
)

func TestEssai(t *testing.T) {
	for _, tc := range []struct {
		p, c, k int
	}{{3, 6, 0}, {3, 8, 0}, {5, 3, 0}, {5, 4, 0}, {4, 6, 0}, {4, 6, 5}, {4, 6, 4}} {
		e, _ := code.NouvelEspace(code.Taille{Pions: tc.p, Couleurs: tc.c})
		t0 := time.Now()
		a, err := Calcule(context.Background(), e, Options{MaxCoups: tc.k})
		if err != nil {
			fmt.Println(tc, err)
			continue
		}
		st := a.Statistiques()
		fmt.Println(tc, a.Total(), time.Since(t0), a.Noeuds(), st.Max, st.Distribution, len(st.Difficiles), a.Verifie(e))
	}
}
