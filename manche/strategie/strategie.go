package strategie

import (
	"context"
	"errors"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// ErrAucunCandidat: no admissible code agrees with every answer, so the
// coder made a mistake or cheated.
var ErrAucunCandidat = errors.New("no code agrees with every answer")

// Strategie proposes the next code of a computer decoder.
type Strategie interface {
	// Nom is the strategy's name as the command line writes it ("lexico").
	Nom() string
	// Propose returns the next proposal for state e.
	//
	// Pré-requis: e.Candidats is not empty and the round is not over.
	// Résultat: a code of e's size, the same for the same rows and seed;
	// ErrAucunCandidat when the answers contradict each other.
	Propose(e *Etat) (code.Code, error)
}

// Etat is what a strategy reads before proposing.
type Etat struct {
	// Espace numbers and scores the codes of the game's size.
	Espace *code.Espace
	// Lignes are the rows played so far, oldest first.
	Lignes []plateau.Ligne
	// Candidats are the numbers of the admissible codes that agree with
	// every row, in increasing (lexicographic) order. They follow from
	// Lignes; they are handed over so that no strategy filters again.
	Candidats []int32
	// Graine seeds the strategies that draw at random.
	Graine uint64
	// Ctx, when not nil, stops a long proposal: Propose then returns its
	// error soon after it is cancelled. It rides in the state, as a
	// request carries its context, so that the interface stays one
	// method; the quick strategies ignore it.
	Ctx context.Context
	// Avancement, when not nil, is told how far a long proposal is.
	Avancement *Avancement
}

// Err is the error of e.Ctx, nil without a context.
func (e *Etat) Err() error {
	if e.Ctx == nil {
		return nil
	}
	return e.Ctx.Err()
}

// NouvelEtat returns the state after rows lignes, computing the candidates.
func NouvelEtat(e *code.Espace, lignes []plateau.Ligne, graine uint64) *Etat {
	candidats := e.Secrets()
	for _, l := range lignes {
		candidats = Filtre(e, candidats, l)
	}
	return &Etat{Espace: e, Lignes: lignes, Candidats: candidats, Graine: graine}
}

// Taille is the game's size.
func (e *Etat) Taille() code.Taille { return e.Espace.Taille() }

// Filtre keeps the codes of liste that would have given row l its answer,
// in the same order, in a new slice.
func Filtre(e *code.Espace, liste []int32, l plateau.Ligne) []int32 {
	t := e.Taille()
	g := t.Index(l.Code)
	voulu := t.IndexReponse(l.Reponse)
	var garde []int32
	for _, c := range liste {
		if e.Score(g, int(c)) == voulu {
			garde = append(garde, c)
		}
	}
	return garde
}
