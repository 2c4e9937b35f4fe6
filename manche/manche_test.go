package manche

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

func TestMancheOrdinateurCourseTranscript(t *testing.T) {
	h := &humain{secret: codetest.Code(t, "VJBR")}
	m, err := NouvelleOrdinateur(codetest.Espace(t, classique), 10, h, strategie.Lexico{}, 0)
	require.NoError(t, err)
	r, err := m.Joue(context.Background())
	require.NoError(t, err)

	want := []struct {
		mot       string
		bien, mal int
	}{{"RRRR", 1, 0}, {"RBBB", 1, 1}, {"JRBJ", 1, 2}, {"JBRV", 0, 4}, {"VRJB", 1, 3}, {"VJBR", 4, 0}}
	require.Equal(t, len(want), m.Plateau().NbCoups())
	for i, w := range want {
		l := m.Plateau().Ligne(i)
		assert.Equal(t, w.mot, l.Code.Mot(six))
		assert.Equal(t, code.Reponse{Bien: w.bien, Mal: w.mal}, l.Reponse)
	}
	assert.Equal(t, Resultat{Trouve: true, NbCoups: 6, Secret: codetest.Code(t, "VJBR"), Points: 6}, r)
}

func TestMancheHumainScores(t *testing.T) {
	e := codetest.Espace(t, classique)
	tests := []struct {
		name   string
		max    int
		script []string
		want   Resultat
	}{
		{"found in 3", 10, []string{"RRRR", "BBBB", "VJBR"}, Resultat{Trouve: true, NbCoups: 3, Secret: codetest.Code(t, "VJBR"), Points: 3}},
		{"found at the last try", 2, []string{"RRRR", "VJBR"}, Resultat{Trouve: true, NbCoups: 2, Secret: codetest.Code(t, "VJBR"), Points: 2}},
		// Last answer for JBRV is (0,4): malus 4 + 2×0.
		{"missed, 4 misplaced", 2, []string{"RRRR", "JBRV"}, Resultat{NbCoups: 2, Secret: codetest.Code(t, "VJBR"), Malus: 4, Points: 6}},
		// Last answer for OOOO is (0,0): malus 0 + 2×4.
		{"missed, nothing", 3, []string{"RRRR", "BBBB", "OOOO"}, Resultat{NbCoups: 3, Secret: codetest.Code(t, "VJBR"), Malus: 8, Points: 11}},
		// VJRB gets (2,2): malus 2.
		{"missed, close", 1, []string{"VJRB"}, Resultat{NbCoups: 1, Secret: codetest.Code(t, "VJBR"), Malus: 2, Points: 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := NouvelleHumain(e, tt.max, codetest.Code(t, "VJBR"), propositions(t, tt.script...))
			require.NoError(t, err)
			r, err := m.Joue(context.Background())
			require.NoError(t, err)
			assert.Equal(t, tt.want, r)
		})
	}
}

func TestNouvelleHumainHoldsTheGivenSecret(t *testing.T) {
	m, err := NouvelleHumain(codetest.Espace(t, classique), 10, codetest.Code(t, "VJBR"), &decodeur{})
	require.NoError(t, err)
	c, err := m.Secret.Revele(context.Background(), m.Plateau())
	require.NoError(t, err)
	assert.Equal(t, codetest.Code(t, "VJBR"), c)
	assert.Equal(t, 10, m.Plateau().NbEssaisMax())
	assert.Zero(t, m.Plateau().NbCoups())

	_, err = NouvelleHumain(codetest.Espace(t, classique), 0, codetest.Code(t, "VJBR"), &decodeur{})
	assert.Error(t, err, "a board needs a try")
}

