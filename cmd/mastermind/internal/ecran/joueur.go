package ecran

import (
	"context"
	"errors"

	"mastermind/cmd/mastermind/internal/invite"
	"mastermind/code"
	"mastermind/manche"
	"mastermind/plateau"
)

// ErrAide, from Lit, opens the help overlay (a typed "aide" or "help")
// instead of saying an error.
var ErrAide = errors.New("help asked")

// Joueur is the human at the game screen, with the few calls a round's
// human players make: a guess, an answer, a secret. Each returns a parsed
// move, never a line to read again; the typed words (annuler, sauver nom…)
// go through Lit, the round's own reader of a line.
type Joueur struct {
	Ecran *Ecran
	// Etat is the screen: the caller sets its catalogue, palette, status
	// and colours once; the calls set the board and the mode.
	Etat *Etat
	// Lit reads a typed word as a move (a decoder's or a coder's line
	// reader); its error, worded by the catalogue, is shown and the row
	// is kept.
	Lit func(ligne string) (manche.Coup, error)
	// Regles shows the rules, the screen set aside meanwhile; nil: the
	// menu's entry does nothing.
	Regles func(ctx context.Context) error
}

// ChoisitCode asks the human decoder's move on board p: a guess, or a
// command (indice, annuler, refaire, sauver, quitter).
func (j *Joueur) ChoisitCode(ctx context.Context, p *plateau.Plateau) (manche.Coup, error) {
	j.plateau(p, Proposition)
	return j.demande(ctx)
}

// ChoisitReponse asks the human coder's answer to proposition on board
// p, or a command (annuler, sauver, quitter).
func (j *Joueur) ChoisitReponse(ctx context.Context, p *plateau.Plateau, proposition code.Code) (manche.Coup, error) {
	j.plateau(p, Reponse)
	j.Etat.Proposition = proposition
	return j.demande(ctx)
}

// ChoisitSecret asks a secret for board p, typed masked; quitter (Ctrl-Q,
// Escape, the menu) is manche.ErrAbandon. Once rows are played (the
// human coder reveals their secret), annuler (-) is manche.ErrCorrection:
// the last answer is taken back instead.
func (j *Joueur) ChoisitSecret(ctx context.Context, p *plateau.Plateau) (code.Code, error) {
	j.plateau(p, Secret)
	for {
		c, err := j.demande(ctx)
		if err != nil {
			return code.Code{}, err
		}
		switch c.Commande {
		case manche.Jouer:
			return c.Code, nil
		case manche.Quitter:
			return code.Code{}, manche.ErrAbandon
		case manche.Annuler:
			if p.NbCoups() > 0 {
				return code.Code{}, manche.ErrCorrection
			}
		}
		// A typed word other than quitter means nothing here.
		j.Etat.Message = j.Etat.Cat.T("ecran.pasici")
	}
}

// Dit shows a sentence of the round (a hint, a reason) on the message
// line, until the next key.
func (j *Joueur) Dit(message string) { j.Etat.Message = message }

// Termine leaves the screen with the final board of p in the terminal's
// history: the secret when not nil, and the result.
func (j *Joueur) Termine(p *plateau.Plateau, secret *code.Code, resultat string) {
	j.Etat.Lignes, j.Etat.Revele, j.Etat.Resultat = p.Lignes(), secret, resultat
	j.Etat.Essais, j.Etat.Taille = p.NbEssaisMax(), p.Taille()
	j.Ecran.Ferme(j.Etat)
}

// plateau shows board p, the row being entered empty in mode m.
func (j *Joueur) plateau(p *plateau.Plateau, m Mode) {
	e := j.Etat
	e.Mode, e.Lignes, e.Essais, e.Taille = m, p.Lignes(), p.NbEssaisMax(), p.Taille()
	e.Revele, e.Resultat = nil, ""
	e.Vide()
}

// demande reads keys until a move.
func (j *Joueur) demande(ctx context.Context) (manche.Coup, error) {
	for {
		a, err := j.Ecran.Demande(ctx, j.Etat)
		if err != nil {
			return manche.Coup{}, err
		}
		switch a.Quoi {
		case Joue:
			return a.Coup, nil
		case Ligne:
			if j.Lit == nil {
				continue
			}
			c, err := j.Lit(a.Ligne)
			if errors.Is(err, ErrAide) {
				j.Etat.aide = true
				continue
			}
			if err != nil {
				j.Etat.Message = j.Etat.Cat.Erreur(err)
				continue
			}
			return c, nil
		case Regles:
			if j.Regles != nil {
				j.Ecran.Quitte()
				if err := j.Regles(ctx); err != nil {
					return manche.Coup{}, err
				}
			}
		case Interrompu:
			j.Ecran.Quitte()
			return manche.Coup{}, invite.ErrInterrompu
		case Termine:
			j.Ecran.Quitte()
			return manche.Coup{}, invite.ErrFin
		}
	}
}
