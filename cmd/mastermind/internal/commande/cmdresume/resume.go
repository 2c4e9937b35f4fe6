// Package resume is mastermind resume: a saved game continued as the
// menu's saved-games list does, or the saves listed by the names it
// takes.
package cmdresume

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"path/filepath"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/sauvegardes"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/strategies"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// Commande is resume's row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{
		Nom:       "resume",
		Resume:    "resume.resume",
		Arguments: "aide.args.resume",
		Aide:      "resume.aide",
		Drapeaux:  drapeaux,
		Run:       execute,
	}
}

// Options are resume's: the game's name, as the list shows it, or the
// list of the saves (Liste). Its flags, --saves and --allow-program, are the
// program's own, which it sets again (App.Saves, App.AutoriseProgrammes).
type Options struct {
	Nom   string
	Liste bool
}

// drapeaux declares resume's flags on fs: the program's --saves and
// --allow-program, read again after the command.
func drapeaux(fs *flag.FlagSet, a *commande.App) {
	fs.StringVar(&a.Saves, "saves", a.Saves, a.Cat.T("drapeau.saves"))
	fs.BoolVar(&a.AutoriseProgrammes, "allow-program", a.AutoriseProgrammes, a.Cat.T("drapeau.autorise"))
}

// execute reads resume's command line into its Options, then runs it.
// Its flags may come before or after the name ("--" ends them, for an
// old save named "-x").
func execute(ctx context.Context, a *commande.App, args []string) error {
	_, noms, _, err := commande.DrapeauxParmi(a, "resume", "resume.aide", args, drapeaux)
	if err != nil {
		return commande.SansAide(err)
	}
	if len(noms) > 1 {
		return commande.Usage(a.Cat.T("usage.argument", noms[1], "resume"))
	}
	o := Options{Liste: len(noms) == 0}
	if !o.Liste {
		o.Nom = noms[0]
	}
	return run(ctx, a, o)
}

// run continues the saved game o names as the saved-games list of the
// menu does, or lists the saves when it names none. Quitting, or the end
// of the input, leaves the game saved and the command with success, as
// from the menu.
func run(ctx context.Context, a *commande.App, o Options) error {
	j, err := a.Jeu()
	if err != nil {
		return err
	}
	if j.Dossier() == nil {
		// No folder for saves (no HOME, no XDG_DATA_HOME): nothing to
		// list or resume, and the one variable to set.
		return commande.Rate(a.Cat.T("resume.sansdossier", a.Cat.VariablesDossier(disque.Donnees, true), a.Cat.VariableDossier(disque.Donnees)))
	}
	j.Attend(ctx)
	if o.Liste {
		return listeSauvegardes(a, j)
	}
	nom := sauvegardes.Fichier(a.Cat, j.Dossier(), o.Nom)
	if err := saves.VerifieNom(nom); err != nil {
		if errors.Is(err, saves.ErrNomCaractere) {
			// A name no file can have, as a listed name mistyped: no
			// such save.
			err = &saves.ErreurFichier{Nom: nom, Chemin: filepath.Join(j.Dossier().Chemin, "x"), Err: saves.ErrAbsente}
		}
		return commande.Usage(a.Cat.T("jeu.impossible", a.Cat.Erreur(err)))
	}
	err = j.Reprend(ctx, nom)
	switch {
	case err == nil, errors.Is(err, context.Canceled), errors.Is(err, invite.ErrInterrompu):
		return err
	case errors.Is(err, disque.ErrVerrouille), errors.As(err, new(*disque.ErreurEcriture)):
		return commande.Rate(a.Cat.T("jeu.impossible", a.Cat.Erreur(err)))
	case errors.Is(err, strategies.ErrProgrammeRefuse):
		return commande.Rate(a.Cat.T("jeu.impossible", a.Cat.Erreur(err)))
	case errors.As(err, new(*programme.ErreurProgramme)):
		// A program that broke the protocol: its report, whole, as the
		// menu and the lab show it, with the lab's status.
		return commande.Rate(a.Cat.Erreur(err))
	}
	return commande.Usage(a.Cat.T("jeu.impossible", a.Cat.Erreur(err)))
}

// listeSauvegardes lists the saves by the names resume takes (the
// menu's), then the command that resumes the first.
func listeSauvegardes(a *commande.App, j commande.Jeu) error {
	d := j.Dossier()
	entrees, err := d.Liste()
	if err != nil {
		return commande.Rate(a.Cat.T("jeu.impossible", a.Cat.Erreur(err)))
	}
	if len(entrees) == 0 {
		fmt.Fprintln(a.IOS.Out, a.Cat.T("sauve.aucune", d.Chemin))
		return nil
	}
	noms := sauvegardes.Noms(a.Cat, entrees)
	for i, e := range entrees {
		fmt.Fprintln(a.IOS.Out, j.Libelle(noms[i], e))
	}
	for i, e := range entrees {
		if e.Err == nil && e.Ouverte == nil {
			fmt.Fprintln(a.IOS.Out, a.Cat.T("sauve.pourreprendre", sauvegardes.CommandeReprise(noms[i], a.Cat.Langue())))
			break
		}
	}
	return nil
}
