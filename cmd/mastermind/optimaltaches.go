package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"runtime"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/taches"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifarbre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifborne"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// optionsTaches are the flags of the work split in tasks (package
// taches): --tasks, --task, --plan, --horizon, --exact, --tree, --jobs.
type optionsTaches struct {
	dossier        string
	tache          int
	plan           bool
	horizon, exact int
	arbre          string
	ouvriers       int
}

// enregistre adds the flags.
func (o *optionsTaches) enregistre(fs *flag.FlagSet, a *app) {
	fs.StringVar(&o.dossier, "tasks", "", a.cat.T("taches.drapeaudossier"))
	fs.IntVar(&o.tache, "task", -1, a.cat.T("taches.drapeautache"))
	fs.BoolVar(&o.plan, "plan", false, a.cat.T("taches.drapeauplan"))
	fs.IntVar(&o.horizon, "horizon", 0, a.cat.T("taches.drapeauhorizon"))
	fs.IntVar(&o.exact, "exact", 0, a.cat.T("taches.drapeauexact"))
	fs.StringVar(&o.arbre, "tree", taches.ArbreExact, a.cat.T("taches.drapeauarbre"))
	fs.IntVar(&o.ouvriers, "jobs", 0, a.cat.T("taches.drapeauouvriers"))
}

// actif reports whether the work is split in tasks.
func (o *optionsTaches) actif() bool { return o.dossier != "" }

// verifie refuses the task flags without --tasks, and values out of
// range.
func (o *optionsTaches) verifie(a *app, fs *flag.FlagSet) error {
	if !o.actif() {
		var mis []string
		fs.Visit(func(f *flag.Flag) {
			switch f.Name {
			case "task", "plan", "horizon", "exact", "tree", "jobs":
				mis = append(mis, "--"+f.Name)
			}
		})
		if len(mis) > 0 {
			return usage(a.cat.T("taches.sansdossier", mis[0]))
		}
		return nil
	}
	switch {
	case o.arbre != taches.ArbreExact && o.arbre != taches.ArbreHybride && o.arbre != taches.ArbreAucun:
		return usage(a.cat.T("taches.arbre", o.arbre))
	case o.horizon < 0 || o.exact < 0 || o.ouvriers < 0:
		return usage(a.cat.T("hybride.negatif"))
	}
	return nil
}

// dossierTaches is the folder of tasks chemin, with the user's key for
// the checkpoints (none: tasks restart from their beginning).
func dossierTaches(a *app, chemin string) taches.Dossier {
	cle, _ := arbres.CleUtilisateur(a.getenv)
	return taches.Dossier{Chemin: chemin, Cle: cle, Version: versionReprise()}
}

// commandeTaches runs the optimal command's work split in tasks: writes
// the plan (or checks the one there), then runs every task not done on
// --jobs workers and merges them. With --task K it runs task K of the
// plan in the folder, whatever the size's flags say: a scheduler's job
// names the folder and the task only.
func commandeTaches(ctx context.Context, a *app, e *code.Espace, o *optionsCommandeOptimal, premier *code.Code) error {
	if o.taches.tache >= 0 {
		return tacheSeule(ctx, a, o)
	}
	t := e.Taille()
	lettres, err := paletteOptimale(t.Couleurs)
	if err != nil {
		return usage(a.cat.Erreur(err))
	}
	ot := taches.Options{Horizon: o.taches.horizon, Exact: o.taches.exact, Arbre: o.taches.arbre,
		Seuil: o.hybride.seuil, Bas: o.hybride.bas, LargeurBas: o.hybride.largeurBas, Premier: premier}
	if ot.Arbre == taches.ArbreExact && ot.Horizon > 0 {
		ot.Arbre = taches.ArbreAucun // a horizon bounds; exact trees need every level
	}
	p, err := taches.NouveauPlan(e, lettres.Lettres(), ot)
	if err != nil {
		return usage(a.cat.Erreur(err))
	}
	d := dossierTaches(a, o.taches.dossier)
	if err := d.EcritPlan(p); errors.Is(err, taches.ErrPlan) {
		return usage(a.cat.T("taches.planautre", o.taches.dossier))
	} else if err != nil {
		return rate(a.cat.Ecriture(err, ""))
	}
	n := len(p.Taches)
	if o.taches.plan {
		fmt.Fprintln(a.ios.Out, a.cat.T("taches.plan", nomTaille(a, t), o.taches.dossier, a.cat.Nombre(n, texte.NomTache),
			fmt.Sprintf("task-%04d", n-1), o.taches.dossier, o.taches.dossier))
		return nil
	}
	fin := a.it.Calcul()
	defer fin()
	ouvriers := o.taches.ouvriers
	if ouvriers == 0 {
		ouvriers = runtime.GOMAXPROCS(0)
	}
	if err := d.ExecuteTout(ctx, p, e, ouvriers, suiviTaches(a, p)); err != nil {
		return erreurTaches(ctx, a, err)
	}
	return fusion(a, d, ouvriers, o.export, o.force, o.longue.json)
}

