package taches

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifarbre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifborne"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// ErrResultat: a task's result file is refused (forged, truncated, of
// another plan): ErreurResultat says which and why.
var ErrResultat = errors.New("a task's result is refused")

// ErreurResultat is a result file merge refuses.
type ErreurResultat struct {
	Chemin string
	Err    error // the checker's error, or what does not match the plan
}

func (e *ErreurResultat) Error() string { return fmt.Sprintf("%s: %v", e.Chemin, e.Err) }

// Unwrap lets errors.Is match ErrResultat and the checker's errors.
func (e *ErreurResultat) Unwrap() []error { return []error{ErrResultat, e.Err} }

// ErreurAccord is a result that checks but is not the one its task asks:
// Lu is what the file holds, Voulu what the plan asks (a size, a class,
// a derivation), both written with codes and numbers only.
type ErreurAccord struct {
	Lu, Voulu string
}

func (e *ErreurAccord) Error() string {
	return fmt.Sprintf("it holds %s, the task is %s", e.Lu, e.Voulu)
}

// Fusion is what the results of a plan prove, once every one is checked.
type Fusion struct {
	// Faites counts the tasks with results, of Taches.
	Faites, Taches int
	// ParPremier is, for each first proposal of the plan, what its
	// classes prove.
	ParPremier []Premier
	// Inf is a lower bound of the optimal total over every strategy
	// (Complet: the plan's first proposals are every one up to symmetry;
	// otherwise over the strategies that start with one of them).
	Inf     int
	Complet bool
	// Sup is the total of the cheapest complete tree (0: none), Meilleur
	// its first proposal; Optimal when Sup == Inf with Complet.
	Sup      int
	Meilleur code.Code
	Optimal  bool
	// Pire is the worst case of that tree.
	Pire int
	// arbres are the files of its classes' trees.
	arbres []string
}

// Premier is what the classes of one first proposal prove: every
// strategy that starts with it spends Inf proposals at least; its
// classes' trees, when every one is there (Complet), make a strategy of
// Sup proposals.
type Premier struct {
	Code     code.Code
	Inf, Sup int
	Complet  bool
	// Bornes and Arbres count the classes with a checked bound and tree.
	Bornes, Arbres, Classes int
}

// resultat is one task's results once checked.
type resultat struct {
	borne, total, pire int
	aBorne, aArbre     bool
	// arbre is the file of the tree kept (the cheapest of the folders').
	arbre string
}

// Fusionne checks every result of the folder's plan with the independent
// checkers (verifarbre for trees, verifborne for bounds), on n workers,
// and combines them.
//
// Résultat: the figures; an *ErreurResultat for the first result refused
// (a file that is not what the plan asks, a tree or a bound that does not
// check, a bound above the class's own tree); another error when a file
// cannot be read.
//
// autres are folders of other runs on the same size (other options, other
// first proposals): a class they hold is taken from the one whose checked
// tree is the cheapest, and whose checked bound is the highest, so that
// the best of several builds makes one tree (each class of a first
// proposal is played on its own).
func (d Dossier) Fusionne(ctx context.Context, n int, autres ...Dossier) (*Fusion, *Plan, error) {
	p, e, err := d.LitPlan()
	if err != nil {
		return nil, nil, err
	}
	type source struct {
		d Dossier
		p *Plan
		t map[string]Tache
	}
	var sources []source
	for _, a := range autres {
		pa, _, err := a.LitPlan()
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", a.Chemin, err)
		}
		if pa.Taille != p.Taille || pa.Lettres != p.Lettres {
			return nil, nil, fmt.Errorf("%w: %s holds the plan of %s, this one is of %s", ErrPlan, a.Chemin, pa.Taille, p.Taille)
		}
		src := source{d: a, p: pa, t: map[string]Tache{}}
		for _, t := range pa.Taches {
			src.t[pa.Coup(t)] = t
		}
		sources = append(sources, src)
	}
	res := make([]resultat, len(p.Taches))
	err = enParallele(n, len(p.Taches), func(k int) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		r, err := d.verifie(ctx, p, p.Taches[k])
		for _, src := range sources {
			t, ok := src.t[p.Coup(p.Taches[k])]
			if err != nil || !ok {
				continue
			}
			var ra resultat
			if ra, err = src.d.verifie(ctx, src.p, t); err == nil {
				r = mieux(r, ra)
			}
		}
		res[k] = r
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return combine(p, e, res), p, nil
}

// mieux keeps the cheapest tree and the highest bound of r and a.
func mieux(r, a resultat) resultat {
	if a.aArbre && (!r.aArbre || a.total < r.total) {
		r.aArbre, r.total, r.pire, r.arbre = true, a.total, a.pire, a.arbre
	}
	if a.aBorne && (!r.aBorne || a.borne > r.borne) {
		r.aBorne, r.borne = true, a.borne
	}
	return r
}

