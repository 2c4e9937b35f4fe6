package optimal

import (
	"slices"
	"sync/atomic"

	"github.com/sae-mastermind/mastermind/code"
)

// moteur is what the workers of one search share: the code space, the
// bounds, the memo and the stop flag.
type moteur struct {
	e        *code.Espace
	t        code.Taille
	nbRep    int
	gagnant  int
	r        int // non-winning answers a proposal can get
	b        *bornes
	limite   int            // the most proposals a secret may need, 0 for none
	coul     []uint32       // the colours each code holds, one bit each
	masques  []masque       // code.Espace's masks, for the loops that score and count at once
	table    *tableReponses // every answer, for a search of the whole space; nil for others
	chiffres []uint8        // the colours of code i at [i*Pions, (i+1)*Pions)
	memo     *memo
	memoMin  int // sets smaller than this are not memoised: solving them is cheaper
	arret    atomic.Bool
	noeuds   atomic.Int64
	// large: the answer indices reach 64 (8 pegs and more), past the
	// 64-bit sets and tables of score.go; large.go scores these sizes.
	large bool
	// horizon, when positive, makes the search a lower bound (borne.go):
	// a set of more than exactMax codes at depth horizon or more is not
	// searched but bounded (fil.borneHorizon).
	horizon, exactMax int
	// demi adds the half level at the horizon (OptionsBorne.Demi).
	demi bool
}

// sansLimite is the number of proposals left when there is no limit: more
// than any tree needs, and below the bound table's depth it behaves the
// same.
const sansLimite = 1 << 20

func nouveauMoteur(e *code.Espace, limite int) *moteur {
	t := e.Taille()
	m := &moteur{
		e: e, t: t, nbRep: t.NbIndices(), gagnant: t.IndexGagnant(),
		r:      t.Pions*(t.Pions+3)/2 - 1,
		limite: limite, memo: nouveauMemo(memoSlots(len(e.Secrets()), t.Couleurs)), memoMin: 6,
		coul:     make([]uint32, e.Nombre()),
		chiffres: make([]uint8, e.Nombre()*t.Pions),
	}
	m.large = m.nbRep > 64
	m.b = nouvellesBornes(len(e.Secrets()), m.r)
	m.masques = make([]masque, e.Nombre())
	for i := range e.Nombre() {
		c := e.Code(i)
		var freq [code.MaxCouleurs]int
		for j := range t.Pions {
			v := c.At(j)
			m.coul[i] |= 1 << v
			m.chiffres[i*t.Pions+j] = uint8(v)
			m.masques[i].pos |= 1 << (j*t.Couleurs + v)
			m.masques[i].nb |= 1 << (v*t.Pions + freq[v])
			freq[v]++
		}
	}
	return m
}

// profondeur is the number of proposals left at the root.
func (m *moteur) profondeur() int {
	if m.limite > 0 {
		return m.limite
	}
	return sansLimite
}

// cle is the memo key of set s at depth prof with d proposals left: d
// only matters under a limit. In a lower bound (borne.go) a set that may
// be bounded at the horizon is known with the levels left before it, so
// that an entry is always the value of the bound's definition for that
// set and those levels (never a value found with more levels, which
// would be larger).
func (m *moteur) cle(s []int32, d, prof int) cle {
	switch {
	case m.horizon > 0 && len(s) > m.exactMax:
		return cleDe(s, 1+max(0, m.horizon-prof))
	case m.limite == 0:
		d = 0
	}
	return cleDe(s, d)
}

func (m *moteur) code(i int32) []uint8 {
	p := m.t.Pions
	return m.chiffres[int(i)*p : int(i)*p+p]
}

// fil is one worker: its scratch space, one niveau per depth of the
// recursion, so that the search allocates nothing once warmed up.
type fil struct {
	m       *moteur
	niveaux []*niveau
	gen     generateur
	compte  int
	stop    bool                 // the search was stopped: return at once
	listes  map[cleListe][]int32 // the proposal lists, by group and ruled out colours
	// tailleListes is the number of codes in listes.
	tailleListes int
	// tronques counts the sets bounded at the horizon (borne.go), and
	// the sets whose value the memo gave that may have been.
	tronques int64
}

