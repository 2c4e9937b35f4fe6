// Package optimal computes the optimal strategy of Mastermind in the
// expected case: the decision tree that minimises the total number of
// proposals over all secrets (hence their average), found by an exact
// branch-and-bound search, optionally among the trees that never need
// more than a given number of proposals.
//
// The search (docs/OPTIMAL.md tells it in full) tries, at each set of
// candidates, the proposals worth trying up to symmetry, cheapest counting
// bound first; it solves the classes a proposal leaves from the smallest
// and drops the proposal as soon as the classes solved plus the bounds of
// the others reach the best total found; it remembers every set it solved
// or bounded. The root's classes are shared among the cores.
//
// Its result is an Arbre: it plays as a strategie.Strategie, explains each
// move (the classes it leaves and their cost), gives the statistics of the
// strategy, and is kept on disk (its format: Encode, Decode; the program's
// cache: cmd/mastermind/internal/arbres) so that it is computed once.
package optimal

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// MaxSecrets is the largest number of secrets Calcule accepts unless told
// to try anyway (Options.Forcer). 4 × 7 (2401 secrets) takes seconds of
// processor time, 4 × 8 and 6 × 4 (4096) under twenty, the slowest size of
// 4096 secrets (3 × 16) two minutes; 5 × 8 (32768) would take days (see
// docs/OPTIMAL.md for the measures and estimates).
const MaxSecrets = 4096

// MaxPions is the largest number of pegs the search takes unless told to
// try anyway (Options.Forcer, as for MaxSecrets): up to 7 pegs the answers
// of a proposal fit the 64 bits of a mask (score.go); from 8 on, large.go
// scores them, and 10 × 2 (1024 secrets) already takes tens of minutes.
const MaxPions = 7

// MaxPionsForce is the largest number of pegs the search handles at all,
// that of the codes.
const MaxPionsForce = code.MaxPions

// ErrTropGrand: the search would not end in a reasonable time.
var ErrTropGrand = errors.New("size too large for the exact search")

// ErrImpossible: no strategy finds every secret within the proposal limit.
var ErrImpossible = errors.New("no strategy finds every secret within the limit")

// ErreurTaille says why a size is refused.
type ErreurTaille struct {
	Taille code.Taille
	Max    int // MaxSecrets
}

func (e *ErreurTaille) Error() string {
	return fmt.Sprintf("optimal strategy for %s: %d secrets, at most %d (and %d pegs): %v",
		e.Taille, e.Taille.NombreSecrets(), e.Max, MaxPions, ErrTropGrand)
}

// Unwrap lets errors.Is match ErrTropGrand.
func (e *ErreurTaille) Unwrap() error { return ErrTropGrand }

// Options are the variants of the search.
type Options struct {
	// MaxCoups, when positive, limits the trees to those that find every
	// secret within MaxCoups proposals (Koyama and Lai's 5626 for 4 × 6
	// and 5).
	MaxCoups int
	// Premier, when not nil, imposes the first proposal.
	Premier *code.Code
	// Fils is the number of goroutines; 0 means runtime.GOMAXPROCS(0),
	// or one for fewer than filsSeuil candidates.
	Fils int
	// Suivi, when not nil, receives the progress of the search, from one
	// goroutine at a time, after each class of the root is solved.
	Suivi func(Progres)
	// Forcer lifts the MaxSecrets and MaxPions limits (not MaxPionsForce).
	Forcer bool
	// Reprise, when not nil, is the checkpoint of a long search (see
	// reprise.go): the search resumes from what it holds (empty: from the
	// start) and records in it each unit of work done, and its bounds.
	// A checkpoint that does not match the search is emptied.
	Reprise *Reprise
	// Jalon, when not nil with Reprise, is called after each unit of work
	// recorded in Reprise, from one goroutine at a time, the search
	// waiting: the moment to save it.
	Jalon func(*Reprise)

	// Test hooks: large scores every size with large.go; permutes, when
	// positive, is the number of positions the root's group permutes.
	large    bool
	permutes int
}

// Progres is where the search stands.
type Progres struct {
	// Coup is the rank of the first proposal being tried (from 1) among
	// NbCoups, the first proposals worth trying up to symmetry.
	Coup, NbCoups int
	// Classes of that proposal are solved out of NbClasses.
	Classes, NbClasses int
	// Meilleur is the best total found so far, 0 while there is none.
	Meilleur int
	// Noeuds is the number of sets of candidates searched so far.
	Noeuds int64
	// Ecoule is the time since the search started.
	Ecoule time.Duration
}

// Verifie checks that the search can take size t with options o.
//
// Résultat: nil, or an *ErreurTaille.
func Verifie(t code.Taille, o Options) error {
	if t.Pions > MaxPionsForce || (!o.Forcer && (t.Pions > MaxPions || t.NombreSecrets() > MaxSecrets)) {
		return &ErreurTaille{Taille: t, Max: MaxSecrets}
	}
	return nil
}

// Calcule searches the optimal tree of the codes of e.
//
// Pré-requis: Verifie(e.Taille(), o) == nil; o.Premier, when given, is an
// admissible code of e's size (else the error of
// code.Taille.VerifieAdmissible, wrapped).
// Résultat: the tree; an *ErreurTaille; ErrImpossible when o.MaxCoups is
// too small; ctx.Err() when ctx is cancelled first (within milliseconds).
func Calcule(ctx context.Context, e *code.Espace, o Options) (*Arbre, error) {
	t := e.Taille()
	if err := Verifie(t, o); err != nil {
		return nil, err
	}
	if o.Premier != nil {
		if err := t.VerifieAdmissible(*o.Premier); err != nil {
			return nil, fmt.Errorf("first proposal: %w", err)
		}
	}
	return calcule(ctx, e, e.Secrets(), nil, o)
}

