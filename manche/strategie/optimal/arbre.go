package optimal

import (
	"errors"
	"fmt"
	"slices"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Arbre is a strategy as a decision tree: each node is a proposal and the
// set of secrets that reach it; each non-winning answer leads to a child.
// The node of a history is found by following its answers from the root.
//
// An Arbre is read-only once built and safe for concurrent use.
type Arbre struct {
	taille   code.Taille
	maxCoups int
	premier  bool
	// prefixe is the history at the root: empty for a whole game, the rows
	// already played for a tree computed in the middle of a round.
	prefixe      []plateau.Ligne
	noeuds       []Noeud
	alternatives []Alternative
}

// Noeud is one proposal of the tree.
type Noeud struct {
	// Proposition is the code proposed, by its number (code.Taille.Index).
	Proposition int32
	// Candidats is the number of secrets that reach this node.
	Candidats int32
	// Total is the number of proposals, from this one on, summed over
	// those secrets.
	Total int32
	// Branches lead to the children, by increasing answer index; the
	// winning answer has none.
	Branches []Branche
}

// Branche is the child of a node for one answer.
type Branche struct {
	Reponse uint8 // the answer index (code.Taille.IndexReponse)
	Noeud   int32 // the child, an index in the tree's nodes
}

// ErrHorsArbre: the history left the tree (a proposal the tree would not
// have made, or an answer no secret gives).
var ErrHorsArbre = errors.New("the history is not in the tree")

// Taille is the size of the game.
func (a *Arbre) Taille() code.Taille { return a.taille }

// Prefixe is the rows played before the tree's root: none for a whole
// game.
func (a *Arbre) Prefixe() []plateau.Ligne { return slices.Clone(a.prefixe) }

// MaxCoups is the limit the tree was searched under, 0 for none.
func (a *Arbre) MaxCoups() int { return a.maxCoups }

// Total is the number of proposals summed over every secret.
func (a *Arbre) Total() int { return int(a.noeuds[0].Total) }

// Secrets is the number of secrets the tree finds.
func (a *Arbre) Secrets() int { return int(a.noeuds[0].Candidats) }

// Moyenne is the average number of proposals.
func (a *Arbre) Moyenne() float64 { return float64(a.Total()) / float64(a.Secrets()) }

// Noeuds is the number of nodes.
func (a *Arbre) Noeuds() int { return len(a.noeuds) }

// Noeud returns node i; node 0 is the root.
//
// Pré-requis: 0 <= i < Noeuds().
func (a *Arbre) Noeud(i int) Noeud { return a.noeuds[i] }

// Enfant returns the child of node i for answer index rep, or -1 when rep
// wins or no secret of node i gives it.
func (a *Arbre) Enfant(i int, rep int) int {
	for _, b := range a.noeuds[i].Branches {
		if int(b.Reponse) == rep {
			return int(b.Noeud)
		}
	}
	return -1
}

// Cherche returns the node reached by the rows lignes (which start with the
// tree's own prefix, if any), or ErrHorsArbre.
func (a *Arbre) Cherche(lignes []plateau.Ligne) (int, error) {
	if len(lignes) < len(a.prefixe) {
		return 0, ErrHorsArbre
	}
	for i, l := range a.prefixe {
		if lignes[i] != l {
			return 0, ErrHorsArbre
		}
	}
	i := 0
	for _, l := range lignes[len(a.prefixe):] {
		if a.taille.Index(l.Code) != int(a.noeuds[i].Proposition) {
			return 0, ErrHorsArbre
		}
		if i = a.Enfant(i, a.taille.IndexReponse(l.Reponse)); i < 0 {
			return 0, ErrHorsArbre
		}
	}
	return i, nil
}

// Statistiques are the figures of a strategy over every secret.
type Statistiques struct {
	Secrets int
	// Total is the number of proposals summed over every secret.
	Total int
	// Max is the most proposals a secret needs.
	Max int
	// Distribution[k] is the number of secrets found with k proposals
	// (index 0 is unused).
	Distribution []int
	// Difficiles are the secrets that need Max proposals, in increasing
	// code order.
	Difficiles []code.Code
}

// Moyenne is the average number of proposals.
func (s Statistiques) Moyenne() float64 { return float64(s.Total) / float64(s.Secrets) }

// Statistiques walks the tree: every secret is found at the node that
// proposes it, at the node's depth.
func (a *Arbre) Statistiques() Statistiques {
	st := Statistiques{Secrets: a.Secrets(), Total: a.Total()}
	var difficiles []int32
	var visite func(i, prof int)
	visite = func(i, prof int) {
		n := a.noeuds[i]
		enfants := int32(0)
		for _, b := range n.Branches {
			enfants += a.noeuds[b.Noeud].Candidats
			visite(int(b.Noeud), prof+1)
		}
		if n.Candidats == enfants {
			return // the proposal is not a candidate: nobody is found here
		}
		for len(st.Distribution) <= prof {
			st.Distribution = append(st.Distribution, 0)
		}
		st.Distribution[prof]++
		switch {
		case prof > st.Max:
			st.Max, difficiles = prof, []int32{n.Proposition}
		case prof == st.Max:
			difficiles = append(difficiles, n.Proposition)
		}
	}
	visite(0, 1)
	slices.Sort(difficiles)
	for _, c := range difficiles {
		st.Difficiles = append(st.Difficiles, a.taille.Code(int(c)))
	}
	return st
}

// Verifie checks that the tree is a strategy for the secrets of e after
// its prefix: each secret, answered truthfully, is found; each node holds
// exactly the secrets whose answers lead to it (so every proposal follows
// from the answers before it); the counts and totals are right; no secret
// needs more than MaxCoups proposals when there is a limit.
//
// Résultat: nil, or an error that says what is wrong.
func (a *Arbre) Verifie(e *code.Espace) error {
	if e.Taille() != a.taille {
		return fmt.Errorf("tree of %s checked against %s", a.taille, e.Taille())
	}
	if len(a.noeuds) == 0 {
		return errors.New("empty tree")
	}
	secrets := e.Secrets()
	for _, l := range a.prefixe {
		var garde []int32
		for _, s := range secrets {
			if e.Score(a.taille.Index(l.Code), int(s)) == a.taille.IndexReponse(l.Reponse) {
				garde = append(garde, s)
			}
		}
		secrets = garde
	}
	n := len(a.noeuds)
	vus := make([]int32, n)   // secrets that reached each node
	somme := make([]int32, n) // proposals from each node on, summed over them
	err := a.parcours(e, secrets, func(chemin []int) {
		for k, i := range chemin {
			vus[i]++
			somme[i] += int32(len(chemin) - k)
		}
	})
	if err != nil {
		return err
	}
	gagnant := a.taille.IndexGagnant()
	parents := make([]int, n)
	for _, nd := range a.noeuds {
		for _, b := range nd.Branches {
			if b.Noeud > 0 && int(b.Noeud) < n {
				parents[b.Noeud]++
			}
		}
	}
	for i, nd := range a.noeuds {
		if i > 0 && parents[i] != 1 {
			return fmt.Errorf("node %d has %d parents", i, parents[i])
		}
		if vus[i] == 0 {
			return fmt.Errorf("node %d is reached by no secret", i)
		}
		if vus[i] != nd.Candidats || somme[i] != nd.Total {
			return fmt.Errorf("node %d claims %d secrets and %d proposals, has %d and %d", i, nd.Candidats, nd.Total, vus[i], somme[i])
		}
		for _, b := range nd.Branches {
			if int(b.Reponse) == gagnant || b.Noeud <= int32(i) || int(b.Noeud) >= n {
				return fmt.Errorf("node %d has a bad branch %v", i, b)
			}
		}
	}
	if int(a.noeuds[0].Candidats) != len(secrets) {
		return fmt.Errorf("the tree finds %d secrets of %d", a.noeuds[0].Candidats, len(secrets))
	}
	return nil
}

// parcours walks each secret of secrets down the tree, answering
// truthfully, and hands visite the nodes it went through, the root first
// and the node that proposes it last (a slice visite must not keep).
//
// Résultat: nil, or an error when a node proposes no admissible code of
// the size (a tree cached before proposals without repeats were bound by
// the rule is refused here), a secret has no branch for its answer, or it is not found within the
// tree's limit (or at all).
func (a *Arbre) parcours(e *code.Espace, secrets []int32, visite func(chemin []int)) error {
	gagnant := a.taille.IndexGagnant()
	var chemin []int
	for _, s := range secrets {
		chemin = chemin[:0]
		for i := 0; ; {
			if len(chemin) >= len(a.noeuds) || (a.maxCoups > 0 && len(a.prefixe)+len(chemin) >= a.maxCoups) {
				return fmt.Errorf("secret %s is not found within the limit", e.Code(int(s)))
			}
			chemin = append(chemin, i)
			g := a.noeuds[i].Proposition
			if g < 0 || int(g) >= e.Nombre() {
				return fmt.Errorf("node %d proposes code number %d", i, g)
			}
			if err := a.taille.VerifieAdmissible(e.Code(int(g))); err != nil {
				return fmt.Errorf("node %d proposes %v: %w", i, e.Code(int(g)), err)
			}
			rep := e.Score(int(g), int(s))
			if rep == gagnant {
				break
			}
			if i = a.Enfant(i, rep); i < 0 || i >= len(a.noeuds) {
				return fmt.Errorf("secret %s: no branch for its answer %v to %s", e.Code(int(s)), a.taille.ReponseIndex(rep), e.Code(int(g)))
			}
		}
		visite(chemin)
	}
	return nil
}
