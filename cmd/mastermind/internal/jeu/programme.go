package jeu

import (
	"context"
	"errors"
	"os"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/plateau"
)

// choisitProgramme asks the command of a program of the player's (the
// lab's protocol, docs/PROTOCOLE.md), tries it on one round against a
// random secret, and makes it the computer's strategy when it plays that
// round by the rules; otherwise the report says why and the strategy
// stays.
func (j *Jeu) choisitProgramme(ctx context.Context) error {
	avant := j.Reglages.Strategie
	nom, err := j.commande(ctx, avant)
	if err != nil {
		return err
	}
	p := j.Reglages.Parametres
	e, err := j.Espace(p.Taille)
	if err != nil {
		return err
	}
	refuse := func(err error) error {
		if ctx.Err() != nil {
			return err
		}
		j.Invite.Ecrit(texte.Majuscule(j.Cat.Erreur(err)) + "\n")
		j.Ecrit("reglages.essairate", j.Cat.NomStrategie(avant))
		return nil
	}
	// Typed now: the player agrees to it as it is (see consentement.go),
	// and the trial runs that.
	empreintes, err := Empreintes(nom, "")
	if err != nil {
		return refuse(err)
	}
	j.retient(nom, empreintes)
	s, err := j.strategieNommee(ctx, nom, e)
	if err != nil {
		return refuse(err)
	}
	if prog, ok := s.(essayable); ok {
		secret := p.Taille.Aleatoire(manche.Generateur(j.Graine()))
		r := j.Rendu(p.Palette)
		j.Ecrit("reglages.essai", j.Cat.NomStrategie(nom), r.Code(secret))
		lignes, err := prog.Essaie(ctx, p.Taille, secret)
		if err != nil {
			return refuse(err)
		}
		if len(lignes) == 1 {
			j.Ecrit("reglages.essaireussi1", r.Code(secret))
		} else {
			j.Ecrit("reglages.essaireussi", r.Code(secret), len(lignes))
		}
	}
	j.Reglages.Strategie = nom
	j.accorde(nom, empreintes)
	return nil
}

// essayable is a strategy that can be tried on one round before it is
// chosen: a program (programme.Strategie.Essaie).
type essayable interface {
	Essaie(ctx context.Context, t code.Taille, secret code.Code) ([]plateau.Ligne, error)
}

// commande asks the command line of the program; Enter keeps the current
// one when the strategy is already a program. It returns the strategy's
// name, "cmd:" and the command.
func (j *Jeu) commande(ctx context.Context, actuelle string) (string, error) {
	defaut := ""
	if programme.EstCommande(actuelle) {
		defaut = strings.TrimPrefix(actuelle, programme.Prefixe)
	}
	lit := func(s string) (string, error) {
		if strings.TrimSpace(s) == "" {
			s = defaut
		}
		// The menu entry reads "(cmd:…)": the prefix may be typed too.
		s = strings.TrimPrefix(strings.TrimSpace(s), programme.Prefixe)
		if strings.TrimSpace(s) == "" {
			return "", errors.New(j.Cat.T("reglages.commanderequise"))
		}
		nom := programme.Prefixe + strings.TrimSpace(s)
		if _, err := programme.LitCommande(nom); err != nil {
			return "", j.Cat.Motive(err)
		}
		// Kept with absolute paths, so that it runs from any folder.
		if ici, err := os.Getwd(); err == nil {
			nom = Absolue(nom, ici)
		}
		return nom, nil
	}
	question := j.Cat.T("reglages.commande")
	if defaut != "" {
		question = j.Cat.T("reglages.commandedefaut", defaut)
	}
	s, err := j.Invite.Saisit(ctx, question, func(s string) error { _, err := lit(s); return err })
	if err != nil {
		return "", err
	}
	nom, err := lit(s)
	if err == nil && strings.TrimPrefix(nom, programme.Prefixe) != strings.TrimPrefix(strings.TrimSpace(s), programme.Prefixe) && strings.TrimSpace(s) != "" {
		j.Ecrit("consent.absolue", strings.TrimPrefix(nom, programme.Prefixe))
	}
	return nom, err
}

// estRapport reports whether err is the report of a program that broke
// the protocol.
func estRapport(err error) bool {
	var r *programme.ErreurProgramme
	return errors.As(err, &r)
}
