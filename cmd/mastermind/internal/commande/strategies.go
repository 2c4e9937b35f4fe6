package commande

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"sync/atomic"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/progres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// EnvCache overrides the folder of the optimal trees.
const EnvCache = "MASTERMIND_CACHE"

// Strategies is the run's table of strategies (strategies.Resolveur), for the
// menu and every command: the optimal tree from the cache or a search
// with its progress line, a program (a fresh process per round unless
// --one-process).
func (a *App) Strategies() *strategies.Resolveur {
	return &strategies.Resolveur{
		Optimal: func(ctx context.Context, e *code.Espace, o strategies.OptionsStrategie) (strategie.Strategie, error) {
			s, err := strategieOptimale(ctx, a, e, o.MaxCoups, o.Premier)
			if err != nil {
				return nil, err // not s: a nil *optimal.Strategie is not a nil interface
			}
			return s, nil
		},
		Programme: func(ctx context.Context, nom string) (strategie.Strategie, error) {
			s, err := a.Programme(ctx, nom)
			if err != nil {
				return nil, err // not s: a nil *programme.Strategie is not a nil interface
			}
			return s, nil
		},
	}
}

// OptionsOptimal are the flags of the optimal strategy.
type OptionsOptimal struct {
	// MaxCoups is --max-guesses (0: no limit).
	MaxCoups int
}

// Enregistre adds --max-guesses.
func (o *OptionsOptimal) Enregistre(fs *flag.FlagSet, a *App) {
	fs.IntVar(&o.MaxCoups, "max-guesses", 0, a.Cat.T("drapeau.maxcoups"))
}

// Verifie refuses the optimal flags with another strategy.
func (o *OptionsOptimal) Verifie(a *App, nom string) error {
	switch {
	case o.MaxCoups < 0:
		return Usage(a.Cat.T("optimal.maxnegatif", o.MaxCoups))
	case nom != strategies.NomOptimal && o.MaxCoups > 0:
		return Usage(a.Cat.T("optimal.seulement", "--max-guesses"))
	}
	return nil
}

// StrategieChoisie is the strategy of a command's --strategy flag, built
// by table r (a.Strategies(), or the tournament's), its first proposal
// premier when not empty: the table's errors and a bad --first become
// Usage sentences.
func StrategieChoisie(ctx context.Context, a *App, r *strategies.Resolveur, nom, premier string, e *code.Espace, maxCoups int) (strategie.Strategie, error) {
	if programme.EstCommande(nom) && premier != "" {
		return nil, Usage(a.Cat.T("programme.premier"))
	}
	if err := r.Verifie(nom); err != nil {
		return nil, Usage(a.Cat.Erreur(err))
	}
	o := strategies.OptionsStrategie{MaxCoups: maxCoups}
	if premier != "" {
		c, err := LireAdmissible(a, premier, e.Taille())
		if err != nil {
			return nil, Usage(a.Cat.T("drapeau.premiermauvais", premier, a.Cat.Erreur(err)))
		}
		o.Premier = &c
	}
	return r.Construit(ctx, nom, e, o)
}

// strategieOptimale returns the optimal strategy of e's size, at most
// maxCoups proposals (0: no limit), its first proposal premier when not
// nil: the tree from the cache, else computed and saved.
func strategieOptimale(ctx context.Context, a *App, e *code.Espace, maxCoups int, premier *code.Code) (*optimal.Strategie, error) {
	arbre, err := ArbreOptimal(ctx, a, e, optimal.Options{MaxCoups: maxCoups, Premier: premier})
	if err != nil {
		return nil, err
	}
	return arbre.Strategie(), nil
}

// DossierCache is the folder of the optimal trees: $MASTERMIND_CACHE, else
// mastermind/optimal in the user's cache folder ($XDG_CACHE_HOME or
// ~/.cache on Linux).
func DossierCache(a *App) (string, error) {
	if d := a.Getenv(EnvCache); d != "" {
		return d, nil
	}
	return arbres.DossierParDefaut(a.Getenv)
}

// CacheOptimal is the cache of the optimal trees: its folder
// (DossierCache) and the user's key that seals its files
// (arbres.CleUtilisateur). Without a folder or a key the cache is off,
// nothing read nor written: each game computes its tree, as when the
// cache cannot be written.
func CacheOptimal(a *App) (arbres.Cache, error) {
	dossier, err := DossierCache(a)
	if err != nil {
		return arbres.Cache{}, err
	}
	cle, err := arbres.CleUtilisateur(a.Getenv)
	if err != nil {
		return arbres.Cache{}, err
	}
	return arbres.Cache{Dossier: dossier, Cle: cle}, nil
}

