package optimal

import (
	"slices"
	"sync"
	"time"
)

// recherche is one search: its workers and the progress it reports.
type recherche struct {
	m            *moteur
	alternatives []Alternative
	fils         []*fil
	o            Options
	debut        time.Time
	suivi        Progres
}

func nouvelleRecherche(m *moteur, o Options, n int) *recherche {
	r := &recherche{m: m, o: o, debut: time.Now()}
	for range nbFils(o, n) {
		r.fils = append(r.fils, m.nouveauFil())
	}
	return r
}

// racine solves the root like fil.cherche, sharing each proposal's classes
// among the workers. It returns the least total and the first proposal,
// or infini.
func (r *recherche) racine(s []int32, grp *groupe) (int, int32) {
	m, f := r.m, r.fils[0]
	d := m.profondeur()
	niv := f.niveau(0)
	switch {
	case r.o.Premier != nil:
		niv.props = append(niv.props[:0], int32(m.t.Index(*r.o.Premier)))
	case len(s) <= 2 || d == 1:
		return f.resout(s, d, infini, grp, 0)
	default:
		if v, coup := f.candidats(s, d); coup >= 0 {
			return v, coup
		}
		niv.props = slices.Clone(f.propositions(s, grp, 0))
	}
	niv.cands = niv.cands[:0]
	for debut := 0; debut < len(niv.props); debut += tailleBloc {
		bloc := niv.props[debut:min(debut+tailleBloc, len(niv.props))]
		f.bornesBloc(s, bloc, d, false, niv)
		for j, c := range niv.bloc[:len(bloc)] {
			if niv.utiles[j] && c.borne < infini {
				niv.cands = append(niv.cands, c.cle())
			}
		}
	}
	slices.Sort(niv.cands)
	cands := slices.Clone(niv.cands)
	rp := r.o.Reprise
	if rp != nil {
		rp.accorde(cands, m.t)
	}
	meilleur, coup := infini, int32(-1)
	r.suivi.NbCoups = len(cands)
	for i, x := range cands {
		c := candidatDe(x)
		if m.arret.Load() {
			break
		}
		if rp != nil && i < len(rp.faits) {
			// Concluded by an earlier run.
			alt := rp.faits[i]
			r.alternatives = append(r.alternatives, alt)
			if alt.Total < meilleur {
				meilleur, coup = alt.Total, c.coup
				r.suivi.Meilleur = alt.Total
			}
			continue
		}
		suivante := infini
		if i+1 < len(cands) {
			suivante = candidatDe(cands[i+1]).borne
		}
		if rp != nil {
			rp.bornes(meilleur, infini, c.borne)
		}
		// A proposal is dropped once its total is known to exceed the
		// best (beyond a tie): what the search proves about the other
		// openings does not hang on the order in which the workers end.
		v := c.borne
		if c.borne <= meilleur {
			r.suivi.Coup = i + 1
			var complet bool
			v, complet = r.evalue(s, c.coup, c.borne, d, meilleur, grp, suivante)
			if !complet {
				break
			}
		}
		alt := Alternative{Proposition: m.e.Code(int(c.coup)), Total: v, Exact: v <= meilleur}
		r.alternatives = append(r.alternatives, alt)
		nouveau := v < meilleur
		if nouveau {
			meilleur, coup = v, c.coup
			r.suivi.Meilleur = v
		}
		if rp != nil {
			rp.faits = append(rp.faits, alt)
			if nouveau {
				rp.meilleur = rp.courant
				if rp.meilleur == nil || rp.meilleur.coup != c.coup {
					rp.meilleur = &partie{coup: c.coup}
				}
			}
			rp.courant = nil
			rp.parts++
			rp.bornes(meilleur, infini, suivante)
			r.jalon()
		}
	}
	return meilleur, coup
}

// jalon tells the caller a unit of work is recorded in the checkpoint.
func (r *recherche) jalon() {
	if r.o.Jalon != nil && r.o.Reprise != nil {
		r.o.Jalon(r.o.Reprise)
	}
}

