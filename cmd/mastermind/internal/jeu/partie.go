package jeu

import (
	"context"
	"fmt"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/saves"
)

// JoueContreOrdinateur is the course's game (Partie): an even number of
// rounds, the human decoding in odd ones and coding in even ones, the
// coder scoring.
func (j *Jeu) JoueContreOrdinateur(ctx context.Context) error {
	g, err := partie.Nouvelle(j.Reglages.Parametres)
	if err != nil {
		return err
	}
	p := g.Parametres()
	c := &enCours{mode: saves.ModePartie, cree: j.maintenant(), params: p, partie: g}
	c.id = j.identifiant(c.cree)
	manches := j.Cat.Nombre(p.NbManches, texte.NomManche)
	c.annonces = append([]annonce{{j.Cat.T("partie.intro", manches, j.Cat.Nombre(p.Taille.Pions, texte.NomPion), texte.Separees(p.Palette.Lettres()), j.Cat.Nombre(p.NbEssaisMax, texte.NomEssai)),
		j.Cat.T("ecran.court.partie.intro", manches)}}, j.regleSansRepetition(p.Taille)...)
	return j.joueLaPartie(ctx, c, nil)
}

// joueLaPartie plays the rounds left of a course game; reprise, when not
// nil, is the saved state of its current round. The game's file goes
// when its last round is over, and stays otherwise.
func (j *Jeu) joueLaPartie(ctx context.Context, c *enCours, reprise *saves.Manche) (err error) {
	defer func() {
		j.fermeTable(ctx, c)
		err = j.laisse(c, err)
	}()
	if err := c.partie.Joue(ctx, &organisateur{j: j, c: c, reprise: reprise}); err != nil {
		return err
	}
	j.fermeTable(ctx, c)
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
	j, c := o.j, o.c
	// The round before leaves its board in the terminal's history.
	j.fermeTable(ctx, c)
	p := g.Parametres()
	e, err := j.Espace(p.Taille)
	if err != nil {
		return nil, err
	}
	if g.NumManche() > 1 || reprise(o) {
		c.annonces = append(c.annonces, annonce{long: j.Cat.T("partie.score", g.Score(partie.Humain), g.Score(partie.Ordinateur))})
	}
	infos, reprise := o.infos(g), o.reprise
	o.reprise = nil
	if reprise != nil {
		infos = *reprise
	}
	c.infos, c.manche = infos, nil
	if reprise == nil {
		// The game waits at this round, before its first move: set aside
		// now (« Entrée quand vous êtes prêt »), it resumes here, the
		// round before recorded once.
		j.autosauve(c)
	}
	role := humainDecode
	if g.Decodeur() == partie.Ordinateur {
		role = ordiDecode
	}
	m, err := o.construit(ctx, g, e, infos, reprise != nil, reprise != nil && len(reprise.Coups()) > 0)
	if err != nil {
		j.fermeTable(ctx, c)
		return nil, err
	}
	if reprise != nil {
		if err := m.Commun().Reprend(reprise.Coups(), reprise.Position(), reprise.Annulations); err != nil {
			return nil, err
		}
	}
	c.manche = m
	s := j.ouvre(ctx, c, role, true)
	if mo, ok := m.(*manche.MancheOrdinateur); ok {
		s.explique = j.explicateur(mo.Ordinateur.Strategie, e, mo.Ordinateur.Graine)
		j.pensif(mo)
	}
	j.autosauve(c)
	return c.session.Manche(j.consigne(c, m, role)), nil
}

// construit announces and builds round g.NumManche(), its table and its
// session: the course's MancheHumain in odd rounds, MancheOrdinateur in
// even ones, when the human first thinks of a secret (unless the round is
// resumed after its first move: commencee), at the prompt, before the
// round's table opens. sauvee: the round comes from a save (its
// strategy is the save's).
func (o *organisateur) construit(ctx context.Context, g *partie.Partie, e *code.Espace, infos saves.Manche, sauvee, commencee bool) (manche.Jouable, error) {
	j, c, p := o.j, o.c, g.Parametres()
	if g.Decodeur() == partie.Humain {
		c.annonces = append(c.annonces, annonce{long: j.Cat.T("partie.manchehumain", g.NumManche(), p.NbManches)})
		c.table, c.session = j.table(p, "ecran.mode.partie", g), j.session(c, e)
		m, err := manche.NouvelleHumain(e, p.NbEssaisMax, *infos.Secret, decodeurHumain(c.session, c.table, ""))
		if err != nil {
			return nil, err
		}
		return m, nil
	}
	origine := DesReglages
	if sauvee {
		origine = DUneSauvegarde
	}
	if err := j.Consent(ctx, infos.Strategie, origine); err != nil {
		return nil, err
	}
	s, err := j.strategieNommee(ctx, infos.Strategie, e)
	if err != nil {
		return nil, fmt.Errorf("strategy %s: %w", infos.Strategie, err)
	}
	for _, a := range c.annonces {
		j.Invite.Ecrit(a.long + "\n")
	}
	c.annonces = nil
	j.Ecrit("partie.mancheordi", g.NumManche(), p.NbManches)
	if !commencee {
		if err := j.pensez(ctx, s, e, infos.Graine, p); err != nil {
			return nil, err
		}
	}
	c.table, c.session = j.table(p, "ecran.mode.partie", g), j.session(c, e)
	m, err := manche.NouvelleOrdinateur(e, p.NbEssaisMax, codeurHumain(c.session, c.table), s, infos.Graine)
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
