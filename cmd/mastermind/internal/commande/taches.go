package commande

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/taches"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifarbre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/verifborne"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// The work of a size split in tasks (package taches) is shared by two
// commands: optimal --tasks runs the tasks and merges them, merge merges
// the results of any run; both say what the merge proves here.

// DossierTaches is the folder of tasks chemin, with the user's key for the
// checkpoints (none: tasks restart from their beginning).
func DossierTaches(a *App, chemin string) taches.Dossier {
	cle, _ := arbres.CleUtilisateur(a.Getenv)
	return taches.Dossier{Chemin: chemin, Cle: cle, Version: VersionReprise()}
}

// fusionJSON is what merge --json writes.
type fusionJSON struct {
	// Pegs, Colors and NoRepeat are the size, named as in every other
	// command's JSON (docs/JSON.md); Size, "PxC", is their deprecated
	// alias, written for one more release.
	Pegs     int    `json:"pegs"`
	Colors   int    `json:"colors"`
	NoRepeat bool   `json:"no_repeat"`
	Size     string `json:"size"`
	Tasks    int    `json:"tasks"`
	Done     int    `json:"done"`
	Lower    int    `json:"lower"`
	Complete bool   `json:"complete"`
	Upper    int    `json:"upper,omitempty"`
	First    string `json:"first,omitempty"`
	// Max is the most guesses of the best tree (stats' max); Worst is
	// its deprecated alias, written for one more release.
	Max     int  `json:"max,omitempty"`
	Worst   int  `json:"worst,omitempty"`
	Gap     int  `json:"gap,omitempty"`
	Optimal bool `json:"optimal"`
}

// Fusion merges folder d (and the classes of folders autres, merge
// --with) and says what it proves; export, when not empty, receives the
// best tree.
func Fusion(ctx context.Context, a *App, d taches.Dossier, ouvriers int, export string, force, enJSON bool, autres ...taches.Dossier) error {
	f, p, err := d.Fusionne(ctx, ouvriers, autres...)
	var refuse *taches.ErreurResultat
	switch {
	case ctx.Err() != nil:
		return ctx.Err() // Interrupted
	case errors.As(err, &refuse):
		k := -1
		fmt.Sscanf(refuse.Chemin[strings.LastIndex(refuse.Chemin, "task-"):], "task-%d", &k)
		return Rate(a.Cat.T("taches.refuse", refuse.Chemin, raisonRefus(a, refuse.Err), d.Chemin, k))
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, taches.ErrPlan):
		return Usage(a.Cat.T("taches.sansplan", d.Chemin, a.Cat.Raison(err), d.Chemin))
	case err != nil:
		return Rate(a.Cat.Erreur(err))
	}
	t := p.Taille
	secrets := t.NombreSecrets()
	if enJSON {
		j := fusionJSON{Pegs: t.Pions, Colors: t.Couleurs, NoRepeat: t.SansRepetition,
			Size: strings.TrimSuffix(optimal.Fichier(t, optimal.Options{}), ".mmo"), Tasks: f.Taches, Done: f.Faites,
			Lower: f.Inf, Complete: f.Complet, Upper: f.Sup, Max: f.Pire, Worst: f.Pire, Optimal: f.Optimal}
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
			fmt.Fprintln(a.IOS.Out, a.Cat.T("taches.borne", NomTaille(a, t), a.Cat.Nombre(f.Inf, texte.NomEssai), moyenne))
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
		return Rate(a.Cat.T("taches.sansarbre"))
	}
	data, err := d.ExporteMeilleur(p, f)
	if err != nil {
		return Rate(a.Cat.Erreur(err))
	}
	if export == "-" {
		_, err := a.IOS.Out.Write(data)
		return err
	}
	if err := arbres.EcritFichier(export, data, force); err != nil {
		return ErreurExport(a, export, err)
	}
	fmt.Fprintln(a.IOS.Out, a.Cat.T("optimal.exporte", export, export))
	return nil
}

// raisonRefus says why merge refused a result: the checker's fault, or
// what the file holds against what its task asks.
func raisonRefus(a *App, err error) string {
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
