// Package hybride builds strategies for sizes the exact search cannot
// take whole (5 × 8): a heuristic chooses the proposals near the root,
// optionally scoring its best few guesses by the trees they lead to (a
// look-ahead), and every class of candidates at or below a threshold is
// played by its optimal tree (package optimal). The threshold and the
// look-ahead are the knobs: the larger, the better the tree and the longer
// the build. The result is an optimal.Arbre (optimal.Assemble): it plays,
// explains, gives its statistics and is exported as the search's trees are.
//
// docs/OPTIMAL.md ("5 × 8") gives the method, the knobs and the figures.
package hybride

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/plateau"
)

// MaxSeuil is the largest threshold: the exact search takes classes of at
// most optimal.MaxSecrets codes.
const MaxSeuil = optimal.MaxSecrets

// ErrOptions: the options are out of range.
var ErrOptions = errors.New("bad options for the hybrid strategy")

// Options are the knobs of the build.
type Options struct {
	// Critere ranks the guesses at the nodes above the threshold
	// (strategie.MaxEntropie, the best of them on 5 × 8).
	Critere strategie.Critere
	// Estime, when not nil, replaces the criterion: the guesses are
	// ranked by the sum, over the classes they leave (the winning answer
	// excepted), of Estime of the class's size, an estimate of what a
	// class of that many candidates costs (a one-step look-ahead). It
	// must be a function of its argument only.
	Estime func(n int) float64
	// Seuil: every class of at most Seuil candidates is played by its
	// optimal tree (0: none, the heuristic plays everywhere).
	Seuil int
	// Largeur is the number of the criterion's best guesses a node of
	// depth below Profondeur tries, keeping the one whose whole subtree
	// totals least (0 or 1: the criterion's choice only).
	Largeur int
	// Profondeur is the number of levels, from the root, where the
	// look-ahead applies (the root is level 0).
	Profondeur int
	// Bas and LargeurBas: a node of more than Seuil and at most Bas
	// candidates tries the criterion's LargeurBas best guesses, keeping
	// the one whose subtree totals least (its classes are mostly solved
	// exactly: the look-ahead scores guesses by exact costs).
	Bas, LargeurBas int
	// Premier, when not nil, is the first proposal.
	Premier *code.Code
	// Faites are classes of the root already built, by answer index,
	// taken as they are instead of being built again: a checkpoint's (see
	// Classe), or the best of several builds. Only with Premier, and
	// from a build with the same Premier; the tree built is checked
	// whole, so a class that is not a strategy for its candidates is an
	// error, never a tree.
	Faites map[int][]optimal.Noeud
	// Classe, when not nil and with Premier, is told each class of the
	// root once built (not those of Faites): its answer index and its
	// subtree, nodes in preorder, its root first. A caller keeps them as
	// a checkpoint.
	Classe func(rep int, noeuds []optimal.Noeud)
	// Suivi, when not nil, is told where the build stands after each
	// class of the root is built (from the building goroutine).
	Suivi func(Progres)
}

// Progres is where a build stands.
type Progres struct {
	// Classes of the root are built, out of NbClasses, holding Faits of
	// its Secrets; Total is the sum of their totals with the root's own
	// proposals.
	Classes, NbClasses, Faits, Secrets, Total int
	// Essai is the rank (from 1) of the root's guess being tried, of
	// Essais (the root's look-ahead); Meilleur the best total found among
	// the guesses tried before, 0 while there is none.
	Essai, Essais, Meilleur int
	// Exactes is the number of classes solved by the exact search so far.
	Exactes int64
	// Ecoule is the time since the build started.
	Ecoule time.Duration
}

// Verifie checks the options for size t.
func (o Options) Verifie(t code.Taille) error {
	switch {
	case o.Seuil < 0 || o.Seuil > MaxSeuil:
		return fmt.Errorf("%w: threshold %d not in 0..%d", ErrOptions, o.Seuil, MaxSeuil)
	case o.Largeur < 0 || o.Profondeur < 0 || o.Bas < 0 || o.LargeurBas < 0:
		return fmt.Errorf("%w: negative look-ahead", ErrOptions)
	case t.Pions > optimal.MaxPions && o.Seuil > 2:
		return fmt.Errorf("%w: the exact search takes at most %d pegs", ErrOptions, optimal.MaxPions)
	}
	if o.Premier != nil {
		if err := t.VerifieAdmissible(*o.Premier); err != nil {
			return fmt.Errorf("first proposal: %w", err)
		}
	}
	return nil
}

