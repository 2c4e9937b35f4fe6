package solveur

import (
	"context"
	"testing"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// partie is a real board to solve in the benchmarks: rows of a game
// against a fixed secret, one with a joker and one with an unknown count.
type partie struct {
	taille code.Taille
	textes []string
}

var parties = []partie{
	{code.Taille{Pions: 4, Couleurs: 6}, []string{"RRBB 1 0", "J--- 0 1", "VOVO 1 ?"}},
	{code.Taille{Pions: 5, Couleurs: 8}, []string{"RRBBJ 1 1", "VVOON 0 2", "M-C-- 1 0", "RBJVO ? 2"}},
	{code.Taille{Pions: 6, Couleurs: 9}, []string{"RRBBJJ 1 1", "VVOONN 0 2", "MMCCG- 1 0"}},
	{code.Taille{Pions: 6, Couleurs: 9}, nil}, // every code remains
}

// resout is what `mastermind solve` does once the Espace is built: read
// the rows, keep the codes that agree, ask for advice.
func resout(b *testing.B, e *code.Espace, p partie) int {
	pal := couleur.MustDefaut(p.taille.Couleurs)
	lignes, err := LitTout(p.textes, pal, p.taille)
	if err != nil {
		b.Fatal(err)
	}
	candidats, err := Candidats(p.taille, lignes)
	if err != nil {
		b.Fatal(err)
	}
	c, err := Conseille(context.Background(), e, lignes, candidats, strategie.Lexico{}, 0, nil)
	if err != nil {
		b.Fatal(err)
	}
	return c.Partage.Pire + len(candidats)
}

func nom(p partie) string {
	if len(p.textes) == 0 {
		return p.taille.String() + " vide"
	}
	return p.taille.String()
}

// BenchmarkResout is parse + filter + advice on a board of each size.
func BenchmarkResout(b *testing.B) {
	for _, p := range parties {
		b.Run(nom(p), func(b *testing.B) {
			e, err := code.NouvelEspace(p.taille)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				resout(b, e, p)
			}
		})
	}
}

// BenchmarkResoutAvecEspace adds the building of the Espace, which the
// command does once per run.
func BenchmarkResoutAvecEspace(b *testing.B) {
	for _, p := range parties[:3] {
		b.Run(nom(p), func(b *testing.B) {
			for b.Loop() {
				e, err := code.NouvelEspace(p.taille)
				if err != nil {
					b.Fatal(err)
				}
				resout(b, e, p)
			}
		})
	}
}

// BenchmarkContradiction finds the rows that contradict among eight on
// 6×9: one pass over the 531441 codes and the search for the smallest set.
func BenchmarkContradiction(b *testing.B) {
	taille := code.Taille{Pions: 6, Couleurs: 9}
	pal := couleur.MustDefaut(9)
	secret, _ := code.Lire("RBJVOG", pal, 6)
	var lignes []Observation
	for i, m := range []string{"RRBBJJ", "VVOONN", "MMCCGG", "RBRBRB", "JVJVJV", "ONONON", "MCMCMC", "GRGBGJ"} {
		c, _ := code.Lire(m, pal, 6)
		r := code.Evalue(secret, c)
		lignes = append(lignes, Observation{Numero: i + 1, Code: c, Bien: r.Bien, Mal: r.Mal})
	}
	lignes[5].Bien++
	for b.Loop() {
		idx, err := Contradiction(context.Background(), taille, lignes)
		if err != nil || len(idx) == 0 {
			b.Fatal(idx, err)
		}
	}
}

// BenchmarkConseilScore is the advice of the strategy lab's score
// strategies: on an empty board, and after one row that leaves many codes
// (the heaviest case, as the first move is solved by colour symmetry). Up
// to 5×8 the strategy sees every candidate; on 6×9 a sample (Echantillon).
func BenchmarkConseilScore(b *testing.B) {
	lignes := map[code.Taille]string{
		{Pions: 4, Couleurs: 6}: "RRBB 1 0",
		{Pions: 5, Couleurs: 8}: "RRBJV 1 1",
		{Pions: 6, Couleurs: 9}: "RRBBJJ 1 1",
	}
	for _, taille := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 5, Couleurs: 8}, {Pions: 6, Couleurs: 9}} {
		e, err := code.NouvelEspace(taille)
		if err != nil {
			b.Fatal(err)
		}
		pal := couleur.MustDefaut(taille.Couleurs)
		l, err := Lit(lignes[taille], 1, pal, taille.Pions)
		if err != nil {
			b.Fatal(err)
		}
		apres, err := Candidats(taille, []Observation{l})
		if err != nil {
			b.Fatal(err)
		}
		for _, nom := range []string{"most-parts", "knuth"} {
			s, err := strategie.Nouvelle(nom)
			if err != nil {
				b.Fatal(err)
			}
			for _, cas := range []struct {
				nom       string
				lignes    []Observation
				candidats []int32
			}{{"vide", nil, e.Secrets()}, {"une ligne", []Observation{l}, apres}} {
				b.Run(taille.String()+"/"+nom+"/"+cas.nom, func(b *testing.B) {
					for b.Loop() {
						if _, err := Conseille(context.Background(), e, cas.lignes, cas.candidats, s, 0, nil); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}
