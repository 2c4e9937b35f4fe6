package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/jeu"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie"
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

func (o *optionsRapport) enregistre(fs *flag.FlagSet, a *app) {
	fs.BoolVar(&o.csv, "csv", false, a.cat.T("tournoi.drapeau.csv"))
	fs.StringVar(&o.html, "html", "", a.cat.T("tournoi.drapeau.html"))
	fs.StringVar(&o.rapports, "reports", "", a.cat.T("tournoi.drapeau.rapports"))
	fs.BoolVar(&o.verifie, "check", false, a.cat.T("tournoi.drapeau.verifie"))
}

// libres refuses, before anything is played, an HTML page or a report
// of the programs among noms that would replace a file the lab did not
// write, and a reports' folder that is not one.
func (o *optionsRapport) libres(a *app, noms []string) error {
	if o.html != "" {
		if err := rapport.Libre(o.html); err != nil {
			return a.erreurFichier(err)
		}
	}
	if o.rapports != "" {
		if _, err := rapport.LibresRapports(o.rapports, noms); err != nil {
			return a.erreurFichier(err)
		}
	}
	return nil
}

// ecrit writes the HTML page and the reports the flags ask for.
func (o *optionsRapport) ecrit(a *app, res *rapport.Resultats, titre string) error {
	if o.html != "" {
		var b bytes.Buffer
		if err := res.EcritHTML(&b, a.cat, titre); err != nil {
			return err
		}
		if err := a.erreurFichier(rapport.Ecrit(o.html, b.Bytes())); err != nil {
			return err
		}
	}
	if o.rapports != "" {
		if _, err := res.EcritRapports(o.rapports, a.cat, titre); err != nil {
			return a.erreurFichier(err)
		}
	}
	return nil
}

// erreurFichier words the error of a file the lab writes for a teacher.
func (a *app) erreurFichier(err error) error {
	var etranger *rapport.ErreurEtranger
	switch {
	case err == nil:
		return nil
	case errors.As(err, &etranger):
		return rate(a.cat.T("tournoi.etranger", etranger.Chemin))
	}
	return rate(a.cat.Erreur(err))
}

// rejouer is the command that plays a failed program's run again up to
// its fault, counting that round only: the same size, the same rounds
// before it in the same order (the run's seed given back in the
// environment, never on the command line, which the programs can read),
// and every option that changes how the program runs (--timeout,
// --max-tries, --no-fence, --fence); "" when the fault is not in a round
// (the program did not start).
func rejouer(a *app, nom string, t code.Taille, m *optionsManches, err error) string {
	var e *programme.ErreurProgramme
	if !errors.As(err, &e) || e.Manche == 0 {
		return ""
	}
	args := []string{"mastermind", "stats", "--strategy", nom, "--pegs", strconv.Itoa(t.Pions), "--colors", strconv.Itoa(t.Couleurs)}
	if t.SansRepetition {
		args = append(args, "--no-repeat")
	}
	args = append(args, a.labo.arguments(true)...)
	args = append(args, m.arguments(e.Manche)...)
	if !m.ordonnees() {
		return citeShell(args)
	}
	return a.avecOrdre(citeShell(args))
}

// avecOrdre leads command with the run's seed of the order, in the
// environment (VAR=SEED command), as a POSIX shell reads it.
func (a *app) avecOrdre(commande string) string {
	o, _ := a.ordre()
	return programme.EnvOrdre + "=" + strconv.FormatUint(o.Graine, 10) + " " + commande
}

