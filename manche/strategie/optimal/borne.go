package optimal

import (
	"context"
	"math/bits"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// OptionsBorne are the knobs of a lower bound (BorneInferieure).
type OptionsBorne struct {
	// Horizon is the number of levels searched: every proposal (up to
	// symmetry) is tried at the sets of depth below Horizon; a set at
	// depth Horizon or more is bounded without search, unless it holds at
	// most Exact codes, in which case it is solved exactly.
	Horizon int
	// Exact is the size up to which a set is solved exactly at any depth.
	Exact int
	// Demi adds a half level at the horizon: a set bounded there also
	// counts n plus the least, over every proposal (up to symmetry) that
	// splits it, of the counting bounds of the classes it leaves.
	Demi bool
	// Fils is the number of goroutines (0: every core).
	Fils int
	// Premier, when not nil, bounds the trees with that first proposal
	// only.
	Premier *code.Code
	// Reprise and Jalon are Options' (a checkpoint of the first
	// proposals concluded, told after each): a long bound resumes.
	Reprise *Reprise
	Jalon   func(*Reprise)
}

// Borne is a lower bound of the optimal total of a set of candidates.
type Borne struct {
	// Total is the bound: no strategy finds every candidate with fewer
	// proposals in all.
	Total int
	// Exact is set when no set was bounded at the horizon: Total is then
	// the optimum.
	Exact bool
	// Alternatives are the first proposals (up to symmetry) with their
	// own bounds, as Arbre.Alternatives: Exact is set on those whose
	// bound was computed to the end (not cut off at the best).
	Alternatives []Alternative
}

// BorneInferieure returns a lower bound of the optimal total of the
// candidates s of e after rows prefixe: the search of Calcule, limited
// to o.Horizon levels, below which every set of more than o.Exact codes
// counts its cheapest bound instead of its cost (borneHorizon). Every
// number the search adds is a lower bound of what it stands for, and the
// search takes the least over every proposal (up to symmetry), so the
// result bounds every strategy.
func BorneInferieure(ctx context.Context, e *code.Espace, s []int32, prefixe []plateau.Ligne, o OptionsBorne) (Borne, error) {
	opts := Options{Fils: o.Fils, Premier: o.Premier, Forcer: true, Reprise: o.Reprise, Jalon: o.Jalon}
	if err := Verifie(e.Taille(), opts); err != nil {
		return Borne{}, err
	}
	m := nouveauMoteur(e, 0)
	m.horizon, m.exactMax, m.demi = max(o.Horizon, 1), o.Exact, o.Demi
	m.table = m.tablePour(s, true)
	arrete := context.AfterFunc(ctx, func() { m.arret.Store(true) })
	grp := m.racine()
	for _, l := range prefixe {
		grp = grp.apres(m.code(int32(e.Taille().Index(l.Code))), &groupe{})
	}
	if opts.Fils == 0 {
		opts.Fils = nbFils(Options{}, 1<<20)
	}
	if o.Reprise != nil {
		o.Reprise.accordeContexte(contexteDe(e.Taille(), prefixe, m.horizon, m.exactMax, m.demi))
	}
	r := nouvelleRecherche(m, opts, len(s))
	total, _ := r.racine(s, grp)
	if !arrete() {
		return Borne{}, ctx.Err()
	}
	b := Borne{Total: total, Exact: true, Alternatives: r.alternatives}
	for _, f := range r.fils {
		b.Exact = b.Exact && f.tronques == 0
	}
	if o.Reprise != nil {
		o.Reprise.bornes(total, infini, infini)
	}
	return b, nil
}

// borneHorizon is resout for a set at the horizon: its cheapest bounds,
// no search. lb is the counting bound; a value at least beta is only
// known to be at least beta (the half level is then skipped).
func (f *fil) borneHorizon(s []int32, d, beta, lb int, grp *groupe, prof int) (int, int32) {
	m := f.m
	var k, kd cle
	memoise := len(s) >= m.memoMin
	if m.demi {
		// Every size: a small set's half level reads thousands of
		// proposals, and the same small sets come back often.
		kd = cleDe(s, cleDemi)
		if e, ok := m.memo.lit(kd); ok && (e.exact || e.borne >= beta) {
			f.tronques++
			return e.borne, -1
		} else if ok {
			lb = max(lb, e.borne)
		}
	}
	if memoise {
		k = m.cle(s, d, prof)
		if e, ok := m.memo.lit(k); ok {
			if e.exact {
				return e.borne, e.coup
			}
			lb = max(lb, e.borne)
		}
	}
	v, coup := f.candidats(s, d)
	if coup >= 0 {
		if memoise {
			m.memo.ecrit(k, entree{borne: v, coup: coup, exact: true})
		}
		return v, coup
	}
	f.tronques++
	lb = max(lb, v)
	if !m.demi || lb >= beta {
		if memoise {
			m.memo.ecrit(k, entree{borne: lb})
		}
		return lb, -1
	}
	lb = max(lb, f.demiNiveau(s, d, lb, beta, grp, prof))
	m.memo.ecrit(kd, entree{borne: lb, exact: lb < beta})
	return lb, -1
}

// cleDemi is the levels part of the memo key of a set's value with the
// half level (borneHorizon): no real number of levels (those are 0 or
// more), so that the value is never taken for another.
const cleDemi = -1

// demiNiveau is the half level of a set s at the horizon: n plus the least,
// over the proposals (up to symmetry) that split s, of the counting
// bounds of the classes each leaves, or lb or less when one proposal
// gives lb or less (it cannot raise lb then), or beta when none gives
// less than beta (the set is then worth beta or more, all the caller
// needs to know: borneHorizon does not take it for its value).
func (f *fil) demiNiveau(s []int32, d, lb, beta int, grp *groupe, prof int) int {
	niv := f.niveau(prof)
	lineaire := len(s) <= f.m.b.lin(d-1)
	// A proposal worth beta or more is worth nothing to the caller: the
	// least starts there, and survivants drops those proposals early.
	meilleur := beta
	// The candidates first: each is a proposal, so the least is taken
	// over every proposal all the same, and when one of them gives lb or
	// less (often: one that splits the others but for a pair) the list of
	// proposals is not read at all. The list's proposals are then
	// dropped as soon as they cannot do better (survivants).
	// A proposal outside s leaves at most min(r, n) classes, so its sum
	// is at least n plus the counting bound of n codes in that many
	// classes (plancher): once the least is that or less, the list cannot
	// lower it, and is not read, or no longer (on RBJVO (2,2) of 5 × 8 a
	// proposal of the list reaches it in 8% of the sets that read it).
	n := len(s)
	plancher := n + f.m.b.partage(n, min(f.m.r, n), d-1)
	for i, props := range [2][]int32{s, nil} {
		arret := lb // the least that ends the reading
		if props == nil {
			if meilleur <= plancher {
				return meilleur
			}
			props = f.propositions(s, grp, prof)
			arret = max(lb, plancher)
		}
		switch {
		case f.m.table != nil && lineaire:
			meilleur = f.moinsLineaire(s, props, meilleur, arret, niv, i == 0)
		case f.m.table != nil:
			meilleur = f.moinsCompte(s, props, d, meilleur, arret, niv, i == 0)
		default:
			for debut := 0; debut < len(props) && meilleur > arret; debut += tailleBloc {
				bloc := props[debut:min(debut+tailleBloc, len(props))]
				f.bornesBloc(s, bloc, d, lineaire, niv)
				for j, c := range niv.bloc[:len(bloc)] {
					if niv.utiles[j] {
						meilleur = min(meilleur, c.borne)
					}
				}
			}
		}
		if meilleur <= lb {
			return meilleur
		}
	}
	return meilleur
}

// moinsCompte is moinsLineaire for a set whose classes need their
// counts: a proposal's linear sum 3n − 2w − k is a lower bound of its
// counting sum (the counting bound of x codes is 2x − 1 or more), so the
// answers of a block are counted only for the proposals whose linear sum
// is below the best found.
func (f *fil) moinsCompte(s, props []int32, d, meilleur, lb int, niv *niveau, candidats bool) int {
	t := f.m.table
	n, lbs := len(s), f.m.b.ligne(d-1)
	for debut := 0; debut < len(props) && meilleur > lb; debut += tailleBloc {
		bloc, vus := f.reponsesBloc(s, props[debut:min(debut+tailleBloc, len(props))], meilleur, niv, candidats)
		retenus := niv.props[:0] // free once propositions has returned
		for j, vu := range vus {
			k, w := bits.OnesCount64(vu&^t.gagnant), 0
			if vu&t.gagnant != 0 {
				w = 1
			}
			if (w == 1 || k > 1) && 3*n-2*w-k < meilleur {
				retenus = append(retenus, bloc[j])
			}
		}
		niv.props = retenus
		if len(retenus) == 0 {
			continue
		}
		t.compte(s, retenus, niv.cpt16)
		for j := range retenus {
			somme := n
			for a, x := range niv.cpt16[j*t.rangs : (j+1)*t.rangs] {
				if x != 0 && a != t.rangG {
					somme += lbs[x]
				}
			}
			meilleur = min(meilleur, somme)
		}
	}
	return meilleur
}

// reponsesBloc returns the proposals of bloc worth counting with their
// sets of answers on s: every one when they are s's codes (candidats),
// else those survivants keeps.
func (f *fil) reponsesBloc(s, bloc []int32, meilleur int, niv *niveau, candidats bool) ([]int32, []uint64) {
	t := f.m.table
	if candidats {
		t.reponsesLineaires(s, bloc, niv.vus)
		return bloc, niv.vus[:len(bloc)]
	}
	return t.survivants(s, bloc, meilleur, niv.vivants, niv.vus)
}

// moinsLineaire is the least of meilleur and of the counting sums of the
// proposals props on s when every class is linear and the answers are
// tabulated: a proposal's sum is then 3n − 2w − k (borneLineaire), so
// only its set of answers is needed, the proposals a block at a time. It
// stops after a block where the least is lb or less. props are s's codes
// when candidats is set; else s's codes were tried before, and a
// proposal is dropped once it cannot do better (survivants).
func (f *fil) moinsLineaire(s, props []int32, meilleur, lb int, niv *niveau, candidats bool) int {
	t := f.m.table
	n3 := 3 * len(s)
	for debut := 0; debut < len(props) && meilleur > lb; debut += tailleBloc {
		_, vus := f.reponsesBloc(s, props[debut:min(debut+tailleBloc, len(props))], meilleur, niv, candidats)
		for _, vu := range vus {
			k := bits.OnesCount64(vu &^ t.gagnant)
			if vu&t.gagnant != 0 {
				meilleur = min(meilleur, n3-2-k)
			} else if k > 1 {
				meilleur = min(meilleur, n3-k)
			}
		}
	}
	return meilleur
}
