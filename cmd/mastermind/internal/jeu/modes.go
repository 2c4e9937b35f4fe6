package jeu

import (
	"context"
	"fmt"

	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/code"
	"mastermind/manche"
	"mastermind/manche/strategie"
	"mastermind/partie"
	"mastermind/saves"
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
	s, err := j.Invite.SaisitMasquee(ctx, j.Cat.T("duo.secret", j.Cat.Nombre(p.Taille.Pions, texte.NomPion), texte.Separees(p.Palette.Lettres())), func(s string) error {
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
	j.Ecrit("duo.pret", j.Cat.Nombre(p.NbEssaisMax, texte.NomEssai))
	c := &enCours{mode: saves.ModeDuo, cree: j.maintenant(), params: p,
		infos: saves.Manche{Codeur: saves.Joueur1, Decodeur: saves.Joueur2, Graine: j.Graine(), Secret: &secret}}
	if c.manche, err = manche.NouvelleHumain(e, p.NbEssaisMax, secret, j.joueur2(p)); err != nil {
		return err
	}
	return j.joueSeul(ctx, c, joueur2Decode)
}

func (j *Jeu) joueur2(p partie.Parametres) *decodeurHumain {
	return &decodeurHumain{j: j, palette: p.Palette, nom: j.Cat.T("duo.joueur2")}
}

// joueSeul plays a round that is a whole game (solo, two players), saved
// after every move; a finished game removes its file, one left stays
// resumable.
func (j *Jeu) joueSeul(ctx context.Context, c *enCours, r role) (err error) {
	defer func() { err = j.laisse(c, err) }()
	s := j.suivi(ctx, c, r, false)
	d := c.manche.Commun()
	d.Suivi = s
	if d.Plateau.NbCoups() > 0 {
		s.plateau(d.Plateau)
	}
	j.autosauve(c)
	res, err := c.manche.Joue(ctx)
	if err != nil {
		return err
	}
	if res.Annulations > 0 {
		j.Ecrit("jeu.annulations", res.Annulations)
	}
	return nil
}

// Demonstration is IN200's zero-player mode: the computer finds a secret it
// drew, move by move, with the strategy of the settings.
func (j *Jeu) Demonstration(ctx context.Context) error {
	// A demonstration is the computer's work from start to end: Ctrl-C
	// brings the menu back.
	defer j.calcul()()
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
	j.Ecrit("demo.intro", j.Cat.NomStrategie(s.Nom()), r.Code(secret))
	if tirage := j.Cat.Tirage(s.Nom(), e, graine, r); tirage != "" {
		j.Invite.Ecrit(tirage + "\n")
	}
	j.Invite.Ecrit(r.Entete(p.Taille.Pions))
	m, err := manche.NouvelleOrdinateur(e, p.Taille.Nombre()+1, manche.Secret{Code: secret}, s, graine)
	if err != nil {
		return err
	}
	suivi := j.suivi(ctx, nil, demo, false)
	suivi.explique = j.explicateur(s, e, graine)
	m.Suivi = suivi
	j.pensif(m)
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
	j.Ecrit("partie.intro", j.Cat.Nombre(p.NbManches, texte.NomManche), j.Cat.Nombre(p.Taille.Pions, texte.NomPion), texte.Separees(p.Palette.Lettres()), j.Cat.Nombre(p.NbEssaisMax, texte.NomEssai))
	j.regleSansRepetition(p.Taille)
	c := &enCours{mode: saves.ModePartie, cree: j.maintenant(), params: p, partie: g}
	return j.joueLaPartie(ctx, c, nil)
}

// joueLaPartie plays the rounds left of a course game; reprise, when not
// nil, is the saved state of its current round. The game's file goes
// when its last round is over, and stays otherwise.
func (j *Jeu) joueLaPartie(ctx context.Context, c *enCours, reprise *saves.Manche) (err error) {
	defer func() { err = j.laisse(c, err) }()
	if err := c.partie.Joue(ctx, &organisateur{j: j, c: c, reprise: reprise}); err != nil {
		return err
	}
	j.bilan(c.partie)
	return nil
}

// organisateur builds the rounds of a Partie with the human players.
type organisateur struct {
	j       *Jeu
	c       *enCours
	reprise *saves.Manche
}

// Manche announces the round and builds it: the human decodes a random
// secret in odd rounds, the computer decodes the human's in even ones. A
// resumed round is rebuilt from its save.
func (o *organisateur) Manche(ctx context.Context, g *partie.Partie) (manche.Jouable, error) {
	j := o.j
	p := g.Parametres()
	e, err := j.Espace(p.Taille)
	if err != nil {
		return nil, err
	}
	if g.NumManche() > 1 || reprise(o) {
		j.Ecrit("partie.score", g.Score(partie.Humain), g.Score(partie.Ordinateur))
	}
	infos, reprise := o.infos(g), o.reprise
	o.reprise = nil
	if reprise != nil {
		infos = *reprise
	}
	m, err := o.construit(ctx, g, e, infos, reprise != nil)
	if err != nil {
		return nil, err
	}
	d := m.Commun()
	if reprise != nil {
		if err := d.Reprend(reprise.Lignes, reprise.ARefaire, reprise.Annulations); err != nil {
			return nil, err
		}
	}
	o.c.manche, o.c.infos = m, infos
	role := humainDecode
	if g.Decodeur() == partie.Ordinateur {
		role = ordiDecode
	}
	s := j.suivi(ctx, o.c, role, true)
	if mo, ok := m.(*manche.MancheOrdinateur); ok {
		s.explique = j.explicateur(mo.Ordinateur.Strategie, e, mo.Ordinateur.Graine)
		j.pensif(mo)
	}
	d.Suivi = s
	if d.Plateau.NbCoups() > 0 {
		s.plateau(d.Plateau)
	}
	j.autosauve(o.c)
	return m, nil
}

// construit announces and builds round g.NumManche(): the course's
// MancheHumain in odd rounds, MancheOrdinateur in even ones, when the
// human first thinks of a secret (unless the round is resumed).
func (o *organisateur) construit(ctx context.Context, g *partie.Partie, e *code.Espace, infos saves.Manche, reprise bool) (manche.Jouable, error) {
	j, p := o.j, g.Parametres()
	if g.Decodeur() == partie.Humain {
		j.Ecrit("partie.manchehumain", g.NumManche(), p.NbManches)
		m, err := manche.NouvelleHumain(e, p.NbEssaisMax, *infos.Secret, &decodeurHumain{j: j, palette: p.Palette})
		if err != nil {
			return nil, err
		}
		return m, nil
	}
	s, err := j.Strategie(ctx, infos.Strategie, e)
	if err != nil {
		return nil, fmt.Errorf("strategy %s: %w", infos.Strategie, err)
	}
	j.Ecrit("partie.mancheordi", g.NumManche(), p.NbManches)
	if !reprise {
		if err := j.pensez(ctx, s, e, infos.Graine, p); err != nil {
			return nil, err
		}
	}
	m, err := manche.NouvelleOrdinateur(e, p.NbEssaisMax, &codeurHumain{j: j, palette: p.Palette}, s, infos.Graine)
	if err != nil {
		return nil, err
	}
	return m, nil
}

func reprise(o *organisateur) bool { return o.reprise != nil }

// infos are the players, seed, strategy and secret of a new round.
func (o *organisateur) infos(g *partie.Partie) saves.Manche {
	graine := o.j.Graine()
	if g.Decodeur() == partie.Humain {
		secret := g.Parametres().Taille.Aleatoire(manche.Generateur(graine))
		return saves.Manche{Codeur: saves.Ordinateur, Decodeur: saves.Humain, Graine: graine, Secret: &secret}
	}
	return saves.Manche{Codeur: saves.Humain, Decodeur: saves.Ordinateur, Graine: graine, Strategie: o.j.Reglages.Strategie}
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

func (j *Jeu) suivi(ctx context.Context, c *enCours, r role, enPartie bool) *suivi {
	p := j.Reglages.Parametres
	if c != nil {
		p = c.params
	}
	return &suivi{j: j, ctx: ctx, palette: p.Palette, role: r, enPartie: enPartie, enCours: c}
}

// explicateur explains the computer's rows when the settings ask for it.
func (j *Jeu) explicateur(s strategie.Strategie, e *code.Espace, graine uint64) *explicateur {
	if !j.Reglages.Explique {
		return nil
	}
	return &explicateur{s: s, e: e, graine: graine}
}

func sansRep(j *Jeu, t code.Taille) string {
	if t.SansRepetition {
		return j.Cat.T("partie.sansrep")
	}
	return ""
}
