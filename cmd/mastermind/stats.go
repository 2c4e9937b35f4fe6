package main

import (
	"context"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
)

// stats is §3.3 as a command: every secret played by a strategy, or by
// every strategy side by side.
func stats(ctx context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "stats")
	var taille optionsTaille
	taille.enregistre(fs, a)
	nom := fs.String("strategy", "lexico", a.cat.T("stats.drapeau.strategie", strings.Join(append(a.strategies().Noms(), a.cat.T("programme.nomaide")), ", ")))
	premier := fs.String("first", "", a.cat.T("stats.drapeau.premier"))
	var g graine
	fs.Var(&g, "seed", a.cat.T("stats.drapeau.graine"))
	enJSON := fs.Bool("json", false, a.cat.T("drapeau.json"))
	var opt optionsOptimal
	opt.enregistre(fs, a)
	var labo optionsLabo
	labo.enregistre(fs, a, true)
	var manches optionsManches
	manches.enregistre(fs, a)
	if err := analyse(a, fs, lang, args, "stats.aide"); err != nil {
		return sansAide(err)
	}
	e, err := taille.espace(a)
	if err != nil {
		return err
	}
	if err := labo.verifie(a, fs); err != nil {
		return err
	}
	// A program plays the secrets in the order of the run's seed.
	if _, err := a.ordre(); err != nil {
		return err
	}
	if err := opt.verifie(a, *nom); err != nil {
		return err
	}
	noms, sansOptimal := []string{*nom}, ""
	if *nom == "all" {
		noms, sansOptimal = jeu.AvecOptimal(a.cat, e, a.strategies().Noms())
	} else if err := a.strategies().Verifie(*nom); err != nil {
		return usage(a.cat.Erreur(err))
	}
	d := jeu.DemandeStats{
		Espace: e, Noms: noms, Graine: g.tire(), GraineTiree: !g.donnee, SansOptimal: sansOptimal,
		Construit: func(ctx context.Context, nom string) (strategie.Strategie, error) {
			return strategieChoisie(ctx, a, a.strategies(), nom, "", e, opt.maxCoups)
		},
		CalculeManches: func(ctx context.Context, s strategie.Strategie, e *code.Espace, secrets []code.Code, depuis int, o strategie.Options) (*strategie.Stats, error) {
			return statsDesManches(ctx, a, s, e, secrets, depuis, o)
		},
		Echec: func(nom string, err error) error {
			return avecRejouer(a, err, nom, e.Taille(), &manches)
		},
	}
	if !manches.parDefaut() {
		if d.Manches, d.Depuis, err = manches.liste(a, e); err != nil {
			return err
		}
	}
	if *premier != "" {
		c, err := lireAdmissible(a, *premier, e.Taille())
		if err != nil {
			return usage(a.cat.T("drapeau.premiermauvais", *premier, a.cat.Erreur(err)))
		}
		if s, err := strategie.Nouvelle(*nom); *nom != "all" && (err != nil || !estParScore(s)) {
			return usage(a.cat.T("stats.premier.refuse", *nom))
		}
		d.Premier = &c
	}
	return jeu.EcranStats(ctx, a.cat, a.sortie(), a.strategies(), d, *enJSON)
}

func estParScore(s strategie.Strategie) bool {
	_, ok := s.(strategie.ParScore)
	return ok
}

// sortie is where the statistics screen writes: the run's streams, its
// clock, its progress lines and its JSON.
func (a *app) sortie() *jeu.Sortie {
	return &jeu.Sortie{
		Out: a.ios.Out, Err: a.ios.Err, Mise: a.ios.Mise, Couleur: a.ios.Couleur(), Maintenant: a.maintenant,
		Progres: func(libelle string, lit func() (fait, total int64)) func() {
			return a.suiviCompte(libelle, false, lit, "progres.secrets")
		},
		EcritJSON: a.ecritJSON,
	}
}

// mise wraps a sentence to the terminal's width (none through a pipe).
func mise(a *app, s string) string { return page.Coupe(s, a.ios.Mise()) }

// decimal writes x with prec decimals in the catalogue's way ("4,4784").
func decimal(a *app, x float64, prec int) string { return a.cat.Decimal(x, prec) }
