package main

import (
	"context"
	"errors"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// demo is IN200's zero-player mode as a command: the computer breaks a
// secret the computer holds.
func demo(ctx context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "demo")
	var taille optionsTaille
	taille.enregistre(fs, a)
	nom := fs.String("strategy", "lexico", a.cat.T("drapeau.strategie", strings.Join(append(a.strategies().Noms(), a.cat.T("programme.nomaide")), ", ")))
	secretMot := fs.String("secret", "", a.cat.T("drapeau.secret"))
	premier := fs.String("first", "", a.cat.T("drapeau.premier"))
	var g graine
	fs.Var(&g, "seed", a.cat.T("drapeau.graine"))
	essais := fs.Int("max-tries", 0, a.cat.T("drapeau.essais"))
	enJSON := fs.Bool("json", false, a.cat.T("drapeau.json"))
	explique := fs.Bool("explain", false, a.cat.T("drapeau.explique"))
	var opt optionsOptimal
	opt.enregistre(fs, a)
	var labo optionsLabo
	labo.enregistre(fs, a, false)
	if err := analyse(a, fs, lang, args, "demo.aide"); err != nil {
		return sansAide(err)
	}

	e, err := taille.espace(a)
	if err != nil {
		return err
	}
	t := e.Taille()
	if *essais < 0 {
		return usage(a.cat.T("drapeau.essaisnegatif", *essais))
	}
	if err := opt.verifie(a, *nom); err != nil {
		return err
	}
	// A program's round may take --max-tries proposals, 50 when 0.
	labo.maxEssais = programme.MaxEssaisParDefaut
	if programme.EstCommande(*nom) && *essais > 0 {
		labo.maxEssais = *essais
	}
	if err := labo.verifie(a, fs); err != nil {
		return err
	}
	s, err := strategieChoisie(ctx, a, a.strategies(), *nom, *premier, e, opt.maxCoups)
	if err != nil {
		return err
	}
	graine := g.tire()
	secret := t.Aleatoire(manche.Generateur(graine))
	if *secretMot != "" {
		if secret, err = lireAdmissible(a, *secretMot, t); err != nil {
			return usage(a.cat.T("drapeau.secretmauvais", *secretMot, a.cat.Erreur(err)))
		}
	}
	nbEssaisMax := *essais
	if nbEssaisMax == 0 {
		nbEssaisMax = t.Nombre() + 1
	}
	if _, ok := s.(*programme.Strategie); ok {
		// One row more than a program may use: it says, with a report,
		// that the program needed too many.
		nbEssaisMax = labo.maxEssais + 1
	}
	d := jeu.Demo{Espace: e, Strategie: s, Secret: secret, Graine: graine, NbEssaisMax: nbEssaisMax,
		Pense: a.pense(s.Nom()), Explique: *explique}
	err = d.Ecrit(ctx, a.cat, a.sortie(), *enJSON)
	var echec *jeu.EchecDemo
	if errors.As(err, &echec) {
		return rate(echec.Phrase)
	}
	return err
}

// sansAide turns errAideDonnee into success.
func sansAide(err error) error {
	if errors.Is(err, errAideDonnee) {
		return nil
	}
	return err
}
