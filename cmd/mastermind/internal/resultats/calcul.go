package resultats

import (
	"context"
	"runtime"
	"slices"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/analyse"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// Calcul is what computing the results needs of the game: the code
// spaces by size, the optimal trees the cache holds (nil: none), and the
// mark of a long computation, which Ctrl-C stops (nil: none; it returns
// the end of the mark).
type Calcul struct {
	Espace       func(t code.Taille) (*code.Espace, error)
	ArbreEnCache func(e *code.Espace) *optimal.Arbre
	Calcul       func() (fin func())
}

// Calcule reads l into results, grading moves and computing the
// reference distributions under ctx (Ctrl-C stops them: ctx.Err()).
func (c Calcul) Calcule(ctx context.Context, l historique.Lecture) (*Resultats, error) {
	r := &Resultats{Entrees: l.Entrees, Abimees: len(l.Abimees), Parties: Parties(l.Entrees)}
	if c.Calcul != nil {
		defer c.Calcul()()
	}
	index := map[code.Taille]int{}
	taille := func(t code.Taille) *ResultatsTaille {
		i, ok := index[t]
		if !ok {
			i = len(r.Tailles)
			index[t] = i
			r.Tailles = append(r.Tailles, ResultatsTaille{Taille: t})
		}
		return &r.Tailles[i]
	}
	// The sizes in the order of their newest game, then by games played.
	for k := len(r.Parties) - 1; k >= 0; k-- {
		g := r.Parties[k]
		rt := taille(g.Taille)
		if !g.Finie {
			continue
		}
		rt.Jouees++
		rt.Manches += len(g.Manches)
		if g.Gagnee {
			rt.Gagnees++
		}
	}
	notees := map[code.Taille]int{}
	for n := len(l.Entrees); n >= 1; n-- {
		e := l.Entrees[n-1]
		if len(r.Recentes) < NbRecentes {
			r.Recentes = append(r.Recentes, n)
		}
		if e.HumainCodeur {
			continue
		}
		rt := taille(e.Taille)
		rt.Decodees++
		if e.Trouve {
			k := e.Essais()
			for len(rt.Distribution) <= k {
				rt.Distribution = append(rt.Distribution, 0)
			}
			rt.Distribution[k]++
			if rt.Meilleur == 0 || k < rt.Meilleur {
				rt.Meilleur = k
			}
		}
		if e.Taille.NombreSecrets() <= MaxSecretsNotes && notees[e.Taille] < MaxNotees {
			notees[e.Taille]++
			if err := c.note(ctx, rt, e); err != nil {
				return nil, err
			}
		}
	}
	// The sizes most played first, then by their newest game.
	slices.SortStableFunc(r.Tailles, func(a, b ResultatsTaille) int { return b.Jouees - a.Jouees })
	for i := range r.Tailles {
		if err := c.reference(ctx, &r.Tailles[i]); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// note adds the grades of entry e's moves to rt. The grades weigh the
// expected sizes only (no optimal search, unless the cache holds the
// tree), so that many rounds grade in little time.
func (c Calcul) note(ctx context.Context, rt *ResultatsTaille, e historique.Entree) error {
	esp, err := c.Espace(e.Taille)
	if err != nil {
		return err
	}
	o := analyse.Options{MaxOptimal: -1}
	if c.ArbreEnCache != nil {
		o.Arbre = c.ArbreEnCache(esp)
	}
	a, err := analyse.Calcule(ctx, esp, e.Lignes, e.Secret, o)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		return nil // a round that does not analyse is not graded
	}
	for _, c := range a.Coups {
		rt.Points += c.Note.Points()
		rt.Notes++
	}
	return nil
}

// reference computes the distribution beside the person's: Knuth's when
// the lab computes it within MaxReference, else the optimal strategy's
// when the cache holds its tree. The choice depends on the size alone
// (not on what the cache holds today), so that the column keeps its name.
func (c Calcul) reference(ctx context.Context, rt *ResultatsTaille) error {
	esp, err := c.Espace(rt.Taille)
	if err != nil {
		return err
	}
	var s strategie.Strategie
	nom := ""
	if strategie.Estime("knuth", rt.Taille, runtime.GOMAXPROCS(0)) <= MaxReference {
		if s, err = strategie.Nouvelle("knuth"); err != nil {
			return err
		}
		nom = "knuth"
	} else if c.ArbreEnCache != nil {
		if a := c.ArbreEnCache(esp); a != nil {
			s, nom = a.Strategie(), strategies.NomOptimal
		}
	}
	if s == nil {
		return nil
	}
	st, err := strategie.Calcule(ctx, s, esp, strategie.Options{})
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		return nil
	}
	rt.Reference, rt.NomReference = st.Distribution, nom
	return nil
}
