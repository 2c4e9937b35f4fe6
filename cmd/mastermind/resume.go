package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// resume continues a saved game as the saved-games list of the menu does,
// or lists the saves when no name is given. Its flags may come before or
// after the name ("--" ends them, for an old save named "-x"). Quitting,
// or the end of the input, leaves the game saved and the command with
// success, as from the menu.
func resume(ctx context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "resume")
	fs.StringVar(&a.saves, "saves", a.saves, a.cat.T("drapeau.saves"))
	fs.BoolVar(&a.autoriseProgrammes, "allow-program", a.autoriseProgrammes, a.cat.T("drapeau.autorise"))
	drapeaux, noms, _ := separe(fs, args)
	if err := analyse(a, fs, lang, drapeaux, "resume.aide"); err != nil {
		return sansAide(err)
	}
	if len(noms) > 1 {
		return usage(a.cat.T("usage.argument", noms[1], "resume"))
	}
	j, err := a.jeu()
	if err != nil {
		return err
	}
	attend(ctx, j)
	if len(noms) == 0 {
		return listeSauvegardes(a, j)
	}
	nom := j.Fichier(noms[0])
	if err := saves.VerifieNom(nom); err != nil {
		if errors.Is(err, saves.ErrNomCaractere) && j.Sauvegardes != nil {
			// A name no file can have, as a listed name mistyped: no
			// such save.
			err = &saves.ErreurFichier{Nom: nom, Chemin: filepath.Join(j.Sauvegardes.Chemin, "x"), Err: saves.ErrAbsente}
		}
		return usage(a.cat.T("jeu.impossible", a.cat.Erreur(err)))
	}
	err = j.Reprend(ctx, nom)
	switch {
	case err == nil, errors.Is(err, context.Canceled), errors.Is(err, invite.ErrInterrompu):
		return err
	case errors.Is(err, disque.ErrVerrouille), errors.As(err, new(*disque.ErreurEcriture)):
		return rate(a.cat.T("jeu.impossible", a.cat.Erreur(err)))
	case errors.Is(err, jeu.ErrProgrammeRefuse):
		return rate(a.cat.T("jeu.impossible", a.cat.Erreur(err)))
	case errors.As(err, new(*programme.ErreurProgramme)):
		// A program that broke the protocol: its report, whole, as the
		// menu and the lab show it, with the lab's status.
		return rate(a.cat.Erreur(err))
	}
	return usage(a.cat.T("jeu.impossible", a.cat.Erreur(err)))
}

// listeSauvegardes lists the saves by the names resume takes (the
// menu's), then the command that resumes the first.
func listeSauvegardes(a *app, j *jeu.Jeu) error {
	d := j.Sauvegardes
	entrees, err := d.Liste()
	if err != nil {
		return rate(a.cat.T("jeu.impossible", a.cat.Erreur(err)))
	}
	if len(entrees) == 0 {
		fmt.Fprintln(a.ios.Out, a.cat.T("sauve.aucune", d.Chemin))
		return nil
	}
	noms := j.Noms(entrees)
	for i, e := range entrees {
		fmt.Fprintln(a.ios.Out, j.Libelle(noms[i], e))
	}
	for i, e := range entrees {
		if e.Err == nil && e.Ouverte == nil {
			fmt.Fprintln(a.ios.Out, a.cat.T("sauve.pourreprendre", jeu.CommandeReprise(noms[i], a.cat.Langue())))
			break
		}
	}
	return nil
}
