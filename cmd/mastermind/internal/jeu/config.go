package jeu

import (
	"context"
	"errors"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/reglages"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// salleReglages is the settings room (reglages.Salle), wired to the
// game: its settings, its painter, its file, its strategies, the program
// a player names (agreed to first).
func (j *Jeu) salleReglages() *reglages.Salle {
	return &reglages.Salle{
		Invite: j.Invite, Cat: j.Cat, Reglages: &j.Reglages, Peintre: &j.Peintre, Config: j.Config,
		Strategies: j.Strategies, Espace: j.Espace, ChoisitProgramme: j.choisitProgramme,
		Construit: func(ctx context.Context, nom string, e *code.Espace) (strategie.Strategie, error) {
			return j.strategieNommee(ctx, nom, e)
		},
	}
}

// Regle is the settings menu (the settings room).
func (j *Jeu) Regle(ctx context.Context) error { return j.salleReglages().Regle(ctx) }

// DitAbime says, once, that the settings file does not read.
func (j *Jeu) DitAbime() { j.salleReglages().DitAbime() }

// DitManquants says, once, which folder of the user's the environment
// does not give, what is lost for it, and which variable to set.
func (j *Jeu) DitManquants() {
	for _, err := range j.Manquants {
		var e *disque.ErreurSansDossier
		if !errors.As(err, &e) {
			continue
		}
		if e.Variable == disque.VariableXDG(disque.Config) {
			j.Ecrit("jeu.sansreglages", j.Cat.VariablesDossier(disque.Config, true))
		} else {
			j.Ecrit("jeu.sanssauvegardes", j.Cat.VariablesDossier(disque.Donnees, true), j.Cat.VariableDossier(disque.Donnees))
		}
	}
}
