// Package exercises is mastermind exercises (alias exercices): the
// students' kit (cmd/mastermind/internal/kit) written into a new folder.
package cmdexercises

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/kit"
)

// errDossierPris: the kit's folder exists and holds something; the kit is
// written only into a new or empty folder, so that it never replaces a
// student's file.
var errDossierPris = errors.New("folder not empty")

// errPasUnDossier: the kit's folder is a file (or a link, a device…).
var errPasUnDossier = errors.New("not a folder")

// Commande is exercises' row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{
		Nom:       "exercises",
		Alias:     "exercices",
		Resume:    "exercices.resume",
		Arguments: "exercices.args",
		Aide:      "exercices.aide",
		Drapeaux:  func(fs *flag.FlagSet, a *commande.App) { new(Options).drapeaux(fs, a) },
		Run:       execute,
	}
}

// Options are the options of mastermind exercises: the folder, and
// whether the kit is the Java one.
type Options struct {
	dossier string
	java    bool
}

// drapeaux declares o's flags on fs.
func (o *Options) drapeaux(fs *flag.FlagSet, a *commande.App) {
	fs.BoolVar(&o.java, "java", false, a.Cat.T("exercices.java"))
}

// execute reads exercises' command line into its Options, then runs it.
func execute(ctx context.Context, a *commande.App, args []string) error {
	var o Options
	_, arguments, err := commande.DrapeauxAvecArguments(a, "exercises", "exercices.aide", args, o.drapeaux)
	if err != nil {
		return commande.SansAide(err)
	}
	switch len(arguments) {
	case 0:
		return commande.Usage(a.Cat.T("exercices.sansdossier"))
	case 1:
	default:
		return commande.Usage(a.Cat.T("usage.argument", arguments[1], "exercises"))
	}
	o.dossier = arguments[0]
	return run(ctx, a, o)
}

// run writes the students' kit (package kit) into a new folder, in Go or
// in Java: the course's functions to write, and the runner that checks
// them.
func run(_ context.Context, a *commande.App, o Options) error {
	err := o.ecrit()
	switch {
	case errors.Is(err, errPasUnDossier):
		return commande.Usage(a.Cat.T("exercices.fichier", o.dossier))
	case errors.Is(err, errDossierPris):
		return commande.Usage(a.Cat.T("exercices.pris", o.dossier))
	case err != nil:
		return commande.Rate(a.Cat.T("exercices.echec", o.dossier, a.Cat.Erreur(err)))
	case o.java:
		fmt.Fprint(a.IOS.Out, a.Cat.T("exercices.ecritjava", o.dossier))
	default:
		fmt.Fprint(a.IOS.Out, a.Cat.T("exercices.ecrit", o.dossier))
	}
	return nil
}

// ecrit writes the kit into o.dossier, made if missing. Every file is created new (O_EXCL): nothing
// already there is replaced.
func (o Options) ecrit() error {
	if err := dossierLibre(o.dossier); err != nil {
		return err
	}
	fichiers, err := kit.Fichiers(false)
	if o.java {
		fichiers, err = kit.FichiersJava()
	}
	if err != nil {
		return err
	}
	for _, f := range fichiers {
		chemin := filepath.Join(o.dossier, filepath.FromSlash(f.Chemin))
		if err := os.MkdirAll(filepath.Dir(chemin), 0o755); err != nil {
			return err
		}
		w, err := os.OpenFile(chemin, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return err
		}
		_, err = w.Write(f.Contenu)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// dossierLibre makes dossier, or checks that it is an empty folder.
func dossierLibre(dossier string) error {
	info, err := os.Lstat(dossier)
	if errors.Is(err, fs.ErrNotExist) {
		return os.MkdirAll(dossier, 0o755)
	}
	if err != nil {
		return err
	}
	if !info.IsDir() {
		return errPasUnDossier
	}
	contenu, err := os.ReadDir(dossier)
	if err != nil {
		return err
	}
	if len(contenu) > 0 {
		return errDossierPris
	}
	return nil
}
