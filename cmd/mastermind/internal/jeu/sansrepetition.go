package jeu

import "github.com/sae-mastermind/mastermind/code"

// regleSansRepetition is the rule of a game without repeats, said where a
// game starts: the player learns before their first code that no code,
// theirs or the computer's, may hold a colour twice. A game with repeats
// says nothing.
func (j *Jeu) regleSansRepetition(t code.Taille) []annonce {
	if t.SansRepetition {
		return []annonce{{j.Cat.T("regles.sansrepetition"), j.Cat.T("ecran.court.sansrepetition")}}
	}
	return nil
}