// CalculeApres searches the optimal tree of the candidates s of e after
// rows prefixe (a class of a first proposal, for a task of a search
// split in tasks): Calcule's search, o.Premier imposed as the first
// proposal after the rows when given, o.Reprise resuming it. The tree's
// Cherche takes the rows and their continuations.
//
// Pré-requis: s are the codes of e's secrets that the rows leave, sorted.
// Résultat: as Calcule's.
func CalculeApres(ctx context.Context, e *code.Espace, s []int32, prefixe []plateau.Ligne, o Options) (*Arbre, error) {
	if err := Verifie(e.Taille(), o); err != nil {
		return nil, err
	}
	return calcule(ctx, e, s, slices.Clone(prefixe), o)
}

// Premiers are the first proposals of size t up to symmetry: the codes
// that hold colour 0 m₀ times, colour 1 m₁ times and so on, for every way
// to write the number of pegs as m₀ ≥ m₁ ≥ … ≥ 1 with at most as many
// terms as colours (RRRR, RRRB, RRBB, RRBJ, RBJV on 4 × 6), from the most
// repeated; without repeats, the one code 0, 1, 2, …. Any other code is
// one of them with its positions and colours renamed, which changes no
// answer: its tree costs the same.
func Premiers(t code.Taille) []code.Code {
	var out []code.Code
	var parts []int
	var genere func(reste, plafond int)
	genere = func(reste, plafond int) {
		if reste == 0 {
			var c []int
			for k, m := range parts {
				for range m {
					c = append(c, k)
				}
			}
			out = append(out, code.Nouveau(c...))
			return
		}
		if len(parts) == t.Couleurs {
			return
		}
		for m := min(reste, plafond); m >= 1; m-- {
			if t.SansRepetition && m > 1 {
				continue
			}
			parts = append(parts, m)
			genere(reste-m, m)
			parts = parts[:len(parts)-1]
		}
	}
	genere(t.Pions, t.Pions)
	return out
}

// calcule searches the optimal tree of candidates s after rows prefixe.
func calcule(ctx context.Context, e *code.Espace, s []int32, prefixe []plateau.Ligne, o Options) (*Arbre, error) {
	t := e.Taille()
	limite := 0
	if o.MaxCoups > 0 {
		if limite = o.MaxCoups - len(prefixe); limite <= 0 {
			return nil, ErrImpossible
		}
	}
	m := nouveauMoteur(e, limite)
	m.large = m.large || o.large
	m.table = m.tablePour(s, false)
	arrete := context.AfterFunc(ctx, func() { m.arret.Store(true) })
	grp := m.racine()
	if o.permutes > 0 {
		grp = groupePermutant(t.Pions, o.permutes)
	}
	for _, l := range prefixe {
		grp = grp.apres(m.code(int32(t.Index(l.Code))), &groupe{})
	}
	if o.Reprise != nil {
		o.Reprise.accordeContexte(contexteDe(t, prefixe, 0, 0, false))
	}
	r := nouvelleRecherche(m, o, len(s))
	total, coup := r.racine(s, grp)
	// Once the search is over, a cancellation must not reach the tree's
	// construction (it reads the search's results, which a stopped search
	// leaves unfinished): either the hook is disarmed now, or it has fired
	// and the search's results are dropped.
	if !arrete() {
		return nil, ctx.Err()
	}
	if total >= infini {
		return nil, ErrImpossible
	}
	a := &Arbre{taille: t, maxCoups: o.MaxCoups, premier: o.Premier != nil, prefixe: prefixe, alternatives: r.alternatives}
	var stock map[uint8]*classeFaite
	if rp := o.Reprise; rp != nil && rp.meilleur != nil && rp.meilleur.coup == coup {
		stock = rp.meilleur.classes
	}
	if got := r.construit(r.fils[0], a, s, m.profondeur(), grp, 0, coup, stock); got != total {
		return nil, fmt.Errorf("optimal strategy: the tree totals %d, the search %d", got, total)
	}
	if len(stock) > 0 {
		// Parts of the tree come from a file: check it as a loaded one.
		if err := a.Verifie(e); err != nil {
			return nil, fmt.Errorf("optimal strategy resumed: %w", err)
		}
	}
	if o.Reprise != nil {
		o.Reprise.bornes(total, infini, infini)
	}
	return a, nil
}

func (m *moteur) racine() *groupe { return groupeRacine(m.t.Pions) }

// filsSeuil is the number of candidates from which a search uses every
// core unless told otherwise. Below, it ends within a tenth of a second on
// one, and a second worker costs more processor time than it saves wall
// time (on 4 × 6, 0.07 s of processor time on two cores against 0.05 s on
// one: the scheduler and the collector on the other core).
const filsSeuil = 2048

// nbFils is the number of goroutines of options o for n candidates.
func nbFils(o Options, n int) int {
	switch {
	case o.Fils > 0:
		return o.Fils
	case n < filsSeuil:
		return 1
	}
	return runtime.GOMAXPROCS(0)
}
