package jeu

import (
	"context"
	"strings"

	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/code"
	"mastermind/couleur"
	"mastermind/manche"
	"mastermind/manche/strategie"
	"mastermind/partie"
	"mastermind/plateau"
)

// role says who plays in a round, for the wording of the events.
type role int

const (
	// humainDecode: the human finds the computer's secret (solo, the
	// course's MancheHumain).
	humainDecode role = iota
	// joueur2Decode: the second of two players finds the first one's
	// secret.
	joueur2Decode
	// ordiDecode: the computer finds the human's secret (MancheOrdinateur).
	ordiDecode
	// demo: the computer finds its own secret.
	demo
)

// suivi shows a round as it goes: the board after every answer (the
// course's affichePlateau), hints, undos, wrong answers, the result.
type suivi struct {
	j       *Jeu
	ctx     context.Context
	palette couleur.Palette
	role    role
	// enPartie: the round belongs to a Partie, its points are shown.
	enPartie bool
	// partie is the course game the round belongs to, for the score
	// under the board; nil outside one.
	partie *partie.Partie
	// explique, when set, says after each row what the computer learned.
	explique *Explicateur
}

// rendu is how the round's board is drawn, for the screen's width as it
// is now.
func (s *suivi) rendu() plateau.Rendu { return s.j.Rendu(s.palette) }

// Signale shows one event.
func (s *suivi) Signale(e manche.Evenement) {
	j := s.j
	switch e := e.(type) {
	case manche.Joue:
		if s.role == demo {
			j.Invite.Ecrit(s.rendu().Ligne(e.Plateau.NbCoups(), e.Ligne))
			s.explication(e.Plateau)
			if !e.Plateau.Termine() {
				_ = j.pause(s.ctx)
			}
			return
		}
		s.plateau(e.Plateau)
		s.explication(e.Plateau)
	case manche.IndiceDonne:
		if e.Ok {
			j.Ecrit("jeu.indice", s.rendu().Code(e.Code), j.Cat.Entier(e.Restants))
		} else {
			j.Ecrit("jeu.sansindice")
		}
	case manche.Annule:
		if e.Ok {
			j.Ecrit("jeu.annule", e.Plateau.NbCoups()+1)
			s.plateau(e.Plateau)
		} else {
			j.Ecrit("jeu.rienaannuler")
		}
	case manche.Refait:
		if e.Ok {
			j.Ecrit("jeu.refait", e.Plateau.NbCoups())
			s.plateau(e.Plateau)
		} else {
			j.Ecrit("jeu.rienarefaire")
		}
	case manche.Incoherent:
		switch {
		case j.ecr != nil && e.Plateau.NbCoups() > 0:
			// One line on the screen: what happened, and what to do.
			j.Ecrit("ecran.incoherent")
		case e.Plateau.NbCoups() > 0:
			j.Ecrit("jeu.incoherent")
			j.Ecrit("jeu.incoherentcorrige")
		default:
			j.Ecrit("jeu.incoherent")
		}
	case manche.Termine:
		// On the game screen, what is said from now on goes under the
		// final board.
		j.termineEcran(e.Plateau, e.Resultat.Secret)
		s.resultat(e.Plateau, e.Resultat)
	}
}

// explication says what the computer learned from the last row, when the
// settings ask for it.
func (s *suivi) explication(p *plateau.Plateau) {
	e := s.explique
	if e == nil {
		return
	}
	x, err := e.Ligne(s.j.Cat, p, p.NbCoups()-1, s.rendu())
	if err == nil {
		s.j.Invite.Ecrit(texte.Indente(x))
	}
}

// plateau draws the whole board, when it has rows (undoing every move
// leaves no board to draw, not even its header), and the tries left.
func (s *suivi) plateau(p *plateau.Plateau) {
	if s.j.ecr != nil {
		// The game screen shows the board, and the tries left.
		return
	}
	if p.NbCoups() > 0 {
		var b strings.Builder
		_ = p.Affiche(&b, s.rendu(), nil)
		s.j.Invite.Ecrit(b.String())
	}
	if p.Termine() {
		return
	}
	if g := s.partie; s.enPartie && g != nil {
		s.j.Ecrit("jeu.restantsscore", p.Restants(), g.NumManche(), g.Parametres().NbManches, g.Score(partie.Humain), g.Score(partie.Ordinateur))
		return
	}
	s.j.Ecrit("jeu.restants", p.Restants())
}

