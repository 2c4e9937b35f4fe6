package code

import (
	"testing"
)

var puits int

// BenchmarkEvalue is one answer computed the course's way, through
// frequency tables.
func BenchmarkEvalue(b *testing.B) {
	taille := Taille{Pions: 5, Couleurs: 8}
	x, y := taille.Code(12345), taille.Code(23456)
	for b.Loop() {
		puits += Evalue(x, y).Bien
	}
}

// BenchmarkScore is one answer through the Espace's masks.
func BenchmarkScore(b *testing.B) {
	e, _ := NouvelEspace(Taille{Pions: 5, Couleurs: 8})
	i := 0
	for b.Loop() {
		puits += e.Score(12345, i&32767)
		i++
	}
}

// BenchmarkScoreTous scores one code against every code: 1296 for 4×6,
// 32768 for 5×8, 531441 for 6×9.
func BenchmarkScoreTous(b *testing.B) {
	for _, taille := range []Taille{{Pions: 4, Couleurs: 6}, {Pions: 5, Couleurs: 8}, {Pions: 6, Couleurs: 9}} {
		b.Run(taille.String(), func(b *testing.B) {
			e, err := NouvelEspace(taille)
			if err != nil {
				b.Fatal(err)
			}
			dst := make([]uint8, e.Nombre())
			g := 0
			for b.Loop() {
				e.ScoreTous(g%e.Nombre(), dst)
				g += 7
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(e.Nombre()), "ns/answer")
		})
	}
}

// BenchmarkTableTous is the alternative ScoreTous does without: a table of
// the answers of every pair, read one row at a time. It fits in cache for
// 4×6 (1.6 MiB) but not for 5×8 (1 GiB), where it is not even built.
func BenchmarkTableTous(b *testing.B) {
	taille := Taille{Pions: 4, Couleurs: 6}
	e, _ := NouvelEspace(taille)
	n := e.Nombre()
	table := make([]uint8, n*n)
	for i := range n {
		e.ScoreTous(i, table[i*n:(i+1)*n])
	}
	dst := make([]uint8, n)
	g := 0
	for b.Loop() {
		copy(dst, table[(g%n)*n:(g%n+1)*n])
		for _, s := range dst {
			puits += int(s)
		}
		g += 7
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/answer")
}

// BenchmarkEvalueTous scores one code against every code of 4×6 the
// course's way.
func BenchmarkEvalueTous(b *testing.B) {
	taille := Taille{Pions: 4, Couleurs: 6}
	g := taille.Code(100)
	codes := make([]Code, 0, taille.Nombre())
	for c := range taille.Codes() {
		codes = append(codes, c)
	}
	for b.Loop() {
		for _, c := range codes {
			puits += Evalue(g, c).Mal
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(codes)), "ns/answer")
}
