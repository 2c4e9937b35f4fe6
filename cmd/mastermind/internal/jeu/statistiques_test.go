package jeu

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/code"
	"mastermind/manche/strategie"
)

// sortieDeTest writes the screen into out, with no terminal.
func sortieDeTest(out *strings.Builder) *Sortie {
	return &Sortie{
		Out: out, Err: out, Mise: func() int { return 0 }, Maintenant: time.Now,
		Progres: func(string, func() (int64, int64)) func() { return func() {} },
		EcritJSON: func(v any) error {
			b, err := json.Marshal(v)
			out.Write(b)
			return err
		},
	}
}

// TestStatsOfChosenRounds: with Manches, the screen computes through
// CalculeManches (the rounds counted from Depuis), rounds the average by
// the rule of every output (7/3 = 2.3333), and a failure goes
// through Echec.
func TestStatsOfChosenRounds(t *testing.T) {
	cat := texte.Nouveau(texte.Francais)
	e, err := code.NouvelEspace(code.Taille{Pions: 2, Couleurs: 3})
	require.NoError(t, err)
	manches := []code.Code{code.Nouveau(0, 0), code.Nouveau(1, 2), code.Nouveau(2, 1), code.Nouveau(0, 0)}
	var vues []int
	d := DemandeStats{
		Espace: e, Noms: []string{"lexico"}, Manches: manches, Depuis: 1,
		Construit: func(context.Context, string) (strategie.Strategie, error) { return strategie.Nouvelle("lexico") },
		CalculeManches: func(_ context.Context, s strategie.Strategie, e *code.Espace, secrets []code.Code, depuis int, _ strategie.Options) (*strategie.Stats, error) {
			vues = append(vues, len(secrets), depuis)
			return &strategie.Stats{Strategie: s.Nom(), Taille: e.Taille(), Coups: []uint16{2, 3, 2}, Total: 7, Max: 3,
				Secrets: []int32{5, 7, 0}, Distribution: []int{0, 0, 2, 1}}, nil
		},
	}
	var out strings.Builder
	require.NoError(t, EcranStats(context.Background(), cat, sortieDeTest(&out), &Resolveur{}, d, true))
	assert.Equal(t, []int{4, 1}, vues)
	var j StatsJSON
	require.NoError(t, json.Unmarshal([]byte(out.String()), &j))
	assert.Equal(t, 2.3333, j.Average)
	assert.Equal(t, 3, j.Secrets)
	assert.Equal(t, Distribution{0, 0, 2, 1}, j.Distribution)

	rate := errors.New("round 2")
	d.CalculeManches = func(context.Context, strategie.Strategie, *code.Espace, []code.Code, int, strategie.Options) (*strategie.Stats, error) {
		return nil, rate
	}
	d.Echec = func(nom string, err error) error { return errors.Join(errors.New("replay "+nom), err) }
	err = EcranStats(context.Background(), cat, sortieDeTest(&out), &Resolveur{}, d, true)
	require.ErrorIs(t, err, rate)
	assert.Contains(t, err.Error(), "replay lexico")
}