func TestLiarCaughtWhenNoCodeIsLeft(t *testing.T) {
	// The human thinks of VJBR but says RBBB has nothing; the next honest
	// answers leave no code that agrees with them all.
	h := &humain{secret: codetest.Code(t, "VJBR"), mensonges: map[int]code.Reponse{2: {Bien: 0, Mal: 0}}}
	suivi := &journal{}
	m, err := NouvelleOrdinateur(codetest.Espace(t, classique), 10, h, strategie.Lexico{}, 0)
	require.NoError(t, err)
	m.Suivi = suivi
	r, err := m.Joue(context.Background())
	require.NoError(t, err)

	assert.True(t, r.Incoherent)
	assert.True(t, r.Triche())
	assert.Equal(t, 0, r.Points)
	assert.Equal(t, codetest.Code(t, "VJBR"), r.Secret)
	require.NotEmpty(t, r.Erreurs)
	assert.Equal(t, 2, r.Erreurs[0].Essai, "the lie is the row named")
	assert.Equal(t, code.Reponse{Bien: 1, Mal: 1}, r.Erreurs[0].Correcte)
	for _, e := range r.Erreurs {
		assert.Equal(t, code.Evalue(codetest.Code(t, "VJBR"), e.Ligne.Code), e.Correcte)
	}
	// Every row not listed was answered truthfully.
	listed := map[int]bool{}
	for _, e := range r.Erreurs {
		listed[e.Essai] = true
	}
	for i, l := range m.Plateau().Lignes() {
		assert.Equal(t, !listed[i+1], code.Evalue(codetest.Code(t, "VJBR"), l.Code) == l.Reponse)
	}
	var incoherent bool
	for _, e := range suivi.evenements {
		_, ok := e.(Incoherent)
		incoherent = incoherent || ok
	}
	assert.True(t, incoherent, "the interface is told before the secret is asked")
}

func TestLiarCaughtWhenTheSecretContradicts(t *testing.T) {
	// 3 tries only. At try 2 the human gives an answer that is wrong for
	// VJBR yet leaves codes possible; the computer runs out of tries, the
	// human reveals VJBR, and row 2 is named.
	h := &humain{secret: codetest.Code(t, "VJBR"), mensonges: map[int]code.Reponse{2: {Bien: 1, Mal: 2}}}
	m, err := NouvelleOrdinateur(codetest.Espace(t, classique), 3, h, strategie.Lexico{}, 0)
	require.NoError(t, err)
	r, err := m.Joue(context.Background())
	require.NoError(t, err)

	assert.False(t, r.Incoherent)
	assert.False(t, r.Trouve)
	assert.Equal(t, 3, r.NbCoups)
	require.Len(t, r.Erreurs, 1)
	assert.Equal(t, 2, r.Erreurs[0].Essai)
	assert.Equal(t, code.Reponse{Bien: 1, Mal: 2}, r.Erreurs[0].Ligne.Reponse)
	assert.Equal(t, code.Reponse{Bien: 1, Mal: 1}, r.Erreurs[0].Correcte)
	assert.Equal(t, 0, r.Points)
}

func TestHonestCoderOutOfTriesScoresWithMalus(t *testing.T) {
	h := &humain{secret: codetest.Code(t, "VJBR")}
	m, err := NouvelleOrdinateur(codetest.Espace(t, classique), 3, h, strategie.Lexico{}, 0)
	require.NoError(t, err)
	r, err := m.Joue(context.Background())
	require.NoError(t, err)
	// Third proposal JRBJ got (1,2): malus 2 + 2×1.
	assert.Equal(t, Resultat{NbCoups: 3, Secret: codetest.Code(t, "VJBR"), Malus: 4, Points: 7}, r)
}

func TestRevealedSecretWithARepeatInAGameWithout(t *testing.T) {
	e, err := code.NouvelEspace(code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true})
	require.NoError(t, err)
	revele := codetest.Code(t, "RRBJ")
	h := &humain{secret: codetest.Code(t, "VJBR"), revele: &revele}
	m, err := NouvelleOrdinateur(e, 1, h, strategie.Lexico{}, 0)
	require.NoError(t, err)
	r, err := m.Joue(context.Background())
	require.NoError(t, err)
	assert.True(t, r.SecretInvalide)
	assert.Equal(t, 0, r.Points)
}

