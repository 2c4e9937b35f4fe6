package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/iostreams"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/progres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// app is what every subcommand needs: the streams, the catalogue of the
// chosen language, and the environment.
type app struct {
	ios    *iostreams.IOStreams
	cat    *texte.Catalogue
	getenv func(string) string
	// saves is the --saves flag, empty when not given.
	saves string
	// autoriseProgrammes is the --allow-program flag: a program a save or
	// the settings name runs without asking (see jeu.Consent).
	autoriseProgrammes bool
	// graine is the --seed flag of the interactive game.
	graine graine
	// labo are the options of the programs used as strategies (cmd:…),
	// programmes those the run started.
	labo       optionsLabo
	programmes programmes
	// ordreSecrets is the order in which the run plays its secrets.
	ordreSecrets ordreDesSecrets
	// json: the subcommand was asked for JSON; jsonEcrit: it wrote its
	// JSON value (see json.go).
	json, jsonEcrit bool
	// horloge tells the time of the durations the user reads (time.Now
	// when nil).
	horloge func() time.Time
	// it routes Ctrl-C while the menu runs (nil: none, see interruption).
	it *interruption
	// fluxErreurs is the error stream that progress lines share (see
	// erreurs), made once.
	flux        sync.Once
	fluxErreurs *progres.Flux
}

// maintenant is the time by the app's clock.
func (a *app) maintenant() time.Time {
	if a.horloge != nil {
		return a.horloge()
	}
	return time.Now()
}

// commande is a subcommand: it parses its own flags from args.
type commande struct {
	nom string
	// alias is another name it answers to (the French one), not listed.
	alias  string
	resume texte.Cle // its one-line summary in the catalogue
	// arguments are its arguments after the options, as the help shows
	// them ("[NOM]"); empty when it takes none.
	arguments texte.Cle
	run       func(ctx context.Context, a *app, args []string) error
}

// commandes are the subcommands, in the help's order.
func commandes() []commande {
	return []commande{
		{nom: "analyse", resume: "analyse.resume", arguments: "analyse.args", run: analyseCommande},
		{nom: "demo", resume: "demo.resume", run: demo},
		{nom: "exercises", alias: "exercices", resume: "exercices.resume", arguments: "exercices.args", run: exercices},
		{nom: "history", alias: "historique", resume: "historique.resume", run: historiqueCommande},
		{nom: "optimal", resume: "optimal.resume", run: commandeOptimal},
		{nom: "resume", resume: "resume.resume", arguments: "aide.args.resume", run: resume},
		{nom: "solve", resume: "solve.resume", arguments: "aide.args.solve", run: solve},
		{nom: "stats", resume: "stats.resume", run: stats},
		{nom: "tournament", resume: "tournoi.resume", arguments: "aide.args.tournoi", run: tournoi},
		{nom: "verify-tree", resume: "verifarbre.resume", arguments: "aide.args.verifarbre", run: verifieArbre},
	}
}