// verifie checks the results of task t that are there.
func (d Dossier) verifie(ctx context.Context, p *Plan, t Tache) (resultat, error) {
	var r resultat
	chemin := d.Resultat(t, ExtArbre)
	f, err := disque.Ouvre(chemin)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return r, &ErreurResultat{Chemin: chemin, Err: err}
	default:
		v, err := verifarbre.Verifie(decompresse(f))
		f.Close()
		if err != nil {
			return r, &ErreurResultat{Chemin: chemin, Err: err}
		}
		if err := p.accordeArbre(t, v); err != nil {
			return r, &ErreurResultat{Chemin: chemin, Err: err}
		}
		r.aArbre, r.total, r.pire, r.arbre = true, v.Total, v.Pire, chemin
	}
	chemin = d.Resultat(t, ExtBorne)
	f, err = disque.Ouvre(chemin)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return r, &ErreurResultat{Chemin: chemin, Err: err}
	default:
		v, err := verifborne.VerifieContexte(ctx, f)
		f.Close()
		if ctx.Err() != nil {
			return r, ctx.Err() // stopped: no file is refused
		}
		if err != nil {
			return r, &ErreurResultat{Chemin: chemin, Err: err}
		}
		if err := p.accordeBorne(t, v); err != nil {
			return r, &ErreurResultat{Chemin: chemin, Err: err}
		}
		r.aBorne, r.borne = true, v.Borne
	}
	if r.aArbre && r.aBorne && r.borne > r.total {
		return r, &ErreurResultat{Chemin: chemin, Err: &ErreurAccord{Lu: fmt.Sprintf("bound %d", r.borne), Voulu: fmt.Sprintf("bound ≤ %d (its tree)", r.total)}}
	}
	return r, nil
}

// decompresse reads r as gzip when it starts as gzip does.
func decompresse(r io.Reader) io.Reader {
	b := bufio.NewReader(r)
	debut, _ := b.Peek(2)
	if !bytes.Equal(debut, []byte{0x1f, 0x8b}) {
		return b
	}
	z, err := gzip.NewReader(b)
	if err != nil {
		return strings.NewReader("") // the verifier says: no header
	}
	return z
}

// taille is the header of a checked file, to compare with the plan.
func (p *Plan) memeTaille(pions, couleurs int, repetitions bool, lettres string) error {
	t := p.Taille
	if pions != t.Pions || couleurs != t.Couleurs || repetitions == t.SansRepetition || lettres != p.Lettres {
		return &ErreurAccord{Lu: fmt.Sprintf("%d×%d %s", pions, couleurs, lettres), Voulu: fmt.Sprintf("%d×%d %s", t.Pions, t.Couleurs, p.Lettres)}
	}
	return nil
}

// accordeArbre checks that tree v is the one task t asks for.
func (p *Plan) accordeArbre(t Tache, v verifarbre.Resultat) error {
	if err := p.memeTaille(v.Pions, v.Couleurs, v.Repetitions, v.Lettres); err != nil {
		return err
	}
	if !slices.Equal(v.Apres, []string{p.Coup(t)}) || v.Secrets != t.Codes {
		return &ErreurAccord{Lu: fmt.Sprintf("%s (%d)", strings.Join(v.Apres, ";"), v.Secrets), Voulu: fmt.Sprintf("%s (%d)", p.Coup(t), t.Codes)}
	}
	return nil
}

// accordeBorne checks that bound v is the one task t asks for.
func (p *Plan) accordeBorne(t Tache, v verifborne.Resultat) error {
	if err := p.memeTaille(v.Pions, v.Couleurs, v.Repetitions, v.Lettres); err != nil {
		return err
	}
	if !slices.Equal(v.Apres, []string{p.Coup(t)}) || v.Secrets != t.Codes {
		return &ErreurAccord{Lu: fmt.Sprintf("%s (%d)", strings.Join(v.Apres, ";"), v.Secrets), Voulu: fmt.Sprintf("%s (%d)", p.Coup(t), t.Codes)}
	}
	// The derivation the plan asks, so that checking it costs what the
	// plan's work says.
	if v.Horizon != p.Horizon || v.Exact != p.Exact || v.Demi != p.Demi {
		return &ErreurAccord{Lu: fmt.Sprintf("horizon %d exact %d leaves %s", v.Horizon, v.Exact, feuillesTexte(v.Demi)),
			Voulu: fmt.Sprintf("horizon %d exact %d leaves %s", p.Horizon, p.Exact, feuillesTexte(p.Demi))}
	}
	return nil
}

// feuillesTexte is the leaves field's value.
func feuillesTexte(demi bool) string {
	if demi {
		return verifborne.FeuillesPartage
	}
	return verifborne.FeuillesStatiques
}

