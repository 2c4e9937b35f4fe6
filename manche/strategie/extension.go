package strategie

import (
	"mastermind/code"
	"mastermind/plateau"
)

// LexicoRapide is the handout's extension of the base strategy (§2: "améliorer
// l'efficacité de l'algorithme de recherche de la proposition de code
// suivante (sans modifier la stratégie)"): the same proposals as Lexico,
// read from the state's candidates instead of walked to. The candidates
// are every admissible code that agrees with every row, kept in
// lexicographic order and filtered with bit masks (code.Espace), so the
// first compatible code is the first candidate.
//
// It is Lexico's extension (AvecExtension): strategie.Calcule plays it over
// every secret, and the tests check it proposes what Lexico proposes at
// every node of the decision tree, on every size up to 5×8.
type LexicoRapide struct{}

// Nom is "lexico": the same strategy as Lexico, found faster.
func (LexicoRapide) Nom() string { return "lexico" }

// Propose returns the smallest candidate.
func (LexicoRapide) Propose(e *Etat) (code.Code, error) {
	if len(e.Candidats) == 0 {
		return code.Code{}, ErrAucunCandidat
	}
	return e.Espace.Code(int(e.Candidats[0])), nil
}

// Raisonne explains as Lexico: the same proposals, the same walk.
func (LexicoRapide) Raisonne(avant *Etat, l plateau.Ligne, x *Explication) error {
	return Lexico{}.Raisonne(avant, l, x)
}

// Extension returns LexicoRapide.
func (Lexico) Extension() Strategie { return LexicoRapide{} }

// AvecExtension is a strategy written as the course writes it that has a
// faster twin (its "extension"), proposing the same codes from the same
// rows. Calcule, which asks for a proposal at every node of the decision
// tree, plays the extension; a round plays the strategy itself.
type AvecExtension interface {
	Strategie
	// Extension returns the faster twin.
	Extension() Strategie
}

// Extension returns s's faster twin, or s when it has none. An imposed
// first proposal (AvecPremier) keeps its first code and speeds up the rest.
func Extension(s Strategie) Strategie {
	switch x := s.(type) {
	case AvecExtension:
		return x.Extension()
	case AvecPremier:
		return AvecPremier{S: Extension(x.S), Premier: x.Premier}
	}
	return s
}
