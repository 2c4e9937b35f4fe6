// Package demo is mastermind demo, IN200's zero-player mode as a command:
// the computer breaks a secret the computer holds (demonstration.Demo, the menu's
// demonstration too), on the board or as JSON.
package cmddemo

import (
	"context"
	"errors"
	"flag"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/demonstration"
	"github.com/sae-mastermind/mastermind/manche"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// Commande is demo's row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{
		Nom:      "demo",
		Resume:   "demo.resume",
		Aide:     "demo.aide",
		Drapeaux: func(fs *flag.FlagSet, a *commande.App) { new(Options).drapeaux(fs, a) },
		Run:      execute,
	}
}

// Options are demo's flags.
type Options struct {
	taille                     commande.OptionsTaille
	strategie, secret, premier string
	graine                     commande.Graine
	// essais is --max-tries: the board's rows (0: as many as codes).
	essais         int
	json, explique bool
	optimal        commande.OptionsOptimal
	labo           commande.OptionsLabo
}

// drapeaux declares o's flags on fs.
func (o *Options) drapeaux(fs *flag.FlagSet, a *commande.App) {
	o.taille.Enregistre(fs, a)
	fs.StringVar(&o.strategie, "strategy", "lexico", a.Cat.T("drapeau.strategie", strings.Join(append(a.Strategies().Noms(), a.Cat.T("programme.nomaide")), ", ")))
	fs.StringVar(&o.secret, "secret", "", a.Cat.T("drapeau.secret"))
	fs.StringVar(&o.premier, "first", "", a.Cat.T("drapeau.premier"))
	fs.Var(&o.graine, "seed", a.Cat.T("drapeau.graine"))
	fs.IntVar(&o.essais, "max-tries", 0, a.Cat.T("drapeau.essais"))
	fs.BoolVar(&o.json, "json", false, a.Cat.T("drapeau.json"))
	fs.BoolVar(&o.explique, "explain", false, a.Cat.T("drapeau.explique"))
	o.optimal.Enregistre(fs, a)
	o.labo.Enregistre(fs, a, false)
}

// execute reads demo's command line into its Options, then runs it.
func execute(ctx context.Context, a *commande.App, args []string) error {
	var o Options
	fs, err := commande.Drapeaux(a, "demo", "demo.aide", args, o.drapeaux)
	if err != nil {
		return commande.SansAide(err)
	}
	return run(ctx, a, fs, &o)
}

// run is IN200's zero-player mode as a command: the computer breaks a
// secret the computer holds; fs holds the flags as read.
func run(ctx context.Context, a *commande.App, fs *flag.FlagSet, o *Options) error {
	e, err := o.taille.Espace(a)
	if err != nil {
		return err
	}
	t := e.Taille()
	if o.essais < 0 {
		return commande.Usage(a.Cat.T("drapeau.essaisnegatif", o.essais))
	}
	if err := o.optimal.Verifie(a, o.strategie); err != nil {
		return err
	}
	// A program's round may take --max-tries proposals, 50 when 0.
	o.labo.MaxEssais = programme.MaxEssaisParDefaut
	if programme.EstCommande(o.strategie) && o.essais > 0 {
		o.labo.MaxEssais = o.essais
	}
	if err := o.labo.Verifie(a, fs); err != nil {
		return err
	}
	s, err := commande.StrategieChoisie(ctx, a, a.Strategies(), o.strategie, o.premier, e, o.optimal.MaxCoups)
	if err != nil {
		return err
	}
	graine := o.graine.Tire()
	secret := t.Aleatoire(manche.Generateur(graine))
	if o.secret != "" {
		if secret, err = commande.LireAdmissible(a, o.secret, t); err != nil {
			return commande.Usage(a.Cat.T("drapeau.secretmauvais", o.secret, a.Cat.Erreur(err)))
		}
	}
	nbEssaisMax := o.essais
	if nbEssaisMax == 0 {
		nbEssaisMax = t.Nombre() + 1
	}
	if _, ok := s.(*programme.Strategie); ok {
		// One row more than a program may use: it says, with a report,
		// that the program needed too many.
		nbEssaisMax = o.labo.MaxEssais + 1
	}
	d := demonstration.Demo{Espace: e, Strategie: s, Secret: secret, Graine: graine, NbEssaisMax: nbEssaisMax,
		Pense: a.Pense(s.Nom()), Explique: o.explique}
	err = d.Ecrit(ctx, a.Cat, a.Sortie(), o.json)
	var echec *demonstration.EchecDemo
	if errors.As(err, &echec) {
		return commande.Rate(echec.Phrase)
	}
	return err
}
