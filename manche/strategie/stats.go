package strategie

import (
	"context"
	"fmt"
	"time"

	"mastermind/code"
	"mastermind/plateau"
)

// Stats are a strategy's statistics over every admissible secret (§3.3):
// how many proposals it needs for each, the largest number and the
// secrets that need it, the average and the distribution.
type Stats struct {
	// Strategie is the strategy's name.
	Strategie string
	Taille    code.Taille
	// Graine is the seed the rounds were played with (it matters only for
	// the strategies that draw at random, see DependDeLaGraine).
	Graine uint64
	// Secrets are the admissible secrets' numbers, increasing, and
	// Coups[i] the number of proposals that found Secrets[i].
	Secrets []int32
	Coups   []uint16
	// Total is the sum of Coups; Max their largest.
	Total, Max int
	// Distribution[k] is the number of secrets found in k proposals, for
	// k from 0 to Max (Distribution[0] is 0).
	Distribution []int
	// Duree is how long the computation took.
	Duree time.Duration
}

// Moyenne is the average number of proposals.
func (s *Stats) Moyenne() float64 { return float64(s.Total) / float64(len(s.Secrets)) }

// Difficiles lists the secrets that need the most proposals (Max), in
// increasing order: the ones a human coder plays against this strategy
// (§3.6).
func (s *Stats) Difficiles() []code.Code {
	var d []code.Code
	for i, n := range s.Coups {
		if int(n) == s.Max {
			d = append(d, s.Taille.Code(int(s.Secrets[i])))
		}
	}
	return d
}

// Autonome is a strategy that keeps state of its own between moves: a
// program speaking the lab's protocol (package programme). It cannot share
// a decision tree, so it computes its statistics itself, playing every
// secret in turn.
type Autonome interface {
	Strategie
	// Statistiques plays every admissible secret of e, as Calcule does.
	Statistiques(ctx context.Context, e *code.Espace, o Options) (*Stats, error)
}

// NouvellesStats are the statistics of strategy nom from coups[i], the
// number of proposals that found e.Secrets()[i] with seed graine, computed
// in duree.
func NouvellesStats(nom string, e *code.Espace, graine uint64, coups []uint16, duree time.Duration) *Stats {
	st := bilan(nom, e, graine, coups)
	st.Duree = duree
	return st
}

// Calcule plays strategy s against every admissible secret of e at once,
// by walking its decision tree on o.Ouvriers goroutines; an Autonome
// strategy plays them itself. A strategy with an extension (Lexico) is
// played through it: the same proposals, found faster.
//
// Pré-requis: s proposes codes of e's size.
// Résultat: the statistics; the context's error when it is cancelled; an
// error naming the history when s fails, proposes a code twice
// (ErrDejaProposee) or a code of another size.
func Calcule(ctx context.Context, s Strategie, e *code.Espace, o Options) (*Stats, error) {
	s = Extension(s) // the same proposals, found faster
	if a, ok := s.(Autonome); ok {
		return a.Statistiques(ctx, e, o)
	}
	debut := time.Now()
	coups, err := parcours(ctx, s, e, o)
	if err != nil {
		return nil, err
	}
	st := bilan(s.Nom(), e, o.Graine, coups)
	st.Duree = time.Since(debut)
	return st, nil
}

// CalculeParPartie computes the same statistics as Calcule the course's
// way (statsMasterMindIA): one round per secret, each move asking the
// strategy again. Much slower; the tests check that both agree.
func CalculeParPartie(ctx context.Context, s Strategie, e *code.Espace, graine uint64) (*Stats, error) {
	debut := time.Now()
	t := e.Taille()
	coups := make([]uint16, len(e.Secrets()))
	for i, n := range e.Secrets() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		secret := e.Code(int(n))
		var lignes []plateau.Ligne
		for {
			p, err := s.Propose(NouvelEtat(e, lignes, graine))
			if err != nil {
				return nil, fmt.Errorf("%s against %v: %w", s.Nom(), secret, err)
			}
			for _, l := range lignes {
				if l.Code == p {
					return nil, fmt.Errorf("%s against %v: %v: %w", s.Nom(), secret, p, ErrDejaProposee)
				}
			}
			lignes = append(lignes, plateau.Ligne{Code: p, Reponse: code.Evalue(secret, p)})
			if lignes[len(lignes)-1].Reponse.Gagnante(t.Pions) {
				break
			}
		}
		coups[i] = uint16(len(lignes))
	}
	st := bilan(s.Nom(), e, graine, coups)
	st.Duree = time.Since(debut)
	return st, nil
}

func bilan(nom string, e *code.Espace, graine uint64, coups []uint16) *Stats {
	st := &Stats{Strategie: nom, Taille: e.Taille(), Graine: graine, Secrets: e.Secrets(), Coups: coups}
	for _, n := range coups {
		st.Total += int(n)
		st.Max = max(st.Max, int(n))
	}
	st.Distribution = make([]int, st.Max+1)
	for _, n := range coups {
		st.Distribution[n]++
	}
	return st
}

// Difficiles returns the secrets strategy s needs the most proposals for,
// increasing, and that number: what a human coder facing s should pick
// (§3.6). For a strategy that draws at random, the answer holds for seed
// graine only.
func Difficiles(ctx context.Context, s Strategie, e *code.Espace, graine uint64) ([]code.Code, int, error) {
	st, err := Calcule(ctx, s, e, Options{Graine: graine})
	if err != nil {
		return nil, 0, err
	}
	return st.Difficiles(), st.Max, nil
}
