// Package saves keeps games on disk as YAML snapshots, so that a game can be
// saved, resumed exactly where it stopped, and survive a terminal that
// dies.
//
// The rule: a game that can be resumed stays resumable until its player
// finishes it, deletes it, or explicitly agrees to replace it. Everything
// here follows from it:
//
//   - One game, one file. A new game gets a file of its own, named after
//     the time it started ("autosave-20261122-140500"), written after every
//     move (Dossier.Nouvel, Emplacement.Ecrit): starting a game never
//     touches another one. "sauver NOM" moves the game to NOM
//     (Emplacement.Nomme); a name that is another game's is taken only when
//     the player agrees, and never when that file does not read. A game
//     that is over is removed (Emplacement.Termine); one that is left stays
//     (Emplacement.Libere).
//   - A game open in one window is locked for it: a lock file next to it
//     names the process, and a lock whose process is gone (killed) is stale
//     and taken over. Two windows never write the same file.
//   - Files are written atomically (a temporary file in the same folder,
//     synced, renamed) and read strictly, only when they are regular files
//     of at most MaxTaille bytes, never waiting on a FIFO: a damaged or
//     foreign file is listed with its reason, never half-loaded, never
//     overwritten, and never stops the others from being listed. The
//     temporary files a killed program left are removed the next time the
//     folder is listed.
//
// A snapshot holds everything a game needs to continue: the settings, the
// state of the course's Partie, and the current round's list of states
// (manche.Etats, Tatham's midend: every move of the list and the position
// of the current state, the moves after it being what redo plays again),
// seed and strategy. A round is rebuilt from its moves alone because every
// strategy is a function of the rows and the seed. A round over (found,
// out of tries, its secret revealed) is saved as it ended until the game
// moves on: resumed, it is recorded (once) and the game goes on.
//
// Format 2 writes the list of states (round.moves, round.position,
// round.revealed) and the game's identity (id); format 1 (rows and redo)
// still reads.
package saves

import (
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Version is the format written; a file with a larger one comes from a
// newer program.
const Version = 2

// VersionLignes is the older format, still read: the rows played and the
// rows to redo, the next one last.
const VersionLignes = 1

// Mode is the kind of game saved.
type Mode string

// The modes that can be saved.
const (
	// ModePartie is the course's game against the computer.
	ModePartie Mode = "partie"
	// ModeSolo is IN200's one-player mode.
	ModeSolo Mode = "solo"
	// ModeDuo is IN200's two-player mode.
	ModeDuo Mode = "duo"
)

// Joueur is who plays a role in the saved round.
type Joueur string

// The players of a round.
const (
	Humain     Joueur = "humain"
	Ordinateur Joueur = "ordinateur"
	Joueur1    Joueur = "joueur1"
	Joueur2    Joueur = "joueur2"
)

// Sauvegarde is a game at one moment.
type Sauvegarde struct {
	// Id names the game among every other (a random word drawn when it
	// starts): its rounds are recorded under it, once each. Empty for a
	// game saved by format 1.
	Id string
	// Cree is when the game started; Jouee when it was last played.
	Cree, Jouee time.Time
	Mode        Mode
	Parametres  partie.Parametres
	// Partie is the course game's state (ModePartie only).
	Partie partie.Etat
	Manche Manche
}

// Manche is the round being played.
type Manche struct {
	Codeur, Decodeur Joueur
	// Strategie is the computer decoder's strategy, when it decodes.
	Strategie string
	// Graine seeds the round: the computer's secret and its strategy.
	Graine uint64
	// Secret is the secret when the program holds it (the computer's, or
	// the one the first of two players typed); nil when it is in a human's
	// head.
	Secret *code.Code
	// Lignes are the rows played; ARefaire the rows undone that redo would
	// play again, the next one last: together, the round's list of states
	// and its position (Coups, Position).
	Lignes, ARefaire []plateau.Ligne
	// Revele is the secret the human coder revealed, which ended the
	// round; nil before.
	Revele *code.Code
	// Annulations counts the rows undone in this round.
	Annulations int
}

// Coups are the moves of the round's list of states: the rows played,
// those redo would play again, then the secret revealed.
func (m Manche) Coups() []manche.Coup {
	var coups []manche.Coup
	for _, l := range m.Lignes {
		coups = append(coups, manche.Coup{Ligne: l})
	}
	for i := len(m.ARefaire) - 1; i >= 0; i-- {
		coups = append(coups, manche.Coup{Ligne: m.ARefaire[i]})
	}
	if m.Revele != nil {
		coups = append(coups, manche.Revelation(*m.Revele))
	}
	return coups
}

// Position is the number of moves before the current state.
func (m Manche) Position() int {
	if m.Revele != nil {
		return len(m.Lignes) + 1
	}
	return len(m.Lignes)
}

// DepuisEtats is round m with its list of states taken from s: the rows
// to the position, those after it to redo, the secret revealed.
func (m Manche) DepuisEtats(s *manche.Etats) Manche {
	coups, pos := s.Coups(), s.Position()
	m.Lignes, m.ARefaire, m.Revele = nil, nil, nil
	for i, c := range coups {
		switch {
		case c.Secret != nil:
			r := *c.Secret
			m.Revele = &r
		case i < pos:
			m.Lignes = append(m.Lignes, c.Ligne)
		default:
			m.ARefaire = append([]plateau.Ligne{c.Ligne}, m.ARefaire...)
		}
	}
	m.Annulations = s.Annulations()
	return m
}
