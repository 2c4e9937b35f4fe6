package jeu

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/regles"
)

// Regles is the "Règles du jeu" entry: the room regles, with the game's
// settings; a pause it made itself after the last page is the menu's.
func (j *Jeu) Regles(ctx context.Context) error {
	attendu, err := salleRegles(j).Montre(ctx)
	if attendu {
		j.quitteConfirme = true
	}
	return err
}

// salleRegles is the rules' room for the game j.
func salleRegles(j *Jeu) regles.Salle {
	return regles.Salle{Invite: j.Invite, Cat: j.Cat, Peintre: j.Peintre, Reglages: j.Reglages}
}
