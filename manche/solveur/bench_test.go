package solveur

import (
	"testing"

	"mastermind/code"
	"mastermind/couleur"
	"mastermind/manche/strategie"
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
	lignes, err := LitTout(p.textes, pal, p.taille.Pions)
	if err != nil {
		b.Fatal(err)
	}
	candidats, err := Candidats(p.taille, lignes)
	if err != nil {
		b.Fatal(err)
	}
	c, err := Conseille(e, lignes, candidats, strategie.Lexico{}, 0)
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
	var lignes []Ligne
	for i, m := range []string{"RRBBJJ", "VVOONN", "MMCCGG", "RBRBRB", "JVJVJV", "ONONON", "MCMCMC", "GRGBGJ"} {
		c, _ := code.Lire(m, pal, 6)
		r := code.Evalue(secret, c)
		lignes = append(lignes, Ligne{Numero: i + 1, Code: c, Bien: r.Bien, Mal: r.Mal})
	}
	lignes[5].Bien++
	for b.Loop() {
		idx, err := Contradiction(taille, lignes)
		if err != nil || len(idx) == 0 {
			b.Fatal(idx, err)
		}
	}
}

// pireCas is a stand-in for the strategy lab's score strategies, at their
// cost: every code is a proposal, scored against every candidate it is
// shown; it keeps the one whose largest class is smallest (Knuth).
type pireCas struct{}

func (pireCas) Nom() string { return "pire-cas" }

func (pireCas) Propose(e *strategie.Etat) (code.Code, error) {
	n := e.Taille().NbIndices()
	dst := make([]uint8, len(e.Candidats))
	classes := make([]int, n)
	meilleur, score := 0, len(e.Candidats)+1
	for g := range e.Espace.Nombre() {
		e.Espace.ScoreListe(g, e.Candidats, dst)
		clear(classes)
		pire := 0
		for _, r := range dst {
			classes[r]++
			pire = max(pire, classes[r])
		}
		if pire < score {
			meilleur, score = g, pire
		}
	}
	return e.Espace.Code(meilleur), nil
}

// BenchmarkConseilScore is the advice of a score strategy on an empty
// board, the worst case: the sample keeps it bounded by BudgetConseil.
func BenchmarkConseilScore(b *testing.B) {
	for _, taille := range []code.Taille{{Pions: 4, Couleurs: 6}, {Pions: 5, Couleurs: 8}, {Pions: 6, Couleurs: 9}} {
		b.Run(taille.String(), func(b *testing.B) {
			e, err := code.NouvelEspace(taille)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := Conseille(e, nil, e.Secrets(), pireCas{}, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
