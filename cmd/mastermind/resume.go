package main

import (
	"context"
	"fmt"

	"mastermind/cmd/mastermind/internal/jeu"
	"mastermind/saves"
)

// resume continues a saved game, or lists the saves when no name is given.
func resume(ctx context.Context, a *app, args []string) error {
	fs, lang := nouveauxDrapeaux(a, "resume")
	fs.StringVar(&a.saves, "saves", a.saves, a.cat.T("drapeau.saves"))
	nom := ""
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		nom, args = args[0], args[1:]
	}
	if err := analyse(a, fs, lang, args, "resume.aide"); err != nil {
		return sansAide(err)
	}
	j, err := a.jeu()
	if err != nil {
		return err
	}
	if nom == "" {
		return listeSauvegardes(a, j)
	}
	if err := saves.VerifieNom(nom); err != nil {
		return usage(a.cat.Erreur(err))
	}
	if err := j.Reprend(ctx, nom); err != nil {
		return usage(a.cat.Erreur(err))
	}
	return nil
}

func listeSauvegardes(a *app, j *jeu.Jeu) error {
	d := j.Sauvegardes
	entrees, err := d.Liste()
	if err != nil {
		return rate(a.cat.Erreur(err))
	}
	if len(entrees) == 0 {
		fmt.Fprintln(a.ios.Out, a.cat.T("sauve.aucune", d.Chemin))
		return nil
	}
	for _, e := range entrees {
		if e.Err != nil {
			fmt.Fprintf(a.ios.Out, "%s — %s\n", e.Nom, a.cat.Erreur(e.Err))
			continue
		}
		fmt.Fprintf(a.ios.Out, "%s — %s\n", e.Nom, j.Decrit(e.Sauvegarde))
	}
	return nil
}
