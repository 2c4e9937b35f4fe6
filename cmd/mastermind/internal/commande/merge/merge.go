// Package merge is mastermind merge: the results of a folder of tasks
// (optimal --tasks, package taches) checked by the independent checkers
// and put together: the lower bound proved, the best complete tree, the
// gap (docs/OPTIMAL.md, "Tasks").
package merge

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"runtime"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/taches"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifarbre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifborne"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// Commande is merge's row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{Nom: "merge", Resume: "taches.resume", Arguments: "taches.args", Run: execute}
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
func execute(_ context.Context, a *commande.App, args []string) error {
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
	return run(a, &o)
}

// run checks and merges the folder o names.
func run(a *commande.App, o *Options) error {
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
			autres = append(autres, Dossier(a, c))
		}
	}
	return Fusion(a, Dossier(a, o.Dossier), ouvriers, o.export, o.force, o.enJSON, autres...)
}

// Dossier is the folder of tasks chemin, with the user's key for the
// checkpoints (none: tasks restart from their beginning).
func Dossier(a *commande.App, chemin string) taches.Dossier {
	cle, _ := arbres.CleUtilisateur(a.Getenv)
	return taches.Dossier{Chemin: chemin, Cle: cle, Version: commande.VersionReprise()}
}

// fusionJSON is what merge --json writes.
type fusionJSON struct {
	Size     string `json:"size"`
	Tasks    int    `json:"tasks"`
	Done     int    `json:"done"`
	Lower    int    `json:"lower"`
	Complete bool   `json:"complete"`
	Upper    int    `json:"upper,omitempty"`
	First    string `json:"first,omitempty"`
	Worst    int    `json:"worst,omitempty"`
	Gap      int    `json:"gap,omitempty"`
	Optimal  bool   `json:"optimal"`
}

// Fusion merges folder d (and the classes of folders autres, merge
// --with) and says what it proves; export, when not empty, receives the
// best tree.
func Fusion(a *commande.App, d taches.Dossier, ouvriers int, export string, force, enJSON bool, autres ...taches.Dossier) error {
	f, p, err := d.Fusionne(ouvriers, autres...)
	var refuse *taches.ErreurResultat
	switch {
	case errors.As(err, &refuse):
		k := -1
		fmt.Sscanf(refuse.Chemin[strings.LastIndex(refuse.Chemin, "task-"):], "task-%d", &k)
		return commande.Rate(a.Cat.T("taches.refuse", refuse.Chemin, raisonRefus(a, refuse.Err), d.Chemin, k))
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, taches.ErrPlan):
		return commande.Usage(a.Cat.T("taches.sansplan", d.Chemin, a.Cat.Raison(err), d.Chemin))
	case err != nil:
		return commande.Rate(a.Cat.Erreur(err))
	}
	t := p.Taille
	secrets := t.NombreSecrets()
	if enJSON {
		j := fusionJSON{Size: strings.TrimSuffix(optimal.Fichier(t, optimal.Options{}), ".mmo"), Tasks: f.Taches, Done: f.Faites,
			Lower: f.Inf, Complete: f.Complet, Upper: f.Sup, Worst: f.Pire, Optimal: f.Optimal}
		if f.Sup > 0 {
			j.First, j.Gap = p.Mot(f.Meilleur), f.Sup-f.Inf
		}
		if err := a.EcritJSON(j); err != nil {
			return err
		}
	} else {
		fmt.Fprintln(a.IOS.Out, a.Cat.T("taches.verifies", f.Faites, f.Taches))
		moyenne := a.Cat.Decimal(float64(f.Inf)/float64(secrets), 5)
		if f.Complet {
			fmt.Fprintln(a.IOS.Out, a.Cat.T("taches.borne", commande.NomTaille(a, t), a.Cat.Nombre(f.Inf, texte.NomEssai), moyenne))
		} else {
			var mots []string
			for _, g := range p.Premiers {
				mots = append(mots, p.Mot(g))
			}
			fmt.Fprintln(a.IOS.Out, a.Cat.T("taches.bornepremiers", strings.Join(mots, ", "), a.Cat.Nombre(f.Inf, texte.NomEssai), moyenne))
		}
		if f.Sup > 0 {
			fmt.Fprintln(a.IOS.Out, a.Cat.T("taches.arbrefusion", a.Cat.Nombre(f.Sup, texte.NomEssai),
				a.Cat.Decimal(float64(f.Sup)/float64(secrets), 5), a.Cat.Nombre(f.Pire, texte.NomEssai), p.Mot(f.Meilleur)))
			if f.Optimal {
				fmt.Fprintln(a.IOS.Out, a.Cat.T("taches.optimal"))
			} else {
				fmt.Fprintln(a.IOS.Out, a.Cat.T("taches.ecart", a.Cat.Nombre(f.Sup-f.Inf, texte.NomEssai),
					a.Cat.Decimal(100*float64(f.Sup-f.Inf)/float64(f.Sup), 2)))
			}
		}
		for _, pr := range f.ParPremier {
			arbre := a.Cat.T("taches.aucunarbre")
			if pr.Complet {
				arbre = a.Cat.Entier(pr.Sup)
			}
			fmt.Fprintln(a.IOS.Out, a.Cat.T("taches.premier", p.Mot(pr.Code), a.Cat.Entier(pr.Inf), arbre, pr.Bornes, pr.Arbres, pr.Classes))
		}
	}
	if export == "" {
		return nil
	}
	if f.Sup == 0 {
		return commande.Rate(a.Cat.T("taches.sansarbre"))
	}
	data, err := d.ExporteMeilleur(p, f)
	if err != nil {
		return commande.Rate(a.Cat.Erreur(err))
	}
	if export == "-" {
		_, err := a.IOS.Out.Write(data)
		return err
	}
	if err := arbres.EcritFichier(export, data, force); err != nil {
		return commande.ErreurExport(a, export, err)
	}
	fmt.Fprintln(a.IOS.Out, a.Cat.T("optimal.exporte", export, export))
	return nil
}

// raisonRefus says why merge refused a result: the checker's fault, or
// what the file holds against what its task asks.
func raisonRefus(a *commande.App, err error) string {
	var arbre *verifarbre.Erreur
	var borne *verifborne.Erreur
	var accord *taches.ErreurAccord
	switch {
	case errors.As(err, &arbre):
		return a.Cat.FauteArbre(err)
	case errors.As(err, &borne) && errors.Is(err, verifborne.ErrBorne):
		return a.Cat.T("taches.bornefausse", a.Cat.Entier(borne.Atteint), a.Cat.Entier(borne.Annonce))
	case errors.As(err, &borne):
		return a.Cat.T("taches.borneentete", borne.Ligne, borne.Champ)
	case errors.As(err, &accord):
		return a.Cat.T("taches.accord", accord.Lu, accord.Voulu)
	}
	return a.Cat.Raison(err)
}
