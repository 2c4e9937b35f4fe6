package cmdtournament

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/statistiques"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/saves/disque"
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

// libres refuses, before anything is played, an HTML page or a report
// of the programs among noms that would replace a file the lab did not
// write, and a reports' folder that is not one.
func (o *optionsRapport) libres(a *commande.App, noms []string) error {
	if o.html != "" {
		if err := rapport.Libre(o.html); err != nil {
			return erreurFichier(a, err)
		}
	}
	if o.rapports != "" {
		if _, err := rapport.LibresRapports(o.rapports, noms); err != nil {
			return erreurFichier(a, err)
		}
	}
	if d := o.dossierErreurs(a); d != "" {
		if fi, err := os.Lstat(d); err == nil && !fi.IsDir() {
			return erreurFichier(a, &rapport.ErreurEtranger{Chemin: d, Err: disque.ErrPasRegulier})
		}
		if err := rapport.LibresErreurs(d, noms); err != nil {
			return erreurFichier(a, err)
		}
	}
	return nil
}

// dossierErreurs is where the programs' error streams are kept: the
// folder of --stderr, else the reports' one; "" for none.
func (o *optionsRapport) dossierErreurs(a *commande.App) string {
	if d := a.DossierErreurs(); d != "" {
		return d
	}
	return o.rapports
}

// erreurs gives each program's entry of res what it wrote on its error
// stream, and keeps it, one file per program, where dossierErreurs says,
// each entry naming its file.
func (o *optionsRapport) erreurs(a *commande.App, res *rapport.Resultats) error {
	var noms []string
	for _, e := range res.Entrees {
		if programme.EstCommande(e.Nom) {
			g := rapport.Garde(a.ReleveErreurs(e.Nom))
			e.Erreurs = &g
			noms = append(noms, e.Nom)
		}
	}
	d := o.dossierErreurs(a)
	if d == "" {
		return nil
	}
	chemins, err := a.EcritErreurs(d, noms)
	if err != nil {
		return erreurFichier(a, err)
	}
	for _, e := range res.Entrees {
		e.FichierErreurs = chemins[e.Nom]
	}
	return nil
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
// on each of taillesVerifiees, against a secret drawn from the run's
// seed of the order (App.Ordre, as a tournament's), run as labo says, and
// the line says it is ready, or the report says what is wrong and how to
// replay this check; the last line gives the seed. Built-in strategies
// are always ready.
//
// Résultat: nil when every program is ready; a failure (status 1)
// otherwise; the context's error.
func verifieProgrammes(ctx context.Context, a *commande.App, noms []string, labo *commande.OptionsLabo) error {
	ordre, err := a.Ordre()
	if err != nil {
		return err
	}
	var tailles []string
	var secrets []code.Code
	for _, t := range taillesVerifiees {
		tailles = append(tailles, statistiques.TitreTaille(a.Cat, t))
		i := programme.Ordre(ordre.Graine, t.NombreSecrets(), 1)[0]
		for s := range t.Secrets() {
			if i--; i < 0 {
				secrets = append(secrets, s)
				break
			}
		}
	}
	rates, programmes := 0, 0
	for _, nom := range noms {
		if !programme.EstCommande(nom) {
			// A built-in strategy: said ready, never silent.
			fmt.Fprintln(a.IOS.Out, commande.Mise(a, a.Cat.T("tournoi.verifie.integree", nom)))
			continue
		}
		programmes++
		cmd, err := programme.LitCommande(nom)
		if err == nil {
			for i, t := range taillesVerifiees {
				s := programme.Nouvelle(ctx, cmd, a.OptionsProgramme(nom))
				_, err = s.Essaie(ctx, t, secrets[i])
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
			args := append(append([]string{"mastermind", "tournament", "--check"}, labo.Arguments(true)...), nom)
			fmt.Fprintln(a.IOS.Out, commande.Mise(a, a.Cat.T("tournoi.verifie.rejouer", a.AvecOrdre(commande.CiteShell(args)))))
			continue
		}
		fmt.Fprintln(a.IOS.Out, commande.Mise(a, a.Cat.T("tournoi.verifie.prete", nom, strings.Join(tailles, " / "))))
	}
	if programmes > 0 {
		// The seed replays the secrets a program was checked on; a
		// built-in strategy plays none.
		fmt.Fprintln(a.IOS.Out, commande.Mise(a, a.Cat.T("tournoi.verifie.graine", ordre.Graine, programme.EnvOrdre, ordre.Graine)))
	}
	if rates > 0 {
		return commande.Rate(a.Cat.Pluriel(rates, "tournoi.verifie.echoue1", "tournoi.verifie.echouees", a.Cat.Nombre(rates, texte.NomStrategie)))
	}
	return nil
}
