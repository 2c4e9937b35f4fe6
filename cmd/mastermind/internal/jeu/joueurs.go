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
	s, err := d.j.Invite.Saisit(ctx, question, func(s string) error {
		_, err := lireProposition(s, d.palette, p.Taille())
		return d.j.motive(err, pions)
	})
	if err != nil {
		return manche.Coup{}, err
	}
	return lireProposition(s, d.palette, p.Taille())
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
	s, err := c.j.Invite.Saisit(ctx, c.j.Cat.T("jeu.reponse"), func(s string) error {
		_, err := lireReponse(s, pions)
		return c.j.motive(err, pions)
	})
	if err != nil {
		return manche.Coup{}, err
	}
	return lireReponse(s, pions)
}

// Revele asks the human for their secret; "quitter" leaves the round
// there (manche.ErrAbandon), as at any other prompt of the round.
func (c *codeurHumain) Revele(ctx context.Context, p *plateau.Plateau) (code.Code, error) {
	t := p.Taille()
	s, err := c.j.Invite.Saisit(ctx, c.j.Cat.T("jeu.revele", texte.Separees(c.palette.Lettres())), func(s string) error {
		if quitte(s) {
			return nil
		}
		_, err := lireSecret(s, c.palette, t)
		return c.j.motive(err, t.Pions)
	})
	if err != nil {
		return code.Code{}, err
	}
	if quitte(s) {
		return code.Code{}, manche.ErrAbandon
	}
	return lireSecret(s, c.palette, t)
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
