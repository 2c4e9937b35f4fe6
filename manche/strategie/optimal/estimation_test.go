package optimal

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// TestEstimation is the partial search docs/OPTIMAL.md quotes for the
// sizes too large to search whole: it solves, one after the other, the
// classes the first proposal PREMIER leaves (each class is an independent
// search, SousArbre), each within DELAI, and prints the size and time of
// each, checking that each class's tree finds every secret of it. It
// runs only when asked:
//
//	ESTIME=4x8 PREMIER=RRBJ DELAI=10m go test -run Estimation -v -timeout 0 ./manche/strategie/optimal
//
// REPONSES="3,0 2,1" solves only the classes of those answers.
func TestEstimation(t *testing.T) {
	var p, c int
	if _, err := fmt.Sscanf(os.Getenv("ESTIME"), "%dx%d", &p, &c); err != nil {
		t.Skip("ESTIME=PxC runs the partial search")
	}
	delai, err := time.ParseDuration(os.Getenv("DELAI"))
	if err != nil {
		delai = time.Minute
	}
	e := codetest.Espace(t, code.Taille{Pions: p, Couleurs: c})
	premier := codetest.Code(t, os.Getenv("PREMIER"))
	classes := map[code.Reponse]int{}
	for _, s := range e.Secrets() {
		classes[code.Evalue(e.Code(int(s)), premier)]++
	}
	// REPONSES="3,0 2,1" limits the search to those classes.
	voulues := map[code.Reponse]bool{}
	for _, champ := range strings.Fields(os.Getenv("REPONSES")) {
		var r code.Reponse
		if _, err := fmt.Sscanf(champ, "%d,%d", &r.Bien, &r.Mal); err == nil {
			voulues[r] = true
		}
	}
	var reps []code.Reponse
	for r := range classes {
		if !r.Gagnante(p) && (len(voulues) == 0 || voulues[r]) {
			reps = append(reps, r)
		}
	}
	slices.SortFunc(reps, func(a, b code.Reponse) int { return classes[a] - classes[b] })
	total := len(e.Secrets())
	for _, r := range reps {
		lignes := []plateau.Ligne{{Code: premier, Reponse: r}}
		ctx, cancel := context.WithTimeout(context.Background(), delai)
		debut := time.Now()
		a, err := SousArbre(ctx, strategie.NouvelEtat(e, lignes, 0), 0)
		cancel()
		if err != nil {
			fmt.Printf("%v\t%d codes\t> %v (%v)\n", r, classes[r], time.Since(debut).Round(time.Millisecond), err)
			continue
		}
		require.NoError(t, a.Verifie(e), "the class's tree finds every secret of %v", r)
		total += a.Total()
		fmt.Printf("%v\t%d codes\t%v\ttotal %d\n", r, classes[r], time.Since(debut).Round(time.Millisecond), a.Total())
	}
	fmt.Println("total with", premier.Mot(palette), "first:", total)
}

// TestRechercheComplete is the whole search of a size, as docs/OPTIMAL.md's
// table quotes it: total, time, distribution, what the search proved about
// each first proposal. It runs only when asked (COMPLETE=PxC, NR=1 without
// repeats, MAX=K for a limit, FILS=N goroutines), the MaxSecrets limit
// lifted:
//
//	COMPLETE=4x8 go test -run RechercheComplete -v -timeout 0 ./manche/strategie/optimal
func TestRechercheComplete(t *testing.T) {
	var p, c int
	if _, err := fmt.Sscanf(os.Getenv("COMPLETE"), "%dx%d", &p, &c); err != nil {
		t.Skip("COMPLETE=PxC runs the whole search")
	}
	var k, fils int
	fmt.Sscan(os.Getenv("MAX"), &k)
	fmt.Sscan(os.Getenv("FILS"), &fils)
	e := codetest.Espace(t, code.Taille{Pions: p, Couleurs: c, SansRepetition: os.Getenv("NR") != ""})
	debut := time.Now()
	a, err := Calcule(context.Background(), e, Options{MaxCoups: k, Fils: fils, Forcer: true})
	if err != nil {
		t.Fatal(err)
	}
	duree := time.Since(debut)
	if err := a.Verifie(e); err != nil {
		t.Fatal(err)
	}
	st := a.Statistiques()
	fmt.Printf("%s: total %d, average %.3f, worst %d, distribution %v, first %s, %v, %d nodes\n",
		e.Taille(), st.Total, st.Moyenne(), st.Max, st.Distribution[1:], e.Code(int(a.Noeud(0).Proposition)).Mot(palette), duree.Round(time.Millisecond), a.Noeuds())
	for _, x := range a.Alternatives() {
		fmt.Printf("  %s %d exact=%v\n", x.Proposition.Mot(palette), x.Total, x.Exact)
	}
}
