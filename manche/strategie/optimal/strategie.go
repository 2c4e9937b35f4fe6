package optimal

import (
	"context"
	"fmt"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Alternative is a first proposal the search considered, up to symmetry,
// and what it proved about it: the exact total of its best tree, or a
// lower bound of it when the search dropped it (Exact false) because it
// could not beat the best. A lower bound is where the cut-off happened: it
// may differ from one run to the next (the tree does not).
type Alternative struct {
	Proposition code.Code
	Total       int
	Exact       bool
}

// Alternatives lists the first proposals the search considered, cheapest
// bound first: they show why the tree's first proposal is the best.
func (a *Arbre) Alternatives() []Alternative { return a.alternatives }

// Strategie plays the tree. Its proposal is a function of the rows only:
// it follows their answers down the tree. When the rows leave the tree (a
// proposal imposed by someone else), it searches the optimal tree of the
// candidates left, which the search does quickly below the first level.
type Strategie struct {
	arbre *Arbre
}

// Strategie returns the strategy that plays a.
func (a *Arbre) Strategie() *Strategie { return &Strategie{arbre: a} }

// Arbre is the tree the strategy plays.
func (s *Strategie) Arbre() *Arbre { return s.arbre }

// Nom is "optimal".
func (s *Strategie) Nom() string { return "optimal" }

// Propose returns the proposal of the tree's node for e's rows.
//
// Pré-requis: e is of the tree's size.
// Résultat: the proposal; strategie.ErrAucunCandidat when the answers
// contradict each other; ErrImpossible when the rows already used up the
// tree's limit of proposals.
func (s *Strategie) Propose(e *strategie.Etat) (code.Code, error) {
	if len(e.Candidats) == 0 {
		return code.Code{}, strategie.ErrAucunCandidat
	}
	ctx := e.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	a, i, err := s.noeud(ctx, e)
	if err != nil {
		return code.Code{}, err
	}
	return a.taille.Code(int(a.noeuds[i].Proposition)), nil
}

// noeud returns the tree and node for e's rows: the strategy's tree, or
// the tree searched for the candidates when the rows left it.
func (s *Strategie) noeud(ctx context.Context, e *strategie.Etat) (*Arbre, int, error) {
	if e.Taille() != s.arbre.taille {
		return nil, 0, fmt.Errorf("optimal strategy of %s asked about %s", s.arbre.taille, e.Taille())
	}
	// The rows lead to a node of the tree, unless a row was not the
	// tree's proposal, or other facts (the solver's rows with jokers)
	// left fewer candidates than the node holds.
	if i, err := s.arbre.Cherche(e.Lignes); err == nil && int(s.arbre.noeuds[i].Candidats) == len(e.Candidats) {
		return s.arbre, i, nil
	}
	a, err := SousArbre(ctx, e, s.arbre.maxCoups)
	if err != nil {
		return nil, 0, err
	}
	return a, 0, nil
}

// SousArbre searches the optimal tree of the candidates of e, after its
// rows, with at most maxCoups proposals in all (0: no limit).
//
// Résultat: the tree, whose Cherche takes e.Lignes and its continuations;
// strategie.ErrAucunCandidat; ErrImpossible; an *ErreurTaille when the
// candidates are too many; ctx.Err().
func SousArbre(ctx context.Context, e *strategie.Etat, maxCoups int) (*Arbre, error) {
	if len(e.Candidats) == 0 {
		return nil, strategie.ErrAucunCandidat
	}
	t := e.Taille()
	if t.Pions > MaxPions || len(e.Candidats) > MaxSecrets {
		return nil, &ErreurTaille{Taille: t, Max: MaxSecrets}
	}
	prefixe := append([]plateau.Ligne(nil), e.Lignes...)
	return calcule(ctx, e.Espace, e.Candidats, prefixe, Options{MaxCoups: maxCoups})
}

// Explication is a move of the tree laid out: the proposal, and the
// classes of candidates it leaves, one per answer, with what each costs.
// A class of n codes costs at least 2n − 1 proposals (one of them found
// at once, the others one proposal later at best); the tree's totals say
// how close to that the best play gets.
type Explication struct {
	Proposition code.Code
	// Candidats is the number of secrets still possible before it.
	Candidats int
	// Total is the number of proposals, this one included, summed over
	// them: Candidats plus the totals of the classes.
	Total int
	// Gagne is true when the proposal is itself a candidate (one secret
	// is found with it).
	Gagne bool
	// Classes are the non-winning answers the proposal may get, by
	// increasing (bien, mal).
	Classes []Classe
}

// Classe is the candidates that give one answer to a proposal.
type Classe struct {
	Reponse code.Reponse
	// Candidats is the size of the class.
	Candidats int
	// Total is the number of proposals after this one summed over the
	// class, as the tree plays it.
	Total int
	// Borne is the counting lower bound of Total (2n − 1 for a class of n
	// codes when one proposal can separate them).
	Borne int
}

// Explique lays out the move the strategy makes after e's rows.
//
// Résultat: as Propose's errors, and ctx.Err() when the rows left the tree
// and ctx was cancelled during the search.
func (s *Strategie) Explique(ctx context.Context, e *strategie.Etat) (Explication, error) {
	if len(e.Candidats) == 0 {
		return Explication{}, strategie.ErrAucunCandidat
	}
	a, i, err := s.noeud(ctx, e)
	if err != nil {
		return Explication{}, err
	}
	return a.Explique(i), nil
}

// Explique lays out node i.
//
// Pré-requis: 0 <= i < Noeuds().
func (a *Arbre) Explique(i int) Explication {
	n := a.noeuds[i]
	r := a.taille.Pions*(a.taille.Pions+3)/2 - 1
	b := nouvellesBornes(int(n.Candidats), r)
	x := Explication{
		Proposition: a.taille.Code(int(n.Proposition)),
		Candidats:   int(n.Candidats), Total: int(n.Total),
	}
	enfants := 0
	for _, br := range n.Branches {
		c := a.noeuds[br.Noeud]
		enfants += int(c.Candidats)
		x.Classes = append(x.Classes, Classe{
			Reponse:   a.taille.ReponseIndex(int(br.Reponse)),
			Candidats: int(c.Candidats), Total: int(c.Total),
			Borne: b.de(int(c.Candidats), b.dmax),
		})
	}
	x.Gagne = enfants < x.Candidats
	return x
}

// Raisonne lays out, for strategie.Explique, the node at which row l was
// played: the classes of candidates its proposal leaves, what each costs
// the tree, and which one the answer picked.
func (s *Strategie) Raisonne(avant *strategie.Etat, l plateau.Ligne, x *strategie.Explication) error {
	e, err := s.Explique(context.Background(), avant)
	if err != nil {
		return err
	}
	if e.Proposition != l.Code {
		return strategie.ErrAutreStrategie
	}
	x.Genre, x.Cout = strategie.GenreArbre, e.Total
	for _, c := range e.Classes {
		x.Classes = append(x.Classes, strategie.ClasseArbre{
			Reponse: c.Reponse, Candidats: c.Candidats, Cout: c.Total, Borne: c.Borne, Recue: c.Reponse == l.Reponse,
		})
	}
	return nil
}