// Construit builds the hybrid strategy of e's size with options o.
//
// Résultat: the tree (checked secret by secret); an error wrapping
// ErrOptions; ctx.Err() when ctx is cancelled first.
func Construit(ctx context.Context, e *code.Espace, o Options) (*optimal.Arbre, error) {
	if err := o.Verifie(e.Taille()); err != nil {
		return nil, err
	}
	c := nouveauConstructeur(ctx, e, o)
	noeuds, err := c.racine(e.Secrets())
	if err != nil {
		return nil, err
	}
	return optimal.Assemble(e, noeuds)
}

// ConstruitApres builds the hybrid strategy of the candidates s of e
// after rows lignes (a class of a first proposal: a task of a build split
// in tasks), with o's knobs; o.Premier, o.Faites and o.Classe are not
// used (the rows are the first proposal).
//
// Résultat: the tree (optimal.AssembleApres: checked secret by secret);
// an error wrapping ErrOptions; ctx.Err() when ctx is cancelled first.
func ConstruitApres(ctx context.Context, e *code.Espace, lignes []plateau.Ligne, s []int32, o Options) (*optimal.Arbre, error) {
	o.Premier, o.Faites, o.Classe = nil, nil, nil
	if err := o.Verifie(e.Taille()); err != nil {
		return nil, err
	}
	c := nouveauConstructeur(ctx, e, o)
	noeuds, err := c.noeud(slices.Clone(lignes), s)
	if err != nil {
		return nil, err
	}
	return optimal.AssembleApres(e, lignes, noeuds)
}

// constructeur holds one build: no state outlives it.
type constructeur struct {
	ctx     context.Context
	e       *code.Espace
	t       code.Taille
	o       Options
	debut   time.Time
	gagnant int
	guesses *devins
	exactes int64
}

func nouveauConstructeur(ctx context.Context, e *code.Espace, o Options) *constructeur {
	return &constructeur{
		ctx: ctx, e: e, t: e.Taille(), o: o, debut: time.Now(),
		gagnant: e.Taille().IndexGagnant(), guesses: nouveauxDevins(e, o.Critere, o.Estime),
	}
}

// largeur is the number of guesses a node of depth prof and n
// candidates tries.
func (c *constructeur) largeur(prof, n int) int {
	k := 1
	if prof < c.o.Profondeur {
		k = max(k, c.o.Largeur)
	}
	if n <= c.o.Bas {
		k = max(k, c.o.LargeurBas)
	}
	return k
}

// racine builds the root, reporting each class built.
func (c *constructeur) racine(s []int32) ([]optimal.Noeud, error) {
	var essais []int32
	if c.o.Premier != nil {
		essais = []int32{int32(c.t.Index(*c.o.Premier))}
	} else {
		essais = c.guesses.meilleurs(nil, s, c.largeur(0, len(s)))
	}
	var meilleur []optimal.Noeud
	for k, g := range essais {
		best := 0
		if meilleur != nil {
			best = int(meilleur[0].Total)
		}
		suivi := func(classes, nb, faits, total int) {
			if c.o.Suivi != nil {
				c.o.Suivi(Progres{Classes: classes, NbClasses: nb, Faits: faits, Secrets: len(s), Total: total,
					Essai: k + 1, Essais: len(essais), Meilleur: best, Exactes: c.exactes, Ecoule: time.Since(c.debut)})
			}
		}
		n, err := c.avec(nil, s, g, best, suivi)
		if err != nil {
			return nil, err
		}
		if n != nil && (meilleur == nil || n[0].Total < meilleur[0].Total) {
			meilleur = n
		}
	}
	return meilleur, nil
}