// citeShell writes words as a POSIX shell reads them back: a word with
// anything but letters, digits and ,._+:=/@%- between single quotes.
func citeShell(mots []string) string {
	cites := make([]string, len(mots))
	for i, m := range mots {
		sur := m != "" && strings.IndexFunc(m, func(r rune) bool {
			return !(r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune(",._+:=/@%-", r)))
		}) < 0
		if sur {
			cites[i] = m
		} else {
			cites[i] = "'" + strings.ReplaceAll(m, "'", `'\''`) + "'"
		}
	}
	return strings.Join(cites, " ")
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
// seed of the order (a.ordre, as a tournament's), and the line says it is
// ready, or the report says what is wrong and how to replay this check;
// the last line gives the seed. Built-in strategies are always ready.
//
// Résultat: nil when every program is ready; a failure (status 1)
// otherwise; the context's error.
func verifieProgrammes(ctx context.Context, a *app, noms []string) error {
	ordre, err := a.ordre()
	if err != nil {
		return err
	}
	var tailles []string
	var secrets []code.Code
	for _, t := range taillesVerifiees {
		tailles = append(tailles, jeu.TitreTaille(a.cat, t))
		i := programme.Ordre(ordre.Graine, t.NombreSecrets(), 1)[0]
		for s := range t.Secrets() {
			if i--; i < 0 {
				secrets = append(secrets, s)
				break
			}
		}
	}
	rates := 0
	for _, nom := range noms {
		if !programme.EstCommande(nom) {
			continue
		}
		cmd, err := programme.LitCommande(nom)
		if err == nil {
			for i, t := range taillesVerifiees {
				s := programme.Nouvelle(ctx, cmd, a.optionsProgramme(nom))
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
			fmt.Fprintln(a.ios.Out, mise(a, a.cat.T("tournoi.verifie.pasprete", nom)))
			fmt.Fprintln(a.ios.Out, mise(a, a.cat.Erreur(err)))
			args := append(append([]string{"mastermind", "tournament", "--check"}, a.labo.arguments(true)...), nom)
			fmt.Fprintln(a.ios.Out, mise(a, a.cat.T("tournoi.verifie.rejouer", a.avecOrdre(citeShell(args)))))
			continue
		}
		fmt.Fprintln(a.ios.Out, mise(a, a.cat.T("tournoi.verifie.prete", nom, strings.Join(tailles, " / "))))
	}
	fmt.Fprintln(a.ios.Out, mise(a, a.cat.T("tournoi.verifie.graine", ordre.Graine, programme.EnvOrdre, ordre.Graine)))
	if rates > 0 {
		return rate(a.cat.Pluriel(rates, "tournoi.verifie.echoue1", "tournoi.verifie.echouees", a.cat.Nombre(rates, texte.NomStrategie)))
	}
	return nil
}

// statsDesManches are the statistics of s over the rounds of secrets
// counted from index depuis (--secrets, --rounds, --from-round): a
// program plays them all, in order, once started; a built-in strategy's
// figures are read off its decision tree. Secrets and Coups follow the
// rounds counted, a secret played twice counting twice.
func statsDesManches(ctx context.Context, a *app, s strategie.Strategie, e *code.Espace, secrets []code.Code, depuis int, o strategie.Options) (*strategie.Stats, error) {
	debut := a.maintenant()
	var coups []uint16
	if p, ok := s.(*programme.Strategie); ok {
		po := a.optionsProgramme(s.Nom())
		po.Avancement = o.Avancement
		c, err := programme.JoueManches(ctx, p.Commande(), e.Taille(), secrets, po)
		if err != nil {
			return nil, err
		}
		coups = c[depuis:]
	} else {
		st, err := strategie.Calcule(ctx, s, e, o)
		if err != nil {
			return nil, err
		}
		coups = coupsDesManches(e, st.Coups, secrets[depuis:])
	}
	st := &strategie.Stats{Strategie: s.Nom(), Taille: e.Taille(), Graine: o.Graine, Coups: coups}
	for i, n := range coups {
		st.Secrets = append(st.Secrets, int32(e.Taille().Index(secrets[depuis+i])))
		st.Total += int(n)
		st.Max = max(st.Max, int(n))
	}
	st.Distribution = make([]int, st.Max+1)
	for _, n := range coups {
		st.Distribution[n]++
	}
	st.Duree = a.maintenant().Sub(debut)
	return st, nil
}

// avecRejouer adds to a program's report the command that replays its
// run up to the fault.
func avecRejouer(a *app, err error, nom string, t code.Taille, m *optionsManches) error {
	var e *programme.ErreurProgramme
	if !errors.As(err, &e) {
		return err
	}
	r := rejouer(a, nom, t, m, err)
	if r == "" {
		return err
	}
	return rate(a.cat.Erreur(err) + "\n" + a.cat.T("tournoi.rejouer", r))
}
