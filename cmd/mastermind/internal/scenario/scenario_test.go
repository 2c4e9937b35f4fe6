package scenario

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

func TestChoisitByTheFirstWords(t *testing.T) {
	options := []string{
		"lexico — le plus petit code compatible",
		"lexico-desc — le plus grand code compatible",
		"Stratégie de l'ordinateur : lexico",
		"Solo : trouver le code de l'ordinateur",
		"Retour au menu",
	}
	for etape, want := range map[string]int{
		"lexico": 0, "lexico-desc": 1, "Stratégie": 2, "stratégie de l'ordinateur": 2, "Solo": 3, "retour au menu": 4,
	} {
		i, ok := Choisit(etape, options)
		assert.True(t, ok, etape)
		assert.Equal(t, want, i, etape)
	}
	for _, etape := range []string{"", "lex", "Retour au menu principal", "2", "Stratégie de"} {
		_, ok := Choisit(etape, append(options, "Stratégie de jeu"))
		assert.False(t, ok, "%q names no single entry", etape)
	}
}

func TestInvitePlaysTheScriptAsATubeWould(t *testing.T) {
	var out strings.Builder
	s := Nouveau(&out, texte.Nouveau(texte.Francais), "Deux > RBJ", "RBJV")
	ctx := context.Background()
	i, err := s.Menu(ctx, "Menu", []string{"Un", "Deux", "Trois"})
	require.NoError(t, err)
	assert.Equal(t, 1, i)
	ligne, err := s.Saisit(ctx, "Code : ", func(l string) error {
		if len(l) != 4 {
			return errors.New("il faut 4 pions")
		}
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, "RBJV", ligne)
	_, err = s.SaisitMasquee(ctx, "Secret : ", nil)
	assert.ErrorIs(t, err, invite.ErrFin, "the script's end is the input's")
	assert.Equal(t, "Menu\n  1) Un\n  2) Deux\n  3) Trois\nVotre choix (1-3) : 2\n"+
		"Code : RBJ\n  il faut 4 pions\nCode : RBJV\nSecret : \n", out.String())
	assert.NoError(t, s.Err())
}

func TestAStepThatNamesNoEntryStopsTheScript(t *testing.T) {
	var out strings.Builder
	s := Nouveau(&out, texte.Nouveau(texte.Francais), "Quatre", "Un")
	_, err := s.Menu(context.Background(), "Menu", []string{"Un", "Deux"})
	assert.ErrorIs(t, err, invite.ErrFin)
	var e *ErreurEtape
	require.ErrorAs(t, s.Err(), &e)
	assert.Equal(t, "Quatre", e.Etape)
	_, err = s.Menu(context.Background(), "Menu", []string{"Un", "Deux"})
	assert.ErrorIs(t, err, invite.ErrFin, "nothing more is played")
	assert.Equal(t, []string{"Un"}, s.Restantes())
}

func TestSecretDeGraine(t *testing.T) {
	assert.Len(t, SecretDeGraine(1), 4)
	assert.Equal(t, SecretDeGraine(100), SecretDeGraine(100))
}

func TestVerifieTexteFindsLeftoversAndMissingKeys(t *testing.T) {
	assert.NoError(t, VerifieTexte("Pour vous : 6 points.\n[stderr] 100 %"))
	var e *ErreurTexte
	for _, s := range []string{"Points pour l'ordinateur : 3.%!(EXTRA int=0)", "ok\nvous : %!d(string=6)\n", "[jeu.pointsordi]"} {
		err := VerifieTexte(s)
		if assert.ErrorAs(t, err, &e, s) {
			assert.Contains(t, s, e.Ligne)
		}
	}
}

func TestErrSaysAWrongSentence(t *testing.T) {
	var out strings.Builder
	s := Nouveau(&out, texte.Nouveau(texte.Francais))
	s.Ecrit("Points pour vous : 3.%!(EXTRA int=0)\n")
	var e *ErreurTexte
	assert.ErrorAs(t, s.Err(), &e)
	assert.Equal(t, "Points pour vous : 3.%!(EXTRA int=0)\n", out.String(), "what was written is written")
}
