package strategie_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/plateau"
)

// The rule of a game without repeats binds every proposal: each strategy,
// the optimal one and an imposed first proposal included, plays every
// secret of no-repeat sizes, game by game, and no proposal it makes holds
// a colour twice. The sizes include one with two colours out of the
// secret (4×6, 3×5), one with a single one (4×5), and one with none (4×4,
// where CFC has no blank and proposes as lexico).
func TestEveryProposalIsAdmissibleWithoutRepeats(t *testing.T) {
	tailles := []code.Taille{
		{Pions: 4, Couleurs: 6, SansRepetition: true}, {Pions: 3, Couleurs: 5, SansRepetition: true},
		{Pions: 4, Couleurs: 5, SansRepetition: true}, {Pions: 4, Couleurs: 4, SansRepetition: true},
		{Pions: 2, Couleurs: 3, SansRepetition: true}, {Pions: 1, Couleurs: 3, SansRepetition: true},
	}
	for _, taille := range tailles {
		e, err := code.NouvelEspace(taille)
		require.NoError(t, err)
		for _, s := range strategies(t, e) {
			t.Run(taille.String()+"/"+nom(s), func(t *testing.T) {
				for i, secret := range e.Secrets() {
					// Under the race detector (make check), every
					// seventh secret: the races are in the search, the
					// admissibility in every secret of make test's run.
					if strategie.SousRace && i%7 != 0 {
						continue
					}
					joueSansRepetition(t, s, e, e.Code(int(secret)))
				}
			})
		}
	}
}

// strategies are every strategy of the registry, the optimal one, and a
// score strategy with an imposed first proposal.
func strategies(t *testing.T, e *code.Espace) []strategie.Strategie {
	var res []strategie.Strategie
	for _, n := range strategie.Noms() {
		s, err := strategie.Nouvelle(n)
		require.NoError(t, err)
		res = append(res, s)
	}
	a, err := optimal.Calcule(context.Background(), e, optimal.Options{})
	require.NoError(t, err)
	premier := e.Code(int(e.Secrets()[len(e.Secrets())-1]))
	return append(res, a.Strategie(), strategie.AvecPremier{S: strategie.NouvelleParScore(strategie.MinMax), Premier: premier})
}

func nom(s strategie.Strategie) string {
	if a, ok := s.(strategie.AvecPremier); ok {
		return a.Nom() + "-first"
	}
	return s.Nom()
}

// joueSansRepetition plays s against secret, checking every proposal
// against the rule, until it finds the secret.
func joueSansRepetition(t *testing.T, s strategie.Strategie, e *code.Espace, secret code.Code) {
	t.Helper()
	var lignes []plateau.Ligne
	for range 4 * e.Taille().Couleurs {
		c, err := s.Propose(strategie.NouvelEtat(e, lignes, 3))
		require.NoError(t, err)
		require.NoError(t, e.Taille().VerifieAdmissible(c), "%s against %v after %d rows", nom(s), secret, len(lignes))
		r := code.Evalue(secret, c)
		if r.Gagnante(e.Taille().Pions) {
			return
		}
		lignes = append(lignes, plateau.Ligne{Code: c, Reponse: r})
	}
	assert.Fail(t, "secret not found", "%s against %v: %v", nom(s), secret, lignes)
}
