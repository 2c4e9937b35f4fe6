package jeu

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// table is where a round is played and shown, chosen once when the round
// is built (Jeu.table): the lines of a prompt (tableLigne, ligne.go: a
// pipe, TERM=dumb, MASTERMIND_BOARD=lines) or the board that stays in
// place (tableEcran, ecran.go: a capable terminal). The human players
// (joueurs.go) ask it for the person's turn, which the session carries
// out; the round's display (suivi.go) tells it what to show. Nothing else
// knows which of the two it is.
type table interface {
	// code asks the human decoder's turn on board p; nom is the player's
	// name in a two-player game, "" otherwise.
	code(ctx context.Context, p *plateau.Plateau, nom string) (session.Coup, error)
	// reponse asks the human coder's answer to the computer's proposition.
	reponse(ctx context.Context, p *plateau.Plateau, proposition code.Code) (session.Coup, error)
	// revele asks the human coder for their secret at the round's end:
	// the secret, quitter, or annuler to take the last answer back.
	revele(ctx context.Context, p *plateau.Plateau) (session.Coup, error)
	// cache asks the first of two players for a secret nobody else sees,
	// before the round; invite.ErrRetour when they go back.
	cache(ctx context.Context, p *plateau.Plateau) (code.Code, error)
	// menu asks a question of the round's session (replace a saved game?).
	menu(ctx context.Context, titre string, options []string) (int, error)

	// dit shows a sentence of the round; court, when not "", is a shorter
	// wording for a board with little room.
	dit(long, court string)
	// propose offers code c (a hint) for the next guess: the board fills
	// the row being entered with it, to be changed or played (Tatham's
	// Guess); the lines, where a guess is typed whole, show it only.
	propose(c code.Code)
	// plateau shows that board p changed (a row played, undone, redone).
	plateau(p *plateau.Plateau)
	// incoherent says that no code agrees with the human coder's answers.
	incoherent(p *plateau.Plateau)
	// perdu says that the decoder ran out of tries; secret was the code.
	perdu(p *plateau.Plateau, secret code.Code)
	// termine marks the round over: secret is shown under board p when it
	// was not found, and what is said from now on is the result.
	termine(p *plateau.Plateau, secret code.Code)
	// apres runs f once the person has read the round's result: at once
	// in lines, once the board is given back on the game screen.
	apres(ctx context.Context, f func(context.Context))
	// ferme ends the table: the board leaves its final state in the
	// terminal's history, then what apres kept runs.
	ferme(ctx context.Context)
}

// table is the table of a round of parameters p (the settings', or the
// saved game's): the board when the game has a console (Jeu.Console),
// the lines of the prompt otherwise. mode is the status line's name of
// the mode; g, when not nil, is the course's game the round belongs to
// (its number and scores).
func (j *Jeu) table(p partie.Parametres, mode texte.Cle, g *partie.Partie) table {
	if j.Console == nil {
		return &tableLigne{j: j, palette: p.Palette, partie: g}
	}
	c, rend := j.Console()
	return j.tableEcran(c, rend, p, j.statut(mode, g))
}

// statut is the status line of a round of mode (a catalogue key); g, when
// not nil, numbers the round and gives the scores.
func (j *Jeu) statut(mode texte.Cle, g *partie.Partie) ecran.Statut {
	s := ecran.Statut{Mode: j.Cat.T(mode)}
	if g != nil {
		s.Manche, s.Manches = g.NumManche(), g.Parametres().NbManches
		s.Scores = j.Cat.T("ecran.scores", g.Score(partie.Humain), g.Score(partie.Ordinateur))
	}
	return s
}
