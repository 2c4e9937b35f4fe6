package optimal

import (
	"context"
	"os"
	"testing"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// benchCalcule is the whole search, tree included, on taille with fils
// goroutines.
func benchCalcule(b *testing.B, taille code.Taille, o Options, total int) {
	e, err := code.NouvelEspace(taille)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		a, err := Calcule(context.Background(), e, o)
		if err != nil || a.Total() != total {
			b.Fatal(err, a)
		}
	}
}

func BenchmarkOptimal4x6(b *testing.B) {
	benchCalcule(b, code.Taille{Pions: 4, Couleurs: 6}, Options{}, 5625)
}

func BenchmarkOptimal4x6Seul(b *testing.B) {
	benchCalcule(b, code.Taille{Pions: 4, Couleurs: 6}, Options{Fils: 1}, 5625)
}

func BenchmarkOptimal4x6Max5(b *testing.B) {
	benchCalcule(b, code.Taille{Pions: 4, Couleurs: 6}, Options{MaxCoups: 5}, 5626)
}

func BenchmarkOptimal5x4(b *testing.B) {
	benchCalcule(b, code.Taille{Pions: 5, Couleurs: 4}, Options{}, 3954)
}

func BenchmarkOptimal3x8(b *testing.B) {
	benchCalcule(b, code.Taille{Pions: 3, Couleurs: 8}, Options{}, 2359)
}

func BenchmarkOptimal3x6(b *testing.B) {
	benchCalcule(b, code.Taille{Pions: 3, Couleurs: 6}, Options{}, 854)
}

func BenchmarkOptimal5x3(b *testing.B) {
	benchCalcule(b, code.Taille{Pions: 5, Couleurs: 3}, Options{}, 816)
}

func BenchmarkOptimal4x6SansRepetition(b *testing.B) {
	benchCalcule(b, code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}, Options{}, 1446)
}

func BenchmarkOptimal3x10(b *testing.B) {
	benchCalcule(b, code.Taille{Pions: 3, Couleurs: 10}, Options{}, 5242)
}

func BenchmarkOptimal6x3(b *testing.B) {
	benchCalcule(b, code.Taille{Pions: 6, Couleurs: 3}, Options{}, 2649)
}

func BenchmarkOptimal5x4Seul(b *testing.B) {
	benchCalcule(b, code.Taille{Pions: 5, Couleurs: 4}, Options{Fils: 1}, 3954)
}

func BenchmarkOptimal6x3Seul(b *testing.B) {
	benchCalcule(b, code.Taille{Pions: 6, Couleurs: 3}, Options{Fils: 1}, 2649)
}

// longue skips a benchmark of seconds or minutes unless OPTIMAL_LONG is
// set (never in make test or make bench):
//
//	OPTIMAL_LONG=1 go test -run '^$' -bench 'Optimal(5x5|6x4|4x7|4x8)' -benchtime 1x ./manche/strategie/optimal
func longue(b *testing.B) {
	if os.Getenv("OPTIMAL_LONG") == "" {
		b.Skip("OPTIMAL_LONG=1 runs the searches of seconds or minutes")
	}
}

func BenchmarkOptimal5x5(b *testing.B) {
	longue(b)
	benchCalcule(b, code.Taille{Pions: 5, Couleurs: 5}, Options{}, 13496)
}

func BenchmarkOptimal6x4(b *testing.B) {
	longue(b)
	benchCalcule(b, code.Taille{Pions: 6, Couleurs: 4}, Options{}, 17281)
}

func BenchmarkOptimal4x7(b *testing.B) {
	longue(b)
	benchCalcule(b, code.Taille{Pions: 4, Couleurs: 7}, Options{}, 11228)
}

func BenchmarkOptimal4x8(b *testing.B) {
	longue(b)
	benchCalcule(b, code.Taille{Pions: 4, Couleurs: 8}, Options{}, 20471)
}

