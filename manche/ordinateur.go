package manche

import (
	"context"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// MancheOrdinateur is the course's MancheOrdinateur: a round in which the
// computer decodes. Ordinateur proposes with a strategy; Codeur, the
// human, answers. The board is the course's attribute Plateau p, from the
// embedded Deroulement. The game's even course rounds and the
// demonstrations (where Codeur is a Secret the computer drew) are
// MancheOrdinateur.
type MancheOrdinateur struct {
	Deroulement
	// Codeur answers the computer's proposals: the human, or a Secret.
	Codeur Codeur
	// Ordinateur is the decoder: the computer and its strategy.
	Ordinateur Ordinateur
}

// MancheOrdinateur is Jouable: partie.Organisateur returns it.
var _ Jouable = (*MancheOrdinateur)(nil)

// NouvelleOrdinateur returns a MancheOrdinateur whose board has
// nbEssaisMax rows: the computer decodes with strategy s, seeded with
// graine; codeur (the human, or Secret when the computer plays both
// sides) answers.
//
// Résultat: plateau.Nouveau's error when nbEssaisMax < 1.
func NouvelleOrdinateur(e *code.Espace, nbEssaisMax int, codeur Codeur, s strategie.Strategie, graine uint64) (*MancheOrdinateur, error) {
	// A computer's secret answers truly: only a human's answers are
	// checked after each row.
	_, honnete := codeur.(Secret)
	d, err := nouveauDeroulement(e, nbEssaisMax, !honnete)
	if err != nil {
		return nil, err
	}
	return &MancheOrdinateur{Deroulement: d, Codeur: codeur, Ordinateur: Ordinateur{Strategie: s, Espace: e, Graine: graine}}, nil
}

// Joue plays the round to its end (the course's joue; mancheOrdinateur in
// the base version).
//
// Résultat: how the round ended and what the human scores as coder, 0
// after a wrong answer (Resultat.Erreurs); ErrAbandon when the player
// quit; the context's error when it was cancelled, a long search
// included; a player's error, wrapped.
func (m *MancheOrdinateur) Joue(ctx context.Context) (Resultat, error) {
	return m.deroule(ctx, m.Codeur, m.Ordinateur)
}
