package optimal

import (
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"mastermind/code"
)

func TestEssai47(t *testing.T) {
	p, _ := strconv.Atoi(os.Getenv("P"))
	c, _ := strconv.Atoi(os.Getenv("C"))
	if p == 0 {
		t.Skip()
	}
	e, _ := code.NouvelEspace(code.Taille{Pions: p, Couleurs: c})
	m := nouveauMoteur(e, 0)
	f := m.nouveauFil()
	t0 := time.Now()
	go func() {
		for {
			time.Sleep(10 * time.Second)
			fmt.Println("...", time.Since(t0), m.memo.taille.Load(), m.noeuds.Load())
		}
	}()
	v, g := f.resout(e.Secrets(), m.profondeur(), infini, groupeRacine(p), 0)
	fmt.Println(v, e.Code(int(g)), time.Since(t0), m.memo.taille.Load(), m.noeuds.Load())
}
