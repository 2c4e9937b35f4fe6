package strategies

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// TestResolveur: the one table builds the registry's strategies, adds the
// optimal one and programs only when cmd/mastermind gives how to build
// them, names the known ones in an unknown name's error and estimates as
// strategie.Estime.
func TestResolveur(t *testing.T) {
	ctx := context.Background()
	e, err := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6})
	require.NoError(t, err)
	seul := &Resolveur{}
	assert.Equal(t, strategie.Noms(), seul.Noms(), "without Optimal, the registry's names")
	var inconnue *strategie.ErreurInconnue
	require.ErrorAs(t, seul.Verifie("cmd:./s"), &inconnue, "without Programme, no program")

	boom := errors.New("boom")
	var programme string
	r := &Resolveur{
		Optimal: func(context.Context, *code.Espace, OptionsStrategie) (strategie.Strategie, error) { return nil, boom },
		Programme: func(_ context.Context, nom string) (strategie.Strategie, error) {
			programme = nom
			return strategie.Lexico{}, nil
		},
	}
	assert.Equal(t, append(strategie.Noms(), NomOptimal), r.Noms())
	_, err = r.Construit(ctx, NomOptimal, e, OptionsStrategie{})
	assert.ErrorIs(t, err, boom)
	_, err = r.Construit(ctx, "cmd:./s", e, OptionsStrategie{})
	require.NoError(t, err)
	assert.Equal(t, "cmd:./s", programme)
	premier := e.Code(7)
	_, err = r.Construit(ctx, "cmd:./s", e, OptionsStrategie{Premier: &premier})
	assert.ErrorIs(t, err, ErrPremierProgramme)
	s, err := r.Construit(ctx, "knuth", e, OptionsStrategie{Premier: &premier})
	require.NoError(t, err)
	avec, ok := s.(strategie.AvecPremier)
	require.True(t, ok, "the first proposal imposed")
	assert.Equal(t, premier, avec.Premier)
	assert.Equal(t, "knuth", avec.Nom())

	err = r.Verifie("devin")
	require.ErrorAs(t, err, &inconnue)
	assert.Equal(t, r.Noms(), inconnue.Connus, "every name, the optimal one included")

	t4 := code.Taille{Pions: 6, Couleurs: 9}
	assert.Equal(t, strategie.Estime("knuth", t4, 2), r.Estime("knuth", t4, 2))
	assert.Zero(t, r.Estime(NomOptimal, t4, 2))
	assert.Zero(t, r.Estime("cmd:./s", t4, 2))

	for _, nom := range r.Noms() {
		assert.Equal(t, strategie.DependDeLaGraine(nom), r.Graine(nom), nom)
	}
	assert.True(t, r.Graine("random"))
	assert.False(t, r.Graine(NomOptimal))
	assert.False(t, r.Graine("cmd:./s"))
}
