// Package partie plays a game of Mastermind: an even number of rounds in
// which the human and the computer take turns as coder and decoder, each
// scoring as coder, the higher total winning. It carries the course's
// Partie class.
//
// The game does not build its players: for each round it asks an
// Organisateur, so the same game serves the terminal, a resumed save and
// the tests' scripted players.
package partie

import (
	"context"
	"fmt"

	"github.com/sae-mastermind/mastermind/manche"
)

// Joueur names one of the two players of the course's game.
type Joueur int

// The two players.
const (
	Humain Joueur = iota
	Ordinateur
)

// Autre returns the other player.
func (j Joueur) Autre() Joueur { return 1 - j }

// Organisateur builds each round of a game with its players.
type Organisateur interface {
	// Manche returns the round numbered p.NumManche(), in which
	// p.Decodeur() decodes and the other player codes: a
	// manche.MancheHumain when the human decodes, a
	// manche.MancheOrdinateur when the computer does.
	Manche(ctx context.Context, p *Partie) (manche.Jouable, error)
}

// Partie is a game in progress (the course's nbManches, numManche,
// scoreJoueur and scoreOrdi).
type Partie struct {
	params      Parametres
	numManche   int
	scores      [2]int
	annulations int
}

// Nouvelle returns a game at its first round, both scores 0.
//
// Pré-requis: p.Verifie() == nil, else that error.
func Nouvelle(p Parametres) (*Partie, error) {
	if err := p.Verifie(); err != nil {
		return nil, fmt.Errorf("new game: %w", err)
	}
	return &Partie{params: p, numManche: 1}, nil
}

// MaxScore is the most points a player's score holds: far more than any
// real game reaches (a round scores at most its tries plus the pegs), and
// small enough that no sum of scores overflows. Past it a score stays
// there, so that a save never holds a score it would refuse.
const MaxScore = 1_000_000

// Etat is what a saved game needs to continue: the round being played
// (from 1), the scores and the number of rows taken back.
type Etat struct {
	NumManche   int
	ScoreJoueur int
	ScoreOrdi   int
	Annulations int
}

// Reprend returns a game in state e, for a resumed save.
//
// Pré-requis: p.Verifie() == nil, 1 <= e.NumManche <= p.NbManches + 1,
// scores within 0…MaxScore, undos within 0…manche.MaxAnnulations.
func Reprend(p Parametres, e Etat) (*Partie, error) {
	g, err := Nouvelle(p)
	if err != nil {
		return nil, err
	}
	if e.NumManche < 1 || e.NumManche > p.NbManches+1 || !dans(e.ScoreJoueur, MaxScore) || !dans(e.ScoreOrdi, MaxScore) || !dans(e.Annulations, manche.MaxAnnulations) {
		return nil, fmt.Errorf("resume game: round %d of %d, scores %d and %d, %d undos: %w",
			e.NumManche, p.NbManches, e.ScoreJoueur, e.ScoreOrdi, e.Annulations, ErrEtat)
	}
	g.numManche = e.NumManche
	g.scores = [2]int{e.ScoreJoueur, e.ScoreOrdi}
	g.annulations = e.Annulations
	return g, nil
}

// dans reports whether 0 <= n <= max.
func dans(n, max int) bool { return n >= 0 && n <= max }

// ajoute is a + b within 0…max, for a within it: a count that never
// overflows nor passes its bound (a negative b adds nothing).
func ajoute(a, b, max int) int {
	if b <= 0 {
		return a
	}
	if b >= max-a {
		return max
	}
	return a + b
}

// Etat returns the game's state, for a save.
func (p *Partie) Etat() Etat {
	return Etat{NumManche: p.numManche, ScoreJoueur: p.scores[Humain], ScoreOrdi: p.scores[Ordinateur], Annulations: p.annulations}
}

// Parametres are the game's settings.
func (p *Partie) Parametres() Parametres { return p.params }

// NumManche is the number of the round being played, from 1; NbManches+1
// once the game is over.
func (p *Partie) NumManche() int { return p.numManche }

// Decodeur is who decodes in the current round: the human in odd rounds,
// the computer in even ones.
func (p *Partie) Decodeur() Joueur {
	if p.numManche%2 == 1 {
		return Humain
	}
	return Ordinateur
}

// Score is the points of player j so far.
func (p *Partie) Score(j Joueur) int { return p.scores[j] }

// Annulations counts the rows taken back in the rounds already finished
// (IN200 calls an undo cheating: the score summary shows it).
func (p *Partie) Annulations() int { return p.annulations }

// Termine reports whether every round has been played.
func (p *Partie) Termine() bool { return p.numManche > p.params.NbManches }

// Gagnant returns the player with the higher score; nul is true on a draw.
func (p *Partie) Gagnant() (j Joueur, nul bool) {
	switch {
	case p.scores[Humain] > p.scores[Ordinateur]:
		return Humain, false
	case p.scores[Ordinateur] > p.scores[Humain]:
		return Ordinateur, false
	}
	return Humain, true
}

// Joue plays the remaining rounds (the course's joue): each round's coder
// scores its points, then the roles swap.
//
// Résultat: nil once every round is played; the round's error otherwise
// (manche.ErrAbandon when a player quit), the game staying at that round.
func (p *Partie) Joue(ctx context.Context, o Organisateur) error {
	for !p.Termine() {
		m, err := o.Manche(ctx, p)
		if err != nil {
			return fmt.Errorf("round %d: %w", p.numManche, err)
		}
		r, err := m.Joue(ctx)
		if err != nil {
			return fmt.Errorf("round %d: %w", p.numManche, err)
		}
		p.Enregistre(r)
	}
	return nil
}

// Enregistre adds the result of the current round: its coder scores
// r.Points, its undos join the game's count; then the game moves to the
// next round. While a round is being played its undos are counted above
// it (the program's session, which fills Resultat.Annulations), not yet
// by the game. A score
// stops at MaxScore and the undos at manche.MaxAnnulations.
func (p *Partie) Enregistre(r manche.Resultat) {
	j := p.Decodeur().Autre()
	p.scores[j] = ajoute(p.scores[j], r.Points, MaxScore)
	p.annulations = ajoute(p.annulations, r.Annulations, manche.MaxAnnulations)
	p.numManche++
}
