package jeu

import "github.com/sae-mastermind/mastermind/code"

// regleSansRepetition states the rule of a game without repeats where a
// game starts: the player learns before their first code that no code,
// theirs or the computer's, may hold a colour twice.
func (j *Jeu) regleSansRepetition(t code.Taille) {
	if t.SansRepetition {
		j.Ecrit("regles.sansrepetition")
	}
}