type niveau struct {
	rep     []uint8
	classes []int32
	props   []int32
	cands   []uint64
	grp     groupe
	nb      []int32    // class sizes of the proposal evalue is trying
	cpt     []int32    // borneCoup's counts, left at zero
	vus     []uint64   // the answers of a block of proposals, from the table
	vivants []int32    // the proposals of a block kept by survivants
	cpt16   []uint16   // the counts of a block of proposals' answers, from the table
	bloc    []candidat // bornesBloc's proposals with their bounds
	utiles  []bool     // and whether each is of any use
	debut   []int32
	raf     []int
	ordre   []uint8
}

func (m *moteur) nouveauFil() *fil { return &fil{m: m} }

func (f *fil) niveau(prof int) *niveau {
	for len(f.niveaux) <= prof {
		n := len(f.m.e.Secrets())
		f.niveaux = append(f.niveaux, &niveau{
			rep: make([]uint8, n), classes: make([]int32, n),
			nb: make([]int32, f.m.nbRep), cpt: make([]int32, max(128, f.m.nbRep)), debut: make([]int32, f.m.nbRep),
			raf: make([]int, f.m.nbRep), vus: make([]uint64, tailleBloc), vivants: make([]int32, tailleBloc),
			bloc: make([]candidat, tailleBloc), utiles: make([]bool, tailleBloc),
			cpt16: make([]uint16, tailleBloc*(f.m.t.Pions+1)*(f.m.t.Pions+2)/2),
		})
	}
	return f.niveaux[prof]
}

// arrete counts a node and reports whether the search must stop. The
// shared flag is read every 1024 nodes; once seen, the worker stops at
// every step, so that it unwinds at once.
func (f *fil) arrete() bool {
	if f.stop {
		return true
	}
	f.compte++
	if f.compte&1023 == 0 {
		f.m.noeuds.Add(1024)
		f.stop = f.m.arret.Load()
	}
	return f.stop
}

