// Package merge is mastermind merge: the results of a folder of tasks
// (optimal --tasks, package taches) checked by the independent checkers
// and put together: the lower bound proved, the best complete tree, the
// gap (docs/OPTIMAL.md, "Tasks").
package cmdmerge

import (
	"context"
	"flag"
	"runtime"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/taches"
)

// Commande is merge's row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{
		Nom:       "merge",
		Resume:    "taches.resume",
		Arguments: "taches.args",
		Aide:      "taches.aide",
		Drapeaux:  func(fs *flag.FlagSet, a *commande.App) { new(Options).drapeaux(fs, a) },
		Run:       execute,
	}
}

// Options are merge's flags and its folder.
type Options struct {
	Dossier       string
	export, avec  string
	force, enJSON bool
	ouvriers      int
}

// drapeaux declares o's flags on fs.
func (o *Options) drapeaux(fs *flag.FlagSet, a *commande.App) {
	fs.StringVar(&o.export, "export", "", a.Cat.T("optimal.drapeauexport"))
	fs.BoolVar(&o.force, "force", false, a.Cat.T("optimal.drapeauforce"))
	fs.BoolVar(&o.enJSON, "json", false, a.Cat.T("drapeau.json"))
	fs.IntVar(&o.ouvriers, "jobs", 0, a.Cat.T("taches.drapeauouvriers"))
	fs.StringVar(&o.avec, "with", "", a.Cat.T("taches.drapeauavec"))
}

// execute reads merge's command line into its Options, then runs it.
func execute(ctx context.Context, a *commande.App, args []string) error {
	var o Options
	_, noms, _, err := commande.DrapeauxParmi(a, "merge", "taches.aide", args, o.drapeaux)
	if err != nil {
		return commande.SansAide(err)
	}
	switch {
	case len(noms) == 0:
		return commande.Usage(a.Cat.T("taches.sansdossiermerge"))
	case len(noms) > 1:
		return commande.Usage(a.Cat.T("usage.argument", noms[1], "merge"))
	case o.force && o.export == "":
		return commande.Usage(a.Cat.T("optimal.forcesansexport"))
	case o.ouvriers < 0:
		return commande.Usage(a.Cat.T("hybride.negatif"))
	}
	o.Dossier = noms[0]
	return run(ctx, a, &o)
}

// run checks and merges the folder o names.
func run(ctx context.Context, a *commande.App, o *Options) error {
	ouvriers := o.ouvriers
	if ouvriers == 0 {
		ouvriers = runtime.GOMAXPROCS(0)
	}
	if o.export != "" && o.export != "-" {
		if err := arbres.PeutExporter(o.export, o.force); err != nil {
			return commande.ErreurExport(a, o.export, err)
		}
	}
	var autres []taches.Dossier
	for _, c := range strings.Split(o.avec, ",") {
		if c != "" {
			autres = append(autres, commande.DossierTaches(a, c))
		}
	}
	return commande.Fusion(ctx, a, commande.DossierTaches(a, o.Dossier), ouvriers, o.export, o.force, o.enJSON, autres...)
}
