package jeu

import (
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

func TestLireProposition(t *testing.T) {
	six := couleur.MustDefaut(6)
	tests := []struct {
		s    string
		coup session.Coup
		err  error
	}{
		{"RBJV", session.Propose(code.Nouveau(0, 1, 2, 3)), nil},
		{" r b j v ", session.Propose(code.Nouveau(0, 1, 2, 3)), nil},
		{"?", session.Coup{Commande: session.Indice}, nil},
		{"AIDE", session.Coup{}, ecran.ErrAide},
		{" help ", session.Coup{}, ecran.ErrAide},
		{"hint", session.Coup{Commande: session.Indice}, nil},
		{"annuler", session.Coup{Commande: session.Annuler}, nil},
		{"undo", session.Coup{Commande: session.Annuler}, nil},
		{"refaire", session.Coup{Commande: session.Refaire}, nil},
		{"quitter", session.Coup{Commande: session.Quitter}, nil},
		{"sauver", session.Coup{Commande: session.Sauver}, nil},
		{"sauver ma partie", session.Coup{Commande: session.Sauver, Nom: "ma partie"}, nil},
		{"RBJ", session.Coup{}, code.ErrLongueur},
		{"RBJX", session.Coup{}, code.ErrLettre},
		{"annuler tout", session.Coup{}, code.ErrLettre},
		{"", session.Coup{}, code.ErrLongueur},
		{"RRBJ", session.Propose(code.Nouveau(0, 0, 1, 2)), nil},
	}
	for _, tt := range tests {
		t.Run(tt.s, func(t *testing.T) {
			c, err := lireProposition(tt.s, six, code.Taille{Pions: 4, Couleurs: 6})
			if tt.err != nil {
				assert.ErrorIs(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.coup, c)
		})
	}
}

// Without repeats a proposal that holds a colour twice is refused, with
// the colour and its two pegs; commands and other codes read as with
// repeats.
func TestLirePropositionSansRepetition(t *testing.T) {
	six := couleur.MustDefaut(6)
	taille := code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true}
	_, err := lireProposition("rbjr", six, taille)
	var rep *code.ErreurRepetition
	require.ErrorAs(t, err, &rep)
	assert.Equal(t, code.ErreurRepetition{Couleur: 0, Lettre: 'R', Positions: [2]int{1, 4}}, *rep)
	c, err := lireProposition("RBJV", six, taille)
	require.NoError(t, err)
	assert.Equal(t, session.Propose(code.Nouveau(0, 1, 2, 3)), c)
	c, err = lireProposition("?", six, taille)
	require.NoError(t, err)
	assert.Equal(t, session.Coup{Commande: session.Indice}, c)
	_, err = lireProposition("RBJ", six, taille)
	assert.ErrorIs(t, err, code.ErrLongueur)
}

func TestLireReponse(t *testing.T) {
	tests := []struct {
		s    string
		coup session.Coup
		err  error
	}{
		{"1 2", session.Repond(code.Reponse{Bien: 1, Mal: 2}), nil},
		{"12", session.Repond(code.Reponse{Bien: 1, Mal: 2}), nil},
		{"1-2", session.Repond(code.Reponse{Bien: 1, Mal: 2}), nil},
		{" 0 , 4 ", session.Repond(code.Reponse{Mal: 4}), nil},
		{"4/0", session.Repond(code.Reponse{Bien: 4}), nil},
		{"annuler", session.Coup{Commande: session.Annuler}, nil},
		{"quit", session.Coup{Commande: session.Quitter}, nil},
		{"?", session.Coup{}, ErrPasDIndice},
		{"indice", session.Coup{}, ErrPasDIndice},
		{"1", session.Coup{}, ErrFormatReponse},
		{"1 2 3", session.Coup{}, ErrFormatReponse},
		{"un deux", session.Coup{}, ErrFormatReponse},
		{"123", session.Coup{}, ErrFormatReponse},
		{"3 1", session.Coup{}, code.ErrImpossible},
		{"3 2", session.Coup{}, code.ErrTropDePions},
		{"-1 2", session.Coup{}, ErrFormatReponse},
	}
	for _, tt := range tests {
		t.Run(tt.s, func(t *testing.T) {
			c, err := lireReponse(tt.s, 4)
			if tt.err != nil {
				assert.ErrorIs(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.coup, c)
		})
	}
}

func TestLireSecret(t *testing.T) {
	six := couleur.MustDefaut(6)
	c, err := lireSecret("vjbr", six, code.Taille{Pions: 4, Couleurs: 6})
	require.NoError(t, err)
	assert.Equal(t, code.Nouveau(3, 2, 1, 0), c)
	_, err = lireSecret("VVBR", six, code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true})
	assert.ErrorIs(t, err, code.ErrRepetition)
	_, err = lireSecret("VJB", six, code.Taille{Pions: 4, Couleurs: 6})
	assert.ErrorIs(t, err, code.ErrLongueur)
}
