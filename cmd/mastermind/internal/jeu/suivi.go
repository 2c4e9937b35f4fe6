package jeu

import (
	"context"
	"fmt"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/resultats"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/partie"
	"github.com/sae-mastermind/mastermind/plateau"
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

// suivi shows a round as it goes, on its table: the board after every
// answer (the course's affichePlateau), hints, undos, wrong answers, the
// result. It is the round's display, told of the round's events and of
// what its session did (session.Suivi).
type suivi struct {
	j       *Jeu
	ctx     context.Context
	t       table
	palette couleur.Palette
	role    role
	// enPartie: the round belongs to a Partie, its points are shown.
	enPartie bool
	// explique, when set, says after each row what the computer learned.
	explique *Explicateur
}

// rendu is how the round's codes are drawn, for the screen's width as it
// is now.
func (s *suivi) rendu() peintre.Rendu { return s.j.Rendu(s.palette) }

// dit shows the sentence of catalogue key cle on the table.
func (s *suivi) dit(cle texte.Cle, args ...any) { s.t.dit(s.j.Cat.T(cle, args...), "") }

// Signale shows one event of the round.
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
		s.t.plateau(e.Plateau)
		s.explication(e.Plateau)
	case manche.Incoherent:
		s.t.incoherent(e.Plateau)
	case manche.Termine:
		// On the game screen, what is said from now on goes under the
		// final board.
		s.t.termine(e.Plateau, e.Resultat.Secret)
		s.resultat(e.Plateau, e.Resultat)
	}
}

// Fait shows what the session did.
func (s *suivi) Fait(e session.Evenement) {
	j := s.j
	switch e := e.(type) {
	case session.IndiceDonne:
		if e.Ok {
			c, n := s.rendu().Code(e.Code), j.Cat.Entier(e.Restants)
			s.t.dit(j.Cat.T("jeu.indice", c, n), j.Cat.Pluriel(e.Restants, "ecran.court.indice1", "ecran.court.indice", c, n))
			s.t.propose(e.Code)
		} else {
			s.t.dit(j.Cat.T("jeu.sansindice"), j.Cat.T("ecran.court.sansindice"))
		}
	case session.Annule:
		if e.Ok {
			s.dit("jeu.annule", e.Plateau.NbCoups()+1)
			s.t.plateau(e.Plateau)
		} else {
			s.dit("jeu.rienaannuler")
		}
	case session.Refait:
		if e.Ok {
			s.dit("jeu.refait", e.Plateau.NbCoups())
			s.t.plateau(e.Plateau)
		} else {
			s.dit("jeu.rienarefaire")
		}
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
		s.t.dit(strings.TrimRight(texte.Indente(x), "\n"), "")
	}
}

// resultat says how the round ended and, in a Partie, who scores what.
func (s *suivi) resultat(p *plateau.Plateau, r manche.Resultat) {
	secret := s.rendu().Code(r.Secret)
	ordi := s.role == ordiDecode || s.role == demo
	switch {
	case r.Triche():
		s.erreurs(r)
	case r.Trouve && ordi && r.NbCoups == 1:
		s.dit("jeu.orditrouve1", secret)
	case r.Trouve && ordi:
		s.dit("jeu.orditrouve", secret, r.NbCoups)
	case r.Trouve && r.NbCoups == 1:
		s.dit("jeu.gagne1")
	case r.Trouve:
		s.dit("jeu.gagne", r.NbCoups)
	case ordi:
		s.dit("jeu.ordiechoue", s.j.Cat.Nombre(p.NbEssaisMax(), texte.NomEssai), secret)
	default:
		s.t.perdu(p, r.Secret)
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
		s.dit("jeu.pointsjoueurmalus", points, j.Cat.Nombre(r.Malus, texte.NomPoint))
	case s.role == ordiDecode:
		s.dit("jeu.pointsjoueur", points)
	case r.Malus > 0:
		s.dit("jeu.pointsordimalus", points, j.Cat.Nombre(r.Malus, texte.NomPoint))
	default:
		s.dit("jeu.pointsordi", points)
	}
}

// erreurs lists the rows the human coder answered wrongly (the course's
// afficheErreurs) with the answer they should have given.
func (s *suivi) erreurs(r manche.Resultat) {
	j := s.j
	if r.SecretInvalide {
		s.dit("jeu.secretinvalide", s.rendu().Code(r.Secret))
	}
	if len(r.Erreurs) > 0 {
		// A sentence per answer, or, when one would take more than two
		// lines (40 columns), the answers as typed: "0 1 au lieu de 1 1".
		larg := j.Invite.Largeur()
		court := false
		for _, e := range r.Erreurs {
			l := j.Cat.T("jeu.erreur", e.Essai, s.rendu().Code(e.Ligne.Code), reponse(j, e.Ligne.Reponse), reponse(j, e.Correcte))
			court = court || larg > 0 && strings.Count(page.Coupe(l, larg), "\n") >= 2
		}
		if !court {
			s.dit("jeu.erreurs", s.rendu().Code(r.Secret))
			for _, e := range r.Erreurs {
				s.dit("jeu.erreur", e.Essai, s.rendu().Code(e.Ligne.Code), reponse(j, e.Ligne.Reponse), reponse(j, e.Correcte))
			}
		} else {
			s.dit("jeu.erreurs.court", s.rendu().Code(r.Secret))
			for _, e := range r.Erreurs {
				s.dit("jeu.erreur.court", e.Essai, s.rendu().Code(e.Ligne.Code), reponseCourte(e.Ligne.Reponse), reponseCourte(e.Correcte))
			}
		}
	}
	s.dit("jeu.triche")
}

// reponseCourte is an answer as it is typed: its two numbers.
func reponseCourte(r code.Reponse) string { return fmt.Sprintf("%d %d", r.Bien, r.Mal) }

func reponse(j *Jeu, r code.Reponse) string { return resultats.MotsReponse(j.Cat, r) }

// suivi is the display of a round played at table t with role r;
// enPartie: it belongs to the course's game, whose points it says.
func (j *Jeu) suivi(ctx context.Context, t table, p partie.Parametres, r role, enPartie bool) *suivi {
	return &suivi{j: j, ctx: ctx, t: t, palette: p.Palette, role: r, enPartie: enPartie}
}

// explicateur explains the computer's rows when the settings ask for it.
func (j *Jeu) explicateur(s strategie.Strategie, e *code.Espace, graine uint64) *Explicateur {
	if !j.Reglages.Explique {
		return nil
	}
	return &Explicateur{Strategie: s, Espace: e, Graine: graine}
}
