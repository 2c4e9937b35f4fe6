package programme

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// Strategie is a program as the computer's strategy: a
// strategie.Strategie for the rounds of the game and of a demonstration,
// whose secret the program's side of the lab does not know.
//
// The built-in strategies propose from the board's rows alone; a program
// keeps its own state. Strategie keeps the conversation in step with the
// board: when the board has one more row than the program was told, it
// sends that row's answer; otherwise (a new round, an undone row, a
// resumed game) it ends the program, starts it again, opens a round and
// replays the board's rows, refusing with ErrRejeu a program that does not
// propose them again. The protocol cannot abandon a round, and a round's
// last answer never reaches the strategy, so each new round starts the
// program afresh.
//
// Its statistics (strategie.Calcule) play every secret with JoueTout,
// starting the program once more, or afresh for each round when its
// options say so (Options.ParManche).
type Strategie struct {
	ctx context.Context
	cmd Commande
	o   Options

	mu sync.Mutex
	j  *Joueur
	// enCours: the program waits for the answer to attente, having been
	// told dites, in a round of size taille.
	enCours bool
	dites   []plateau.Ligne
	attente code.Code
	taille  code.Taille
}

// Nouvelle returns the strategy of program cmd. The program starts at the
// first proposal asked; ctx bounds its life.
func Nouvelle(ctx context.Context, cmd Commande, o Options) *Strategie {
	return &Strategie{ctx: ctx, cmd: cmd, o: o}
}

// Lie binds the program to the sums of what it runs as the player agreed
// to it (Empreintes): every start, the first, a restart after an undo or
// a resumed game, the statistics', checks them first (Options
// .Empreintes). Nil leaves it unbound (a command typed in the lab).
func (s *Strategie) Lie(empreintes map[string]string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.o.Empreintes = empreintes
}

// options are the program's options, its binding included.
func (s *Strategie) options() Options {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.o
}

// Finie reports whether the context bounding the program's life has
// ended: the strategy proposes nothing more, and a caller that keeps
// strategies (the menu, from one entry to the next) makes a new one.
func (s *Strategie) Finie() bool { return s.ctx.Err() != nil }

// Nom is the name as the user wrote it, "cmd:" included.
func (s *Strategie) Nom() string { return s.cmd.Nom }

// Commande is the program's command.
func (s *Strategie) Commande() Commande { return s.cmd }

// Propose returns the program's proposal after the rows of e.
//
// Résultat: the proposal; an *ErreurProgramme (ErrRejeu when the program
// does not replay the rows); an *ErreurLancement; the context's error.
func (s *Strategie) Propose(e *strategie.Etat) (code.Code, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := e.Taille()
	var p code.Code
	var err error
	if s.enSuite(t, e.Lignes) {
		p, err = s.j.conv.Repond(s.ctx, e.Lignes[len(e.Lignes)-1].Reponse)
	} else {
		p, err = s.rejoue(t, e.Lignes)
	}
	if err != nil {
		err = s.rapport(err)
		s.arrete()
		return code.Code{}, err
	}
	s.enCours, s.taille, s.attente = true, t, p
	s.dites = slices.Clone(e.Lignes)
	return p, nil
}

// enSuite reports whether lignes are the rows the program was told and
// one more: its last proposal, answered.
func (s *Strategie) enSuite(t code.Taille, lignes []plateau.Ligne) bool {
	n := len(s.dites)
	return s.enCours && s.taille == t && len(lignes) == n+1 &&
		slices.Equal(lignes[:n], s.dites) && lignes[n].Code == s.attente
}

// rejoue starts the program afresh (unless it has just started), opens a
// round and replays lignes.
func (s *Strategie) rejoue(t code.Taille, lignes []plateau.Ligne) (code.Code, error) {
	if s.enCours {
		s.arrete()
	}
	if s.j == nil {
		j, err := Demarre(s.ctx, s.cmd, s.o)
		if err != nil {
			return code.Code{}, err
		}
		s.j = j
	}
	p, err := s.j.conv.Nouvelle(s.ctx, t)
	for _, l := range lignes {
		if err != nil {
			return code.Code{}, err
		}
		if p != l.Code {
			e := s.j.conv.erreur(ErrRejeu, nil)
			e.Attendu = s.j.conv.Mot(l.Code)
			return code.Code{}, e
		}
		p, err = s.j.conv.Repond(s.ctx, l.Reponse)
	}
	return p, err
}

// rapport completes the report of an error of the program.
func (s *Strategie) rapport(err error) error {
	if s.j == nil {
		return err
	}
	return s.j.rapport(s.ctx, err, "")
}

// arrete ends the program, wherever it was.
func (s *Strategie) arrete() {
	if s.j != nil {
		s.j.Arrete()
	}
	s.j, s.enCours, s.dites = nil, false, nil
}

// Close ends the program: "fin" between rounds, at once in the middle of
// one (the protocol has no word to abandon a round).
func (s *Strategie) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.j != nil && !s.enCours {
		s.j.Termine()
	}
	s.arrete()
	return nil
}

// Statistiques plays every admissible secret of e with the program
// (JoueTout: one start, or one a round with Options.ParManche):
// strategie.Calcule calls it.
//
// Résultat: the statistics; an *ErreurLancement, an *ErreurProgramme
// naming the secret, or the context's error.
func (s *Strategie) Statistiques(ctx context.Context, e *code.Espace, o strategie.Options) (*strategie.Stats, error) {
	debut := time.Now()
	opt := s.options()
	opt.Avancement = o.Avancement
	coups, err := JoueTout(ctx, s.cmd, e, opt)
	if err != nil {
		return nil, err
	}
	return strategie.NouvellesStats(s.cmd.Nom, e, o.Graine, coups, time.Since(debut)), nil
}

// Essaie starts the program and plays one round of size t against
// secret, then says "fin": the check before a program is accepted.
//
// Résultat: the round's rows; an *ErreurLancement, an *ErreurProgramme, or
// the context's error.
func (s *Strategie) Essaie(ctx context.Context, t code.Taille, secret code.Code) ([]plateau.Ligne, error) {
	j, err := Demarre(ctx, s.cmd, s.options())
	if err != nil {
		return nil, err
	}
	lignes, err := j.Joue(ctx, t, secret)
	if err != nil {
		j.Arrete()
		return nil, err
	}
	j.Termine()
	return lignes, nil
}
