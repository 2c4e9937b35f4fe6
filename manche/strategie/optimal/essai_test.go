package optimal

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"mastermind/code"
)

func TestEssaiTaille(t *testing.T) {
	p, _ := strconv.Atoi(os.Getenv("P"))
	c, _ := strconv.Atoi(os.Getenv("C"))
	k, _ := strconv.Atoi(os.Getenv("K"))
	w, _ := strconv.Atoi(os.Getenv("W"))
	if p == 0 {
		t.Skip()
	}
	e, _ := code.NouvelEspace(code.Taille{Pions: p, Couleurs: c, SansRepetition: os.Getenv("NR") != ""})
	t0 := time.Now()
	a, err := Calcule(context.Background(), e, Options{MaxCoups: k, Fils: w, Forcer: true, Suivi: func(p Progres) {
		if p.Classes == p.NbClasses {
			fmt.Printf("%+v\n", p)
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	fmt.Println(a.Total(), time.Since(t0), a.Statistiques().Distribution, a.Verifie(e))
	for _, x := range a.Alternatives() {
		fmt.Println(x.Proposition, x.Total, x.Exact)
	}
}
