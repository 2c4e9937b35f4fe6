package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie/hybride"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// optionsCommandeOptimal are the flags of the optimal command.
type optionsCommandeOptimal struct {
	taille  optionsTaille
	optimal optionsOptimal
	premier string
	// export is the file of --export ("-": the output), force replaces
	// it when it exists.
	export string
	force  bool
	// longue: --checkpoint, --time-limit, --json (optimalreprise.go).
	longue optionsLongue
	// hybride: --threshold, --width, --depth (optimalhybride.go).
	hybride optionsHybride
	// taches: --tasks, --task, --plan, --horizon, --exact, --tree,
	// --jobs (optimaltaches.go).
	taches optionsTaches
}

// commandeOptimal computes (or loads) the optimal strategy of a size and
// prints its figures; with --export it writes its tree as a tree file
// (docs/ARBRE.md) that verify-tree checks.
func commandeOptimal(ctx context.Context, a *app, args []string) error {
	var o optionsCommandeOptimal
	fs, lang := nouveauxDrapeaux(a, "optimal")
	o.taille.enregistre(fs, a)
	o.optimal.enregistre(fs, a)
	fs.StringVar(&o.premier, "first", "", a.cat.T("drapeau.premier"))
	fs.StringVar(&o.export, "export", "", a.cat.T("optimal.drapeauexport"))
	fs.BoolVar(&o.force, "force", false, a.cat.T("optimal.drapeauforce"))
	o.longue.enregistre(fs, a)
	o.hybride.enregistre(fs, a)
	o.taches.enregistre(fs, a)
	if err := analyse(a, fs, lang, args, "optimal.aide"); err != nil {
		return sansAide(err)
	}
	if err := o.taches.verifie(a, fs); err != nil {
		return err
	}
	if err := o.optimal.verifie(a, nomOptimal); err != nil {
		return err
	}
	if o.force && o.export == "" {
		return usage(a.cat.T("optimal.forcesansexport"))
	}
	if o.longue.json && o.export != "" {
		return usage(a.cat.T("optimal.jsonexport"))
	}
	if o.longue.limite < 0 {
		return usage(a.cat.T("optimal.limitenegative", o.longue.limite))
	}
	if o.hybride.seuil < 0 || o.hybride.seuil > hybride.MaxSeuil {
		return usage(a.cat.T("hybride.seuil", o.hybride.seuil, a.cat.Entier(hybride.MaxSeuil)))
	}
	if err := o.hybride.verifie(a, &o); err != nil && !o.taches.actif() {
		return err
	}
	e, err := o.taille.espaceOptimal(a)
	if err != nil {
		return err
	}
	t := e.Taille()
	opts := optimal.Options{MaxCoups: o.optimal.maxCoups}
	if o.premier != "" {
		c, err := premierOptimal(a, o.premier, t)
		if err != nil {
			return usage(a.cat.T("drapeau.premiermauvais", o.premier, a.cat.Erreur(err)))
		}
		opts.Premier = &c
	}
	if o.export != "" && o.export != "-" {
		// Before the search, which may be long.
		if err := arbres.PeutExporter(o.export, o.force); err != nil {
			return erreurExport(a, o.export, err)
		}
	}
	if o.taches.actif() {
		return commandeTaches(ctx, a, e, &o, opts.Premier)
	}
	var arbre *optimal.Arbre
	switch {
	case o.hybride.actif():
		arbre, err = arbreHybride(ctx, a, e, opts.Premier, o.hybride)
	case o.longue.longue():
		arbre, err = arbreLong(ctx, a, e, opts, o.longue, ligneCommande(t, opts.MaxCoups, o.premier))
	default:
		arbre, err = arbreOptimal(ctx, a, e, opts)
	}
	if err != nil || arbre == nil {
		return err
	}
	// The scripts' letters (the default French palette, then
	// paletteOptimale's beyond 16 colours): those of the docs and of
	// --first.
	lettres, err := paletteOptimale(t.Couleurs)
	if err != nil {
		return usage(a.cat.Erreur(err))
	}
	if o.export == "-" {
		return arbres.Exporte(a.ios.Out, arbre, lettres.Lettres())
	}
	if o.longue.json {
		return figuresJSON(a, arbre, motLettres(t.Code(int(arbre.Noeud(0).Proposition)), lettres))
	}
	if o.hybride.actif() {
		figuresHybride(a, arbre, o.hybride.seuil, lettres)
	} else {
		st := arbre.Statistiques()
		fmt.Fprintln(a.ios.Out, a.cat.T("optimal.figures", nomTaille(a, t), a.cat.Nombre(st.Secrets, texte.NomSecret),
			a.cat.Nombre(st.Total, texte.NomEssai), a.cat.Decimal(st.Moyenne(), 3), a.cat.Nombre(st.Max, texte.NomEssai),
			motLettres(t.Code(int(arbre.Noeud(0).Proposition)), lettres)))
	}
	if o.export == "" {
		return nil
	}
	return exporteArbre(a, o.export, arbre, lettres.Lettres(), o.force)
}

// exporteArbre writes tree a to chemin, touching only what the user
// asked: a new file, or an existing regular one with --force.
func exporteArbre(a *app, chemin string, arbre *optimal.Arbre, lettres string, force bool) error {
	if err := arbres.ExporteFichier(chemin, arbre, lettres, force); err != nil {
		return erreurExport(a, chemin, err)
	}
	fmt.Fprintln(a.ios.Out, a.cat.T("optimal.exporte", chemin, chemin))
	return nil
}

// erreurExport words the failure err of the export to chemin.
func erreurExport(a *app, chemin string, err error) error {
	var genre *disque.ErreurGenre
	switch {
	case errors.Is(err, arbres.ErrExiste):
		return usage(a.cat.T("optimal.existe", chemin))
	case errors.As(err, &genre):
		raison, _ := a.cat.RaisonCache(err)
		return usage(a.cat.T("optimal.exportspecial", chemin, raison))
	}
	return rate(a.cat.T("optimal.exportecriture", a.cat.Ecriture(err, "")))
}

// motLettres writes code c in the letters of palette p.
func motLettres(c code.Code, p couleur.Palette) string {
	b := make([]rune, c.Len())
	for i := range b {
		b[i] = p.Lettre(c.At(i))
	}
	return string(b)
}
