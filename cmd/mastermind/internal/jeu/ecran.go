package jeu

import (
	"cmp"
	"context"
	"errors"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// surEcran is the game screen of the round being played (Jeu.Console):
// the human at it, and how to give the terminal back.
type surEcran struct {
	joueur *ecran.Joueur
	// rend gives the terminal back to the prompts.
	rend func()
	// ligne is the Invite of the line mode, set aside while the screen
	// is up.
	ligne invite.Invite
	// plateau is the board shown, left in the terminal's history when
	// the screen closes.
	plateau *plateau.Plateau
	// dit: a sentence was said since the last question, the next one
	// follows it on the message line.
	dit bool
	// fin collects the result's sentences once the round is over.
	fin []string
	// termine: the round is over, its sentences are collected.
	termine bool
}

// inviteEcran is the Invite while the screen is up: sentences go to the
// screen's message line; a question of the line mode (a menu while
// saving, the rules) sets the screen aside first.
type inviteEcran struct {
	invite.Invite
	s *surEcran
}

// Ecrit shows texte on the message line, or keeps it for under the final
// board once the round is over.
func (i inviteEcran) Ecrit(t string) {
	t = strings.TrimSpace(t)
	if t == "" {
		return
	}
	s := i.s
	if s.termine {
		s.fin = append(s.fin, t)
		return
	}
	s.montre(t, "")
}

// montre shows sentence t on the message area, after the sentences said
// since the last question; court, when not "", is its shorter wording,
// for a screen too small for t.
func (s *surEcran) montre(t, court string) {
	t = strings.Join(strings.Fields(t), " ")
	if e := s.joueur.Etat; s.dit && e.Message != "" {
		if court != "" || e.MessageCourt != "" {
			court = cmp.Or(e.MessageCourt, e.Message) + " " + cmp.Or(court, t)
		}
		t = e.Message + " " + t
	}
	s.joueur.Dit(t, court)
	s.dit = true
}

// ditCourt writes sentence long, as Ecrit; on the game screen, court is
// its shorter wording, shown when long does not fit the message area.
func (j *Jeu) ditCourt(long, court string) {
	if s := j.ecr; s != nil && !s.termine {
		s.montre(long, court)
		return
	}
	j.Invite.Ecrit(long + "\n")
}

func (i inviteEcran) Menu(ctx context.Context, titre string, options []string) (int, error) {
	i.s.joueur.Ecran.Quitte()
	return i.Invite.Menu(ctx, titre, options)
}

func (i inviteEcran) Saisit(ctx context.Context, q string, v func(string) error) (string, error) {
	i.s.joueur.Ecran.Quitte()
	return i.Invite.Saisit(ctx, q, v)
}

func (i inviteEcran) SaisitMasquee(ctx context.Context, q string, v func(string) error) (string, error) {
	i.s.joueur.Ecran.Quitte()
	return i.Invite.SaisitMasquee(ctx, q, v)
}

func (i inviteEcran) Attend(ctx context.Context, t string) error {
	i.s.joueur.Ecran.Quitte()
	return i.Invite.Attend(ctx, t)
}

// ouvreEcran lends the terminal to the game screen for a round of
// parameters p, when the game has one (Jeu.Console); statut is what the
// status line says. Nothing shows until the first question.
func (j *Jeu) ouvreEcran(p partie.Parametres, statut ecran.Statut) {
	if j.Console == nil {
		return
	}
	j.fermeEcran()
	c, rend := j.Console()
	s := &surEcran{rend: rend, ligne: j.Invite}
	s.joueur = &ecran.Joueur{
		Ecran: ecran.Nouveau(c),
		Etat:  &ecran.Etat{Cat: j.Cat, Palette: p.Palette, Couleur: true, Clair: j.Clair, Couleurs16: j.Couleurs16, Statut: statut},
		Regles: func(ctx context.Context) error {
			err := j.Regles(ctx)
			if err == nil {
				err = j.Invite.Attend(ctx, j.Cat.T("ecran.retourjeu"))
			}
			if errors.Is(err, invite.ErrRetour) {
				// Escape or q leaves the rules: back to the board.
				return nil
			}
			return err
		},
	}
	j.ecr = s
	j.Invite = inviteEcran{Invite: s.ligne, s: s}
}

// fermeEcran gives the terminal back to the prompts: the board, when it
// has rows, stays in the terminal's history, and the sentences of the
// result under it.
func (j *Jeu) fermeEcran() {
	s := j.ecr
	if s == nil {
		return
	}
	j.ecr, j.Invite = nil, s.ligne
	if s.plateau != nil && (s.plateau.NbCoups() > 0 || s.joueur.Etat.Revele != nil) {
		resultat := ""
		if len(s.fin) > 0 {
			resultat = s.fin[0]
		}
		s.joueur.Etat.Message = ""
		s.joueur.Termine(s.plateau, s.joueur.Etat.Revele, resultat)
		for _, l := range s.fin[min(1, len(s.fin)):] {
			j.Invite.Ecrit(l + "\n")
		}
	} else {
		s.joueur.Ecran.Quitte()
		for _, l := range s.fin {
			j.Invite.Ecrit(l + "\n")
		}
	}
	s.rend()
}

// question prepares the screen for a question on board p: the sentences
// said from now on start the message line afresh.
func (s *surEcran) question(p *plateau.Plateau, lit func(string) (manche.Coup, error)) {
	s.plateau, s.dit = p, false
	s.joueur.Lit = func(l string) (manche.Coup, error) {
		c, err := lit(l)
		if errors.Is(err, ErrAide) {
			return c, ecran.ErrAide
		}
		return c, err
	}
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

// termineEcran ends the round on the screen: the secret is shown under
// the board, and what is said from now on is the result, under the final
// board.
func (j *Jeu) termineEcran(p *plateau.Plateau, secret code.Code) {
	if j.ecr == nil {
		return
	}
	j.ecr.plateau, j.ecr.termine = p, true
	if !p.Gagne() {
		j.ecr.joueur.Etat.Revele = &secret
	}
}

// secretEcran asks, on the screen, a secret for a board of size t, masked;
// the messages for it never name a colour. Leaving it (Escape, Ctrl-Q) is
// invite.ErrRetour for a secret asked before the round, manche.ErrAbandon
// once rows are played.
func (j *Jeu) secretEcran(ctx context.Context, p *plateau.Plateau) (code.Code, error) {
	s := j.ecr
	s.question(p, func(l string) (manche.Coup, error) {
		if c, ok := lireCommande(l); ok && (c.Commande == manche.Quitter || c.Commande == manche.Annuler) {
			return c, nil
		}
		// What was typed is never repeated: it may be the secret.
		return manche.Coup{}, &texte.Motif{Texte: j.Cat.T("ecran.pasici")}
	})
	c, err := s.joueur.ChoisitSecret(ctx, p)
	if errors.Is(err, manche.ErrAbandon) && p.NbCoups() == 0 {
		return c, invite.ErrRetour
	}
	return c, err
}
