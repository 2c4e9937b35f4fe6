// Package stats is mastermind stats, §3.3 as a command: every secret
// played by a strategy, or by every strategy side by side (the screen is
// statistiques.EcranStats, the menu's too); a program plays the rounds --secrets,
// --rounds and --from-round choose.
package cmdstats

import (
	"context"
	"errors"
	"flag"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// Commande is stats' row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{
		Nom:      "stats",
		Resume:   "stats.resume",
		Aide:     "stats.aide",
		Drapeaux: func(fs *flag.FlagSet, a *commande.App) { new(Options).drapeaux(fs, a) },
		Valeurs:  map[string]commande.Valeurs{"strategy": {Strategies: true, Mots: []string{"all"}}},
		Run:      execute,
	}
}

// Options are stats' flags.
type Options struct {
	taille             commande.OptionsTaille
	strategie, premier string
	graine             commande.Graine
	json               bool
	optimal            commande.OptionsOptimal
	labo               commande.OptionsLabo
	manches            commande.OptionsManches
}

// drapeaux declares o's flags on fs.
func (o *Options) drapeaux(fs *flag.FlagSet, a *commande.App) {
	o.taille.Enregistre(fs, a)
	fs.StringVar(&o.strategie, "strategy", "lexico", a.Cat.T("stats.drapeau.strategie", strings.Join(append(a.Strategies().Noms(), a.Cat.T("programme.nomaide")), ", ")))
	fs.StringVar(&o.premier, "first", "", a.Cat.T("stats.drapeau.premier"))
	fs.Var(&o.graine, "seed", a.Cat.T("stats.drapeau.graine"))
	fs.BoolVar(&o.json, "json", false, a.Cat.T("drapeau.json"))
	o.optimal.Enregistre(fs, a)
	o.labo.Enregistre(fs, a, true)
	o.manches.Enregistre(fs, a)
}

// execute reads stats' command line into its Options, then runs it.
func execute(ctx context.Context, a *commande.App, args []string) error {
	var o Options
	fs, err := commande.Drapeaux(a, "stats", "stats.aide", args, o.drapeaux)
	if err != nil {
		return commande.SansAide(err)
	}
	return run(ctx, a, fs, &o)
}

// run computes the statistics o asks for and writes them; fs holds the
// flags as read.
func run(ctx context.Context, a *commande.App, fs *flag.FlagSet, o *Options) error {
	e, err := o.taille.Espace(a)
	if err != nil {
		return err
	}
	if err := o.labo.Verifie(a, fs); err != nil {
		return err
	}
	o.manches.Applique(a)
	// A program plays the secrets in the order of the run's seed.
	if _, err := a.Ordre(); err != nil {
		return err
	}
	if err := o.optimal.Verifie(a, o.strategie); err != nil {
		return err
	}
	noms, sansOptimal := []string{o.strategie}, ""
	if o.strategie == "all" {
		noms, sansOptimal = statistiques.AvecOptimal(a.Cat, e, a.Strategies().Noms())
	} else if err := a.Strategies().Verifie(o.strategie); err != nil {
		return commande.Usage(a.Cat.Erreur(err))
	}
	d := statistiques.DemandeStats{
		Espace: e, Noms: noms, Graine: o.graine.Tire(), GraineTiree: !o.graine.Donnee, SansOptimal: sansOptimal,
		UnProcessus: !o.manches.ParManche(),
		Construit: func(ctx context.Context, nom string) (strategie.Strategie, error) {
			return commande.StrategieChoisie(ctx, a, a.Strategies(), nom, "", e, o.optimal.MaxCoups)
		},
		CalculeManches: func(ctx context.Context, s strategie.Strategie, e *code.Espace, secrets []code.Code, depuis int, o strategie.Options) (*strategie.Stats, error) {
			return statsDesManches(ctx, a, s, e, secrets, depuis, o)
		},
		Echec: func(nom string, err error) error {
			return avecRejouer(a, err, nom, e.Taille(), &o.manches)
		},
	}
	if !o.manches.ParDefaut() {
		if d.Manches, d.Depuis, err = o.manches.Liste(a, e); err != nil {
			return err
		}
	}
	if o.premier != "" {
		c, err := commande.LireAdmissible(a, o.premier, e.Taille())
		if err != nil {
			return commande.Usage(a.Cat.T("drapeau.premiermauvais", o.premier, a.Cat.Erreur(err)))
		}
		if s, err := strategie.Nouvelle(o.strategie); o.strategie != "all" && (err != nil || !estParScore(s)) {
			return commande.Usage(a.Cat.T("stats.premier.refuse", o.strategie))
		}
		d.Premier = &c
	}
	return statistiques.EcranStats(ctx, a.Cat, a.Sortie(), a.Strategies(), d, o.json)
}

func estParScore(s strategie.Strategie) bool {
	_, ok := s.(strategie.ParScore)
	return ok
}

// statsDesManches are the statistics of s over the rounds of secrets
// counted from index depuis (--secrets, --rounds, --from-round): a
// program plays them all, in order, a fresh process for each unless
// --one-process; a built-in strategy's
// figures are read off its decision tree. Secrets and Coups follow the
// rounds counted, a secret played twice counting twice.
func statsDesManches(ctx context.Context, a *commande.App, s strategie.Strategie, e *code.Espace, secrets []code.Code, depuis int, o strategie.Options) (*strategie.Stats, error) {
	debut := a.Maintenant()
	var coups []uint16
	if p, ok := s.(*programme.Strategie); ok {
		po := a.OptionsProgramme(s.Nom())
		po.Avancement = o.Avancement
		c, err := programme.JoueManches(ctx, p.Commande(), e.Taille(), secrets, po)
		if err != nil {
			return nil, err
		}
		coups = c[depuis:]
	} else {
		st, err := strategie.Calcule(ctx, s, e, o)
		if err != nil {
			return nil, err
		}
		coups = commande.CoupsDesManches(e, st.Coups, secrets[depuis:])
	}
	st := &strategie.Stats{Strategie: s.Nom(), Taille: e.Taille(), Graine: o.Graine, Coups: coups}
	for i, n := range coups {
		st.Secrets = append(st.Secrets, int32(e.Taille().Index(secrets[depuis+i])))
		st.Total += int(n)
		st.Max = max(st.Max, int(n))
	}
	st.Distribution = make([]int, st.Max+1)
	for _, n := range coups {
		st.Distribution[n]++
	}
	st.Duree = a.Maintenant().Sub(debut)
	return st, nil
}

// avecRejouer adds to a program's report the command that replays its
// run up to the fault.
func avecRejouer(a *commande.App, err error, nom string, t code.Taille, m *commande.OptionsManches) error {
	var e *programme.ErreurProgramme
	if !errors.As(err, &e) {
		return err
	}
	r := commande.Rejouer(a, nom, t, m, err)
	if r == "" {
		return err
	}
	return commande.Rate(a.Cat.Erreur(err) + "\n" + rapport.TexteRejouer(a.Cat, m.ParManche(), r))
}