// evalue is fil.evalue at the root: the classes are solved by all the
// workers at once, the smallest first as fil.evalue does: a proposal that
// cannot win is dropped once the small classes solved exactly and the
// bounds of the others reach the best total, before the large ones are
// searched (largest first, to end the workers together, cost 30% more
// work on 5 × 5: the large classes were solved under loose budgets). It
// also reports whether the result is complete: false when the search was
// stopped before it knew it. With a checkpoint, the classes it holds for
// g are not solved again, and each class solved exactly is recorded with
// its tree; suivante is the counting bound of the next proposal, for the
// checkpoint's lower bound.
func (r *recherche) evalue(s []int32, g int32, borne, d, meilleur int, grp *groupe, suivante int) (int, bool) {
	m, f := r.m, r.fils[0]
	niv := f.niveau(0)
	seuil := meilleur + 1 // a tie is solved, see racine
	f.partage(s, g, niv)
	enfant := grp.apres(m.code(g), &niv.grp)
	somme := borne
	for _, a := range niv.ordre {
		x := int(niv.nb[a])
		r := f.borneClasse(niv.classes[niv.debut[a]:int(niv.debut[a])+x], d-1, 1)
		niv.raf[a] = r
		somme += r - m.b.de(x, d-1)
	}
	rp := r.o.Reprise
	var faites map[uint8]*classeFaite
	if rp != nil {
		if rp.courant == nil || rp.courant.coup != g {
			rp.courant = &partie{coup: g}
		}
		if rp.courant.classes == nil {
			rp.courant.classes = map[uint8]*classeFaite{}
		}
		faites = rp.courant.classes
	}
	ordre := make([]uint8, 0, len(niv.ordre))
	for _, a := range niv.ordre {
		if cf, ok := faites[a]; ok {
			somme += cf.total - niv.raf[a]
			niv.raf[a] = cf.total
			continue
		}
		ordre = append(ordre, a)
	}
	r.suivi.Classes, r.suivi.NbClasses = len(niv.ordre)-len(ordre), len(niv.ordre)
	r.rapporte()
	if rp != nil {
		rp.bornes(meilleur, somme, suivante)
	}
	var mu sync.Mutex
	suivant, fini := 0, 0
	var wg sync.WaitGroup
	for _, fw := range r.fils {
		wg.Go(func() {
			for {
				mu.Lock()
				if somme >= seuil || suivant == len(ordre) || m.arret.Load() {
					mu.Unlock()
					return
				}
				a := ordre[suivant]
				suivant++
				raf := niv.raf[a]
				beta := seuil - (somme - raf)
				mu.Unlock()
				cls := niv.classes[niv.debut[a] : niv.debut[a]+niv.nb[a]]
				v, coup := fw.resout(cls, d-1, beta, enfant, 1)
				var cf *classeFaite
				if rp != nil && coup >= 0 && !fw.stop && m.horizon == 0 {
					cf = r.sousArbre(fw, cls, d-1, enfant, v)
				}
				mu.Lock()
				if fw.stop {
					// v is not a result: the class was left half solved.
					mu.Unlock()
					return
				}
				somme += v - raf
				fini++
				r.suivi.Classes++
				r.rapporte()
				if rp != nil {
					if cf != nil {
						faites[a] = cf
					}
					rp.parts++
					rp.bornes(meilleur, somme, suivante)
					r.jalon()
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return somme, somme >= seuil || fini == len(ordre)
}

// sousArbre is the tree of class s, solved exactly with total v, built
// by worker f (the memo holds what it needs), or nil when the search was
// stopped while it built it.
func (r *recherche) sousArbre(f *fil, s []int32, d int, grp *groupe, v int) *classeFaite {
	a := &Arbre{}
	if got := r.construit(f, a, s, d, grp, 1, -1, nil); got != v || f.stop {
		return nil
	}
	return &classeFaite{total: v, noeuds: a.noeuds}
}

// rapporte sends the progress to the caller's Suivi.
func (r *recherche) rapporte() {
	if r.o.Suivi == nil {
		return
	}
	r.suivi.Noeuds = r.m.noeuds.Load()
	r.suivi.Ecoule = time.Since(r.debut)
	r.o.Suivi(r.suivi)
}

// construit appends to a the tree of s with d proposals left, its first
// proposal coup (or -1: the best one), and returns its total; f is the
// worker that does it. The classes of coup found in stock (a checkpoint's
// trees) are copied rather than solved.
func (r *recherche) construit(f *fil, a *Arbre, s []int32, d int, grp *groupe, prof int, coup int32, stock map[uint8]*classeFaite) int {
	m := r.m
	if coup < 0 {
		coup = f.premierOptimal(s, d, grp, prof)
		if coup < 0 {
			// The search was stopped (a checkpointed class's tree,
			// sousArbre): no proposal is known, the tree is dropped.
			return infini
		}
	}
	i := len(a.noeuds)
	a.noeuds = append(a.noeuds, Noeud{Proposition: coup, Candidats: int32(len(s))})
	classes := make(map[int][]int32)
	for _, c := range s {
		rep := m.e.Score(int(coup), int(c))
		if rep != m.gagnant {
			classes[rep] = append(classes[rep], c)
		}
	}
	reps := make([]int, 0, len(classes))
	for rep := range classes {
		reps = append(reps, rep)
	}
	slices.Sort(reps)
	enfant := grp.apres(m.code(coup), &groupe{})
	total := len(s)
	for _, rep := range reps {
		j := int32(len(a.noeuds))
		a.noeuds[i].Branches = append(a.noeuds[i].Branches, Branche{Reponse: uint8(rep), Noeud: j})
		if cf, ok := stock[uint8(rep)]; ok {
			a.noeuds = append(a.noeuds, decale(cf.noeuds, j)...)
			total += cf.total
			continue
		}
		total += r.construit(f, a, classes[rep], d-1, enfant, prof+1, -1, nil)
	}
	a.noeuds[i].Total = int32(total)
	return total
}

// premierOptimal returns the proposal the tree makes on s: the first, in
// the order the search tries them, whose total is the least. The search
// itself may have kept another proposal of the same total (the workers
// fill the memo in an order that depends on timing); choosing again here
// makes the tree the same on every run. The totals come from the memo, so
// this costs a fraction of the search.
func (f *fil) premierOptimal(s []int32, d int, grp *groupe, prof int) int32 {
	v, coup := f.resout(s, d, infini, grp, prof)
	n := len(s)
	if n <= 2 {
		return s[0]
	}
	if w, c := f.candidats(s, d); c >= 0 && w == v {
		return c
	}
	niv := f.niveau(prof)
	cands := niv.cands[:0]
	props := f.propositions(s, grp, prof)
	for debut := 0; debut < len(props); debut += tailleBloc {
		bloc := props[debut:min(debut+tailleBloc, len(props))]
		f.bornesBloc(s, bloc, d, false, niv)
		for j, c := range niv.bloc[:len(bloc)] {
			if niv.utiles[j] && c.borne <= v {
				cands = append(cands, c.cle())
			}
		}
	}
	slices.Sort(cands)
	niv.cands = cands
	for i := range cands {
		c := candidatDe(niv.cands[i])
		if f.evalue(s, c.coup, c.borne, d, v+1, grp, prof) == v {
			return c.coup
		}
	}
	return coup // not reached: the search's own proposal is among them
}

// decale copies nodes whose branches count from 0 to count from j.
func decale(noeuds []Noeud, j int32) []Noeud {
	out := make([]Noeud, len(noeuds))
	for i, n := range noeuds {
		out[i] = n
		out[i].Branches = nil
		for _, br := range n.Branches {
			out[i].Branches = append(out[i].Branches, Branche{Reponse: br.Reponse, Noeud: br.Noeud + j})
		}
	}
	return out
}