// resout returns the least total number of proposals that finds every
// code of s (sorted) with at most d proposals, and the first proposal of
// a tree that achieves it, when that total is below beta. Otherwise it
// returns a lower bound of the total, at least beta, and -1. grp is the
// symmetry group of the history that led to s; prof the depth, for the
// scratch space.
func (f *fil) resout(s []int32, d, beta int, grp *groupe, prof int) (int, int32) {
	n := len(s)
	m := f.m
	switch {
	case d <= 0 || (n > 1 && d == 1):
		return infini, -1
	case n == 1:
		return 1, s[0]
	case n == 2:
		return 3, s[0]
	}
	lb := m.b.de(n, d)
	if lb >= beta {
		return lb, -1
	}
	if f.arrete() {
		return infini, -1
	}
	if m.horizon > 0 && prof >= m.horizon && n > m.exactMax {
		return f.borneHorizon(s, d, beta, lb, grp, prof)
	}
	var k cle
	memoise := n >= m.memoMin
	if memoise {
		k = m.cle(s, d, prof)
		if e, ok := m.memo.lit(k); ok {
			if e.exact {
				if m.horizon > 0 && n > m.exactMax {
					f.tronques++ // its value may hang on a horizon
				}
				return e.borne, e.coup
			}
			if e.borne >= beta {
				return e.borne, -1
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
	lb = max(lb, v)
	if lb >= beta {
		if memoise {
			m.memo.ecrit(k, entree{borne: lb})
		}
		return lb, -1
	}
	v, coup = f.cherche(s, d, beta, lb, grp, prof)
	if memoise {
		m.memo.ecrit(k, entree{borne: v, coup: coup, exact: coup >= 0})
	}
	return v, coup
}

// tailleBloc is the number of proposals whose answers are read from the
// table at once (bornesBloc), before their bounds are looked at.
const tailleBloc = 256

// cherche is resout's search proper: the proposals worth trying, each with
// its counting bound, tried from the cheapest bound while the bound is
// below the best total found.
func (f *fil) cherche(s []int32, d, beta, lb int, grp *groupe, prof int) (int, int32) {
	niv := f.niveau(prof)
	props := f.propositions(s, grp, prof)
	niv.cands = niv.cands[:0]
	echec := infini // the least bound of the proposals set aside
	lineaire := len(s) <= f.m.b.lin(d-1)
	for debut := 0; debut < len(props); debut += tailleBloc {
		bloc := props[debut:min(debut+tailleBloc, len(props))]
		f.bornesBloc(s, bloc, d, lineaire, niv)
		for j, g := range bloc {
			c, utile := niv.bloc[j], niv.utiles[j]
			switch {
			case !utile:
			case c.borne >= beta:
				echec = min(echec, c.borne)
			case c.borne <= lb && c.max <= 2:
				// Classes of one or two codes cost exactly their bound.
				return c.borne, g
			default:
				niv.cands = append(niv.cands, c.cle())
			}
		}
	}
	meilleur, coup := beta, int32(-1)
	cands := niv.cands
	for i := range cands {
		// The first few proposals are picked one by one (most nodes stop
		// there), the rest sorted.
		switch {
		case i < 8:
			j := i
			for k := i + 1; k < len(cands); k++ {
				if cands[k] < cands[j] {
					j = k
				}
			}
			cands[i], cands[j] = cands[j], cands[i]
		case i == 8:
			slices.Sort(cands[i:])
		}
		c := candidatDe(cands[i])
		if f.stop {
			return infini, -1
		}
		if c.borne >= meilleur {
			echec = min(echec, c.borne)
			break
		}
		v := f.evalue(s, c.coup, c.borne, d, meilleur, grp, prof)
		if v < meilleur {
			meilleur, coup = v, c.coup
			if meilleur <= lb {
				break
			}
		} else {
			echec = min(echec, v)
		}
	}
	if coup >= 0 {
		// A lower bound's proposals may all be worth less than lb (each
		// is a bound of what it costs): lb still holds.
		return max(meilleur, lb), coup
	}
	return max(lb, echec), -1
}

// evalue returns the total of proposal g on s when it is below meilleur,
// else a lower bound of it, at least meilleur. borne is g's counting
// bound. It first tightens the bound of every class cheaply (memo,
// candidates), then solves the classes from the smallest, stopping as soon
// as the sum reaches meilleur.
func (f *fil) evalue(s []int32, g int32, borne, d, meilleur int, grp *groupe, prof int) int {
	m := f.m
	niv := f.niveau(prof)
	f.partage(s, g, niv)
	enfant := grp.apres(m.code(g), &niv.grp)
	somme := borne
	for _, a := range niv.ordre {
		x := int(niv.nb[a])
		cls := niv.classes[niv.debut[a] : int(niv.debut[a])+x]
		r := f.borneClasse(cls, d-1, prof+1)
		niv.raf[a] = r
		somme += r - m.b.de(x, d-1)
		if somme >= meilleur || f.stop {
			return max(somme, meilleur)
		}
	}
	for _, a := range niv.ordre {
		x := int(niv.nb[a])
		cls := niv.classes[niv.debut[a] : int(niv.debut[a])+x]
		r := niv.raf[a]
		v, _ := f.resout(cls, d-1, meilleur-(somme-r), enfant, prof+1)
		somme += v - r
		if somme >= meilleur {
			return somme
		}
	}
	return somme
}

// partage sorts s into niv.classes by the answer to g; niv.ordre lists the
// non-winning answers whose class has three codes or more (the others
// cost exactly their bound), from the smallest class.
func (f *fil) partage(s []int32, g int32, niv *niveau) {
	m := f.m
	n := len(s)
	rep := niv.rep[:n]
	m.e.ScoreListe(int(g), s, rep)
	nb := niv.nb
	clear(nb)
	for _, a := range rep {
		nb[a]++
	}
	pos := int32(0)
	niv.ordre = niv.ordre[:0]
	for a, x := range nb {
		niv.debut[a] = pos
		pos += x
		if x >= 3 && a != m.gagnant {
			niv.ordre = append(niv.ordre, uint8(a))
		}
	}
	next := niv.raf // reused as the fill pointers
	for a := range nb {
		next[a] = int(niv.debut[a])
	}
	for i, a := range rep {
		niv.classes[next[a]] = s[i]
		next[a]++
	}
	slices.SortFunc(niv.ordre, func(a, b uint8) int { return int(nb[a] - nb[b]) })
}

// borneClasse is a lower bound of the total of class s at depth prof with
// d proposals left, exact when cheap to know: from the memo, or from its
// candidates.
func (f *fil) borneClasse(s []int32, d, prof int) int {
	m := f.m
	n := len(s)
	lb := m.b.de(n, d)
	if lb >= infini {
		return infini
	}
	memoise := n >= m.memoMin
	var k cle
	if memoise {
		k = m.cle(s, d, prof)
		if e, ok := m.memo.lit(k); ok {
			return max(lb, e.borne)
		}
	}
	v, coup := f.candidats(s, d)
	if memoise {
		m.memo.ecrit(k, entree{borne: max(lb, v), coup: coup, exact: coup >= 0})
	}
	return max(lb, v)
}
