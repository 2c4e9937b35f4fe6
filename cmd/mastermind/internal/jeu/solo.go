package jeu

import (
	"context"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/partie"
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
	j.Ecrit("solo.intro", j.Cat.Nombre(p.Taille.Pions, texte.NomPion), texte.Separees(p.Palette.Lettres()), j.Cat.Nombre(p.NbEssaisMax, texte.NomEssai))
	j.regleSansRepetition(p.Taille)
	graine := j.Graine()
	secret := p.Taille.Aleatoire(manche.Generateur(graine))
	c := &enCours{mode: saves.ModeSolo, cree: j.maintenant(), params: p,
		infos: saves.Manche{Codeur: saves.Ordinateur, Decodeur: saves.Humain, Graine: graine, Secret: &secret}}
	if c.manche, err = manche.NouvelleHumain(e, p.NbEssaisMax, secret, &decodeurHumain{j: j, palette: p.Palette}); err != nil {
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
	j.regleSansRepetition(p.Taille)
	secret, err := j.secretDuo(ctx, p)
	if err != nil {
		j.fermeEcran()
		return err
	}
	j.Ecrit("duo.pret", j.Cat.Nombre(p.NbEssaisMax, texte.NomEssai))
	c := &enCours{mode: saves.ModeDuo, cree: j.maintenant(), params: p,
		infos: saves.Manche{Codeur: saves.Joueur1, Decodeur: saves.Joueur2, Graine: j.Graine(), Secret: &secret}}
	if c.manche, err = manche.NouvelleHumain(e, p.NbEssaisMax, secret, j.joueur2(p)); err != nil {
		return err
	}
	return j.joueSeul(ctx, c, joueur2Decode)
}

// secretDuo asks player 1's secret, masked: on the game screen, whose
// round goes on on the same screen, or at a masked line. No sentence
// names a colour or a position of it.
func (j *Jeu) secretDuo(ctx context.Context, p partie.Parametres) (code.Code, error) {
	j.ouvreEcran(p, j.statut("ecran.mode.duo", nil))
	if j.ecr != nil {
		vide, err := plateau.Nouveau(p.Taille, p.NbEssaisMax)
		if err != nil {
			return code.Code{}, err
		}
		return j.secretEcran(ctx, vide)
	}
	return lit(ctx, j.Invite.SaisitMasquee, j.Cat.T("duo.secret", j.Cat.Nombre(p.Taille.Pions, texte.NomPion), texte.Separees(p.Palette.Lettres())), func(s string) (code.Code, error) {
		secret, err := lireSecret(s, p.Palette, p.Taille)
		return secret, j.motiveMasque(err, p.Taille.Pions)
	})
}

func (j *Jeu) joueur2(p partie.Parametres) *decodeurHumain {
	return &decodeurHumain{j: j, palette: p.Palette, nom: j.Cat.T("duo.joueur2")}
}

// joueSeul plays a round that is a whole game (solo, two players), saved
// after every move; a finished game removes its file, one left stays
// resumable.
func (j *Jeu) joueSeul(ctx context.Context, c *enCours, r role) (err error) {
	defer func() {
		j.rendEcran(ctx)
		err = j.laisse(c, err)
	}()
	s := j.suivi(ctx, c, r, false)
	d := c.manche.Commun()
	d.Suivi, d.Sauveur = s, sauveur{j: j, c: c}
	if j.ecr == nil {
		mode := texte.Cle("ecran.mode.solo")
		if r == joueur2Decode {
			mode = "ecran.mode.duo"
		}
		j.ouvreEcran(c.params, j.statut(mode, nil))
	}
	if j.ecr != nil {
		j.ecr.plateau = d.Plateau
	} else if d.Plateau.NbCoups() > 0 {
		s.plateau(d.Plateau)
	}
	j.autosauve(c)
	res, err := j.consigne(c, c.manche, r).Joue(ctx)
	if err != nil {
		return err
	}
	if res.Annulations > 0 {
		j.Ecrit("jeu.annulations", res.Annulations)
	}
	return nil
}
