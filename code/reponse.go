package code

import (
	"fmt"

	"github.com/sae-mastermind/mastermind/utmm"
)

// Reponse is the coder's answer to a proposal: how many pegs have the right
// colour at the right place (bien placés) and how many the right colour at
// another place (mal placés). The course stores it as rep[i] = (bien, mal).
type Reponse struct {
	Bien int `json:"bien" yaml:"bien"`
	Mal  int `json:"mal" yaml:"mal"`
}

// String writes the answer as a pair: "(1,2)".
func (r Reponse) String() string { return fmt.Sprintf("(%d,%d)", r.Bien, r.Mal) }

// Gagnante reports whether the answer says the proposal is the secret.
func (r Reponse) Gagnante(pions int) bool { return r.Bien == pions }

// Verifie is the course's repCorrecte, with the impossible answer added:
// both counts at least 0, their sum at most pions, and never (pions−1, 1),
// since a single misplaced peg would have nowhere else to go.
//
// Résultat: nil, or an *ErreurReponse wrapping ErrNegatif, ErrTropDePions or
// ErrImpossible.
func (r Reponse) Verifie(pions int) error {
	switch {
	case r.Bien < 0 || r.Mal < 0:
		return &ErreurReponse{Reponse: r, Pions: pions, Err: ErrNegatif}
	case r.Bien+r.Mal > pions:
		return &ErreurReponse{Reponse: r, Pions: pions, Err: ErrTropDePions}
	case r.Bien == pions-1 && r.Mal == 1:
		return &ErreurReponse{Reponse: r, Pions: pions, Err: ErrImpossible}
	}
	return nil
}

// Malus is the course's penalty for a decoder who ran out of tries, computed
// on the answer to the last proposal: mal + 2 × (pions − (bien + mal)).
func (r Reponse) Malus(pions int) int {
	return r.Mal + 2*(pions-(r.Bien+r.Mal))
}

// Evalue is the course's nbBienMalPlaces: the answer a coder holding secret
// gives to proposition, computed through frequency tables.
//
// Pré-requis: both codes have the same length and colour numbers below
// MaxCouleurs. The answer is symmetric: Evalue(a, b) == Evalue(b, a).
func Evalue(secret, proposition Code) Reponse {
	var fs, fp [MaxCouleurs]int
	s, p := secret.pions(), proposition.pions()
	utmm.CompteDans(fs[:], s)
	utmm.CompteDans(fp[:], p)
	bien := utmm.BienPlaces(s, p)
	return Reponse{Bien: bien, Mal: utmm.Communs(fs[:], fp[:]) - bien}
}