func TestCoderCorrectsThePreviousAnswer(t *testing.T) {
	// The human mis-scores RBBB, then types "annuler" at the next prompt
	// (the round's states go back one: Etats.Annule) and scores it again:
	// the computer proposes RBBB again and the round goes on as the
	// course's transcript.
	h := &humain{secret: codetest.Code(t, "VJBR"), mensonges: map[int]code.Reponse{2: {Bien: 2}}}
	m, err := NouvelleOrdinateur(codetest.Espace(t, classique), 10, h, strategie.Lexico{}, 0)
	require.NoError(t, err)
	h.etats = func() *Etats { return m.Etats }
	// Play two rows by hand through the round's step.
	_, err = m.Etats.Joue(Rangee(codetest.Code(t, "RRRR"), code.Reponse{Bien: 1}))
	require.NoError(t, err)
	_, err = m.Etats.Joue(Rangee(codetest.Code(t, "RBBB"), code.Reponse{Bien: 2}))
	require.NoError(t, err)
	delete(h.mensonges, 2)
	h.retire = true

	r, err := m.Joue(context.Background())
	require.NoError(t, err)
	assert.True(t, r.Trouve)
	assert.Equal(t, 6, r.NbCoups)
	assert.Equal(t, 1, r.Annulations, "the undo is counted")
	assert.Equal(t, code.Reponse{Bien: 1, Mal: 1}, m.Plateau().Ligne(1).Reponse)
	assert.Equal(t, "RBBB", h.recues[1].Mot(six), "after the undo the computer proposes RBBB again")
}

func TestResumedRoundContinuesTheSame(t *testing.T) {
	e := codetest.Espace(t, classique)
	h := &humain{secret: codetest.Code(t, "VJBR")}
	full, err := NouvelleOrdinateur(e, 10, h, strategie.Lexico{}, 0)
	require.NoError(t, err)
	_, err = full.Joue(context.Background())
	require.NoError(t, err)

	resumed, err := NouvelleOrdinateur(e, 10, h, strategie.Lexico{}, 0)
	require.NoError(t, err)
	require.NoError(t, resumed.Reprend(full.Etats.Coups()[:3], 3, 0))
	r, err := resumed.Joue(context.Background())
	require.NoError(t, err)
	assert.Equal(t, full.Plateau().Lignes(), resumed.Plateau().Lignes())
	assert.Equal(t, 6, r.Points)
}

func TestCancelledContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	m, err := NouvelleHumain(codetest.Espace(t, classique), 10, codetest.Code(t, "VJBR"), &decodeur{})
	require.NoError(t, err)
	_, err = m.Joue(ctx)
	assert.ErrorIs(t, err, context.Canceled)
}

func TestPlayerErrorsAreWrapped(t *testing.T) {
	m, err := NouvelleHumain(codetest.Espace(t, classique), 10, codetest.Code(t, "VJBR"), &decodeur{})
	require.NoError(t, err)
	_, err = m.Joue(context.Background())
	assert.ErrorIs(t, err, errFinDuScript)
	assert.EqualError(t, err, "decoder: script exhausted", "the error says which player")
}

func TestInvalidAnswerFromACoderIsAnError(t *testing.T) {
	h := &humain{secret: codetest.Code(t, "VJBR"), mensonges: map[int]code.Reponse{1: {Bien: 3, Mal: 1}}}
	m, err := NouvelleOrdinateur(codetest.Espace(t, classique), 10, h, strategie.Lexico{}, 0)
	require.NoError(t, err)
	_, err = m.Joue(context.Background())
	assert.ErrorIs(t, err, code.ErrImpossible)
	assert.Equal(t, 0, m.Plateau().NbCoups())
}
