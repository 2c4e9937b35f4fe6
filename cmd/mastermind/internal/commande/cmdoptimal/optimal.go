// Package optimal is mastermind optimal: the optimal strategy of a size
// computed (or loaded from the cache) and its figures printed, its tree
// exported for verify-tree (--export); the long runs that resume
// (--checkpoint, --time-limit: reprise.go), the hybrid trees of 5×8
// (--threshold…: hybride.go), and the sizes past the game's 16 colours
// (couleurs.go). The search itself is manche/strategie/optimal's
// (imported as optimalpkg), its files cmd/mastermind/internal/arbres'.
package cmdoptimal

import (
	"context"
	"flag"
	"fmt"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie/hybride"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// Commande is optimal's row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{
		Nom:      "optimal",
		Resume:   "optimal.resume",
		Aide:     "optimal.aide",
		Drapeaux: func(fs *flag.FlagSet, a *commande.App) { new(Options).drapeaux(fs, a) },
		Valeurs:  valeursTaches(),
		Run:      execute,
	}
}

// Options are the flags of the optimal command.
type Options struct {
	taille  commande.OptionsTaille
	optimal commande.OptionsOptimal
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
	// --jobs (taches.go).
	taches optionsTaches
	// donnes are the flags given, for the flags that need --tasks.
	donnes []string
}

// drapeaux declares o's flags on fs.
func (o *Options) drapeaux(fs *flag.FlagSet, a *commande.App) {
	o.taille.Enregistre(fs, a)
	o.optimal.Enregistre(fs, a)
	fs.StringVar(&o.premier, "first", "", a.Cat.T("drapeau.premier"))
	fs.StringVar(&o.export, "export", "", a.Cat.T("optimal.drapeauexport"))
	fs.BoolVar(&o.force, "force", false, a.Cat.T("optimal.drapeauforce"))
	o.longue.enregistre(fs, a)
	o.hybride.enregistre(fs, a)
	o.taches.enregistre(fs, a)
}

// execute reads optimal's command line into its Options, then runs it.
func execute(ctx context.Context, a *commande.App, args []string) error {
	var o Options
	fs, err := commande.Drapeaux(a, "optimal", "optimal.aide", args, o.drapeaux)
	if err != nil {
		return commande.SansAide(err)
	}
	fs.Visit(func(f *flag.Flag) { o.donnes = append(o.donnes, f.Name) })
	return run(ctx, a, &o)
}

// run computes (or loads) the optimal strategy of a size and prints its
// figures; with --export it writes its tree as a tree file
// (docs/ARBRE.md) that verify-tree checks.
func run(ctx context.Context, a *commande.App, o *Options) error {
	if err := o.optimal.Verifie(a, strategies.NomOptimal); err != nil {
		return err
	}
	if err := o.taches.verifie(a, o.donnes); err != nil {
		return err
	}
	if o.force && o.export == "" {
		return commande.Usage(a.Cat.T("optimal.forcesansexport"))
	}
	if o.longue.json && o.export != "" {
		return commande.Usage(a.Cat.T("optimal.jsonexport"))
	}
	if o.longue.limite < 0 {
		return commande.Usage(a.Cat.T("optimal.limitenegative", o.longue.limite))
	}
	if o.hybride.seuil < 0 || o.hybride.seuil > hybride.MaxSeuil {
		return commande.Usage(a.Cat.T("hybride.seuil", o.hybride.seuil, a.Cat.Entier(hybride.MaxSeuil)))
	}
	if err := o.hybride.verifie(a, o); err != nil && !o.taches.actif() {
		return err
	}
	e, err := espaceOptimal(a, &o.taille)
	if err != nil {
		return err
	}
	t := e.Taille()
	opts := optimal.Options{MaxCoups: o.optimal.MaxCoups}
	if o.premier != "" {
		c, err := premierOptimal(a, o.premier, t)
		if err != nil {
			return commande.Usage(a.Cat.T("drapeau.premiermauvais", o.premier, a.Cat.Erreur(err)))
		}
		opts.Premier = &c
	}
	if o.export != "" && o.export != "-" {
		// Before the search, which may be long.
		if err := arbres.PeutExporter(o.export, o.force); err != nil {
			return commande.ErreurExport(a, o.export, err)
		}
	}
	if o.taches.actif() {
		return commandeTaches(ctx, a, e, o, opts.Premier)
	}
	var arbre *optimal.Arbre
	switch {
	case o.hybride.actif():
		arbre, err = arbreHybride(ctx, a, e, opts.Premier, o.hybride)
	case o.longue.longue():
		arbre, err = arbreLong(ctx, a, e, opts, o.longue, ligneCommande(t, opts.MaxCoups, o.premier))
	default:
		arbre, err = commande.ArbreOptimal(ctx, a, e, opts)
	}
	if err != nil || arbre == nil {
		return err
	}
	// The scripts' letters (the default French palette, then
	// paletteOptimale's beyond 16 colours): those of the docs and of
	// --first.
	lettres, err := paletteOptimale(t.Couleurs)
	if err != nil {
		return commande.Usage(a.Cat.Erreur(err))
	}
	if o.export == "-" {
		return arbres.Exporte(a.IOS.Out, arbre, lettres.Lettres())
	}
	if o.longue.json {
		return figuresJSON(a, arbre, motLettres(t.Code(int(arbre.Noeud(0).Proposition)), lettres))
	}
	if o.hybride.actif() {
		figuresHybride(a, arbre, o.hybride.seuil, lettres)
	} else {
		st := arbre.Statistiques()
		fmt.Fprintln(a.IOS.Out, a.Cat.T("optimal.figures", commande.NomTaille(a, t), a.Cat.Nombre(st.Secrets, texte.NomSecret),
			a.Cat.Nombre(st.Total, texte.NomEssai), a.Cat.Decimal(st.Moyenne(), 3), a.Cat.Nombre(st.Max, texte.NomEssai),
			motLettres(t.Code(int(arbre.Noeud(0).Proposition)), lettres)))
	}
	if o.export == "" {
		return nil
	}
	return exporteArbre(a, o.export, arbre, lettres.Lettres(), o.force)
}

// exporteArbre writes tree a to chemin, touching only what the user
// asked: a new file, or an existing regular one with --force.
func exporteArbre(a *commande.App, chemin string, arbre *optimal.Arbre, lettres string, force bool) error {
	if err := arbres.ExporteFichier(chemin, arbre, lettres, force); err != nil {
		return commande.ErreurExport(a, chemin, err)
	}
	fmt.Fprintln(a.IOS.Out, a.Cat.T("optimal.exporte", chemin, chemin))
	return nil
}

// motLettres writes code c in the letters of palette p.
func motLettres(c code.Code, p couleur.Palette) string {
	b := make([]rune, c.Len())
	for i := range b {
		b[i] = p.Lettre(c.At(i))
	}
	return string(b)
}
