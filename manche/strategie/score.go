package strategie

import "github.com/sae-mastermind/mastermind/code"

// ParScore is a score strategy: it proposes, among the admissible codes,
// the one whose split of the candidates (see Decoupage) is best under its
// criterion; ties go to a candidate, then to the smallest code. With a
// single candidate left it proposes that one. Its first proposal follows
// the same rule (RRBB on 4×6 for Knuth); AvecPremier imposes another one.
//
// The admissible codes are every code, or, without repeats, those that
// hold no colour twice: the rule of the game binds every proposal. The
// guesses it walks (symetrie's multisets and permutations) are admissible
// by construction.
//
// The search is exact but does not score every code. First, a candidate
// that splits the others as evenly as any split could is the answer: the
// candidates are tried for that, in order. Otherwise the guesses are taken
// by colour multiset (see multiset), the most promising multisets first,
// and a multiset whose bound cannot beat the best so far ends the search
// (those of the least bound a non-candidate may have are searched as they
// come, in the order of their smallest code, until one reaches it);
// within a multiset, only one code of each class of guesses that the
// symmetries of the state make equivalent is scored, colours and positions
// (see symetrie), and a guess is given up as soon as the groups of
// candidates it has counted, with the bounds of the others, cannot beat
// the best. It honours Etat.Ctx and reports to Etat.Avancement.
//
// Build it with NouvelleParScore; the zero value with a criterion works
// too, more slowly for MaxEntropie.
type ParScore struct {
	Critere Critere
	lg      *tableLog
}

// NouvelleParScore returns the score strategy of criterion c.
func NouvelleParScore(c Critere) ParScore {
	s := ParScore{Critere: c}
	if c == MaxEntropie {
		s.lg = nouvelleTableLog(tailleTableLog)
	}
	return s
}

// Nom is the criterion's name: knuth, most-parts, entropy, expected-size.
func (s ParScore) Nom() string { return s.Critere.Nom() }

// Propose returns the best guess of state e.
func (s ParScore) Propose(e *Etat) (code.Code, error) {
	switch len(e.Candidats) {
	case 0:
		return code.Code{}, ErrAucunCandidat
	case 1:
		return e.Espace.Code(int(e.Candidats[0])), nil
	}
	r := s.recherche(e, regles{positions: true, classes: true, auFil: true, admissibles: propositionsAdmissibles(e)})
	if err := r.cherche(); err != nil {
		return code.Code{}, err
	}
	return e.Espace.Code(r.premier.g), nil
}

// Choix is a guess of a score strategy and how it splits the candidates.
type Choix struct {
	Code code.Code
	// Candidat: the guess may be the secret.
	Candidat bool
	// Decoupage is the split of the candidates by the guess's answers.
	Decoupage Decoupage
	// Cout is the exact figure the strategy minimises (see Cout).
	Cout Cout
}

// Meilleurs returns the strategy's choice in state e and the runner-up: the
// best guess that is not equivalent to it by colour symmetry (the next one
// in the strategy's order when several are as good). A guess with the
// same pegs in another order may be the runner-up. For a teacher's "why
// this code": the split of each, and by how much the first wins.
//
// Pré-requis: e.Candidats is not empty.
// Résultat: the choice, the runner-up and true; false when there is no
// other guess (a single candidate is proposed without a search);
// ErrAucunCandidat without candidates; the context's error when e.Ctx is
// cancelled.
func (s ParScore) Meilleurs(e *Etat) (premier, second Choix, deux bool, err error) {
	switch len(e.Candidats) {
	case 0:
		return Choix{}, Choix{}, false, ErrAucunCandidat
	case 1:
		c := int(e.Candidats[0])
		return s.choix(e, essai{g: c, candidat: true}), Choix{}, false, nil
	}
	r := s.recherche(e, regles{deux: true, classes: true, auFil: true, admissibles: propositionsAdmissibles(e)})
	if err := r.cherche(); err != nil {
		return Choix{}, Choix{}, false, err
	}
	if r.second.g < 0 {
		return s.choix(e, r.premier), Choix{}, false, nil
	}
	return s.choix(e, r.premier), s.choix(e, r.second), true, nil
}

func (s ParScore) choix(e *Etat, x essai) Choix {
	d := Decoupe(e.Espace, x.g, e.Candidats)
	return Choix{Code: e.Espace.Code(x.g), Candidat: x.candidat, Decoupage: d, Cout: s.Critere.cout(d, s.lg)}
}

// essai is a scored guess; g < 0 for none.
type essai struct {
	g        int
	cout     Cout
	candidat bool
}

// avant reports whether a comes before b in the strategy's order: a lower
// figure, then a candidate, then a smaller code.
func (a essai) avant(b essai) bool {
	switch {
	case b.g < 0:
		return a.g >= 0
	case a.cout != b.cout:
		return a.cout.Moins(b.cout)
	case a.candidat != b.candidat:
		return a.candidat
	}
	return a.g < b.g
}
