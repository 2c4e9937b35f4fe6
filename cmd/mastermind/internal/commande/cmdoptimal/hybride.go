package cmdoptimal

import (
	"context"
	"flag"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
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
func (o *optionsHybride) enregistre(fs *flag.FlagSet, a *commande.App) {
	fs.IntVar(&o.seuil, "threshold", 0, a.Cat.T("hybride.drapeauseuil"))
	fs.IntVar(&o.largeur, "width", 0, a.Cat.T("hybride.drapeaulargeur"))
	fs.IntVar(&o.profondeur, "depth", 0, a.Cat.T("hybride.drapeauprofondeur"))
	fs.IntVar(&o.bas, "bottom", 0, a.Cat.T("hybride.drapeaubas"))
	fs.IntVar(&o.largeurBas, "bottom-width", 0, a.Cat.T("hybride.drapeaulargeurbas"))
}

// actif reports whether the hybrid mode is asked.
func (o *optionsHybride) actif() bool { return o.seuil > 0 }

// verifie refuses the hybrid flags out of range, the look-ahead without
// the mode, and the mode with the flags of the exact search.
func (o *optionsHybride) verifie(a *commande.App, c *Options) error {
	switch {
	case o.seuil < 0 || o.seuil > hybride.MaxSeuil:
		return commande.Usage(a.Cat.T("hybride.seuil", o.seuil, a.Cat.Entier(hybride.MaxSeuil)))
	case o.largeur < 0 || o.profondeur < 0 || o.bas < 0 || o.largeurBas < 0:
		return commande.Usage(a.Cat.T("hybride.negatif"))
	case !o.actif() && (o.largeur > 0 || o.profondeur > 0 || o.bas > 0 || o.largeurBas > 0):
		return commande.Usage(a.Cat.T("hybride.sansseuil"))
	case !o.actif():
		return nil
	case c.optimal.MaxCoups > 0:
		return commande.Usage(a.Cat.T("hybride.incompatible", "--max-guesses"))
	case c.longue.reprise:
		return commande.Usage(a.Cat.T("hybride.incompatible", "--checkpoint"))
	case c.longue.limite != 0:
		return commande.Usage(a.Cat.T("hybride.incompatible", "--time-limit"))
	case c.longue.json:
		return commande.Usage(a.Cat.T("hybride.incompatible", "--json"))
	}
	return nil
}

// arbreHybride builds the hybrid tree of e's size, its first proposal
// premier when not nil, with a progress line on the error stream; Ctrl-C
// stops it (ctx). It is not cached: the build is the command's work.
func arbreHybride(ctx context.Context, a *commande.App, e *code.Espace, premier *code.Code, o optionsHybride) (*optimal.Arbre, error) {
	t := e.Taille()
	opts := hybride.Options{
		Critere: strategie.MaxEntropie, Seuil: o.seuil, Largeur: o.largeur, Profondeur: o.profondeur,
		Bas: o.bas, LargeurBas: o.largeurBas, Premier: premier,
	}
	if err := opts.Verifie(t); err != nil {
		return nil, commande.Usage(a.Cat.T("optimal.tropdepions", commande.NomTaille(a, t), a.Cat.Nombre(optimal.MaxPions, texte.NomPion)))
	}
	var arrete func()
	opts.Suivi, arrete = suiviHybride(a, t)
	fin := a.It.Calcul()
	debut := time.Now()
	arbre, err := hybride.Construit(ctx, e, opts)
	fin()
	arrete()
	if err != nil {
		return nil, err
	}
	if a.IOS.ErrTTY {
		fmt.Fprintln(a.IOS.Err, page.Coupe(a.Cat.T("hybride.calcule", commande.NomTaille(a, t), a.Cat.Duree(time.Since(debut)),
			a.Cat.Nombre(arbre.Total(), texte.NomEssai), a.Cat.Decimal(arbre.Moyenne(), 3)), a.IOS.LargeurErreurs()-1))
	}
	return arbre, nil
}

// suiviHybride is the progress line of a hybrid build (see App.Suivi):
// the root's guesses tried and the secrets of the classes built, the
// best total so far in the label.
func suiviHybride(a *commande.App, t code.Taille) (suivi func(hybride.Progres), arrete func()) {
	if !a.ProgresVisible() {
		return nil, func() {}
	}
	const echelle = 10000
	var av strategie.Avancement
	av.Debute(echelle)
	var meilleur atomic.Int64
	s := &progres.Suivi{
		W: a.Erreurs(), Lit: av.Lit, Largeur: a.IOS.LargeurErreurs,
		Jauge: progres.Jauge{Textes: a.TextesProgres()},
		Libelle: func() string {
			if m := meilleur.Load(); m > 0 {
				return a.Cat.T("hybride.progresmeilleur", commande.NomTaille(a, t), a.Cat.Entier(int(m)))
			}
			return a.Cat.T("hybride.progres", commande.NomTaille(a, t))
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
func figuresHybride(a *commande.App, arbre *optimal.Arbre, seuil int, p couleur.Palette) {
	t, st := arbre.Taille(), arbre.Statistiques()
	fmt.Fprintln(a.IOS.Out, a.Cat.T("hybride.figures", commande.NomTaille(a, t), a.Cat.Nombre(seuil, texte.NomCode),
		a.Cat.Nombre(st.Secrets, texte.NomSecret), a.Cat.Nombre(st.Total, texte.NomEssai), a.Cat.Decimal(st.Moyenne(), 3),
		a.Cat.Nombre(st.Max, texte.NomEssai), motLettres(t.Code(int(arbre.Noeud(0).Proposition)), p)))
}