// tacheSeule runs task --task of the plan in --tasks, with --jobs
// goroutines (1 by default: a scheduler gives a task one core).
func tacheSeule(ctx context.Context, a *app, o *optionsCommandeOptimal) error {
	d := dossierTaches(a, o.taches.dossier)
	p, e, err := d.LitPlan()
	if err != nil {
		return usage(a.cat.T("taches.sansplan", d.Chemin, a.cat.Raison(err), d.Chemin))
	}
	n := len(p.Taches)
	if o.taches.tache >= n {
		return usage(a.cat.T("taches.pasdetache", o.taches.tache, o.taches.dossier, n, n-1))
	}
	fin := a.it.Calcul()
	defer fin()
	if err := d.Execute(ctx, p, e, o.taches.tache, max(o.taches.ouvriers, 1), suiviTaches(a, p)); err != nil {
		return erreurTaches(ctx, a, err)
	}
	return nil
}

// raisonRefus says why merge refused a result: the checker's fault, or
// what the file holds against what its task asks.
func raisonRefus(a *app, err error) string {
	var arbre *verifarbre.Erreur
	var borne *verifborne.Erreur
	var accord *taches.ErreurAccord
	switch {
	case errors.As(err, &arbre):
		return a.cat.FauteArbre(err)
	case errors.As(err, &borne) && errors.Is(err, verifborne.ErrBorne):
		return a.cat.T("taches.bornefausse", a.cat.Entier(borne.Atteint), a.cat.Entier(borne.Annonce))
	case errors.As(err, &borne):
		return a.cat.T("taches.borneentete", borne.Ligne, borne.Champ)
	case errors.As(err, &accord):
		return a.cat.T("taches.accord", accord.Lu, accord.Voulu)
	}
	return a.cat.Raison(err)
}

// suiviTaches says each task done on the error stream, with its bound.
func suiviTaches(a *app, p *taches.Plan) func(taches.Progres) {
	return func(pr taches.Progres) {
		fmt.Fprintln(a.ios.Err, a.cat.T("taches.faite", pr.Tache.Nom(), p.Coup(pr.Tache), a.cat.Nombre(pr.Tache.Codes, texte.NomCode),
			a.cat.Duree(pr.Ecoule), a.cat.Nombre(pr.Borne, texte.NomEssai)))
	}
}

// erreurTaches words the failure of tasks: an interruption (the
// checkpoints saved), or the error.
func erreurTaches(ctx context.Context, a *app, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return rate(a.cat.Erreur(err))
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

// commandeFusion is the merge command: it checks every result of a
// folder of tasks and puts them together.
func commandeFusion(_ context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "merge")
	var export, avec string
	var force, enJSON bool
	ouvriers := 0
	fs.StringVar(&avec, "with", "", a.cat.T("taches.drapeauavec"))
	fs.StringVar(&export, "export", "", a.cat.T("optimal.drapeauexport"))
	fs.BoolVar(&force, "force", false, a.cat.T("optimal.drapeauforce"))
	fs.BoolVar(&enJSON, "json", false, a.cat.T("drapeau.json"))
	fs.IntVar(&ouvriers, "jobs", 0, a.cat.T("taches.drapeauouvriers"))
	drapeaux, noms, _ := separe(fs, args)
	if err := analyse(a, fs, lang, drapeaux, "taches.aide"); err != nil {
		return sansAide(err)
	}
	switch {
	case len(noms) == 0:
		return usage(a.cat.T("taches.sansdossiermerge"))
	case len(noms) > 1:
		return usage(a.cat.T("usage.argument", noms[1], "merge"))
	case force && export == "":
		return usage(a.cat.T("optimal.forcesansexport"))
	case ouvriers < 0:
		return usage(a.cat.T("hybride.negatif"))
	}
	if ouvriers == 0 {
		ouvriers = runtime.GOMAXPROCS(0)
	}
	if export != "" && export != "-" {
		if err := arbres.PeutExporter(export, force); err != nil {
			return erreurExport(a, export, err)
		}
	}
	var autres []taches.Dossier
	for _, c := range strings.Split(avec, ",") {
		if c != "" {
			autres = append(autres, dossierTaches(a, c))
		}
	}
	return fusion(a, dossierTaches(a, noms[0]), ouvriers, export, force, enJSON, autres...)
}

