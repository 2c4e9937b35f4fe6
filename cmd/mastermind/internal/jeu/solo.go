package jeu

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves"
)

// JoueSolo is IN200's one-player mode: find the computer's secret within
// the maximum number of tries.
func (j *Jeu) JoueSolo(ctx context.Context) error {
	p := j.Reglages.Parametres
	e, err := j.Espace(p.Taille)
	if err != nil {
		return err
	}
	graine := j.Graine()
	secret := p.Taille.Aleatoire(manche.Generateur(graine))
	c := &enCours{mode: saves.ModeSolo, cree: j.maintenant(), params: p,
		infos: saves.Manche{Codeur: saves.Ordinateur, Decodeur: saves.Humain, Graine: graine, Secret: &secret}}
	c.id = j.identifiant(c.cree)
	pions, lettres, essais := j.Cat.Nombre(p.Taille.Pions, texte.NomPion), texte.Separees(p.Palette.Lettres()), j.Cat.Nombre(p.NbEssaisMax, texte.NomEssai)
	c.annonces = append([]annonce{{j.Cat.T("solo.intro", pions, lettres, essais), j.Cat.T("ecran.court.solo.intro", pions, lettres, essais)}},
		j.regleSansRepetition(p.Taille)...)
	c.table = j.table(p, "ecran.mode.solo", nil)
	c.session = j.session(c, e)
	if c.manche, err = manche.NouvelleHumain(e, p.NbEssaisMax, secret, decodeurHumain(c.session, c.table, "")); err != nil {
		j.fermeTable(ctx, c)
		return err
	}
	return j.joueSeul(ctx, c, humainDecode)
}

// JoueADeux is IN200's two-player mode: the first player types a secret,
// masked, that never shows; the second one finds it.
func (j *Jeu) JoueADeux(ctx context.Context) error {
	p := j.Reglages.Parametres
	e, err := j.Espace(p.Taille)
	if err != nil {
		return err
	}
	c := &enCours{mode: saves.ModeDuo, cree: j.maintenant(), params: p}
	c.id = j.identifiant(c.cree)
	c.table = j.table(p, "ecran.mode.duo", nil)
	for _, a := range j.regleSansRepetition(p.Taille) {
		c.table.dit(a.long, a.court)
	}
	vide, err := plateau.Nouveau(p.Taille, p.NbEssaisMax)
	if err != nil {
		j.fermeTable(ctx, c)
		return err
	}
	secret, err := c.table.cache(ctx, vide)
	if err != nil {
		j.fermeTable(ctx, c)
		return err
	}
	c.annonces = []annonce{{long: j.Cat.T("duo.pret", j.Cat.Nombre(p.NbEssaisMax, texte.NomEssai))}}
	c.infos = saves.Manche{Codeur: saves.Joueur1, Decodeur: saves.Joueur2, Graine: j.Graine(), Secret: &secret}
	c.session = j.session(c, e)
	if c.manche, err = manche.NouvelleHumain(e, p.NbEssaisMax, secret, j.joueur2(c)); err != nil {
		j.fermeTable(ctx, c)
		return err
	}
	return j.joueSeul(ctx, c, joueur2Decode)
}

// joueur2 is the second of two players, who finds the first one's secret.
func (j *Jeu) joueur2(c *enCours) manche.Decodeur {
	return decodeurHumain(c.session, c.table, j.Cat.T("duo.joueur2"))
}

// session is the midend of the round of game c: it carries out the
// person's commands, tells the round's display, and keeps the game.
func (j *Jeu) session(c *enCours, e *code.Espace) *session.Session {
	return &session.Session{Espace: e, Sauveur: sauveur{j: j, c: c}}
}

// joueSeul plays a round that is a whole game (solo, two players), saved
// after every move; a finished game removes its file, one left stays
// resumable.
func (j *Jeu) joueSeul(ctx context.Context, c *enCours, r role) (err error) {
	defer func() {
		j.fermeTable(ctx, c)
		err = j.laisse(c, err)
	}()
	j.ouvre(ctx, c, r, false)
	j.autosauve(c)
	res, err := c.session.Manche(j.consigne(c, c.manche, r)).Joue(ctx)
	if err != nil {
		return err
	}
	if res.Annulations > 0 {
		c.dit(j, "jeu.annulations", res.Annulations)
	}
	return nil
}

// ouvre opens the round of game c, played with role r, on its table: the
// display follows the round through its session, the round's opening
// sentences are said, and a resumed board is shown.
func (j *Jeu) ouvre(ctx context.Context, c *enCours, r role, enPartie bool) *suivi {
	s := j.suivi(ctx, c.table, c.params, r, enPartie)
	c.session.Suivi = s
	d := c.manche.Commun()
	d.Suivi = c.session
	for _, a := range c.annonces {
		c.table.dit(a.long, a.court)
	}
	c.annonces = nil
	if d.Plateau().NbCoups() > 0 {
		c.table.plateau(d.Plateau())
	}
	return s
}

// fermeTable ends the table of game c's round, if any: the board it
// leaves in the terminal's history, and what waited for it.
func (j *Jeu) fermeTable(ctx context.Context, c *enCours) {
	if c.table != nil {
		c.table.ferme(ctx)
		c.table = nil
	}
}