// run is the whole program: it reads the global flags, then runs the
// subcommand named by the first argument, or the menu when there is none.
// getenv reads the environment. Every error it returns is a sentence for
// the user (see echec); a result that could not be written is one
// (see sortiePerdue).
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) (err error) {
	a := &app{ios: iostreams.Nouveaux(stdin, stdout, stderr, getenv), getenv: getenv}
	defer a.fermeProgrammes()
	defer func() { err = a.sortiePerdue(err) }()
	langue, _ := texte.Choisit("", a.getenv) // without a flag, never an error
	a.cat = texte.Nouveau(langue)
	cmds := commandes()

	fs := flag.NewFlagSet("mastermind", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	lang := fs.String("lang", "", "")
	fs.StringVar(&a.saves, "saves", "", "")
	fs.BoolVar(&a.autoriseProgrammes, "allow-program", false, "")
	fs.Var(&a.graine, "seed", "")
	aide := fs.Bool("help", false, "")
	fs.BoolVar(aide, "h", false, "")
	voirVersion := fs.Bool("version", false, "")
	reste, err := litDrapeaux(fs, args)
	if err != nil {
		_ = a.langue(*lang) // a --lang read before the bad flag
		if s, ok := a.drapeauDeCommande(ctx, err, args, cmds); ok {
			return usage(s)
		}
		return usage(messageDrapeau(a.cat, err, ""))
	}
	if err := a.langue(*lang); err != nil {
		return err
	}
	switch {
	case *aide:
		fmt.Fprint(a.ios.Out, a.cat.T("programme.aide", resumes(a.cat, cmds)))
		return nil
	case *voirVersion:
		fmt.Fprint(a.ios.Out, identiteBinaire().texte(a.cat))
		return nil
	}
	if len(reste) == 0 {
		return a.traduit(menu(ctx, a))
	}
	reste, fait, err := a.annexe(ctx, reste, cmds)
	if fait {
		return err
	}
	i := slices.IndexFunc(cmds, func(c commande) bool { return c.nom == reste[0] || c.alias == reste[0] })
	if i < 0 {
		noms := make([]string, len(cmds))
		for i, c := range cmds {
			noms[i] = c.nom
		}
		return usage(a.cat.T("usage.inconnue", reste[0], strings.Join(noms, ", ")))
	}
	// The command's flags are described in the language asked, wherever
	// --lang stands among them (its help and usage errors included); a
	// bad value is reported when the flags are read.
	pre := preLit(reste[1:])
	_ = a.langue(pre.langue)
	a.json = pre.json
	err = a.traduit(cmds[i].run(ctx, a, reste[1:]))
	a.finJSON(err)
	return err
}

// drapeauDeCommande words a flag typed before the command it belongs to
// ("mastermind --pegs 5 demo"): "--pegs est une option de demo : tapez
// « mastermind demo --pegs 5 »", with the arguments in the order they
// are read. ok is false when err is another error, or the flag is no
// option of the command that follows.
func (a *app) drapeauDeCommande(ctx context.Context, err error, args []string, cmds []commande) (string, bool) {
	var e *erreurDrapeau
	if !errors.As(err, &e) || !errors.Is(err, errDrapeauInconnu) {
		return "", false
	}
	for i, mot := range args {
		if mot == "--" {
			break
		}
		k := slices.IndexFunc(cmds, func(c commande) bool { return c.nom == mot || c.alias == mot })
		if k < 0 {
			continue
		}
		if _, existe := a.drapeauxDe(ctx, cmds[k])["--"+e.nom]; !existe {
			return "", false
		}
		ligne := append(append([]string{"mastermind", mot}, args[:i]...), args[i+1:]...)
		return a.cat.T("usage.drapeaucommande", e.tape, mot, strings.Join(ligne, " ")), true
	}
	return "", false
}

// langue switches the catalogue to the language of a --lang flag value;
// an empty value keeps the current one.
func (a *app) langue(drapeau string) error {
	if drapeau == "" {
		return nil
	}
	l, err := texte.Choisit(drapeau, a.getenv)
	if err != nil {
		return usage(a.cat.T("usage.langue", drapeau))
	}
	a.cat = texte.Nouveau(l)
	return nil
}

// traduit makes sure the error the user reads is a sentence: Ctrl-C and a
// cancelled context become "Interrupted" (exit 130), an error the
// subcommand already worded passes, anything else is worded by the
// catalogue.
func (a *app) traduit(err error) error {
	var e *echec
	switch {
	case err == nil:
		return nil
	case errors.As(err, &e):
		return e
	case errors.Is(err, context.Canceled), errors.Is(err, invite.ErrInterrompu):
		return interrompu(a.cat.T("interrompu"))
	case errors.Is(err, invite.ErrIllisible):
		return usage(a.cat.T("invite.illisible", invite.MaxRefus))
	case errors.Is(err, invite.ErrFin):
		return nil
	}
	return rate(a.cat.Erreur(err))
}

// resumes lists the subcommands with their one-line summaries, for the
// help.
func resumes(cat *texte.Catalogue, cmds []commande) string {
	var b strings.Builder
	for _, c := range cmds {
		usage := c.nom + " [options]"
		if len(c.arguments) > 0 {
			usage += " " + cat.T(c.arguments)
		}
		fmt.Fprintf(&b, "  mastermind %-32s %s\n", usage, cat.T(c.resume))
	}
	return b.String()
}