// resultat says how the round ended and, in a Partie, who scores what.
func (s *suivi) resultat(p *plateau.Plateau, r manche.Resultat) {
	j := s.j
	secret := s.rendu().Code(r.Secret)
	switch {
	case r.Triche():
		s.erreurs(r)
	case r.Trouve && (s.role == ordiDecode || s.role == demo) && r.NbCoups == 1:
		j.Ecrit("jeu.orditrouve1", secret)
	case r.Trouve && (s.role == ordiDecode || s.role == demo):
		j.Ecrit("jeu.orditrouve", secret, r.NbCoups)
	case r.Trouve && r.NbCoups == 1:
		j.Ecrit("jeu.gagne1")
	case r.Trouve:
		j.Ecrit("jeu.gagne", r.NbCoups)
	case s.role == ordiDecode || s.role == demo:
		j.Ecrit("jeu.ordiechoue", j.Cat.Nombre(p.NbEssaisMax(), texte.NomEssai), secret)
	default:
		n := p.NbEssaisMax()
		if j.ecr != nil {
			// The game screen shows the secret under the final board,
			// once.
			j.Invite.Ecrit(j.Cat.Pluriel(n, "ecran.perdu1", "ecran.perdu", j.Cat.Nombre(n, texte.NomEssai)) + "\n")
			break
		}
		j.Invite.Ecrit(s.rendu().Secret(r.Secret))
		j.Invite.Ecrit(j.Cat.Pluriel(n, "jeu.perdu1", "jeu.perdu", j.Cat.Nombre(n, texte.NomEssai), secret) + "\n")
	}
	if s.enPartie {
		s.points(r)
	}
}

// points says who scores what for the round, and the malus in it (the
// course's: the misplaced pegs, and twice the pegs of no colour of the
// secret, of the last proposal of a round not found).
func (s *suivi) points(r manche.Resultat) {
	j := s.j
	points := j.Cat.Nombre(r.Points, texte.NomPoint)
	switch {
	case s.role == ordiDecode && r.Malus > 0:
		j.Ecrit("jeu.pointsjoueurmalus", points, j.Cat.Nombre(r.Malus, texte.NomPoint))
	case s.role == ordiDecode:
		j.Ecrit("jeu.pointsjoueur", points)
	case r.Malus > 0:
		j.Ecrit("jeu.pointsordimalus", points, j.Cat.Nombre(r.Malus, texte.NomPoint))
	default:
		j.Ecrit("jeu.pointsordi", points)
	}
}

// erreurs lists the rows the human coder answered wrongly (the course's
// afficheErreurs) with the answer they should have given.
func (s *suivi) erreurs(r manche.Resultat) {
	j := s.j
	if r.SecretInvalide {
		j.Ecrit("jeu.secretinvalide", s.rendu().Code(r.Secret))
	}
	if len(r.Erreurs) > 0 {
		j.Ecrit("jeu.erreurs", s.rendu().Code(r.Secret))
		for _, e := range r.Erreurs {
			j.Ecrit("jeu.erreur", e.Essai, s.rendu().Code(e.Ligne.Code), reponse(j, e.Ligne.Reponse), reponse(j, e.Correcte))
		}
	}
	j.Ecrit("jeu.triche")
}

func reponse(j *Jeu, r code.Reponse) string {
	return j.Cat.T("jeu.reponsemots", j.Cat.Nombre(r.Bien, texte.NomBienPlace), j.Cat.Nombre(r.Mal, texte.NomMalPlace))
}

func (j *Jeu) suivi(ctx context.Context, c *enCours, r role, enPartie bool) *suivi {
	p := j.Reglages.Parametres
	if c != nil {
		p = c.params
	}
	s := &suivi{j: j, ctx: ctx, palette: p.Palette, role: r, enPartie: enPartie}
	if c != nil {
		s.partie = c.partie
	}
	return s
}

// explicateur explains the computer's rows when the settings ask for it.
func (j *Jeu) explicateur(s strategie.Strategie, e *code.Espace, graine uint64) *Explicateur {
	if !j.Reglages.Explique {
		return nil
	}
	return &Explicateur{Strategie: s, Espace: e, Graine: graine}
}
