package ecran

import (
	"context"
	"io"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/clavier"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
)

// Console is the terminal the screen owns while it asks: keys and
// clicks, its size, and Ctrl-Z. terminal.Console is the program's.
type Console interface {
	io.Writer
	// Touche waits for the next key or event: Redim after a resize,
	// Arret on Ctrl-Z; ctx's error once ctx is done.
	Touche(ctx context.Context) (clavier.Touche, error)
	// Taille is the terminal's size in cells, as it is now.
	Taille() (cols, rows int)
	// Arrete stops the program (Ctrl-Z) with the terminal in the mode it
	// had before the game, and returns once it continues.
	Arrete()
}

// Ecran draws an Etat on a Console and reads its keys: the driver of the
// game screen. It enters the alternate screen when it first draws and
// leaves it when the screen is set aside (Quitte, for a prompt of
// promptui) or closed (Ferme, which leaves the final board in the
// terminal's history).
type Ecran struct {
	c      Console
	dedans bool
	// avant are the rows on the terminal, to draw only those that changed.
	avant []string
}

// Nouveau returns the screen of c; it draws nothing yet.
func Nouveau(c Console) *Ecran { return &Ecran{c: c} }

// Demande draws e and applies keys to it until one asks something of the
// caller. A cancelled ctx (Ctrl-C through its signal) leaves the screen
// and returns ctx's error.
func (s *Ecran) Demande(ctx context.Context, e *Etat) (Action, error) {
	for {
		s.Dessine(e)
		t, err := s.c.Touche(ctx)
		if err != nil {
			s.Quitte()
			return Action{}, err
		}
		switch t.Genre {
		case clavier.Arret:
			s.Quitte()
			s.c.Arrete()
			continue
		case clavier.Redim, clavier.CtrlL:
			s.avant = nil
		}
		if a := e.Touche(t); a.Quoi != Attend {
			return a, nil
		}
	}
}

// Dessine draws e at the terminal's size, entering the screen first if
// needed; only the rows that changed are written, all of them after a
// resize.
func (s *Ecran) Dessine(e *Etat) {
	var b strings.Builder
	if !s.dedans {
		b.WriteString(peintre.EntreEcran)
		s.dedans, s.avant = true, nil
	}
	e.Cols, e.Rows = s.c.Taille()
	im := e.Dessine()
	if len(s.avant) != len(im.Lignes) {
		b.WriteString(peintre.EffaceEcran)
		s.avant = make([]string, len(im.Lignes))
		for i := range s.avant {
			s.avant[i] = "\x00"
		}
	}
	b.WriteString(peintre.CacheCurseur)
	for i, l := range im.Lignes {
		if l == s.avant[i] {
			continue
		}
		b.WriteString(peintre.Va(0, i) + peintre.EffaceLigne + l + peintre.Normal)
		s.avant[i] = l
	}
	if im.Curseur {
		b.WriteString(peintre.Va(im.X, im.Y) + peintre.MontreCurseur)
	}
	io.WriteString(s.c, b.String())
}

// Quitte leaves the screen for the terminal's ordinary one, as it was
// before the game (a prompt, the rules, Ctrl-Z); the next Demande or
// Dessine comes back to it, drawn whole.
func (s *Ecran) Quitte() {
	if s.dedans {
		io.WriteString(s.c, peintre.SortEcran)
		s.dedans, s.avant = false, nil
	}
}

// Ferme leaves the screen and writes the final board of e in the
// terminal's ordinary screen, where it stays in the history: the status
// line, the rows played, the secret and the result.
func (s *Ecran) Ferme(e *Etat) {
	s.Quitte()
	e.Cols, _ = s.c.Taille()
	var b strings.Builder
	for _, l := range e.Final() {
		b.WriteString(l + peintre.Normal + "\n")
	}
	io.WriteString(s.c, b.String())
}
