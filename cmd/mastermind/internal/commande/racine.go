package commande

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/iostreams"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// NomAide is the command that prints the help: "help", alone, the
// program's; "help CMD", CMD's (as "CMD --help").
const NomAide = "help"

// Racine is the program's command line (cli/cli's root command): its
// commands in the help's order, and what main gives the run (the game,
// the commands that are not the game's).
type Racine struct {
	Commandes []Commande
	// Menu is the interactive game, run when no command is given.
	Menu func(ctx context.Context, a *App) error
	// Jeu builds the interactive game for a run (App.Jeu).
	Jeu func(a *App) (Jeu, error)
	// Fond reads the background chosen in the settings for a run
	// (App.Fond): clair, and whether one was chosen.
	Fond func(a *App) (clair, choisi bool)
	// Annexe runs the commands that are not the game's (completion and
	// the hidden __complete), given the table; fait: reste[0] was one.
	Annexe func(ctx context.Context, a *App, cmds []Commande, reste []string) (fait bool, err error)
}

// Run is the whole program: it reads the global flags, then runs the
// command named by the first argument, or the menu when there is none.
// getenv reads the environment. Every error it returns is a sentence for
// the user (see Statut); a result that could not be written is one
// (see sortiePerdue).
func (r Racine) Run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) (err error) {
	a := Nouvelle(getenv, iostreams.Nouveaux(stdin, stdout, stderr, getenv))
	if r.Jeu != nil {
		a.Jeu = func() (Jeu, error) { return r.Jeu(a) }
	}
	if r.Fond != nil {
		a.Fond = func() (bool, bool) { return r.Fond(a) }
	}
	defer a.FermeProgrammes()
	defer func() { err = a.sortiePerdue(err) }()
	cmds := r.Commandes

	fs := flag.NewFlagSet("mastermind", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	lang, aide, voirVersion := new(string), new(bool), new(bool)
	drapeauxProgramme(fs, a, lang, aide, voirVersion)
	reste, err := LitDrapeaux(fs, args)
	if err != nil {
		_ = a.Langue(*lang) // a --lang read before the bad flag
		if s, ok := a.drapeauDeCommande(ctx, err, args, cmds); ok {
			return Usage(s)
		}
		return Usage(MessageDrapeau(a.Cat, err, ""))
	}
	if err := a.Langue(*lang); err != nil {
		return err
	}
	if a.IOS.Fermee() {
		// A closed output (">&-"): whatever runs, its result is lost.
		return Rate(a.Cat.Erreur(a.IOS.ErreurSortie()))
	}
	switch {
	case *aide:
		return a.Aide(a.Cat.T("programme.aide", resumes(a.Cat, cmds)))
	case *voirVersion:
		fmt.Fprint(a.IOS.Out, IdentiteBinaire().Texte(a.Cat))
		return nil
	}
	if len(reste) == 0 {
		return a.traduit(r.Menu(ctx, a))
	}
	noms := make([]string, len(cmds))
	for i, c := range cmds {
		noms[i] = c.Nom
	}
	switch {
	case reste[0] == NomAide && len(reste) == 1:
		return a.Aide(a.Cat.T("programme.aide", resumes(a.Cat, cmds)))
	case reste[0] == NomManuel && len(reste) == 1:
		return a.Manuel(ctx, cmds)
	case reste[0] == NomAide:
		// help TOPIC (help, completion, environment), else help CMD,
		// which is CMD --help.
		if ok, err := a.AideSujet(reste[1]); ok {
			return err
		}
		if !slices.ContainsFunc(cmds, func(c Commande) bool { return c.nomme(reste[1]) }) {
			return Usage(a.inconnue("usage.sujetinconnu", "usage.sujetproche", reste[1], append(slices.Clone(noms), Sujets()...)))
		}
		reste = []string{reste[1], "--help"}
	case r.Annexe != nil:
		if fait, err := r.Annexe(ctx, a, cmds, reste); fait {
			return err
		}
	}
	i := slices.IndexFunc(cmds, func(c Commande) bool { return c.nomme(reste[0]) })
	if i < 0 {
		return Usage(a.inconnue("usage.inconnue", "usage.inconnueproche", reste[0], noms, NomAide, SujetCompletion))
	}
	// The command's flags are described in the language asked, wherever
	// --lang stands among them (its help and usage errors included); a
	// bad value is reported when the flags are read.
	pre := PreLit(reste[1:])
	_ = a.Langue(pre.langue)
	a.json = pre.json
	a.debutJSON()
	err = a.traduit(cmds[i].Run(ctx, a, reste[1:]))
	a.finJSON(err)
	return err
}

// inconnue words an unknown command or help topic mot: with cle (the
// word, then noms, the names it may be), or with proche (the word, then
// the names of noms and autres close to it) when there are some ("did
// you mean stats?").
func (a *App) inconnue(cle, proche texte.Cle, mot string, noms []string, autres ...string) string {
	if p := Suggestions(mot, append(slices.Clone(noms), autres...)); len(p) > 0 {
		return a.Cat.T(proche, mot, strings.Join(p, a.Cat.T("usage.ou")))
	}
	return a.Cat.T(cle, mot, strings.Join(noms, ", "))
}

// drapeauDeCommande words a flag typed before the command it belongs to
// ("mastermind --pegs 5 demo"): "--pegs est une option de demo : tapez
// « mastermind demo --pegs 5 »", with the arguments in the order they
// are read. ok is false when err is another error, or the flag is no
// option of the command that follows.
func (a *App) drapeauDeCommande(ctx context.Context, err error, args []string, cmds []Commande) (string, bool) {
	var e *erreurDrapeau
	if !errors.As(err, &e) || !errors.Is(err, errDrapeauInconnu) {
		return "", false
	}
	for i, mot := range args {
		if mot == "--" {
			break
		}
		k := slices.IndexFunc(cmds, func(c Commande) bool { return c.nomme(mot) })
		if k < 0 {
			continue
		}
		if _, existe := DrapeauxDe(ctx, a, cmds[k])["--"+e.nom]; !existe {
			return "", false
		}
		ligne := append(append([]string{"mastermind", mot}, args[:i]...), args[i+1:]...)
		return a.Cat.T("usage.drapeaucommande", e.tape, mot, strings.Join(ligne, " ")), true
	}
	return "", false
}

// traduit makes sure the error the user reads is a sentence: Ctrl-C and a
// cancelled context become "Interrupted" (exit 130), an error the
// subcommand already worded passes, anything else is worded by the
// catalogue.
func (a *App) traduit(err error) error {
	var e *echec
	switch {
	case err == nil:
		return nil
	case errors.As(err, &e):
		return e
	case errors.Is(err, context.Canceled), errors.Is(err, invite.ErrInterrompu):
		return Interrompu(a.Cat.T("interrompu"))
	case errors.Is(err, invite.ErrIllisible):
		return Usage(a.Cat.T("invite.illisible", invite.MaxRefus))
	case errors.Is(err, invite.ErrFin):
		return nil
	}
	return Rate(a.Cat.Erreur(err))
}

// resumes lists the subcommands with their one-line summaries, for the
// help.
func resumes(cat *texte.Catalogue, cmds []Commande) string {
	var b strings.Builder
	for _, c := range cmds {
		usage := c.Nom + " [options]"
		if len(c.Arguments) > 0 {
			usage += " " + cat.T(c.Arguments)
		}
		fmt.Fprintf(&b, "  mastermind %-32s %s\n", usage, cat.T(c.Resume))
	}
	return b.String()
}
