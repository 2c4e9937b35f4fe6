package solveur

import (
	"context"
	"fmt"

	"mastermind/code"
	"mastermind/manche/strategie"
)

// BudgetConseil bounds the work a strategy may do for one piece of advice,
// counted as in a score strategy: proposals considered × candidates. Up to
// 5 pegs × 8 colours it lets a strategy see every candidate (32768²); the
// strategy lab's score strategies prune most of that work (colour
// symmetry, bounds), so the default advice stays within tens of
// milliseconds. Beyond, the strategy sees a sample (see Echantillon): 2020
// candidates against the 531441 proposals of 6 pegs × 9 colours.
const BudgetConseil = 1 << 30

// EchantillonMin is the smallest sample a strategy is shown, however
// large the game.
const EchantillonMin = 64

// Partage is how a proposal splits the codes still possible by the answer
// it would get.
type Partage struct {
	// Classes is the number of different answers.
	Classes int
	// Pire is the size of the largest class: how many codes may remain
	// after the answer, at worst.
	Pire int
	// Attendu is how many codes remain on average when the secret is any
	// of them with equal chance: Σ n_i² / N over the classes. The winning
	// answer's class, the proposal itself, counts as a class of 1.
	Attendu float64
}

// Repartition is the Partage of the codes candidats by proposal g (a code
// number of e), from the strategy lab's strategie.Decoupe.
//
// Pré-requis: 0 <= g < e.Nombre() and candidats are code numbers of e.
// Résultat: the zero Partage when candidats is empty.
func Repartition(e *code.Espace, g int, candidats []int32) Partage {
	d := strategie.Decoupe(e, g, candidats)
	return Partage{Classes: d.Parts(), Pire: d.Pire(), Attendu: d.Attendue()}
}

// Conseil is the solver's advice: the next proposal and how it splits the
// codes still possible.
type Conseil struct {
	Code    code.Code
	Partage Partage
	// Echantillon is the number of candidates the strategy was shown: all
	// of them, or an evenly spread sample when that would exceed
	// BudgetConseil (see Conseille).
	Echantillon int
}

// Echantillon returns the candidates a strategy is shown: all of them
// when e.Nombre() × len(candidats) <= BudgetConseil, else an evenly
// spread sample of BudgetConseil / e.Nombre() of them (at least
// EchantillonMin), in increasing order, that always holds the first (so
// the base strategy proposes the same code either way).
func Echantillon(e *code.Espace, candidats []int32) []int32 {
	n := max(BudgetConseil/e.Nombre(), EchantillonMin)
	if len(candidats) <= n {
		return candidats
	}
	ech := make([]int32, n)
	for k := range ech {
		ech[k] = candidats[k*len(candidats)/n]
	}
	return ech
}

// Conseille asks strategy s for the next proposal after rows lignes,
// whose candidates are candidats (as Candidats returns them), and measures
// how it splits them.
//
// A score strategy costs proposals × candidates: over every code of 6 pegs
// and 9 colours against the 531441 candidates of an empty board that is
// 2.8 × 10^11 answers. So the strategy is shown an Echantillon of the
// candidates, which bounds its work to BudgetConseil whatever proposals it
// considers; the Partage is then measured on every candidate. The
// strategy's state holds the rows that are Complete (a strategy must read
// the rows with jokers or unknown counts through the candidates).
//
// The strategy stops when ctx is cancelled, and reports to av (nil: no
// one reads it) how far it is.
//
// Pré-requis: candidats is not empty (else strategie.ErrAucunCandidat).
// Résultat: the advice, an admissible code (code.Taille.VerifieAdmissible:
// without repeats no colour twice), or the strategy's error, wrapped (the
// context's error when cancelled).
func Conseille(ctx context.Context, e *code.Espace, lignes []Observation, candidats []int32, s strategie.Strategie, graine uint64, av *strategie.Avancement) (Conseil, error) {
	if len(candidats) == 0 {
		return Conseil{}, strategie.ErrAucunCandidat
	}
	// The candidates know more than the complete rows (jokers, unknown
	// counts, a sample): a strategy with an extension (strategie.Lexico)
	// reads them through it.
	s = strategie.Extension(s)
	ech := Echantillon(e, candidats)
	etat := &strategie.Etat{Espace: e, Lignes: Completes(lignes), Candidats: ech, Graine: graine, Ctx: ctx, Avancement: av}
	c, err := s.Propose(etat)
	if err != nil {
		return Conseil{}, fmt.Errorf("%s strategy: %w", s.Nom(), err)
	}
	t := e.Taille()
	if err := t.VerifieAdmissible(c); err != nil {
		return Conseil{}, fmt.Errorf("%s strategy proposed %v: %w", s.Nom(), c, err)
	}
	return Conseil{Code: c, Partage: Repartition(e, t.Index(c), candidats), Echantillon: len(ech)}, nil
}
