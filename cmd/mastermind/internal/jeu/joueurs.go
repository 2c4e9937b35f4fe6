package jeu

import (
	"context"
	"errors"

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
	if !d.aide {
		d.j.Ecrit("jeu.aidedecodeur", d.j.Cat.Nombre(pions, texte.NomLettre), texte.Separees(d.palette.Lettres()))
		d.aide = true
	}
	question := d.j.Cat.T("jeu.proposition", p.NbCoups()+1, p.NbEssaisMax())
	if d.nom != "" {
		question = d.j.Cat.T("jeu.propositionnom", d.nom, p.NbCoups()+1, p.NbEssaisMax())
	}
	return lit(ctx, d.j.Invite.Saisit, question, func(s string) (manche.Coup, error) {
		c, err := lireProposition(s, d.palette, p.Taille())
		return c, d.j.motive(err, pions)
	})
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
	if !c.aide {
		c.j.Ecrit("jeu.aidecodeur")
		c.aide = true
	}
	r := c.j.Rendu(c.palette)
	c.j.Ecrit("jeu.ordipropose", p.NbCoups()+1, r.Code(proposition))
	pions := p.Taille().Pions
	return lit(ctx, c.j.Invite.Saisit, c.j.Cat.T("jeu.reponse"), func(s string) (manche.Coup, error) {
		r, err := lireReponse(s, pions)
		return r, c.j.motive(err, pions)
	})
}

// Revele asks the human for their secret; "quitter" leaves the round
// there (manche.ErrAbandon), as at any other prompt of the round.
func (c *codeurHumain) Revele(ctx context.Context, p *plateau.Plateau) (code.Code, error) {
	t := p.Taille()
	// The secret, or "quitter" (revelation.quitte).
	type revelation struct {
		secret code.Code
		quitte bool
	}
	r, err := lit(ctx, c.j.Invite.Saisit, c.j.Cat.T("jeu.revele", texte.Separees(c.palette.Lettres())), func(s string) (revelation, error) {
		if quitte(s) {
			return revelation{quitte: true}, nil
		}
		secret, err := lireSecret(s, c.palette, t)
		return revelation{secret: secret}, c.j.motive(err, t.Pions)
	})
	switch {
	case err != nil:
		return code.Code{}, err
	case r.quitte:
		return code.Code{}, manche.ErrAbandon
	}
	return r.secret, nil
}

// quitte tells whether s is the command to leave.
func quitte(s string) bool {
	c, ok := lireCommande(s)
	return ok && c.Commande == manche.Quitter
}

// motive words a parse error for the prompt, keeping it.
func (j *Jeu) motive(err error, pions int) error {
	if errors.Is(err, ErrFormatReponse) {
		return &texte.Motif{Texte: j.Cat.T("jeu.formatreponse", pions), Err: err}
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
