// Package taches splits the work on one size of Mastermind into tasks
// that any machine, any cluster scheduler or the local cores can run, in
// any order, and puts their results together (docs/OPTIMAL.md, "Tasks").
//
// A plan (Plan, the file plan.txt of the folder) lists the first
// proposals up to symmetry (or the one imposed) and, for each, the
// classes of secrets its answers leave: task k is the class k of that
// list, its number stable for the plan. A task writes two files, each
// written atomically and each carrying its own proof:
//
//   - task-K.tree: a strategy for the class (docs/ARBRE.md, version 2),
//     the exact optimal tree or a hybrid one, which verify-tree's
//     independent checker accepts: an upper bound;
//   - task-K.bound: a lower bound of every strategy for the class with
//     its derivation's parameters, which the independent checker of
//     package verifborne recomputes.
//
// A long task saves its progress (a checkpoint sealed with the user's
// key, as the cache's) and resumes from it; a task whose results are
// there is not run again. Fusionne checks every result with the two
// independent checkers, refuses a forged, truncated or foreign one, and
// combines them: for each first proposal, its classes' trees make a tree
// of the whole size and its classes' bounds a bound of every strategy
// that starts with it; over the first proposals, the least bound bounds
// the optimum, and the cheapest complete tree is the best strategy found.
package taches

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/plateau"
)

// ErrPlan: the plan file is not one this program writes, or not the plan
// of the work asked.
var ErrPlan = errors.New("bad plan")

// Genres of trees a plan's tasks build.
const (
	// ArbreExact: the exact optimal tree of each class (and its exact
	// cost as its lower bound).
	ArbreExact = "exact"
	// ArbreHybride: package hybride's tree (Seuil, Bas, LargeurBas).
	ArbreHybride = "hybrid"
	// ArbreAucun: bounds only.
	ArbreAucun = "none"
)

// Options are what a plan's tasks compute.
type Options struct {
	// Horizon and Exact are the lower bound's (optimal.OptionsBorne);
	// Horizon 0 bounds by the exact search (the optimum of the class).
	Horizon, Exact int
	// Demi adds the half level at the horizon (optimal.OptionsBorne.Demi,
	// "leaves split" in the plan and bound files).
	Demi bool
	// Arbre is the genre of tree (ArbreExact, ArbreHybride, ArbreAucun),
	// Seuil, Bas and LargeurBas the hybrid one's knobs.
	Arbre                  string
	Seuil, Bas, LargeurBas int
	// Premier, when not nil, is the only first proposal.
	Premier *code.Code
}

// Plan is the work on one size split in tasks.
type Plan struct {
	Taille  code.Taille
	Lettres string
	Options
	// Premiers are the first proposals, Taches the classes they leave.
	Premiers []code.Code
	Taches   []Tache
}

// Tache is one class: the secrets that give Reponse to Premier.
type Tache struct {
	Numero  int
	Premier code.Code
	Reponse code.Reponse
	Codes   int
}

// Nom is the task's name in file names: task-0007.
func (t Tache) Nom() string { return fmt.Sprintf("task-%04d", t.Numero) }

// Ligne is the row that leads to the class.
func (t Tache) Ligne() plateau.Ligne { return plateau.Ligne{Code: t.Premier, Reponse: t.Reponse} }

// NouveauPlan is the plan of the size of e, its colours named by
// lettres, with options o: the first proposals up to symmetry
// (optimal.Premiers) or o.Premier, then for each, in the order of the
// answers, every class of secrets its non-winning answers leave.
//
// Résultat: the plan; an error wrapping ErrPlan for options out of range.
func NouveauPlan(e *code.Espace, lettres string, o Options) (*Plan, error) {
	t := e.Taille()
	switch {
	case len(lettres) != t.Couleurs:
		return nil, fmt.Errorf("%w: %d letters for %d colours", ErrPlan, len(lettres), t.Couleurs)
	case o.Horizon < 0 || o.Exact < 0 || o.Seuil < 0 || o.Bas < 0 || o.LargeurBas < 0:
		return nil, fmt.Errorf("%w: negative option", ErrPlan)
	case o.Arbre != ArbreExact && o.Arbre != ArbreHybride && o.Arbre != ArbreAucun:
		return nil, fmt.Errorf("%w: tree %q", ErrPlan, o.Arbre)
	case o.Arbre == ArbreExact && o.Horizon > 0:
		return nil, fmt.Errorf("%w: exact trees bound by the exact search (no horizon)", ErrPlan)
	case o.Demi && o.Horizon == 0:
		return nil, fmt.Errorf("%w: a half level needs a horizon", ErrPlan)
	}
	p := &Plan{Taille: t, Lettres: lettres, Options: o}
	if o.Premier != nil {
		if err := t.VerifieAdmissible(*o.Premier); err != nil {
			return nil, fmt.Errorf("%w: first proposal: %w", ErrPlan, err)
		}
		p.Premiers = []code.Code{*o.Premier}
	} else {
		p.Premiers = optimal.Premiers(t)
	}
	p.Taches = taches(e, p.Premiers)
	return p, nil
}

