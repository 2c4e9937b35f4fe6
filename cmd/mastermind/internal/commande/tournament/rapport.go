package tournament

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// optionsRapport are the tournament's outputs for a class: CSV instead of
// the table, an HTML page, a report per program; and --check, which only
// tries each program.
type optionsRapport struct {
	csv      bool
	html     string
	rapports string
	verifie  bool
}

func (o *optionsRapport) enregistre(fs *flag.FlagSet, a *commande.App) {
	fs.BoolVar(&o.csv, "csv", false, a.Cat.T("tournoi.drapeau.csv"))
	fs.StringVar(&o.html, "html", "", a.Cat.T("tournoi.drapeau.html"))
	fs.StringVar(&o.rapports, "reports", "", a.Cat.T("tournoi.drapeau.rapports"))
	fs.BoolVar(&o.verifie, "check", false, a.Cat.T("tournoi.drapeau.verifie"))
}

// libres refuses, before anything is played, an HTML page that would
// replace a file the lab did not write.
func (o *optionsRapport) libres(a *commande.App) error {
	if o.html == "" {
		return nil
	}
	return erreurFichier(a, rapport.Libre(o.html))
}

// ecrit writes the HTML page and the reports the flags ask for.
func (o *optionsRapport) ecrit(a *commande.App, res *rapport.Resultats, titre string) error {
	if o.html != "" {
		var b bytes.Buffer
		if err := res.EcritHTML(&b, a.Cat, titre); err != nil {
			return err
		}
		if err := erreurFichier(a, rapport.Ecrit(o.html, b.Bytes())); err != nil {
			return err
		}
	}
	if o.rapports != "" {
		if _, err := res.EcritRapports(o.rapports, a.Cat, titre); err != nil {
			return erreurFichier(a, err)
		}
	}
	return nil
}

// erreurFichier words the error of a file the lab writes for a teacher.
func erreurFichier(a *commande.App, err error) error {
	var etranger *rapport.ErreurEtranger
	switch {
	case err == nil:
		return nil
	case errors.As(err, &etranger):
		return commande.Rate(a.Cat.T("tournoi.etranger", etranger.Chemin))
	}
	return commande.Rate(a.Cat.Erreur(err))
}

// taillesVerifiees are the sizes tournament --check tries a program on:
// small, the course's, without repeats, large.
var taillesVerifiees = []code.Taille{
	{Pions: 3, Couleurs: 4},
	{Pions: 4, Couleurs: 6},
	{Pions: 4, Couleurs: 6, SansRepetition: true},
	{Pions: 5, Couleurs: 8},
}

// verifieProgrammes is tournament --check: each program plays one round
// against a secret drawn with graine on each of taillesVerifiees, and the
// line says it is ready, or the report says what is wrong. Built-in
// strategies are always ready.
//
// Résultat: nil when every program is ready; a failure (status 1)
// otherwise; the context's error.
func verifieProgrammes(ctx context.Context, a *commande.App, noms []string, graine uint64) error {
	r := rand.New(rand.NewPCG(graine, 0))
	var tailles []string
	for _, t := range taillesVerifiees {
		tailles = append(tailles, jeu.TitreTaille(a.Cat, t))
	}
	rates := 0
	for _, nom := range noms {
		if !programme.EstCommande(nom) {
			// A built-in strategy: said ready, never silent.
			fmt.Fprintln(a.IOS.Out, commande.Mise(a, a.Cat.T("tournoi.verifie.integree", nom)))
			continue
		}
		cmd, err := programme.LitCommande(nom)
		if err == nil {
			for _, t := range taillesVerifiees {
				s := programme.Nouvelle(ctx, cmd, a.OptionsProgramme(nom))
				_, err = s.Essaie(ctx, t, t.Aleatoire(r))
				if err != nil {
					break
				}
			}
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if err != nil {
			rates++
			fmt.Fprintln(a.IOS.Out, commande.Mise(a, a.Cat.T("tournoi.verifie.pasprete", nom)))
			fmt.Fprintln(a.IOS.Out, commande.Mise(a, a.Cat.Erreur(err)))
			continue
		}
		fmt.Fprintln(a.IOS.Out, commande.Mise(a, a.Cat.T("tournoi.verifie.prete", nom, strings.Join(tailles, " / "))))
	}
	if rates > 0 {
		return commande.Rate(a.Cat.Pluriel(rates, "tournoi.verifie.echoue1", "tournoi.verifie.echouees", a.Cat.Nombre(rates, texte.NomStrategie)))
	}
	return nil
}
