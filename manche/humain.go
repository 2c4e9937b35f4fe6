package manche

import (
	"context"

	"github.com/sae-mastermind/mastermind/code"
)

// MancheHumain is the course's MancheHumain: a round in which the human
// decodes. The computer holds the secret and answers (Secret); Decodeur,
// the human, proposes. The board is the course's attribute Plateau p,
// the current state's, from the embedded Deroulement. The game's solo, two-player (the first
// player's secret) and odd course rounds are MancheHumain.
type MancheHumain struct {
	Deroulement
	// Secret is the coder: the computer, answering truthfully.
	Secret Secret
	// Decodeur is the human who proposes (a script in the tests).
	Decodeur Decodeur
}

// MancheHumain is Jouable: partie.Organisateur returns it.
var _ Jouable = (*MancheHumain)(nil)

// NouvelleHumain returns a MancheHumain whose board has nbEssaisMax rows:
// the computer holds secret and answers, decodeur proposes.
//
// Pré-requis: secret is an admissible code of e's size (drawn with
// Taille.Aleatoire, the course's codeAleat, or typed by a first player).
// Résultat: plateau.Nouveau's error when nbEssaisMax < 1.
func NouvelleHumain(e *code.Espace, nbEssaisMax int, secret code.Code, decodeur Decodeur) (*MancheHumain, error) {
	d, err := nouveauDeroulement(e, nbEssaisMax, false)
	if err != nil {
		return nil, err
	}
	return &MancheHumain{Deroulement: d, Secret: Secret{Code: secret}, Decodeur: decodeur}, nil
}

// Joue plays the round to its end (the course's joue; mancheHumain in the
// base version).
//
// Résultat: how the round ended and what the computer scores as coder;
// ErrAbandon when the player quit; the context's error when it was
// cancelled; the decoder's error, wrapped; a proposal that is not
// admissible (the error of code.Taille.VerifieAdmissible, wrapped).
func (m *MancheHumain) Joue(ctx context.Context) (Resultat, error) {
	return m.deroule(ctx, m.Secret, m.Decodeur)
}