// taches lists the classes of the first proposals, in order.
func taches(e *code.Espace, premiers []code.Code) []Tache {
	t := e.Taille()
	var out []Tache
	for _, g := range premiers {
		nb := make([]int, t.NbIndices())
		for _, s := range e.Secrets() {
			nb[e.Score(t.Index(g), int(s))]++
		}
		for a, n := range nb {
			if n > 0 && a != t.IndexGagnant() {
				out = append(out, Tache{Numero: len(out), Premier: g, Reponse: t.ReponseIndex(a), Codes: n})
			}
		}
	}
	return out
}

// Classe is the secrets of task k, in increasing order.
func (p *Plan) Classe(e *code.Espace, k int) []int32 {
	tk := p.Taches[k]
	t := e.Taille()
	g, a := t.Index(tk.Premier), t.IndexReponse(tk.Reponse)
	var s []int32
	for _, x := range e.Secrets() {
		if e.Score(g, int(x)) == a {
			s = append(s, x)
		}
	}
	return s
}

// Mot writes code c in the plan's letters.
func (p *Plan) Mot(c code.Code) string {
	b := make([]byte, c.Len())
	for i := range b {
		b[i] = p.Lettres[c.At(i)]
	}
	return string(b)
}

// Coup writes the row of task t as a tree file does: RRBBJ:2,0.
func (p *Plan) Coup(t Tache) string {
	return fmt.Sprintf("%s:%d,%d", p.Mot(t.Premier), t.Reponse.Bien, t.Reponse.Mal)
}

// horizonTexte is the horizon as files write it: full for the exact
// search.
func (o Options) horizonTexte() string {
	if o.Horizon == 0 {
		return "full"
	}
	return strconv.Itoa(o.Horizon)
}

// feuilles is the leaves line of the plan and bound files (version 2):
// empty without the half level, which version 1 files stand for.
func (o Options) feuilles() string {
	if o.Demi {
		return "leaves split\n"
	}
	return ""
}

// version is the plan and bound files' version: 2 with the leaves field.
func (o Options) version() int {
	if o.Demi {
		return 2
	}
	return 1
}

// arbreTexte is the tree field: exact, none, or hybrid with its knobs.
func (o Options) arbreTexte() string {
	if o.Arbre == ArbreHybride {
		return fmt.Sprintf("%s %d %d %d", o.Arbre, o.Seuil, o.Bas, o.LargeurBas)
	}
	return o.Arbre
}

// Encode writes the plan file: the header, then one line per task.
func (p *Plan) Encode() []byte {
	var b bytes.Buffer
	t := p.Taille
	repete := "yes"
	if t.SansRepetition {
		repete = "no"
	}
	premiers := make([]string, len(p.Premiers))
	for i, g := range p.Premiers {
		premiers[i] = p.Mot(g)
	}
	fmt.Fprintf(&b, "mastermind-plan %d\npegs %d\ncolors %d\nrepeats %s\nletters %s\nhorizon %s\nexact %d\n%stree %s\nfirst %s\ntasks %d\n",
		p.version(), t.Pions, t.Couleurs, repete, p.Lettres, p.horizonTexte(), p.Exact, p.feuilles(), p.arbreTexte(), strings.Join(premiers, ","), len(p.Taches))
	for _, tk := range p.Taches {
		fmt.Fprintf(&b, "%s %s %d\n", tk.Nom(), p.Coup(tk), tk.Codes)
	}
	return b.Bytes()
}

// LitPlan reads a plan file written by Encode and checks it: its tasks
// must be those its header gives.
//
// Résultat: the plan and its space; an error wrapping ErrPlan otherwise.
func LitPlan(data []byte) (*Plan, *code.Espace, error) {
	p, e, err := litPlan(data)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", ErrPlan, err)
	}
	return p, e, nil
}

