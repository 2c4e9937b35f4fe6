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

func nouvelleRecherche(m *moteur, o Options) *recherche {
	r := &recherche{m: m, o: o, debut: time.Now()}
	for range nbFils(o) {
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
	for _, g := range niv.props {
		if c, utile := f.borneCoup(s, g, d, niv); utile && c.borne < infini {
			niv.cands = append(niv.cands, c.cle())
		}
	}
	slices.Sort(niv.cands)
	cands := slices.Clone(niv.cands)
	meilleur, coup := infini, int32(-1)
	r.suivi.NbCoups = len(cands)
	for i, x := range cands {
		c := candidatDe(x)
		if m.arret.Load() {
			break
		}
		v := c.borne
		if c.borne < meilleur {
			r.suivi.Coup = i + 1
			v = r.evalue(s, c.coup, c.borne, d, meilleur, grp)
		}
		r.alternatives = append(r.alternatives, Alternative{Proposition: m.e.Code(int(c.coup)), Total: v, Exact: v < meilleur})
		if v < meilleur {
			meilleur, coup = v, c.coup
			r.suivi.Meilleur = v
		}
	}
	return meilleur, coup
}

// evalue is fil.evalue at the root: the classes are solved by all the
// workers at once, the largest first so that the work ends evenly.
func (r *recherche) evalue(s []int32, g int32, borne, d, meilleur int, grp *groupe) int {
	m, f := r.m, r.fils[0]
	niv := f.niveau(0)
	f.partage(s, g, niv)
	enfant := grp.apres(m.code(g), &niv.grp)
	somme := borne
	for _, a := range niv.ordre {
		x := int(niv.nb[a])
		r := f.borneClasse(niv.classes[niv.debut[a]:int(niv.debut[a])+x], d-1)
		niv.raf[a] = r
		somme += r - m.b.de(x, d-1)
	}
	ordre := slices.Clone(niv.ordre)
	slices.Reverse(ordre)
	r.suivi.Classes, r.suivi.NbClasses = 0, len(ordre)
	r.rapporte()
	var mu sync.Mutex
	suivant := 0
	var wg sync.WaitGroup
	for _, fw := range r.fils {
		wg.Go(func() {
			for {
				mu.Lock()
				if somme >= meilleur || suivant == len(ordre) || m.arret.Load() {
					mu.Unlock()
					return
				}
				a := ordre[suivant]
				suivant++
				raf := niv.raf[a]
				beta := meilleur - (somme - raf)
				mu.Unlock()
				cls := niv.classes[niv.debut[a] : niv.debut[a]+niv.nb[a]]
				v, _ := fw.resout(cls, d-1, beta, enfant, 1)
				mu.Lock()
				somme += v - raf
				r.suivi.Classes++
				r.rapporte()
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return somme
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
// proposal coup (or -1: the best one), and returns its total.
func (r *recherche) construit(a *Arbre, s []int32, d int, grp *groupe, prof int, coup int32) int {
	m, f := r.m, r.fils[0]
	if coup < 0 {
		coup = f.premierOptimal(s, d, grp, prof)
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
		total += r.construit(a, classes[rep], d-1, enfant, prof+1, -1)
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
	for _, g := range f.propositions(s, grp, prof) {
		if c, utile := f.borneCoup(s, g, d, niv); utile && c.borne <= v {
			cands = append(cands, c.cle())
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
