package strategie

import (
	"slices"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Lexico is the course's base strategy (§2), written as the handout
// writes passePropSuivante: from the previous proposal, walk the codes in
// lexicographic order with passeCodeSuivantLexico (code.Taille.Suivant)
// and propose the first one compatible with every row (estCompat:
// plateau.EstCompatibleAvec). Its first proposal is the first admissible
// code (RRRR when colours may repeat).
//
// This is the code the game and the demonstration play. The handout's
// extension, the same proposals found faster, is LexicoRapide; the
// statistics play that one over every secret (see AvecExtension), and a
// test checks both agree at every node of the decision tree.
type Lexico struct{}

// Nom is "lexico".
func (Lexico) Nom() string { return "lexico" }

// Propose is passePropSuivante (plateau.PropSuivante): the next code, in
// lexicographic order, compatible with every row of the board.
//
// Pré-requis: e.Candidats are the codes e.Lignes allow (NouvelEtat); a
// state whose candidates know more than its rows (the solver's partial
// rows) is read by the extension, LexicoRapide.
// Résultat: ErrAucunCandidat when the walk reaches the last code: the
// coder made a mistake or cheated.
func (Lexico) Propose(e *Etat) (code.Code, error) {
	if len(e.Candidats) == 0 {
		// The state already knows the answers contradict each other; the
		// walk would find it out at the last code.
		return code.Code{}, ErrAucunCandidat
	}
	cod, ok := code.Code{}, false
	if depuisLePremier(e) {
		cod, ok = premierCompatible(e, e.Taille().Premier())
	} else {
		cod, ok = plateau.PropSuivante(e.Taille(), e.Lignes)
	}
	if !ok {
		return code.Code{}, ErrAucunCandidat // past the last code: a wrong answer
	}
	return cod, nil
}

// premierCompatible walks from cod, included, to the first admissible code
// that agrees with every row of e.
func premierCompatible(e *Etat, cod code.Code) (code.Code, bool) {
	t := e.Taille()
	for encore := true; encore; cod, encore = t.Suivant(cod) {
		if t.Admissible(cod) && plateau.EstCompatibleAvec(cod, e.Lignes) {
			return cod, true
		}
	}
	return code.Code{}, false
}

// depuisLePremier reports whether the walk must start from the first code
// rather than after the previous proposal.
//
// The handout may start after the previous proposal because every code
// before it was skipped as incompatible, and stays so. A board the walk
// did not play itself (an imposed first proposal, --first) may keep
// compatible codes before its last proposal; the walk then starts from
// the first code, so that it still proposes the first compatible code of
// all. The state's candidates, kept in order, tell which case it is.
func depuisLePremier(e *Etat) bool {
	n := len(e.Lignes)
	return n > 0 && int(e.Candidats[0]) <= e.Taille().Index(e.Lignes[n-1].Code)
}

// LexicoDecroissant is the base strategy in decreasing lexicographic order
// (§3.6): it starts from the last code (NNNN on 4×6) and proposes the
// largest candidate. Renaming colour c as Couleurs−1−c turns it into
// Lexico, so both orders have the same statistics, secret for renamed
// secret (see docs/STRATEGIES.md).
type LexicoDecroissant struct{}

// Nom is "lexico-desc".
func (LexicoDecroissant) Nom() string { return "lexico-desc" }

// Propose returns the largest candidate.
func (LexicoDecroissant) Propose(e *Etat) (code.Code, error) {
	if len(e.Candidats) == 0 {
		return code.Code{}, ErrAucunCandidat
	}
	return e.Espace.Code(int(e.Candidats[len(e.Candidats)-1])), nil
}

// LexicoAleatoire is §3.6's second counter-strategy: a starting code drawn
// at random among the admissible ones, then the increasing order from it,
// back to the first code after the last. It proposes the first candidate
// at or after the start, else the smallest one: the codes the course's
// walk skips between are incompatible, as for Lexico.
//
// The start depends only on the round's seed (Etat.Graine), so a round can
// be replayed; see Depart.
type LexicoAleatoire struct{}

// Nom is "lexico-random".
func (LexicoAleatoire) Nom() string { return "lexico-random" }

// Propose returns the first candidate from the start, cyclically.
func (LexicoAleatoire) Propose(e *Etat) (code.Code, error) {
	if len(e.Candidats) == 0 {
		return code.Code{}, ErrAucunCandidat
	}
	d := int32(e.Espace.Taille().Index(Depart(e.Espace, e.Graine)))
	i, _ := slices.BinarySearch(e.Candidats, d)
	if i == len(e.Candidats) {
		i = 0
	}
	return e.Espace.Code(int(e.Candidats[i])), nil
}

// Depart is the starting code of LexicoAleatoire for seed graine: an
// admissible code drawn uniformly.
func Depart(e *code.Espace, graine uint64) code.Code {
	s := e.Secrets()
	return e.Code(int(s[tirage(graine, 1).IntN(len(s))]))
}

// LexicoAlea is §3.6's first counter-strategy: each round, the order is
// drawn at random from the round's seed, increasing (Lexico) or decreasing
// (LexicoDecroissant); see Decroissant.
type LexicoAlea struct{}

// Nom is "lexico-alea".
func (LexicoAlea) Nom() string { return "lexico-alea" }

// Propose proposes as Lexico (through its extension, LexicoRapide) or
// LexicoDecroissant, as the seed says.
func (LexicoAlea) Propose(e *Etat) (code.Code, error) {
	if Decroissant(e.Graine) {
		return LexicoDecroissant{}.Propose(e)
	}
	return LexicoRapide{}.Propose(e)
}

// Decroissant reports whether LexicoAlea plays the decreasing order with
// seed graine (one chance in two).
func Decroissant(graine uint64) bool { return tirage(graine, 2).Uint64()&1 == 1 }

// Parcourus is how many codes the course's walk (passeCodeSuivantLexico)
// passes over without proposing them, from proposal depuis to the next
// proposal vers: in increasing order, back to the first code after the
// last (Lexico, LexicoAleatoire), or in decreasing order
// (LexicoDecroissant). Every one of them disagrees with an earlier answer
// (or, without repeats, cannot be a secret). For the explanations: "the
// computer skipped 42 codes".
//
// Pré-requis: depuis and vers are codes of size t.
func Parcourus(t code.Taille, depuis, vers code.Code, decroissant bool) int {
	a, b := t.Index(depuis), t.Index(vers)
	if decroissant {
		a, b = b, a
	}
	n := t.Nombre()
	return ((b-a-1)%n + n) % n
}
