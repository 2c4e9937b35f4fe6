package historique

import (
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Entree is one finished round a person played: most often one they
// decoded; in the course's game, also one the computer decoded from the
// person's secret (HumainCodeur).
type Entree struct {
	// Date is when the round ended.
	Date time.Time
	// Mode is the game's mode, as saves names it: "solo", "duo",
	// "partie".
	Mode   string
	Taille code.Taille
	// Lettres are the palette's letters, one per colour, in colour order:
	// the rows are written with them in the file.
	Lettres     string
	NbEssaisMax int
	// Lignes are the round's rows, oldest first.
	Lignes []plateau.Ligne
	// Secret is the round's secret, nil when it was never known.
	Secret *code.Code
	// Trouve: the last row found the secret.
	Trouve bool
	// Score is the round's score as the game counts it (the tries, or the
	// maximum plus the malus).
	Score int
	// HumainCodeur: the person coded and the computer decoded (the
	// course's MancheOrdinateur); false, the person decoded.
	HumainCodeur bool
	// Partie is when the course's game this round belongs to began (its
	// save's creation): the rounds of one game share it, and with it
	// count as one game. Zero for a solo or two-player round, a game of
	// one round, and in the lines written before games were recorded.
	Partie time.Time
	// NumManche and NbManches place a round of the course's game in it:
	// round NumManche of NbManches; 0 outside one.
	NumManche, NbManches int
	// Id is the game's id (saves.Sauvegarde.Id): with NumManche, the
	// round's key (Cle). Empty in the lines written before rounds were
	// keyed.
	Id string
	// Fin is why the round ended; empty in the older lines (Issue).
	Fin Fin
	// Revele is the secret the coder revealed when it contradicts their
	// answers (Fin is FinErreur): the rows are not checked against it,
	// and Secret stays nil.
	Revele *code.Code
}

// DansUnePartie reports whether e is a round of a course game recorded
// with its game (Partie, NumManche, NbManches).
func (e Entree) DansUnePartie() bool { return !e.Partie.IsZero() && e.NbManches > 0 }

// Essais is the number of tries the round took.
func (e Entree) Essais() int { return len(e.Lignes) }

// Issue is why the round ended: Fin, or in the older lines, which do not
// say it, found or out of tries as Trouve says.
func (e Entree) Issue() Fin {
	switch {
	case e.Fin != "":
		return e.Fin
	case e.Trouve:
		return FinTrouve
	}
	return FinEssais
}
