package jeu

import (
	"context"
	"errors"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// tableLigne is a round played at the prompts of the Invite, line after
// line, as the course's program does: the board drawn after each answer
// (the course's affichePlateau), a prompt for each turn.
type tableLigne struct {
	j       *Jeu
	palette couleur.Palette
	// partie is the course's game the round belongs to, for the score
	// under the board; nil outside one.
	partie *partie.Partie
	// aideDecodeur, aideCodeur: the line that says what may be typed was
	// shown.
	aideDecodeur, aideCodeur bool
}

func (t *tableLigne) code(ctx context.Context, p *plateau.Plateau, nom string) (session.Coup, error) {
	j := t.j
	if !t.aideDecodeur {
		j.Ecrit("jeu.aidedecodeur", j.Cat.Nombre(p.Taille().Pions, texte.NomLettre), texte.Separees(t.palette.Lettres()))
		t.aideDecodeur = true
	}
	question := j.Cat.T("jeu.proposition", p.NbCoups()+1, p.NbEssaisMax())
	if nom != "" {
		question = j.Cat.T("jeu.propositionnom", nom, p.NbCoups()+1, p.NbEssaisMax())
	}
	return retourQuitte(invite.Lit(ctx, j.Invite.Saisit, question, j.lirePropositionPour(t.palette, p.Taille())))
}

func (t *tableLigne) reponse(ctx context.Context, p *plateau.Plateau, proposition code.Code) (session.Coup, error) {
	j := t.j
	if !t.aideCodeur {
		j.Ecrit("jeu.aidecodeur")
		t.aideCodeur = true
	}
	j.Ecrit("jeu.ordipropose", p.NbCoups()+1, j.Rendu(t.palette).Code(proposition))
	return retourQuitte(invite.Lit(ctx, j.Invite.Saisit, j.Cat.T("jeu.reponse"), j.lireReponsePour(p.Taille(), proposition)))
}

// revele asks the secret; Escape is quitter, as at any prompt of the
// round.
func (t *tableLigne) revele(ctx context.Context, p *plateau.Plateau) (session.Coup, error) {
	j := t.j
	question := j.Cat.T("jeu.revele", texte.Separees(t.palette.Lettres()))
	return retourQuitte(invite.Lit(ctx, j.Invite.Saisit, question, func(s string) (session.Coup, error) {
		if k, ok := lireCommande(s); ok && (k.Commande == session.Quitter || k.Commande == session.Annuler && p.NbCoups() > 0) {
			return k, nil
		}
		secret, err := lireSecret(s, t.palette, p.Taille())
		return session.Propose(secret), j.motive(err, p.Taille().Pions)
	}))
}

// cache asks the secret at a masked line: no sentence names a colour or
// a position of it.
func (t *tableLigne) cache(ctx context.Context, p *plateau.Plateau) (code.Code, error) {
	j, taille := t.j, p.Taille()
	question := j.Cat.T("duo.secret", j.Cat.Nombre(taille.Pions, texte.NomPion), texte.Separees(t.palette.Lettres()))
	return invite.Lit(ctx, j.Invite.SaisitMasquee, question, func(s string) (code.Code, error) {
		secret, err := lireSecret(s, t.palette, taille)
		return secret, j.motiveMasque(err, taille.Pions)
	})
}

func (t *tableLigne) menu(ctx context.Context, titre string, options []string) (int, error) {
	return t.j.Invite.Menu(ctx, titre, options)
}

func (t *tableLigne) dit(long, _ string) { t.j.Invite.Ecrit(long + "\n") }

// propose: a line prompt starts empty; the hint was said.
func (t *tableLigne) propose(code.Code) {}

// plateau draws the whole board, when it has rows (undoing every move
// leaves no board to draw, not even its header), and the tries left.
func (t *tableLigne) plateau(p *plateau.Plateau) {
	j := t.j
	if p.NbCoups() > 0 {
		var b strings.Builder
		_ = p.Affiche(&b, j.Rendu(t.palette), nil)
		j.Invite.Ecrit(b.String())
	}
	if p.Termine() {
		return
	}
	if g := t.partie; g != nil {
		j.Ecrit("jeu.restantsscore", p.Restants(), g.NumManche(), g.Parametres().NbManches, g.Score(partie.Humain), g.Score(partie.Ordinateur))
		return
	}
	j.Ecrit("jeu.restants", p.Restants())
}

func (t *tableLigne) incoherent(p *plateau.Plateau) {
	t.j.Ecrit("jeu.incoherent")
	if p.NbCoups() > 0 {
		t.j.Ecrit("jeu.incoherentcorrige")
	}
}

// perdu draws the secret under the board, and says so.
func (t *tableLigne) perdu(p *plateau.Plateau, secret code.Code) {
	j, r, n := t.j, t.j.Rendu(t.palette), p.NbEssaisMax()
	j.Invite.Ecrit(r.Secret(secret))
	j.Invite.Ecrit(j.Cat.Pluriel(n, "jeu.perdu1", "jeu.perdu", j.Cat.Nombre(n, texte.NomEssai), r.Code(secret)) + "\n")
}

func (t *tableLigne) termine(*plateau.Plateau, code.Code) {}

func (t *tableLigne) apres(ctx context.Context, f func(context.Context)) { f(ctx) }

func (t *tableLigne) ferme(context.Context) {}

// retourQuitte reads Escape at a prompt of the round (invite.ErrRetour)
// as quitter: one level back is the menu, the game set aside.
func retourQuitte(c session.Coup, err error) (session.Coup, error) {
	if errors.Is(err, invite.ErrRetour) {
		return session.Coup{Commande: session.Quitter}, nil
	}
	return c, err
}
