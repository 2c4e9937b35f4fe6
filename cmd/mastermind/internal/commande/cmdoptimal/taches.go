package cmdoptimal

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"runtime"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/taches"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifborne"
	"github.com/sae-mastermind/mastermind/code"
)

// optionsTaches are the flags of the work split in tasks (package
// taches): --tasks, --task, --plan, --horizon, --exact, --leaves,
// --min-size, --tree, --jobs.
type optionsTaches struct {
	dossier        string
	tache          int
	plan           bool
	horizon, exact int
	feuilles       string
	min            int
	arbre          string
	ouvriers       int
}

// enregistre adds the flags.
func (o *optionsTaches) enregistre(fs *flag.FlagSet, a *commande.App) {
	fs.StringVar(&o.dossier, "tasks", "", a.Cat.T("taches.drapeaudossier"))
	fs.IntVar(&o.tache, "task", -1, a.Cat.T("taches.drapeautache"))
	fs.BoolVar(&o.plan, "plan", false, a.Cat.T("taches.drapeauplan"))
	fs.IntVar(&o.horizon, "horizon", 0, a.Cat.T("taches.drapeauhorizon"))
	fs.IntVar(&o.exact, "exact", 0, a.Cat.T("taches.drapeauexact"))
	fs.StringVar(&o.feuilles, "leaves", verifborne.FeuillesStatiques, a.Cat.T("taches.drapeaufeuilles"))
	fs.IntVar(&o.min, "min-size", 0, a.Cat.T("taches.drapeaumin"))
	fs.StringVar(&o.arbre, "tree", taches.ArbreExact, a.Cat.T("taches.drapeauarbre"))
	fs.IntVar(&o.ouvriers, "jobs", 0, a.Cat.T("taches.drapeauouvriers"))
}

// actif reports whether the work is split in tasks.
func (o *optionsTaches) actif() bool { return o.dossier != "" }

// verifie refuses the task flags without --tasks (donnes are the flags
// given), and values out of range.
func (o *optionsTaches) verifie(a *commande.App, donnes []string) error {
	if !o.actif() {
		for _, nom := range donnes {
			switch nom {
			case "task", "plan", "horizon", "exact", "leaves", "min-size", "tree", "jobs":
				return commande.Usage(a.Cat.T("taches.sansdossier", "--"+nom))
			}
		}
		return nil
	}
	switch {
	case o.arbre != taches.ArbreExact && o.arbre != taches.ArbreHybride && o.arbre != taches.ArbreAucun:
		return commande.Usage(a.Cat.T("taches.arbre", o.arbre))
	case o.horizon < 0 || o.exact < 0 || o.ouvriers < 0 || o.min < 0:
		return commande.Usage(a.Cat.T("hybride.negatif"))
	case o.feuilles != verifborne.FeuillesStatiques && o.feuilles != verifborne.FeuillesPartage:
		return commande.Usage(a.Cat.T("taches.feuilles", o.feuilles))
	case o.feuilles == verifborne.FeuillesPartage && o.horizon == 0:
		return commande.Usage(a.Cat.T("taches.feuillessanshorizon"))
	}
	return nil
}

// commandeTaches runs the optimal command's work split in tasks: writes
// the plan (or checks the one there), then runs every task not done on
// --jobs workers and merges them. With --task K it runs task K of the
// plan in the folder, whatever the size's flags say: a scheduler's job
// names the folder and the task only.
func commandeTaches(ctx context.Context, a *commande.App, e *code.Espace, o *Options, premier *code.Code) error {
	if o.taches.tache >= 0 {
		return tacheSeule(ctx, a, o)
	}
	t := e.Taille()
	lettres, err := paletteOptimale(t.Couleurs)
	if err != nil {
		return commande.Usage(a.Cat.Erreur(err))
	}
	ot := taches.Options{Horizon: o.taches.horizon, Exact: o.taches.exact, Demi: o.taches.feuilles == verifborne.FeuillesPartage, Arbre: o.taches.arbre,
		Seuil: o.hybride.seuil, Bas: o.hybride.bas, LargeurBas: o.hybride.largeurBas, Premier: premier}
	if ot.Arbre == taches.ArbreExact && ot.Horizon > 0 {
		ot.Arbre = taches.ArbreAucun // a horizon bounds; exact trees need every level
	}
	p, err := taches.NouveauPlan(e, lettres.Lettres(), ot)
	if err != nil {
		return commande.Usage(a.Cat.Erreur(err))
	}
	d := commande.DossierTaches(a, o.taches.dossier)
	d.Min = o.taches.min
	if err := d.EcritPlan(p); errors.Is(err, taches.ErrPlan) {
		return commande.Usage(a.Cat.T("taches.planautre", o.taches.dossier))
	} else if err != nil {
		return commande.Rate(a.Cat.Ecriture(err, ""))
	}
	n := len(p.Taches)
	if o.taches.plan {
		fmt.Fprintln(a.IOS.Out, a.Cat.T("taches.plan", commande.NomTaille(a, t), o.taches.dossier, a.Cat.Nombre(n, texte.NomTache),
			fmt.Sprintf("task-%04d", n-1), o.taches.dossier, o.taches.dossier))
		return nil
	}
	fin := a.It.Calcul()
	defer fin()
	ouvriers := o.taches.ouvriers
	if ouvriers == 0 {
		ouvriers = runtime.GOMAXPROCS(0)
	}
	if err := d.ExecuteTout(ctx, p, e, ouvriers, suiviTaches(a, p)); err != nil {
		return erreurTaches(ctx, a, err)
	}
	return commande.Fusion(ctx, a, d, ouvriers, o.export, o.force, o.longue.json)
}

// tacheSeule runs task --task of the plan in --tasks, with --jobs
// goroutines (1 by default: a scheduler gives a task one core).
func tacheSeule(ctx context.Context, a *commande.App, o *Options) error {
	d := commande.DossierTaches(a, o.taches.dossier)
	p, e, err := d.LitPlan()
	if err != nil {
		return commande.Usage(a.Cat.T("taches.sansplan", d.Chemin, a.Cat.Raison(err), d.Chemin))
	}
	n := len(p.Taches)
	if o.taches.tache >= n {
		return commande.Usage(a.Cat.T("taches.pasdetache", o.taches.tache, o.taches.dossier, n, n-1))
	}
	fin := a.It.Calcul()
	defer fin()
	if err := d.Execute(ctx, p, e, o.taches.tache, max(o.taches.ouvriers, 1), suiviTaches(a, p)); err != nil {
		return erreurTaches(ctx, a, err)
	}
	return nil
}

// suiviTaches says each task done on the error stream, with its bound.
func suiviTaches(a *commande.App, p *taches.Plan) func(taches.Progres) {
	return func(pr taches.Progres) {
		fmt.Fprintln(a.IOS.Err, a.Cat.T("taches.faite", pr.Tache.Nom(), p.Coup(pr.Tache), a.Cat.Nombre(pr.Tache.Codes, texte.NomCode),
			a.Cat.Duree(pr.Ecoule), a.Cat.Nombre(pr.Borne, texte.NomEssai)))
	}
}

// erreurTaches words the failure of tasks: an interruption (the
// checkpoints saved), or the error.
func erreurTaches(ctx context.Context, a *commande.App, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return commande.Rate(a.Cat.Erreur(err))
}

// valeursTaches are the values of the tasks' flags for the completion:
// --tree's.
func valeursTaches() map[string]commande.Valeurs {
	return map[string]commande.Valeurs{"tree": {Mots: []string{taches.ArbreExact, taches.ArbreHybride, taches.ArbreAucun}}}
}
