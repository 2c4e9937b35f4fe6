package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"sync/atomic"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/progres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/plateau"
)

// nomOptimal is the name of the optimal strategy on the command line
// (see jeu.NomOptimal).
const nomOptimal = jeu.NomOptimal

// envCache overrides the folder of the optimal trees.
const envCache = "MASTERMIND_CACHE"

// strategies is the run's table of strategies (jeu.Resolveur), for the
// menu and every command: the optimal tree from the cache or a search
// with its progress line, a program started once per run.
func (a *app) strategies() *jeu.Resolveur {
	return &jeu.Resolveur{
		Optimal: func(ctx context.Context, e *code.Espace, o jeu.OptionsStrategie) (strategie.Strategie, error) {
			s, err := strategieOptimale(ctx, a, e, o.MaxCoups, o.Premier)
			if err != nil {
				return nil, err // not s: a nil *optimal.Strategie is not a nil interface
			}
			return s, nil
		},
		Programme: func(ctx context.Context, nom string) (strategie.Strategie, error) {
			s, err := a.programme(ctx, nom)
			if err != nil {
				return nil, err // not s: a nil *programme.Strategie is not a nil interface
			}
			return s, nil
		},
	}
}

// optionsOptimal are the flags of the optimal strategy.
type optionsOptimal struct {
	maxCoups int
}

// enregistre adds --max-guesses.
func (o *optionsOptimal) enregistre(fs *flag.FlagSet, a *app) {
	fs.IntVar(&o.maxCoups, "max-guesses", 0, a.cat.T("drapeau.maxcoups"))
}

// verifie refuses the optimal flags with another strategy.
func (o *optionsOptimal) verifie(a *app, nom string) error {
	switch {
	case o.maxCoups < 0:
		return usage(a.cat.T("optimal.maxnegatif", o.maxCoups))
	case nom != nomOptimal && o.maxCoups > 0:
		return usage(a.cat.T("optimal.seulement", "--max-guesses"))
	}
	return nil
}

// strategieChoisie is the strategy of a command's --strategy flag, built
// by table r (a.strategies(), or the tournament's), its first proposal
// premier when not empty: the table's errors and a bad --first become
// usage sentences.
func strategieChoisie(ctx context.Context, a *app, r *jeu.Resolveur, nom, premier string, e *code.Espace, maxCoups int) (strategie.Strategie, error) {
	if programme.EstCommande(nom) && premier != "" {
		return nil, usage(a.cat.T("programme.premier"))
	}
	if err := r.Verifie(nom); err != nil {
		return nil, usage(a.cat.Erreur(err))
	}
	o := jeu.OptionsStrategie{MaxCoups: maxCoups}
	if premier != "" {
		c, err := lireAdmissible(a, premier, e.Taille())
		if err != nil {
			return nil, usage(a.cat.T("drapeau.premiermauvais", premier, a.cat.Erreur(err)))
		}
		o.Premier = &c
	}
	return r.Construit(ctx, nom, e, o)
}

// strategieOptimale returns the optimal strategy of e's size, at most
// maxCoups proposals (0: no limit), its first proposal premier when not
// nil: the tree from the cache, else computed and saved.
func strategieOptimale(ctx context.Context, a *app, e *code.Espace, maxCoups int, premier *code.Code) (*optimal.Strategie, error) {
	arbre, err := arbreOptimal(ctx, a, e, optimal.Options{MaxCoups: maxCoups, Premier: premier})
	if err != nil {
		return nil, err
	}
	return arbre.Strategie(), nil
}

// dossierCache is the folder of the optimal trees: $MASTERMIND_CACHE, else
// mastermind/optimal in the user's cache folder ($XDG_CACHE_HOME or
// ~/.cache on Linux).
func dossierCache(a *app) (string, error) {
	if d := a.getenv(envCache); d != "" {
		return d, nil
	}
	return arbres.DossierParDefaut(a.getenv)
}

// cacheOptimal is the cache of the optimal trees: its folder
// (dossierCache) and the user's key that seals its files
// (arbres.CleUtilisateur). Without a folder or a key the cache is off,
// nothing read nor written: each game computes its tree, as when the
// cache cannot be written.
func cacheOptimal(a *app) (arbres.Cache, error) {
	dossier, err := dossierCache(a)
	if err != nil {
		return arbres.Cache{}, err
	}
	cle, err := arbres.CleUtilisateur(a.getenv)
	if err != nil {
		return arbres.Cache{}, err
	}
	return arbres.Cache{Dossier: dossier, Cle: cle}, nil
}

