package jeu

import (
	"cmp"
	"context"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
)

// tableEcran is a round played on the game screen (package ecran): a
// board that stays in place, the whole screen being the game. What the
// round says goes to the board's message area; once the round is over,
// under the final board, which stays in the terminal's history when the
// screen closes.
type tableEcran struct {
	j      *Jeu
	joueur *ecran.Joueur
	// rend gives the terminal back to the prompts.
	rend func()
	// montre is the board shown, left in the terminal's history when the
	// screen closes.
	montre *plateau.Plateau
	// suite: a sentence was said since the last question, the next one
	// follows it on the message line.
	suite bool
	// fin collects the result's sentences once the round is over.
	fin []string
	// fini: the round is over, its sentences are collected.
	fini bool
	// ensuite are what apres kept for when the screen is closed.
	ensuite []func(context.Context)
}

// tableEcran lends the terminal c to the game screen for a round of
// parameters p; statut is what the status line says. Nothing shows until
// the first question; rend gives the terminal back.
func (j *Jeu) tableEcran(c ecran.Console, rend func(), p partie.Parametres, statut ecran.Statut) *tableEcran {
	return &tableEcran{j: j, rend: rend, joueur: &ecran.Joueur{
		Ecran: ecran.Nouveau(c),
		Etat: &ecran.Etat{Cat: j.Cat, Palette: p.Palette, Peintre: j.Peintre, Statut: statut,
			// The rules are paged over the board, laid out for it.
			Regles: func(cols, rows int) [][]string { return salleRegles(j).Pages(max(cols-1, 1), rows) }},
	}}
}

func (t *tableEcran) code(ctx context.Context, p *plateau.Plateau, _ string) (session.Coup, error) {
	t.question(p, t.j.lirePropositionPour(t.joueur.Etat.Palette, p.Taille()))
	return t.joueur.ChoisitCode(ctx, p)
}

func (t *tableEcran) reponse(ctx context.Context, p *plateau.Plateau, proposition code.Code) (session.Coup, error) {
	t.question(p, t.j.lireReponsePour(p.Taille(), proposition))
	return t.joueur.ChoisitReponse(ctx, p, proposition)
}

// revele asks the secret, masked, as cache does: the messages for it
// never name a colour.
func (t *tableEcran) revele(ctx context.Context, p *plateau.Plateau) (session.Coup, error) {
	t.question(p, t.lireMasque)
	return t.joueur.ChoisitSecret(ctx, p)
}

// cache asks, on the screen, a secret for a board of size t, masked;
// leaving it (Escape, Ctrl-Q) is invite.ErrRetour: nothing is played yet.
func (t *tableEcran) cache(ctx context.Context, p *plateau.Plateau) (code.Code, error) {
	t.question(p, t.lireMasque)
	c, err := t.joueur.ChoisitSecret(ctx, p)
	switch {
	case err != nil:
		return code.Code{}, err
	case c.Commande != session.Jouer:
		return code.Code{}, invite.ErrRetour
	}
	return c.Code, nil
}

// lireMasque reads a word typed at a masked secret: quitter, annuler, and
// nothing else; what was typed is never repeated: it may be the secret.
func (t *tableEcran) lireMasque(l string) (session.Coup, error) {
	if c, ok := lireCommande(l); ok && (c.Commande == session.Quitter || c.Commande == session.Annuler) {
		return c, nil
	}
	return session.Coup{}, &texte.Motif{Texte: t.j.Cat.T("ecran.pasici")}
}

// menu sets the screen aside for a menu of the line mode; the next
// question draws it again, whole.
func (t *tableEcran) menu(ctx context.Context, titre string, options []string) (int, error) {
	t.joueur.Ecran.Quitte()
	return t.j.Invite.Menu(ctx, titre, options)
}

// uneLigne is s on one line: its line breaks and runs of spaces become
// one space. A no-break space stays: it binds a number's digits (« 1 296 »)
// and French punctuation to their words, which the wrapping keeps
// together (strings.Fields would take it for a space).
func uneLigne(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '\n' || r == '\t' || r == '\r'
	}), " ")
}

// dit shows sentence long on the message area, after the sentences said
// since the last question; court, when not "", is its shorter wording,
// for a screen too small for long. Once the round is over, it is kept
// for under the final board.
func (t *tableEcran) dit(long, court string) {
	long = uneLigne(long)
	if long == "" {
		return
	}
	if t.fini {
		t.fin = append(t.fin, long)
		return
	}
	if e := t.joueur.Etat; t.suite && e.Message != "" {
		if court != "" || e.MessageCourt != "" {
			court = cmp.Or(e.MessageCourt, e.Message) + " " + cmp.Or(court, long)
		}
		long = e.Message + " " + long
	}
	t.joueur.Dit(long, court)
	t.suite = true
}

// propose fills the next guess's row with c.
func (t *tableEcran) propose(c code.Code) { t.joueur.Propose(c) }

// plateau: the screen draws the board itself at the next question.
func (t *tableEcran) plateau(p *plateau.Plateau) { t.montre = p }

// incoherent says it in one line: what happened, and what to do.
func (t *tableEcran) incoherent(p *plateau.Plateau) {
	if p.NbCoups() == 0 {
		t.dit(t.j.Cat.T("jeu.incoherent"), "")
		return
	}
	t.dit(t.j.Cat.T("ecran.incoherent"), t.j.Cat.T("ecran.court.incoherent"))
}

// perdu says so; the secret shows under the final board, once.
func (t *tableEcran) perdu(p *plateau.Plateau, _ code.Code) {
	n := p.NbEssaisMax()
	t.dit(t.j.Cat.Pluriel(n, "ecran.perdu1", "ecran.perdu", t.j.Cat.Nombre(n, texte.NomEssai)), "")
}

// termine shows the secret under the board, and what is said from now on
// is the result, under the final board.
func (t *tableEcran) termine(p *plateau.Plateau, secret code.Code) {
	t.montre, t.fini = p, true
	if !p.Gagne() {
		t.joueur.Etat.Revele = &secret
	}
}

func (t *tableEcran) apres(_ context.Context, f func(context.Context)) {
	t.ensuite = append(t.ensuite, f)
}

// ferme gives the terminal back to the prompts: the board, when it has
// rows, stays in the terminal's history, and the sentences of the result
// under it; then what waited for it (the analysis offered) runs.
func (t *tableEcran) ferme(ctx context.Context) {
	j, e := t.j, t.joueur.Etat
	if p := t.montre; p != nil && (p.NbCoups() > 0 || e.Revele != nil) {
		resultat := ""
		if len(t.fin) > 0 {
			resultat = t.fin[0]
		}
		e.Message = ""
		t.joueur.Termine(p, e.Revele, resultat)
		for _, l := range t.fin[min(1, len(t.fin)):] {
			j.Invite.Ecrit(l + "\n")
		}
	} else {
		t.joueur.Ecran.Quitte()
		for _, l := range t.fin {
			j.Invite.Ecrit(l + "\n")
		}
	}
	t.rend()
	for _, f := range t.ensuite {
		if ctx.Err() == nil {
			f(ctx)
		}
	}
}

// question prepares the screen for a question on board p: the sentences
// said from now on start the message line afresh; lit reads what the
// person types as a word.
func (t *tableEcran) question(p *plateau.Plateau, lit func(string) (session.Coup, error)) {
	t.montre, t.suite = p, false
	t.joueur.Lit = lit
}
