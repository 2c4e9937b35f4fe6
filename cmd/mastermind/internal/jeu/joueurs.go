package jeu

import (
	"context"
	"errors"

	"mastermind/cmd/mastermind/internal/invite"
	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/code"
	"mastermind/couleur"
	"mastermind/manche"
	"mastermind/plateau"
)

// decodeurHumain is a human who proposes codes at the prompt (the course's
// propositionCodeHumain). It implements manche.Decodeur.
type decodeurHumain struct {
	j       *Jeu
	palette couleur.Palette
	// nom is the player's name in a two-player game, empty otherwise.
	nom string
	// aide is true once the line that says what may be typed was shown.
	aide bool
}

// Propose asks for a code or a command until the line is one of them.
func (d *decodeurHumain) Propose(ctx context.Context, p *plateau.Plateau) (manche.Coup, error) {
	pions := p.Taille().Pions
	lire := func(s string) (manche.Coup, error) {
		c, err := lireProposition(s, d.palette, p.Taille())
		return c, d.j.motiveProposition(err, d.palette, p.Taille())
	}
	if s := d.j.ecr; s != nil {
		s.question(p, lire)
		return s.joueur.ChoisitCode(ctx, p)
	}
	if !d.aide {
		d.j.Ecrit("jeu.aidedecodeur", d.j.Cat.Nombre(pions, texte.NomLettre), texte.Separees(d.palette.Lettres()))
		d.aide = true
	}
	question := d.j.Cat.T("jeu.proposition", p.NbCoups()+1, p.NbEssaisMax())
	if d.nom != "" {
		question = d.j.Cat.T("jeu.propositionnom", d.nom, p.NbCoups()+1, p.NbEssaisMax())
	}
	return retourQuitte(lit(ctx, d.j.Invite.Saisit, question, lire))
}

// retourQuitte reads Escape at a prompt of the round (invite.ErrRetour)
// as quitter: one level back is the menu, the game set aside.
func retourQuitte(c manche.Coup, err error) (manche.Coup, error) {
	if errors.Is(err, invite.ErrRetour) {
		return manche.Coup{Commande: manche.Quitter}, nil
	}
	return c, err
}

// codeurHumain is a human who thinks of a secret and answers the computer's
// proposals (the course's reponseHumain). It implements manche.Codeur.
type codeurHumain struct {
	j       *Jeu
	palette couleur.Palette
	aide    bool
}

// Repond shows the proposal and asks for the answer or a command.
func (c *codeurHumain) Repond(ctx context.Context, p *plateau.Plateau, proposition code.Code) (manche.Coup, error) {
	pions := p.Taille().Pions
	lire := func(s string) (manche.Coup, error) {
		r, err := lireReponse(s, pions)
		return r, c.j.motive(err, pions)
	}
	if s := c.j.ecr; s != nil {
		s.question(p, lire)
		return s.joueur.ChoisitReponse(ctx, p, proposition)
	}
	if !c.aide {
		c.j.Ecrit("jeu.aidecodeur")
		c.aide = true
	}
	r := c.j.Rendu(c.palette)
	c.j.Ecrit("jeu.ordipropose", p.NbCoups()+1, r.Code(proposition))
	return retourQuitte(lit(ctx, c.j.Invite.Saisit, c.j.Cat.T("jeu.reponse"), lire))
}

// Revele asks the human for their secret; "quitter" leaves the round
// there (manche.ErrAbandon), as at any other prompt of the round;
// "annuler" takes back the last answer instead (manche.ErrCorrection).
func (c *codeurHumain) Revele(ctx context.Context, p *plateau.Plateau) (code.Code, error) {
	if c.j.ecr != nil {
		return c.j.secretEcran(ctx, p)
	}
	t := p.Taille()
	// The secret, or a command (revelation.commande).
	type revelation struct {
		secret   code.Code
		commande manche.Commande
	}
	r, err := lit(ctx, c.j.Invite.Saisit, c.j.Cat.T("jeu.revele", texte.Separees(c.palette.Lettres())), func(s string) (revelation, error) {
		if k, ok := lireCommande(s); ok && (k.Commande == manche.Quitter || k.Commande == manche.Annuler && p.NbCoups() > 0) {
			return revelation{commande: k.Commande}, nil
		}
		secret, err := lireSecret(s, c.palette, t)
		return revelation{secret: secret}, c.j.motive(err, t.Pions)
	})
	switch {
	case errors.Is(err, invite.ErrRetour):
		return code.Code{}, manche.ErrAbandon
	case err != nil:
		return code.Code{}, err
	case r.commande == manche.Quitter:
		return code.Code{}, manche.ErrAbandon
	case r.commande == manche.Annuler:
		return code.Code{}, manche.ErrCorrection
	}
	return r.secret, nil
}

// motiveProposition words a guess's parse error: help asked gives the
// help, an empty line says what to type.
func (j *Jeu) motiveProposition(err error, p couleur.Palette, t code.Taille) error {
	var longueur *code.ErreurLongueur
	switch {
	case errors.Is(err, ErrAide):
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
	if errors.Is(err, ErrAide) {
		return &texte.Motif{Texte: j.Cat.T("jeu.aidereponse", j.Cat.T("jeu.formatreponse", pions)), Err: err}
	}
	if errors.Is(err, ErrPasDIndice) {
		return &texte.Motif{Texte: j.Cat.T("jeu.pasdindice", j.Cat.T("jeu.formatreponse", pions)), Err: err}
	}
	return j.Cat.Motive(err)
}

// lit asks question with saisit (Invite.Saisit or SaisitMasquee) until
// lire reads the line, and returns what lire read: the line is read once,
// by the check that accepts it. lire's error is the sentence shown before
// the question is asked again.
func lit[T any](ctx context.Context, saisit func(context.Context, string, func(string) error) (string, error), question string, lire func(string) (T, error)) (T, error) {
	var (
		lue    string
		valeur T
	)
	s, err := saisit(ctx, question, func(s string) error {
		v, err := lire(s)
		if err == nil {
			lue, valeur = s, v
		}
		return err
	})
	if err != nil {
		var zero T
		return zero, err
	}
	if s != lue {
		// An invite that checked other lines last (a terminal checks
		// as the player types): read the line given.
		return lire(s)
	}
	return valeur, nil
}
