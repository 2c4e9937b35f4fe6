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
// state of the course's Partie, and the current round's rows, seed and
// strategy. A round is rebuilt from its rows alone because every strategy
// is a function of the rows and the seed.
package saves

import (
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Version is the format written; a file with a larger one comes from a
// newer program.
const Version = 1

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
	// play again, the next one last.
	Lignes, ARefaire []plateau.Ligne
	// Annulations counts the rows undone in this round.
	Annulations int
}
