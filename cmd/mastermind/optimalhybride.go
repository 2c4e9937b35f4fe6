package main

import (
	"context"
	"flag"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/progres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/hybride"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// optionsHybride are the flags of the optimal command's hybrid mode
// (package hybride): the optimal trees of the classes of at most
// --threshold codes under the entropy heuristic, which tries its --width
// best guesses at the --depth first levels, and its --bottom-width best
// at the nodes of at most --bottom codes.
type optionsHybride struct {
	seuil, largeur, profondeur, bas, largeurBas int
}

// enregistre adds --threshold, --width, --depth, --bottom and
// --bottom-width.
func (o *optionsHybride) enregistre(fs *flag.FlagSet, a *app) {
	fs.IntVar(&o.seuil, "threshold", 0, a.cat.T("hybride.drapeauseuil"))
	fs.IntVar(&o.largeur, "width", 0, a.cat.T("hybride.drapeaulargeur"))
	fs.IntVar(&o.profondeur, "depth", 0, a.cat.T("hybride.drapeauprofondeur"))
	fs.IntVar(&o.bas, "bottom", 0, a.cat.T("hybride.drapeaubas"))
	fs.IntVar(&o.largeurBas, "bottom-width", 0, a.cat.T("hybride.drapeaulargeurbas"))
}

// actif reports whether the hybrid mode is asked.
func (o *optionsHybride) actif() bool { return o.seuil > 0 }

// verifie refuses the hybrid flags out of range, the look-ahead without
// the mode, and the mode with the flags of the exact search.
func (o *optionsHybride) verifie(a *app, c *optionsCommandeOptimal) error {
	switch {
	case o.seuil < 0 || o.seuil > hybride.MaxSeuil:
		return usage(a.cat.T("hybride.seuil", o.seuil, a.cat.Entier(hybride.MaxSeuil)))
	case o.largeur < 0 || o.profondeur < 0 || o.bas < 0 || o.largeurBas < 0:
		return usage(a.cat.T("hybride.negatif"))
	case !o.actif() && (o.largeur > 0 || o.profondeur > 0 || o.bas > 0 || o.largeurBas > 0):
		return usage(a.cat.T("hybride.sansseuil"))
	case !o.actif():
		return nil
	case c.optimal.maxCoups > 0:
		return usage(a.cat.T("hybride.incompatible", "--max-guesses"))
	case c.longue.reprise:
		return usage(a.cat.T("hybride.incompatible", "--checkpoint"))
	case c.longue.limite != 0:
		return usage(a.cat.T("hybride.incompatible", "--time-limit"))
	case c.longue.json:
		return usage(a.cat.T("hybride.incompatible", "--json"))
	}
	return nil
}

// arbreHybride builds the hybrid tree of e's size, its first proposal
// premier when not nil, with a progress line on the error stream; Ctrl-C
// stops it (ctx). It is not cached: the build is the command's work.
func arbreHybride(ctx context.Context, a *app, e *code.Espace, premier *code.Code, o optionsHybride) (*optimal.Arbre, error) {
	t := e.Taille()
	opts := hybride.Options{
		Critere: strategie.MaxEntropie, Seuil: o.seuil, Largeur: o.largeur, Profondeur: o.profondeur,
		Bas: o.bas, LargeurBas: o.largeurBas, Premier: premier,
	}
	if err := opts.Verifie(t); err != nil {
		return nil, usage(a.cat.T("optimal.tropdepions", nomTaille(a, t), a.cat.Nombre(optimal.MaxPions, texte.NomPion)))
	}
	var arrete func()
	opts.Suivi, arrete = suiviHybride(a, t)
	fin := a.it.Calcul()
	debut := time.Now()
	arbre, err := hybride.Construit(ctx, e, opts)
	fin()
	arrete()
	if err != nil {
		return nil, err
	}
	if a.ios.ErrTTY {
		fmt.Fprintln(a.ios.Err, page.Coupe(a.cat.T("hybride.calcule", nomTaille(a, t), a.cat.Duree(time.Since(debut)),
			a.cat.Nombre(arbre.Total(), texte.NomEssai), a.cat.Decimal(arbre.Moyenne(), 3)), a.ios.LargeurErreurs()-1))
	}
	return arbre, nil
}

// suiviHybride is the progress line of a hybrid build (see app.suivi):
// the root's guesses tried and the secrets of the classes built, the
// best total so far in the label.
func suiviHybride(a *app, t code.Taille) (suivi func(hybride.Progres), arrete func()) {
	if !a.progresVisible() {
		return nil, func() {}
	}
	const echelle = 10000
	var av strategie.Avancement
	av.Debute(echelle)
	var meilleur atomic.Int64
	s := &progres.Suivi{
		W: a.erreurs(), Lit: av.Lit, Largeur: a.ios.LargeurErreurs,
		Jauge: progres.Jauge{Textes: a.textesProgres()},
		Libelle: func() string {
			if m := meilleur.Load(); m > 0 {
				return a.cat.T("hybride.progresmeilleur", nomTaille(a, t), a.cat.Entier(int(m)))
			}
			return a.cat.T("hybride.progres", nomTaille(a, t))
		},
	}
	s.Demarre()
	return func(p hybride.Progres) {
		meilleur.Store(int64(p.Meilleur))
		if p.Essais > 0 && p.Secrets > 0 {
			av.Fixe((int64(p.Essai-1)*int64(p.Secrets) + int64(p.Faits)) * echelle / (int64(p.Essais) * int64(p.Secrets)))
		}
	}, s.Arrete
}

// figuresHybride prints the figures of hybrid tree arbre, built with
// threshold seuil, its first proposal in the letters of palette p.
func figuresHybride(a *app, arbre *optimal.Arbre, seuil int, p couleur.Palette) {
	t, st := arbre.Taille(), arbre.Statistiques()
	fmt.Fprintln(a.ios.Out, a.cat.T("hybride.figures", nomTaille(a, t), a.cat.Nombre(seuil, texte.NomCode),
		a.cat.Nombre(st.Secrets, texte.NomSecret), a.cat.Nombre(st.Total, texte.NomEssai), a.cat.Decimal(st.Moyenne(), 3),
		a.cat.Nombre(st.Max, texte.NomEssai), motLettres(t.Code(int(arbre.Noeud(0).Proposition)), p)))
}
