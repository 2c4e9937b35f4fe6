package jeu

import (
	"context"

	"mastermind/code"
	"mastermind/manche"
	"mastermind/partie"
	"mastermind/plateau"
)

// JoueSolo is IN200's one-player mode: find the computer's secret within
// the maximum number of tries.
func (j *Jeu) JoueSolo(ctx context.Context) error {
	p := j.Reglages.Parametres
	e, err := j.Espace(p.Taille)
	if err != nil {
		return err
	}
	j.Ecrit("solo.intro", p.Taille.Pions, espace(p.Palette.Lettres()), p.NbEssaisMax)
	m, err := manche.NouvelleHumain(e, p.NbEssaisMax, manche.Generateur(j.Graine()), decodeurHumain{j: j, palette: p.Palette})
	if err != nil {
		return err
	}
	m.Suivi = j.suivi(ctx, humainDecode, false)
	_, err = m.Joue(ctx)
	return err
}

// JoueADeux is IN200's two-player mode: the first player types a secret,
// masked, that never shows; the second one finds it.
func (j *Jeu) JoueADeux(ctx context.Context) error {
	p := j.Reglages.Parametres
	e, err := j.Espace(p.Taille)
	if err != nil {
		return err
	}
	s, err := j.Invite.Masquee(ctx, j.Cat.T("duo.secret", p.Taille.Pions, espace(p.Palette.Lettres())), func(s string) error {
		_, err := lireSecret(s, p.Palette, p.Taille)
		return j.motive(err, p.Taille.Pions)
	})
	if err != nil {
		return err
	}
	secret, err := lireSecret(s, p.Palette, p.Taille)
	if err != nil {
		return err
	}
	j.Ecrit("duo.pret", p.NbEssaisMax)
	pl, err := plateau.Nouveau(p.Taille, p.NbEssaisMax)
	if err != nil {
		return err
	}
	m := manche.Nouvelle(pl, e, manche.Secret{Code: secret}, decodeurHumain{j: j, palette: p.Palette, nom: j.Cat.T("duo.joueur2")})
	m.Suivi = j.suivi(ctx, joueur2Decode, false)
	_, err = m.Joue(ctx)
	return err
}

// Demonstration is IN200's zero-player mode: the computer finds a secret it
// drew, move by move, with the strategy of the settings.
func (j *Jeu) Demonstration(ctx context.Context) error {
	p := j.Reglages.Parametres
	e, err := j.Espace(p.Taille)
	if err != nil {
		return err
	}
	s, err := j.strategie(ctx, e)
	if err != nil {
		return err
	}
	graine := j.Graine()
	secret := p.Taille.Aleatoire(manche.Generateur(graine))
	r := j.Rendu(p.Palette)
	j.Ecrit("demo.intro", s.Nom(), r.Code(secret))
	j.Invite.Ecrit(r.Entete(p.Taille.Pions))
	pl, err := plateau.Nouveau(p.Taille, p.Taille.Nombre()+1)
	if err != nil {
		return err
	}
	m := manche.Nouvelle(pl, e, manche.Secret{Code: secret}, manche.Ordinateur{Strategie: s, Espace: e, Graine: graine})
	m.Suivi = j.suivi(ctx, demo, false)
	_, err = m.Joue(ctx)
	return err
}

// JoueContreOrdinateur is the course's game (Partie): an even number of
// rounds, the human decoding in odd ones and coding in even ones, the
// coder scoring.
func (j *Jeu) JoueContreOrdinateur(ctx context.Context) error {
	g, err := partie.Nouvelle(j.Reglages.Parametres)
	if err != nil {
		return err
	}
	p := g.Parametres()
	j.Ecrit("partie.intro", p.NbManches, p.Taille.Pions, espace(p.Palette.Lettres()), p.NbEssaisMax)
	if err := g.Joue(ctx, &organisateur{j: j}); err != nil {
		return err
	}
	j.bilan(g)
	return nil
}

// organisateur builds the rounds of a Partie with the human players.
type organisateur struct {
	j *Jeu
}

// Manche announces the round and builds it: the human decodes a random
// secret in odd rounds, the computer decodes the human's in even ones.
func (o *organisateur) Manche(ctx context.Context, g *partie.Partie) (*manche.Manche, error) {
	j := o.j
	p := g.Parametres()
	e, err := j.Espace(p.Taille)
	if err != nil {
		return nil, err
	}
	j.Ecrit("partie.score", g.Score(partie.Humain), g.Score(partie.Ordinateur))
	graine := j.Graine()
	if g.Decodeur() == partie.Humain {
		j.Ecrit("partie.manchehumain", g.NumManche(), p.NbManches)
		m, err := manche.NouvelleHumain(e, p.NbEssaisMax, manche.Generateur(graine), decodeurHumain{j: j, palette: p.Palette})
		if err != nil {
			return nil, err
		}
		m.Suivi = j.suivi(ctx, humainDecode, true)
		return m, nil
	}
	s, err := j.strategie(ctx, e)
	if err != nil {
		return nil, err
	}
	j.Ecrit("partie.mancheordi", g.NumManche(), p.NbManches)
	if _, err := j.Invite.Ligne(ctx, j.Cat.T("partie.pensez", p.Taille.Pions, espace(p.Palette.Lettres()), sansRep(j, p.Taille)), nil); err != nil {
		return nil, err
	}
	m, err := manche.NouvelleOrdinateur(e, p.NbEssaisMax, codeurHumain{j: j, palette: p.Palette}, s, graine)
	if err != nil {
		return nil, err
	}
	m.Suivi = j.suivi(ctx, ordiDecode, true)
	return m, nil
}

// bilan shows the final scores and the winner.
func (j *Jeu) bilan(g *partie.Partie) {
	j.Ecrit("partie.fin", g.Score(partie.Humain), g.Score(partie.Ordinateur))
	gagnant, nul := g.Gagnant()
	switch {
	case nul:
		j.Ecrit("partie.nul")
	case gagnant == partie.Humain:
		j.Ecrit("partie.gagne")
	default:
		j.Ecrit("partie.perdu")
	}
	if n := g.Annulations(); n > 0 {
		j.Ecrit("partie.annulations", n)
	}
}

func (j *Jeu) suivi(ctx context.Context, r role, enPartie bool) *suivi {
	return &suivi{j: j, ctx: ctx, rendu: j.Rendu(j.Reglages.Parametres.Palette), role: r, enPartie: enPartie}
}

func sansRep(j *Jeu, t code.Taille) string {
	if t.SansRepetition {
		return j.Cat.T("partie.sansrep")
	}
	return ""
}