// fusion merges folder d (and the classes of folders autres, merge
// --with) and says what it proves; export, when not empty, receives the
// best tree.
func fusion(a *app, d taches.Dossier, ouvriers int, export string, force, enJSON bool, autres ...taches.Dossier) error {
	f, p, err := d.Fusionne(ouvriers, autres...)
	var refuse *taches.ErreurResultat
	switch {
	case errors.As(err, &refuse):
		k := -1
		fmt.Sscanf(refuse.Chemin[strings.LastIndex(refuse.Chemin, "task-"):], "task-%d", &k)
		return rate(a.cat.T("taches.refuse", refuse.Chemin, raisonRefus(a, refuse.Err), d.Chemin, k))
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, taches.ErrPlan):
		return usage(a.cat.T("taches.sansplan", d.Chemin, a.cat.Raison(err), d.Chemin))
	case err != nil:
		return rate(a.cat.Erreur(err))
	}
	t := p.Taille
	secrets := t.NombreSecrets()
	if enJSON {
		j := fusionJSON{Size: strings.TrimSuffix(optimal.Fichier(t, optimal.Options{}), ".mmo"), Tasks: f.Taches, Done: f.Faites,
			Lower: f.Inf, Complete: f.Complet, Upper: f.Sup, Worst: f.Pire, Optimal: f.Optimal}
		if f.Sup > 0 {
			j.First, j.Gap = p.Mot(f.Meilleur), f.Sup-f.Inf
		}
		if err := a.ecritJSON(j); err != nil {
			return err
		}
	} else {
		fmt.Fprintln(a.ios.Out, a.cat.T("taches.verifies", f.Faites, f.Taches))
		moyenne := a.cat.Decimal(float64(f.Inf)/float64(secrets), 5)
		if f.Complet {
			fmt.Fprintln(a.ios.Out, a.cat.T("taches.borne", nomTaille(a, t), a.cat.Nombre(f.Inf, texte.NomEssai), moyenne))
		} else {
			var mots []string
			for _, g := range p.Premiers {
				mots = append(mots, p.Mot(g))
			}
			fmt.Fprintln(a.ios.Out, a.cat.T("taches.bornepremiers", strings.Join(mots, ", "), a.cat.Nombre(f.Inf, texte.NomEssai), moyenne))
		}
		if f.Sup > 0 {
			fmt.Fprintln(a.ios.Out, a.cat.T("taches.arbrefusion", a.cat.Nombre(f.Sup, texte.NomEssai),
				a.cat.Decimal(float64(f.Sup)/float64(secrets), 5), a.cat.Nombre(f.Pire, texte.NomEssai), p.Mot(f.Meilleur)))
			if f.Optimal {
				fmt.Fprintln(a.ios.Out, a.cat.T("taches.optimal"))
			} else {
				fmt.Fprintln(a.ios.Out, a.cat.T("taches.ecart", a.cat.Nombre(f.Sup-f.Inf, texte.NomEssai),
					a.cat.Decimal(100*float64(f.Sup-f.Inf)/float64(f.Sup), 2)))
			}
		}
		for _, pr := range f.ParPremier {
			arbre := a.cat.T("taches.aucunarbre")
			if pr.Complet {
				arbre = a.cat.Entier(pr.Sup)
			}
			fmt.Fprintln(a.ios.Out, a.cat.T("taches.premier", p.Mot(pr.Code), a.cat.Entier(pr.Inf), arbre, pr.Bornes, pr.Arbres, pr.Classes))
		}
	}
	if export == "" {
		return nil
	}
	if f.Sup == 0 {
		return rate(a.cat.T("taches.sansarbre"))
	}
	data, err := d.ExporteMeilleur(p, f)
	if err != nil {
		return rate(a.cat.Erreur(err))
	}
	if export == "-" {
		_, err := a.ios.Out.Write(data)
		return err
	}
	if err := arbres.EcritFichier(export, data, force); err != nil {
		return erreurExport(a, export, err)
	}
	fmt.Fprintln(a.ios.Out, a.cat.T("optimal.exporte", export, export))
	return nil
}