func litPlan(data []byte) (*Plan, *code.Espace, error) {
	s := bufio.NewScanner(bytes.NewReader(data))
	var lignes []string
	for s.Scan() {
		lignes = append(lignes, s.Text())
	}
	champs := []string{"mastermind-plan", "pegs", "colors", "repeats", "letters", "horizon", "exact", "tree", "first", "tasks"}
	if len(lignes) > 0 && lignes[0] == "mastermind-plan 2" {
		// Version 2: the leaves field after exact (the encoding,
		// compared below, says whether it holds the one value it may).
		champs = slices.Insert(champs, 7, "leaves")
	}
	if len(lignes) < len(champs) {
		return nil, nil, errors.New("header cut short")
	}
	v := map[string]string{}
	for i, c := range champs {
		x, ok := strings.CutPrefix(lignes[i], c+" ")
		if !ok {
			return nil, nil, fmt.Errorf("line %d: field %s expected", i+1, c)
		}
		v[c] = x
	}
	entier := func(c string) (int, error) {
		n, err := strconv.Atoi(v[c])
		if err != nil || n < 0 || n > 1<<30 {
			return 0, fmt.Errorf("field %s: %q", c, v[c])
		}
		return n, nil
	}
	if v["mastermind-plan"] != "1" && v["mastermind-plan"] != "2" {
		return nil, nil, fmt.Errorf("version %q", v["mastermind-plan"])
	}
	var t code.Taille
	var err error
	if t.Pions, err = entier("pegs"); err != nil {
		return nil, nil, err
	}
	if t.Couleurs, err = entier("colors"); err != nil {
		return nil, nil, err
	}
	switch v["repeats"] {
	case "yes":
	case "no":
		t.SansRepetition = true
	default:
		return nil, nil, fmt.Errorf("field repeats: %q", v["repeats"])
	}
	if t.Pions > code.MaxPions || t.Couleurs > 26 || t.NombreSecrets() > 1<<22 {
		return nil, nil, fmt.Errorf("size %s", t)
	}
	e, err := code.NouvelEspace(t)
	if err != nil {
		return nil, nil, err
	}
	var o Options
	if v["horizon"] != "full" {
		if o.Horizon, err = entier("horizon"); err != nil || o.Horizon == 0 {
			return nil, nil, fmt.Errorf("field horizon: %q", v["horizon"])
		}
	}
	if o.Exact, err = entier("exact"); err != nil {
		return nil, nil, err
	}
	o.Demi = v["mastermind-plan"] == "2"
	arbre := strings.Fields(v["tree"])
	switch {
	case len(arbre) == 1 && (arbre[0] == ArbreExact || arbre[0] == ArbreAucun):
		o.Arbre = arbre[0]
	case len(arbre) == 4 && arbre[0] == ArbreHybride:
		o.Arbre = ArbreHybride
		for i, x := range []*int{&o.Seuil, &o.Bas, &o.LargeurBas} {
			if *x, err = strconv.Atoi(arbre[i+1]); err != nil || *x < 0 {
				return nil, nil, fmt.Errorf("field tree: %q", v["tree"])
			}
		}
	default:
		return nil, nil, fmt.Errorf("field tree: %q", v["tree"])
	}
	lettres := v["letters"]
	var premiers []code.Code
	for _, m := range strings.Split(v["first"], ",") {
		g, err := litCode(m, lettres, t)
		if err != nil {
			return nil, nil, fmt.Errorf("first proposal %q: %w", m, err)
		}
		premiers = append(premiers, g)
	}
	if len(premiers) == 1 && !estPremier(premiers[0], t) {
		o.Premier = &premiers[0]
	}
	p, err := NouveauPlan(e, lettres, o)
	if err != nil {
		return nil, nil, err
	}
	p.Premiers = premiers
	p.Taches = taches(e, premiers)
	if !bytes.Equal(p.Encode(), data) {
		return nil, nil, errors.New("its tasks are not those of its header")
	}
	return p, e, nil
}

// estPremier reports whether g is one of optimal.Premiers(t) when that
// list has one code only (a plan of every first proposal).
func estPremier(g code.Code, t code.Taille) bool {
	l := optimal.Premiers(t)
	return len(l) == 1 && l[0] == g
}

// litCode reads a code written in letters lettres.
func litCode(m, lettres string, t code.Taille) (code.Code, error) {
	if len(m) != t.Pions {
		return code.Code{}, errors.New("not a code of the size")
	}
	c := make([]int, len(m))
	for i := range m {
		k := strings.IndexByte(lettres, m[i])
		if k < 0 {
			return code.Code{}, errors.New("not a code of the size")
		}
		c[i] = k
	}
	g := code.Nouveau(c...)
	return g, t.VerifieAdmissible(g)
}
