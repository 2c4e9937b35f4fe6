package jeu

import (
	"context"
	"errors"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/plateau"
)

// The human players are the round's coder and decoder (manche.Codeur,
// manche.Decodeur) that the session makes of a table's turns: the table,
// lines or board, chosen once when the round is built, asks the person;
// the session carries out their commands; the round sees the moves.

// decodeurHumain is a human who proposes codes at table t (the course's
// propositionCodeHumain); nom is the player's name in a two-player game.
func decodeurHumain(s *session.Session, t table, nom string) manche.Decodeur {
	return s.Decodeur(func(ctx context.Context, p *plateau.Plateau) (session.Coup, error) {
		return t.code(ctx, p, nom)
	})
}

// codeurHumain is a human who thinks of a secret and answers the
// computer's proposals at table t (the course's reponseHumain).
func codeurHumain(s *session.Session, t table) manche.Codeur {
	return s.Codeur(t.reponse, t.revele)
}

// lirePropositionPour reads a human decoder's line for a game of palette
// p and size t, its errors worded for the prompt.
func (j *Jeu) lirePropositionPour(p couleur.Palette, t code.Taille) func(string) (session.Coup, error) {
	return func(s string) (session.Coup, error) {
		c, err := lireProposition(s, p, t)
		return c, j.motiveProposition(err, p, t)
	}
}

// lireReponsePour reads a human coder's line for proposition, a code of
// size t, its errors worded for the prompt: an answer no code gives to
// that proposition is refused too.
func (j *Jeu) lireReponsePour(t code.Taille, proposition code.Code) func(string) (session.Coup, error) {
	return func(s string) (session.Coup, error) {
		r, err := lireReponse(s, t.Pions)
		if err == nil && r.Commande == session.Jouer {
			err = t.VerifieReponse(proposition, r.Reponse)
		}
		return r, j.motive(err, t.Pions)
	}
}

// motiveProposition words a guess's parse error: help asked gives the
// help, an empty line says what to type.
func (j *Jeu) motiveProposition(err error, p couleur.Palette, t code.Taille) error {
	var longueur *code.ErreurLongueur
	switch {
	case errors.Is(err, ecran.ErrAide):
		return &texte.Motif{Texte: j.Cat.T("jeu.aidesaisie", j.Cat.Nombre(t.Pions, texte.NomLettre), texte.Separees(p.Lettres())), Err: err}
	case errors.As(err, &longueur) && longueur.Recu == 0:
		return &texte.Motif{Texte: j.Cat.T("jeu.saisievide", j.Cat.Nombre(t.Pions, texte.NomLettre), texte.Separees(p.Lettres())), Err: err}
	}
	return j.motive(err, t.Pions)
}

// motiveMasque words a masked secret's parse error without naming a
// colour or a position of it: what was typed is hidden from the other
// player.
func (j *Jeu) motiveMasque(err error, pions int) error {
	switch {
	case errors.Is(err, code.ErrRepetition):
		return &texte.Motif{Texte: j.Cat.T("jeu.masque.repetition"), Err: err}
	case errors.Is(err, code.ErrLettre):
		return &texte.Motif{Texte: j.Cat.T("jeu.masque.lettre"), Err: err}
	}
	return j.motive(err, pions)
}

// motive words a parse error for the prompt, keeping it.
func (j *Jeu) motive(err error, pions int) error {
	if errors.Is(err, ErrFormatReponse) {
		return &texte.Motif{Texte: j.Cat.T("jeu.formatreponse", pions), Err: err}
	}
	if errors.Is(err, ecran.ErrAide) {
		return &texte.Motif{Texte: j.Cat.T("jeu.aidereponse", j.Cat.T("jeu.formatreponse", pions)), Err: err}
	}
	if errors.Is(err, ErrPasDIndice) {
		return &texte.Motif{Texte: j.Cat.T("jeu.pasdindice", j.Cat.T("jeu.formatreponse", pions)), Err: err}
	}
	return j.Cat.Motive(err)
}