// ArbreOptimal loads the tree of e's size with options o from the cache, or
// computes it, showing the progress on a terminal, and saves it. A bad
// cache file (damaged, or a special file: its kind said) is reported on
// the error stream and replaced (a tree that is a strategy but spends
// more than the known optimum too, with both totals), an out of date
// one (optimal.ErrCachePerime) replaced without a word; a cache that
// cannot be written only costs the next game a new search. Ctrl-C returns
// ctx.Err().
func ArbreOptimal(ctx context.Context, a *App, e *code.Espace, o optimal.Options) (*optimal.Arbre, error) {
	t := e.Taille()
	if err := optimal.Verifie(t, o); err != nil {
		return nil, Usage(statistiques.RaisonOptimal(a.Cat, "optimal.tropgrand", t))
	}
	cache, errDossier := CacheOptimal(a)
	if errDossier == nil {
		arbre, err := cache.Charge(e, o)
		var corrompu *arbres.ErreurCache
		var nonOptimal *optimal.ErreurNonOptimal
		raison, special := a.Cat.RaisonCache(err)
		switch {
		case err == nil:
			return arbre, nil
		case errors.Is(err, optimal.ErrCachePerime):
		case errors.As(err, &corrompu) && errors.Is(err, arbres.ErrNonScelle) && !errors.Is(err, arbres.ErrSceauFaux):
			fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.cachenonscelle", corrompu.Chemin))
		case special:
			// A link, a FIFO, a file too large: what stands there.
			fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.cachespecial", cache.Chemin(t, o), raison))
		case errors.As(err, &corrompu) && errors.As(err, &nonOptimal):
			fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.cachenonoptimal", corrompu.Chemin,
				a.Cat.Nombre(nonOptimal.Total, texte.NomEssai), a.Cat.Nombre(nonOptimal.Optimum, texte.NomEssai)))
		case errors.As(err, &corrompu):
			fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.cachecorrompu", corrompu.Chemin))
		case !errors.Is(err, fs.ErrNotExist):
			fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.cachelecture", cache.Chemin(t, o), a.Cat.Raison(err)))
		}
	}
	var arrete func()
	o.Suivi, arrete = SuiviOptimal(a, t)
	fin := a.It.Calcul()
	debut := time.Now()
	arbre, err := optimal.Calcule(ctx, e, o)
	fin()
	arrete()
	switch {
	case errors.Is(err, optimal.ErrImpossible):
		return nil, Rate(a.Cat.T("optimal.impossible", a.Cat.Nombre(o.MaxCoups, texte.NomEssai)))
	case err != nil:
		return nil, err
	}
	if a.IOS.ErrTTY {
		fmt.Fprintln(a.IOS.Err, page.Coupe(a.Cat.T("optimal.calcule", NomTaille(a, t), a.Cat.Duree(time.Since(debut)),
			a.Cat.Nombre(arbre.Total(), texte.NomEssai), a.Cat.Decimal(arbre.Moyenne(), 3)), a.IOS.LargeurErreurs()-1))
	}
	if errDossier == nil {
		if err := cache.Enregistre(arbre); err != nil {
			fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.cacheecriture", a.Cat.Ecriture(err, "err.conseil.cache")))
		}
	}
	return arbre, nil
}

// SuiviOptimal returns the progress display of the search: one line on
// the error stream when it is a terminal (see App.Suivi), nothing
// otherwise (scripts read a clean stream) unless asked. How far the search is: the
// first proposals tried, and the classes of the one being tried; the
// label says the best total found so far. arrete erases the line.
func SuiviOptimal(a *App, t code.Taille) (suivi func(optimal.Progres), arrete func()) {
	return SuiviRecherche(a, t, false)
}

// SuiviRecherche is suiviOptimal, and suiviLong when reprise is set: the
// time left is then estimated from the work done in this run only.
func SuiviRecherche(a *App, t code.Taille, reprise bool) (suivi func(optimal.Progres), arrete func()) {
	if !a.ProgresVisible() {
		return nil, func() {}
	}
	const echelle = 10000
	var av strategie.Avancement
	var meilleur, deja atomic.Int64
	deja.Store(-1)
	av.Debute(echelle)
	s := &progres.Suivi{
		W: a.Erreurs(), Lit: av.Lit, Largeur: a.IOS.LargeurErreurs,
		Jauge: progres.Jauge{Textes: a.TextesProgres()},
		Libelle: func() string {
			if m := meilleur.Load(); m > 0 {
				return a.Cat.T("progres.optimalmeilleur", NomTaille(a, t), a.Cat.Entier(int(m)))
			}
			return a.Cat.T("progres.optimal", NomTaille(a, t))
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

// NomTaille writes a size in the catalogue's language: "4×6", "4×6 without
// repeats".
func NomTaille(a *App, t code.Taille) string {
	s := fmt.Sprintf("%d×%d", t.Pions, t.Couleurs)
	if t.SansRepetition {
		s += a.Cat.T("optimal.sansrepetition")
	}
	return s
}

// ArbreEnCache is the optimal tree of e's size when the cache holds it,
// nil otherwise: never a search.
func (a *App) ArbreEnCache(e *code.Espace) *optimal.Arbre {
	cache, err := CacheOptimal(a)
	if err != nil || optimal.Verifie(e.Taille(), optimal.Options{}) != nil {
		return nil
	}
	arbre, err := cache.Charge(e, optimal.Options{})
	if err != nil {
		return nil
	}
	return arbre
}

// Sortie is where the statistics screen writes: the run's streams, its
// clock, its progress lines and its JSON.
func (a *App) Sortie() *statistiques.Sortie {
	return &statistiques.Sortie{
		Out: a.IOS.Out, Err: a.IOS.Err, Mise: a.IOS.Mise, Peintre: a.Peintre(), Maintenant: a.Maintenant,
		Progres: func(libelle string, lit func() (fait, total int64)) func() {
			return a.SuiviCompte(libelle, false, lit, "progres.secrets")
		},
		EcritJSON: a.EcritJSON,
	}
}

// Mise wraps a sentence to the terminal's width (none through a pipe).
func Mise(a *App, s string) string { return page.Coupe(s, a.IOS.Mise()) }

// Decimal writes x with prec decimals in the catalogue's way ("4,4784").
func Decimal(a *App, x float64, prec int) string { return a.Cat.Decimal(x, prec) }
