package optimal

import (
	"errors"
	"slices"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Assemble returns the tree of nodes noeuds for every secret of e: a
// strategy built outside the search (package hybride grafts the optimal
// trees of small classes under a heuristic), which then plays, explains,
// gives its statistics and is exported as the search's trees are. Node 0
// is the root; branches name nodes of noeuds. The tree is checked as a
// loaded one (Verifie: every secret found, counts and totals right), so a
// wrong assembly is an error, never a strategy.
//
// Résultat: the tree, or an error that says what is wrong.
func Assemble(e *code.Espace, noeuds []Noeud) (*Arbre, error) {
	if len(noeuds) == 0 {
		return nil, errors.New("assemble: empty tree")
	}
	a := &Arbre{taille: e.Taille(), noeuds: slices.Clone(noeuds)}
	if err := a.Verifie(e); err != nil {
		return nil, err
	}
	return a, nil
}

// AssembleApres is Assemble for the candidates of e that rows prefixe
// leave: the tree of a class, whose Cherche takes the rows and their
// continuations.
//
// Résultat: the tree, or an error that says what is wrong.
func AssembleApres(e *code.Espace, prefixe []plateau.Ligne, noeuds []Noeud) (*Arbre, error) {
	if len(noeuds) == 0 {
		return nil, errors.New("assemble: empty tree")
	}
	a := &Arbre{taille: e.Taille(), prefixe: slices.Clone(prefixe), noeuds: slices.Clone(noeuds)}
	if err := a.Verifie(e); err != nil {
		return nil, err
	}
	return a, nil
}
