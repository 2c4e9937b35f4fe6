package ecran

import (
	"context"
	"errors"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/plateau"
)

// ErrAide: the person asked for help (a typed "aide" or "help"). On the
// game screen, from Joueur.Lit, it opens the help overlay instead of
// saying an error; at a prompt, the help is the reason shown.
var ErrAide = errors.New("help asked")

// Joueur is the human at the game screen, with the few calls a round's
// human players make: a guess, an answer, a secret. Each returns what the
// person asked, as a session.Coup (a move or a command), never a line to
// read again; the typed words (annuler, sauver nom…) go through Lit, the
// round's own reader of a line.
type Joueur struct {
	Ecran *Ecran
	// Etat is the screen: the caller sets its catalogue, palette, status
	// and colours once; the calls set the board and the mode.
	Etat *Etat
	// Lit reads a typed word as a move (a decoder's or a coder's line
	// reader); ErrAide opens the help; any other error, worded by the
	// catalogue, is shown and the row is kept.
	Lit func(ligne string) (session.Coup, error)

	// propose is the code the next guess's row starts with (a hint);
	// nil: an empty row.
	propose *code.Code
}

// Propose fills the next guess's row with c (a hint), to be changed or
// played.
func (j *Joueur) Propose(c code.Code) { j.propose = &c }

// ChoisitCode asks the human decoder's move on board p: a guess, or a
// command (indice, annuler, refaire, sauver, quitter).
func (j *Joueur) ChoisitCode(ctx context.Context, p *plateau.Plateau) (session.Coup, error) {
	j.plateau(p, Proposition)
	if j.propose != nil {
		j.Etat.Remplit(*j.propose)
		j.propose = nil
	}
	return j.demande(ctx)
}

// ChoisitReponse asks the human coder's answer to proposition on board
// p, or a command (annuler, sauver, quitter).
func (j *Joueur) ChoisitReponse(ctx context.Context, p *plateau.Plateau, proposition code.Code) (session.Coup, error) {
	j.plateau(p, Reponse)
	j.Etat.Proposition = proposition
	return j.demande(ctx)
}

// ChoisitSecret asks a secret for board p, typed masked: the secret
// (session.Jouer), quitter (Ctrl-Q, Escape, the menu), or, once rows are
// played (the human coder reveals their secret), annuler (-) to take the
// last answer back instead.
func (j *Joueur) ChoisitSecret(ctx context.Context, p *plateau.Plateau) (session.Coup, error) {
	j.plateau(p, Secret)
	for {
		c, err := j.demande(ctx)
		if err != nil {
			return session.Coup{}, err
		}
		switch {
		case c.Commande == session.Jouer, c.Commande == session.Quitter,
			c.Commande == session.Annuler && p.NbCoups() > 0:
			return c, nil
		}
		// A typed word other than quitter means nothing here.
		j.Etat.ditCourt(j.Etat.Cat.T("ecran.pasici"), j.Etat.Cat.T("ecran.court.pasici"))
	}
}

// estUnCode tells whether err is a word read as a code that is none (a
// letter that is no colour, the wrong number of pegs, a colour twice).
func estUnCode(err error) bool {
	return errors.Is(err, code.ErrLettre) || errors.Is(err, code.ErrLongueur) || errors.Is(err, code.ErrRepetition) ||
		errors.Is(err, code.ErrNegatif) || errors.Is(err, code.ErrTropDePions) || errors.Is(err, code.ErrImpossible) || errors.Is(err, code.ErrSansCode)
}

// Dit shows a sentence of the round (a hint, a reason) on the message
// area, until the next key; court, when not "", is a shorter wording,
// shown instead on a screen too small for message.
func (j *Joueur) Dit(message, court string) { j.Etat.ditCourt(message, court) }

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
func (j *Joueur) demande(ctx context.Context) (session.Coup, error) {
	for {
		a, err := j.Ecran.Demande(ctx, j.Etat)
		if err != nil {
			return session.Coup{}, err
		}
		switch a.Quoi {
		case Joue:
			return a.Coup, nil
		case Ligne:
			if j.Lit == nil {
				continue
			}
			c, err := j.Lit(a.Ligne)
			if a.Commande && (err == nil && c.Commande == session.Jouer || estUnCode(err)) {
				// After ":", a word that reads as a code (or fails to)
				// is no command.
				j.Etat.ditCourt(j.Etat.Cat.T("ecran.commandeinconnue", a.Ligne), j.Etat.Cat.T("ecran.court.commandeinconnue", a.Ligne))
				continue
			}
			if errors.Is(err, ErrAide) {
				j.Etat.aide = true
				continue
			}
			if err != nil {
				j.Etat.dit(j.Etat.Cat.Erreur(err))
				continue
			}
			return c, nil
		case Interrompu:
			j.Ecran.Quitte()
			return session.Coup{}, invite.ErrInterrompu
		case Termine:
			j.Ecran.Quitte()
			return session.Coup{}, invite.ErrFin
		}
	}
}