// combine puts the checked results together.
func combine(p *Plan, e *code.Espace, res []resultat) *Fusion {
	f := &Fusion{Taches: len(p.Taches), Complet: p.Premier == nil && couvre(p)}
	r := p.Taille.Pions*(p.Taille.Pions+3)/2 - 1
	for i, g := range p.Premiers {
		pr := Premier{Code: g, Inf: 1, Sup: 1, Complet: true}
		for k, t := range p.Taches {
			if t.Premier != g {
				continue
			}
			pr.Classes++
			x := res[k]
			if x.aBorne || x.aArbre {
				f.Faites++
			}
			if x.aBorne {
				pr.Bornes++
				pr.Inf += x.borne
			} else {
				pr.Inf += t.Codes + comptage(t.Codes, r)
			}
			if x.aArbre {
				pr.Arbres++
				pr.Sup += x.total
			} else {
				pr.Complet = false
			}
		}
		if !pr.Complet {
			pr.Sup = 0
		}
		if i == 0 || pr.Inf < f.Inf {
			f.Inf = pr.Inf
		}
		if pr.Complet && (f.Sup == 0 || pr.Sup < f.Sup) {
			f.Sup, f.Meilleur = pr.Sup, g
		}
		f.ParPremier = append(f.ParPremier, pr)
	}
	f.Optimal = f.Complet && f.Sup > 0 && f.Sup == f.Inf
	if f.Sup > 0 {
		for k, t := range p.Taches {
			if t.Premier == f.Meilleur {
				f.Pire = max(f.Pire, res[k].pire)
				f.arbres = append(f.arbres, res[k].arbre)
			}
		}
	}
	return f
}

// comptage is the counting bound of n codes with r children a node.
func comptage(n, r int) int {
	total, place, niveau, prof := 0, 1, 1, 1
	for range n {
		if place == 0 {
			prof++
			niveau = min(niveau*r, n)
			place = niveau
		}
		total += prof
		place--
	}
	return total
}

// couvre reports whether the plan's first proposals are every code up to
// symmetry: their numbers of codes of the same shape (how many pegs of
// each colour, in decreasing order) add up to every code, each shape
// once.
func couvre(p *Plan) bool {
	t := p.Taille
	vus := map[string]bool{}
	total := 0
	for _, g := range p.Premiers {
		nb := make([]int, t.Couleurs)
		for i := range g.Len() {
			nb[g.At(i)]++
		}
		var forme []int
		for _, x := range nb {
			if x > 0 {
				forme = append(forme, x)
			}
		}
		slices.Sort(forme)
		slices.Reverse(forme)
		cle := fmt.Sprint(forme)
		if vus[cle] {
			return false
		}
		vus[cle] = true
		total += codesDeForme(forme, t)
	}
	return total == t.NombreSecrets()
}

// codesDeForme is the number of codes of size t whose colours' counts,
// in decreasing order, are forme: the ways to give the counts to
// colours, times the ways to place the pegs.
func codesDeForme(forme []int, t code.Taille) int {
	// Colours: choose which colour gets each count, counts equal among
	// themselves not told apart.
	couleurs := 1
	for i := range forme {
		couleurs *= t.Couleurs - i
	}
	for _, m := range multiplicites(forme) {
		couleurs /= factorielle(m)
	}
	places := factorielle(t.Pions)
	for _, x := range forme {
		places /= factorielle(x)
	}
	return couleurs * places
}

func multiplicites(forme []int) []int {
	m := map[int]int{}
	for _, x := range forme {
		m[x]++
	}
	var out []int
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

func factorielle(n int) int {
	r := 1
	for i := 2; i <= n; i++ {
		r *= i
	}
	return r
}

// ExporteMeilleur writes the tree of the best complete first proposal of
// fusion f as a whole tree file (docs/ARBRE.md, version 1): its classes'
// lines, then the line of the first proposal itself, under a header with
// the figures; the file is checked again by verifarbre before it is
// returned.
//
// Résultat: the file; an error when there is no complete tree, or the
// file does not check.
func (d Dossier) ExporteMeilleur(p *Plan, f *Fusion) ([]byte, error) {
	if f.Sup == 0 {
		return nil, errors.New("no first proposal has a tree for every class")
	}
	t := p.Taille
	repete := "yes"
	if t.SansRepetition {
		repete = "no"
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "mastermind-tree 1\npegs %d\ncolors %d\nrepeats %s\nletters %s\ntotal %d\nworst %d\n",
		t.Pions, t.Couleurs, repete, p.Lettres, f.Sup, max(f.Pire, 1))
	fmt.Fprintf(&b, "%s:%d,0\n", p.Mot(f.Meilleur), t.Pions)
	for _, chemin := range f.arbres {
		if err := lignes(&b, chemin); err != nil {
			return nil, err
		}
	}
	if _, err := verifarbre.Verifie(bytes.NewReader(b.Bytes())); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// lignes copies the secrets' lines of the class tree file chemin to b.
func lignes(b *bytes.Buffer, chemin string) error {
	f, err := disque.Ouvre(chemin)
	if err != nil {
		return err
	}
	defer f.Close()
	s := bufio.NewScanner(decompresse(f))
	s.Buffer(make([]byte, 0, 4096), verifarbre.MaxLigne)
	entete := 8 // a class's header: eight fields
	for s.Scan() {
		l := strings.TrimSuffix(s.Text(), "\r")
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if entete > 0 {
			entete--
			continue
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return s.Err()
}
