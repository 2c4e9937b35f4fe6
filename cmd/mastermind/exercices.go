package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/kit"
)

// errDossierPris: the kit's folder exists and holds something; the kit is
// written only into a new or empty folder, so that it never replaces a
// student's file.
var errDossierPris = errors.New("folder not empty")

// errPasUnDossier: the kit's folder is a file (or a link, a device…).
var errPasUnDossier = errors.New("not a folder")

// optionsExercices are the options of mastermind exercises: the folder,
// and whether the kit is the Java one.
type optionsExercices struct {
	dossier string
	java    bool
}

// exercices writes the students' kit (package kit) into a new folder: the
// course's classes with methods to write, and the tests that check them.
func exercices(_ context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "exercises")
	java := fs.Bool("java", false, a.cat.T("exercices.java"))
	arguments, err := analyseAvecArguments(a, fs, lang, args, "exercices.aide")
	if err != nil {
		return sansAide(err)
	}
	switch len(arguments) {
	case 0:
		return usage(a.cat.T("exercices.sansdossier"))
	case 1:
	default:
		return usage(a.cat.T("usage.argument", arguments[1], "exercises"))
	}
	o := optionsExercices{dossier: arguments[0], java: *java}
	err = o.ecrit()
	switch {
	case errors.Is(err, errPasUnDossier):
		return usage(a.cat.T("exercices.fichier", o.dossier))
	case errors.Is(err, errDossierPris):
		return usage(a.cat.T("exercices.pris", o.dossier))
	case err != nil:
		return rate(a.cat.T("exercices.echec", o.dossier, a.cat.Erreur(err)))
	case o.java:
		fmt.Fprint(a.ios.Out, a.cat.T("exercices.ecritjava", o.dossier))
	default:
		fmt.Fprint(a.ios.Out, a.cat.T("exercices.ecrit", o.dossier))
	}
	return nil
}

// ecrit writes the kit into o.dossier, made if missing. Every file is created new (O_EXCL): nothing
// already there is replaced.
func (o optionsExercices) ecrit() error {
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