// arbreOptimal loads the tree of e's size with options o from the cache, or
// computes it, showing the progress on a terminal, and saves it. A bad
// cache file (damaged, or a special file: its kind said) is reported on
// the error stream and replaced (a tree that is a strategy but spends
// more than the known optimum too, with both totals), an out of date
// one (optimal.ErrCachePerime) replaced without a word; a cache that
// cannot be written only costs the next game a new search. Ctrl-C returns
// ctx.Err().
func arbreOptimal(ctx context.Context, a *app, e *code.Espace, o optimal.Options) (*optimal.Arbre, error) {
	t := e.Taille()
	if err := optimal.Verifie(t, o); err != nil {
		return nil, usage(jeu.RaisonOptimal(a.cat, "optimal.tropgrand", t))
	}
	cache, errDossier := cacheOptimal(a)
	if errDossier == nil {
		arbre, err := cache.Charge(e, o)
		var corrompu *arbres.ErreurCache
		var nonOptimal *optimal.ErreurNonOptimal
		raison, special := a.cat.RaisonCache(err)
		switch {
		case err == nil:
			return arbre, nil
		case errors.Is(err, optimal.ErrCachePerime):
		case errors.As(err, &corrompu) && errors.Is(err, arbres.ErrNonScelle) && !errors.Is(err, arbres.ErrSceauFaux):
			fmt.Fprintln(a.ios.Err, a.cat.T("optimal.cachenonscelle", corrompu.Chemin))
		case special:
			// A link, a FIFO, a file too large: what stands there.
			fmt.Fprintln(a.ios.Err, a.cat.T("optimal.cachespecial", cache.Chemin(t, o), raison))
		case errors.As(err, &corrompu) && errors.As(err, &nonOptimal):
			fmt.Fprintln(a.ios.Err, a.cat.T("optimal.cachenonoptimal", corrompu.Chemin,
				a.cat.Nombre(nonOptimal.Total, texte.NomEssai), a.cat.Nombre(nonOptimal.Optimum, texte.NomEssai)))
		case errors.As(err, &corrompu):
			fmt.Fprintln(a.ios.Err, a.cat.T("optimal.cachecorrompu", corrompu.Chemin))
		case !errors.Is(err, fs.ErrNotExist):
			fmt.Fprintln(a.ios.Err, a.cat.T("optimal.cachelecture", cache.Chemin(t, o), a.cat.Raison(err)))
		}
	}
	var arrete func()
	o.Suivi, arrete = suiviOptimal(a, t)
	fin := a.it.Calcul()
	debut := time.Now()
	arbre, err := optimal.Calcule(ctx, e, o)
	fin()
	arrete()
	switch {
	case errors.Is(err, optimal.ErrImpossible):
		return nil, rate(a.cat.T("optimal.impossible", a.cat.Nombre(o.MaxCoups, texte.NomEssai)))
	case err != nil:
		return nil, err
	}
	if a.ios.ErrTTY {
		fmt.Fprintln(a.ios.Err, page.Coupe(a.cat.T("optimal.calcule", nomTaille(a, t), a.cat.Duree(time.Since(debut)),
			a.cat.Nombre(arbre.Total(), texte.NomEssai), a.cat.Decimal(arbre.Moyenne(), 3)), a.ios.LargeurErreurs()-1))
	}
	if errDossier == nil {
		if err := cache.Enregistre(arbre); err != nil {
			fmt.Fprintln(a.ios.Err, a.cat.T("optimal.cacheecriture", a.cat.Ecriture(err, "err.conseil.cache")))
		}
	}
	return arbre, nil
}

// suiviOptimal returns the progress display of the search: one line on
// the error stream when it is a terminal (see app.suivi), nothing
// otherwise (scripts read a clean stream) unless asked. How far the search is: the
// first proposals tried, and the classes of the one being tried; the
// label says the best total found so far. arrete erases the line.
func suiviOptimal(a *app, t code.Taille) (suivi func(optimal.Progres), arrete func()) {
	return suiviRecherche(a, t, false)
}

// suiviRecherche is suiviOptimal, and suiviLong when reprise is set: the
// time left is then estimated from the work done in this run only.
func suiviRecherche(a *app, t code.Taille, reprise bool) (suivi func(optimal.Progres), arrete func()) {
	if !a.progresVisible() {
		return nil, func() {}
	}
	const echelle = 10000
	var av strategie.Avancement
	var meilleur, deja atomic.Int64
	deja.Store(-1)
	av.Debute(echelle)
	s := &progres.Suivi{
		W: a.erreurs(), Lit: av.Lit, Largeur: a.ios.LargeurErreurs,
		Jauge: progres.Jauge{Textes: a.textesProgres()},
		Libelle: func() string {
			if m := meilleur.Load(); m > 0 {
				return a.cat.T("progres.optimalmeilleur", nomTaille(a, t), a.cat.Entier(int(m)))
			}
			return a.cat.T("progres.optimal", nomTaille(a, t))
		},
	}
	if reprise {
		s.Deja = func() int64 { return max(deja.Load(), 0) }
	}
	s.Demarre()
	return func(p optimal.Progres) {
		meilleur.Store(int64(p.Meilleur))
		if p.NbCoups > 0 && p.NbClasses > 0 {
			fait := (int64(p.Coup-1)*int64(p.NbClasses) + int64(p.Classes)) * echelle / (int64(p.NbCoups) * int64(p.NbClasses))
			deja.CompareAndSwap(-1, fait)
			av.Fixe(fait)
		}
	}, s.Arrete
}

// nomTaille writes a size in the catalogue's language: "4×6", "4×6 without
// repeats".
func nomTaille(a *app, t code.Taille) string {
	s := fmt.Sprintf("%d×%d", t.Pions, t.Couleurs)
	if t.SansRepetition {
		s += a.cat.T("optimal.sansrepetition")
	}
	return s
}

// ecritClassesOptimal shows, under the solver's advice, the answer classes
// the optimal proposal creates and what each costs the tree.
func ecritClassesOptimal(ctx context.Context, a *app, s *optimal.Strategie, etat *strategie.Etat, r plateau.Rendu) error {
	x, err := s.Explique(ctx, etat)
	if err != nil {
		return err
	}
	fmt.Fprintln(a.ios.Out, a.cat.T("optimal.classes", a.cat.Nombre(x.Total, texte.NomEssai), a.cat.Moyenne(float64(x.Total)/float64(max(x.Candidats, 1)), 2)))
	for _, k := range x.Classes {
		fmt.Fprintln(a.ios.Out, "  "+a.cat.ClasseArbre(" ", k.Reponse, k.Candidats, k.Total, k.Borne))
	}
	return nil
}
