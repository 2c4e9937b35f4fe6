package strategie

import (
	"context"
	"testing"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// BenchmarkStats is `mastermind stats` for each strategy: every secret of
// the size, on GOMAXPROCS goroutines. Run the 5×8 ones with
// -benchtime 1x -count 3 (each takes up to seconds).
func BenchmarkStats(b *testing.B) {
	for _, taille := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 5, Couleurs: 8}} {
		e, err := code.NouvelEspace(taille)
		if err != nil {
			b.Fatal(err)
		}
		for _, nom := range Noms() {
			s, err := Nouvelle(nom)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(taille.String()+"/"+nom, func(b *testing.B) {
				for b.Loop() {
					if _, err := Calcule(context.Background(), s, e, Options{Graine: 1}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkStatsUnOuvrier is BenchmarkStats on 5×8 with one goroutine
// (Options{Ouvriers: 1}): the processor time of a tree, which two idle
// cores share. Run it with -benchtime 1x.
func BenchmarkStatsUnOuvrier(b *testing.B) {
	e, err := code.NouvelEspace(code.Taille{Pions: 5, Couleurs: 8})
	if err != nil {
		b.Fatal(err)
	}
	for _, nom := range Noms() {
		s, err := Nouvelle(nom)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(nom, func(b *testing.B) {
			for b.Loop() {
				if _, err := Calcule(context.Background(), s, e, Options{Graine: 1, Ouvriers: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCoup5x8 is one move in interactive play on 5×8, candidates
// included: the first move, and the second after the answer to the first
// proposal that leaves the most candidates (the slowest second move).
func BenchmarkCoup5x8(b *testing.B) {
	e, err := code.NouvelEspace(code.Taille{Pions: 5, Couleurs: 8})
	if err != nil {
		b.Fatal(err)
	}
	for _, nom := range Noms() {
		s, err := Nouvelle(nom)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(nom+"/1", func(b *testing.B) {
			for b.Loop() {
				if _, err := s.Propose(NouvelEtat(e, nil, 1)); err != nil {
					b.Fatal(err)
				}
			}
		})
		premier, err := s.Propose(NouvelEtat(e, nil, 1))
		if err != nil {
			b.Fatal(err)
		}
		d := Decoupe(e, e.Taille().Index(premier), e.Secrets())
		pire := 0
		for r, n := range d {
			if n > d[pire] {
				pire = r
			}
		}
		lignes := []plateau.Ligne{{Code: premier, Reponse: e.Taille().ReponseIndex(pire)}}
		b.Run(nom+"/2", func(b *testing.B) {
			for b.Loop() {
				if _, err := s.Propose(NouvelEtat(e, lignes, 1)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkStats6x9UnOuvrier is the statistics of each score strategy over
// every secret of 6×9 on one goroutine: the processor time `make
// bench-grand` measures, under a profiler. Tens of seconds each: run one
// with -bench 'Stats6x9UnOuvrier/most-parts' -benchtime 1x.
func BenchmarkStats6x9UnOuvrier(b *testing.B) {
	e, err := code.NouvelEspace(code.Taille{Pions: 6, Couleurs: 9})
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range Criteres() {
		s := NouvelleParScore(c)
		b.Run(s.Nom(), func(b *testing.B) {
			for b.Loop() {
				if _, err := Calcule(context.Background(), s, e, Options{Graine: 1, Ouvriers: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