// benchBorne is the lower bound of the class of taille that gives answer
// (bien, mal) to premier (nil: the whole size), one worker, with o; it
// reports the bound found (the row before counted) as "bound".
func benchBorne(b *testing.B, taille code.Taille, premier []int, bien, mal int, o OptionsBorne) {
	e, err := code.NouvelEspace(taille)
	if err != nil {
		b.Fatal(err)
	}
	s, lignes := e.Secrets(), []plateau.Ligne(nil)
	if premier != nil {
		g, r := code.Nouveau(premier...), code.Reponse{Bien: bien, Mal: mal}
		s = nil
		for _, x := range e.Secrets() {
			if code.Evalue(e.Code(int(x)), g) == r {
				s = append(s, x)
			}
		}
		lignes = []plateau.Ligne{{Code: g, Reponse: r}}
	}
	o.Fils = 1
	var total int
	for b.Loop() {
		r, err := BorneInferieure(context.Background(), e, s, lignes, o)
		if err != nil {
			b.Fatal(err)
		}
		total = r.Total + len(lignes)*len(s)
	}
	b.ReportMetric(float64(total), "bound")
}

// The bounds of a class of known cost: 5 × 7 after RRBBJ answered (0,0),
// the 1024 codes of 5 × 4 with three colours no secret holds (4978 at
// most: 5 × 4's 3954 plus one per code; H = 3 reaches it). Seconds each:
//
//	OPTIMAL_LONG=1 go test -run '^$' -bench 'Borne' -benchtime 1x ./manche/strategie/optimal
func BenchmarkBorne5x7ClasseH2(b *testing.B) {
	longue(b)
	benchBorne(b, code.Taille{Pions: 5, Couleurs: 7}, []int{0, 0, 1, 1, 2}, 0, 0, OptionsBorne{Horizon: 2})
}

func BenchmarkBorne5x7ClasseH2Demi(b *testing.B) {
	longue(b)
	benchBorne(b, code.Taille{Pions: 5, Couleurs: 7}, []int{0, 0, 1, 1, 2}, 0, 0, OptionsBorne{Horizon: 2, Demi: true})
}

func BenchmarkBorne5x7ClasseH2T20(b *testing.B) {
	longue(b)
	benchBorne(b, code.Taille{Pions: 5, Couleurs: 7}, []int{0, 0, 1, 1, 2}, 0, 0, OptionsBorne{Horizon: 2, Exact: 20})
}

func BenchmarkBorne5x7ClasseH3(b *testing.B) {
	longue(b)
	benchBorne(b, code.Taille{Pions: 5, Couleurs: 7}, []int{0, 0, 1, 1, 2}, 0, 0, OptionsBorne{Horizon: 3})
}

// A class of 5 × 8 with the half level: RBJVO answered (2,2), 510
// codes, 2479 (docs/OPTIMAL.md, "Ninth round": a minute and a half).
func BenchmarkBorne5x8RBJVO22Demi(b *testing.B) {
	longue(b)
	benchBorne(b, code.Taille{Pions: 5, Couleurs: 8}, []int{0, 1, 2, 3, 4}, 2, 2, OptionsBorne{Horizon: 2, Demi: true})
}

// The same on whole sizes of known optimum (5 × 5: 13496).
func BenchmarkBorne5x5H2(b *testing.B) {
	longue(b)
	benchBorne(b, code.Taille{Pions: 5, Couleurs: 5}, nil, 0, 0, OptionsBorne{Horizon: 2})
}

func BenchmarkBorne5x5H2Demi(b *testing.B) {
	longue(b)
	benchBorne(b, code.Taille{Pions: 5, Couleurs: 5}, nil, 0, 0, OptionsBorne{Horizon: 2, Demi: true})
}

func BenchmarkBorne5x5H3(b *testing.B) {
	longue(b)
	benchBorne(b, code.Taille{Pions: 5, Couleurs: 5}, nil, 0, 0, OptionsBorne{Horizon: 3})
}
