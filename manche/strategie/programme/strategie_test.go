package programme_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme/programmetest"
	"github.com/sae-mastermind/mastermind/plateau"
)

// lignesLexico are the rows the built-in lexico plays against secret.
func lignesLexico(t *testing.T, e *code.Espace, secret code.Code, n int) []plateau.Ligne {
	t.Helper()
	var lignes []plateau.Ligne
	for len(lignes) < n {
		p, err := strategie.Lexico{}.Propose(strategie.NouvelEtat(e, lignes, 0))
		require.NoError(t, err)
		lignes = append(lignes, plateau.Ligne{Code: p, Reponse: code.Evalue(secret, p)})
	}
	return lignes
}

// TestStrategyPlaysRounds: a program plays the course's rounds as the
// built-in lexico does, round after round, with the same board.
func TestStrategyPlaysRounds(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6})
	s := programme.Nouvelle(context.Background(), commande(t, "lexico", ""), programme.Options{})
	defer s.Close()
	for _, mot := range []string{"VJBR", "ONNN", "RRRR"} {
		m, err := manche.NouvelleOrdinateur(e, 10, manche.Secret{Code: codetest.Code(t, mot)}, s, 0)
		require.NoError(t, err)
		r, err := m.Joue(context.Background())
		require.NoError(t, err)
		assert.True(t, r.Trouve)
		assert.Equal(t, lignesLexico(t, e, codetest.Code(t, mot), len(m.Plateau().Lignes())), m.Plateau().Lignes())
	}
}

// TestStrategyFollowsTheBoard: an undone row or a resumed board is
// replayed to the program, which then goes on from there.
func TestStrategyFollowsTheBoard(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6})
	s := programme.Nouvelle(context.Background(), commande(t, "lexico", ""), programme.Options{})
	defer s.Close()
	secret := codetest.Code(t, "VJBR")
	lignes := lignesLexico(t, e, secret, 6)
	for _, n := range []int{0, 1, 2, 3, 1, 4, 5, 2} {
		p, err := s.Propose(strategie.NouvelEtat(e, lignes[:n], 0))
		require.NoError(t, err, "after %d rows", n)
		assert.Equal(t, lignes[n].Code, p, "after %d rows", n)
	}
}

// TestStrategyRefusesAnotherHistory: rows the program would not have
// played (here lexico's, to a decreasing program) are refused.
func TestStrategyRefusesAnotherHistory(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6})
	pids := filepath.Join(t.TempDir(), "pids")
	cmd := commande(t, "desc", pids)
	s := programme.Nouvelle(context.Background(), cmd, programme.Options{})
	lignes := lignesLexico(t, e, codetest.Code(t, "VJBR"), 2)
	_, err := s.Propose(strategie.NouvelEtat(e, lignes, 0))
	var r *programme.ErreurProgramme
	require.ErrorAs(t, err, &r)
	assert.Equal(t, programme.ErreurProgramme{Strategie: cmd.Nom, Coup: 1, Envoye: "nouvelle 4 6 RBJVON avec",
		Recu: "NNNN", Attendu: "RRRR", Err: programme.ErrRejeu}, *r)
	programmetest.AucunSurvivant(t, pids)
	require.NoError(t, s.Close())
}

// TestStrategyStatistics: strategie.Calcule hands a program over to the
// lab, which plays every secret.
func TestStrategyStatistics(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 4, SansRepetition: true})
	s := programme.Nouvelle(context.Background(), commande(t, "desc", ""), programme.Options{})
	defer s.Close()
	st, err := strategie.Calcule(context.Background(), s, e, strategie.Options{Graine: 5})
	require.NoError(t, err)
	voulu, err := strategie.Calcule(context.Background(), strategie.LexicoDecroissant{}, e, strategie.Options{Graine: 5})
	require.NoError(t, err)
	assert.Equal(t, s.Nom(), st.Strategie)
	assert.Equal(t, voulu.Coups, st.Coups)
	assert.Equal(t, voulu.Total, st.Total)
	assert.Equal(t, voulu.Distribution, st.Distribution)
}

// TestStrategyTrial: one round, then "fin".
func TestStrategyTrial(t *testing.T) {
	s := programme.Nouvelle(context.Background(), commande(t, "lexico", ""), programme.Options{})
	taille := code.Taille{Pions: 4, Couleurs: 6}
	lignes, err := s.Essaie(context.Background(), taille, codetest.Code(t, "VJBR"))
	require.NoError(t, err)
	assert.Equal(t, lignesLexico(t, codetest.Espace(t, taille), codetest.Code(t, "VJBR"), 6), lignes)

	s = programme.Nouvelle(context.Background(), commande(t, "invalide", ""), programme.Options{})
	_, err = s.Essaie(context.Background(), taille, codetest.Code(t, "VJBR"))
	var r *programme.ErreurProgramme
	require.ErrorAs(t, err, &r)
	assert.Equal(t, "VJBR", r.Secret)
	assert.Equal(t, "RRX", r.Recu)
}

// Issue 34 (12): a program bound to what the player agreed to (Lie) is
// checked again at every start: a script swapped while the game runs
// does not start on the next undo; the report says it changed.
func TestStrategyChecksItsProgramAtEveryStart(t *testing.T) {
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6})
	script := filepath.Join(t.TempDir(), "strategie.sh")
	require.NoError(t, os.WriteFile(script, []byte("#!/bin/sh\nexec "+joueurTest+" lexico\n"), 0o755))
	cmd, err := programme.LitCommande(programme.Prefixe + script)
	require.NoError(t, err)
	empreintes, err := programme.Empreintes(cmd.Mots, "")
	require.NoError(t, err)
	s := programme.Nouvelle(context.Background(), cmd, programme.Options{})
	defer s.Close()
	s.Lie(empreintes)
	lignes := lignesLexico(t, e, codetest.Code(t, "VJBR"), 3)
	for n := range 3 {
		_, err := s.Propose(strategie.NouvelEtat(e, lignes[:n], 0))
		require.NoError(t, err, "as agreed to")
	}

	require.NoError(t, os.WriteFile(script, []byte("#!/bin/sh\nexec "+joueurTest+" lexico # changed\n"), 0o755))
	_, err = s.Propose(strategie.NouvelEtat(e, lignes[:1], 0))
	require.ErrorIs(t, err, programme.ErrChange, "an undo starts the program again: checked first")
	var l *programme.ErreurLancement
	require.ErrorAs(t, err, &l)
	assert.Equal(t, cmd.Nom, l.Strategie)
}