// noeud builds the subtree of candidates s after rows lignes: nodes in
// preorder, its root first, branches indexing the slice.
func (c *constructeur) noeud(lignes []plateau.Ligne, s []int32) ([]optimal.Noeud, error) {
	if err := c.ctx.Err(); err != nil {
		return nil, err
	}
	switch n := len(s); {
	case n == 1:
		return []optimal.Noeud{{Proposition: s[0], Candidats: 1, Total: 1}}, nil
	case n == 2:
		rep := c.e.Score(int(s[0]), int(s[1]))
		return []optimal.Noeud{
			{Proposition: s[0], Candidats: 2, Total: 3, Branches: []optimal.Branche{{Reponse: uint8(rep), Noeud: 1}}},
			{Proposition: s[1], Candidats: 1, Total: 1},
		}, nil
	case n <= c.o.Seuil:
		return c.exact(lignes, s)
	}
	var meilleur []optimal.Noeud
	for _, g := range c.guesses.meilleurs(lignes, s, c.largeur(len(lignes), len(s))) {
		best := 0
		if meilleur != nil {
			best = int(meilleur[0].Total)
		}
		n, err := c.avec(lignes, s, g, best, nil)
		if err != nil {
			return nil, err
		}
		if n != nil && (meilleur == nil || n[0].Total < meilleur[0].Total) {
			meilleur = n
		}
	}
	return meilleur, nil
}

// avec builds the subtree of s that proposes g first. With best > 0, it
// gives up (nil) as soon as its classes add up to best or more.
func (c *constructeur) avec(lignes []plateau.Ligne, s []int32, g int32, best int, suivi func(classes, nb, faits, total int)) ([]optimal.Noeud, error) {
	classes := c.partage(g, s)
	racine := optimal.Noeud{Proposition: g, Candidats: int32(len(s)), Total: int32(len(s))}
	noeuds := []optimal.Noeud{racine}
	lignes = lignes[:len(lignes):len(lignes)]
	fait, faits := 0, len(s)
	for _, cl := range classes {
		faits -= len(cl.codes)
	}
	for _, cl := range classes {
		fils := append(lignes, plateau.Ligne{Code: c.t.Code(int(g)), Reponse: c.t.ReponseIndex(cl.rep)})
		premier := len(lignes) == 0 && c.o.Premier != nil
		sous, deja := c.o.Faites[cl.rep]
		if !premier || !deja || len(sous) == 0 || int(sous[0].Candidats) != len(cl.codes) {
			var err error
			if sous, err = c.noeud(fils, cl.codes); err != nil {
				return nil, err
			}
			if premier && c.o.Classe != nil {
				c.o.Classe(cl.rep, sous)
			}
		}
		base := int32(len(noeuds))
		noeuds[0].Branches = append(noeuds[0].Branches, optimal.Branche{Reponse: uint8(cl.rep), Noeud: base})
		noeuds[0].Total += sous[0].Total
		for _, n := range sous {
			if len(n.Branches) > 0 {
				br := make([]optimal.Branche, len(n.Branches))
				for i, b := range n.Branches {
					br[i] = optimal.Branche{Reponse: b.Reponse, Noeud: b.Noeud + base}
				}
				n.Branches = br
			}
			noeuds = append(noeuds, n)
		}
		fait++
		faits += len(cl.codes)
		if suivi != nil {
			suivi(fait, len(classes), faits, int(noeuds[0].Total))
		}
		if best > 0 && int(noeuds[0].Total) >= best {
			return nil, nil
		}
	}
	return noeuds, nil
}

// classe is the candidates that give one non-winning answer.
type classe struct {
	rep   int
	codes []int32
}

// partage splits s by the answers to g, by increasing answer, the winning
// answer left out.
func (c *constructeur) partage(g int32, s []int32) []classe {
	par := make([][]int32, c.t.NbIndices())
	mg := c.e.Masque(int(g))
	for _, x := range s {
		r := mg.Score(c.e.Masque(int(x)), c.t.Pions)
		par[r] = append(par[r], x)
	}
	var cl []classe
	for r, codes := range par {
		if len(codes) > 0 && r != c.gagnant {
			cl = append(cl, classe{rep: r, codes: codes})
		}
	}
	return cl
}

// exact is the optimal subtree of s after lignes (package optimal).
func (c *constructeur) exact(lignes []plateau.Ligne, s []int32) ([]optimal.Noeud, error) {
	a, err := optimal.SousArbre(c.ctx, &strategie.Etat{Espace: c.e, Lignes: lignes, Candidats: s}, 0)
	if err != nil {
		return nil, err
	}
	c.exactes++
	noeuds := make([]optimal.Noeud, a.Noeuds())
	for i := range noeuds {
		noeuds[i] = a.Noeud(i)
	}
	return noeuds, nil
}
