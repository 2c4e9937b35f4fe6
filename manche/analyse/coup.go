package analyse

import (
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Coup is one guess of the round, analysed.
type Coup struct {
	// Numero is the guess's number in the round, from 1.
	Numero int
	// Ligne is the guess and its answer.
	Ligne plateau.Ligne
	// Avant is the number of codes still possible before the guess; Apres
	// after its answer.
	Avant, Apres int
	// PouvaitEtre: the guess was one of the codes still possible, so it
	// could have been the secret.
	PouvaitEtre bool
	// Indice: the guess is the hint's code there (IN200's hint, which the
	// game gives for "?"): the smallest code still possible. It agrees
	// with every answer, and is no better a guess for that.
	Indice bool
	// Reponses is the number of different answers the guess could get
	// from the codes still possible (1: it could teach nothing).
	Reponses int
	// Attendu is how many codes the guess was expected to leave.
	Attendu Attendu
	// Meilleur is the best guess by expected size there, as the lab's
	// expected-size strategy chooses it (ties to a code that may be the
	// secret, then to the smallest code), and MeilleurAttendu what it was
	// expected to leave.
	Meilleur        code.Code
	MeilleurAttendu Attendu
	// Conseil is the guess the optimal strategy plays there when Source is
	// SourceOptimale, else Meilleur.
	Conseil code.Code
	Source  Source
	// ConseilTotal, with SourceOptimale, is the number of guesses the
	// optimal strategy needs from there, summed over the codes still
	// possible (this guess included): ConseilTotal / Avant on average.
	// 0 otherwise.
	ConseilTotal int
	// Note grades the guess.
	Note Note
}
