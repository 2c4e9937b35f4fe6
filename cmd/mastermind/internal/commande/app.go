// Package commande is the program's command line (cli/cli's root and
// factory): Racine reads the program's flags and runs a command, App is
// what a run gives every command, and the flags' reader and the options,
// errors, JSON and progress lines the commands share. Each command is a
// package of its own below this one (analyse, demo, optimal…): its
// Options, their flags, and its run.
package commande

import (
	"context"
	"flag"
	"io"
	"sync"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/invite"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/iostreams"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/peintre"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/progres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/resultats"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// App is what every command needs (cli/cli's factory): the streams, the
// catalogue of the chosen language, the environment, the program's own
// flags, and what the run shares between its parts (the programs it
// started, the error stream of progress lines).
type App struct {
	IOS    *iostreams.IOStreams
	Cat    *texte.Catalogue
	Getenv func(string) string
	// Saves is the --saves flag, empty when not given.
	Saves string
	// AutoriseProgrammes is the --allow-program flag: a program a save or
	// the settings name runs without asking (see jeu.Consent).
	AutoriseProgrammes bool
	// Graine is the --seed flag of the interactive game.
	Graine Graine
	// Jeu builds the interactive game (cmd/mastermind's menu.go): the
	// menu, resume and history play or read through it.
	Jeu func() (Jeu, error)
	// Horloge tells the time of the durations the user reads (time.Now
	// when nil).
	Horloge func() time.Time
	// It routes Ctrl-C while the menu runs (nil: none, see Interruption).
	It *Interruption
	// Fond is the background chosen in the settings (cmd/mastermind
	// reads them): clair, and whether one was chosen; nil for none.
	Fond func() (clair, choisi bool)

	// labo are the options of the programs used as strategies (cmd:…),
	// programmes those the run started.
	labo       OptionsLabo
	programmes programmes
	// unProcessus: a program plays every round of a run in one process
	// (--one-process, see OptionsManches.Applique), not each round in a
	// fresh one.
	unProcessus bool
	// ordreSecrets is the order in which the run plays its secrets.
	ordreSecrets ordreDesSecrets
	// enclos is the fence of those programs, probed once (sonde; see
	// enclosDuLabo).
	sonde  sync.Once
	enclos programme.Enclos
	// json: the command was asked for JSON; jsonEcrit: it wrote its
	// JSON value (see json.go).
	json, jsonEcrit bool
	// sortieJSON is the standard output under --json, where the JSON
	// value alone goes; texteJSON what took its place (see json.go).
	sortieJSON io.Writer
	texteJSON  *texteSousJSON
	// largeurAide, when not 0, is the width help is laid out for
	// (the manual page's), whatever the output.
	largeurAide int
	// fluxErreurs is the error stream that progress lines share (see
	// Erreurs), made once.
	flux        sync.Once
	fluxErreurs *progres.Flux
	// peintre is the run's one painter (see Peintre), built once.
	unPeintre sync.Once
	peintre   peintre.Peintre
}

// Nouvelle is the App of a run on these streams and this environment, in
// the language the environment asks.
func Nouvelle(getenv func(string) string, ios *iostreams.IOStreams) *App {
	langue, _ := texte.Choisit("", getenv) // without a flag, never an error
	return &App{IOS: ios, Getenv: getenv, Cat: texte.Nouveau(langue)}
}

// Maintenant is the time by the app's clock.
func (a *App) Maintenant() time.Time {
	if a.Horloge != nil {
		return a.Horloge()
	}
	return time.Now()
}

// Langue switches the catalogue to the language of a --lang flag value;
// an empty value keeps the current one.
func (a *App) Langue(drapeau string) error {
	if drapeau == "" {
		return nil
	}
	l, err := texte.Choisit(drapeau, a.Getenv)
	if err != nil {
		return Usage(a.Cat.T("usage.langue", drapeau))
	}
	a.Cat = texte.Nouveau(l)
	return nil
}

// Commande is a command of the program, its row in the table (each
// command's package gives its own: demo.Commande…): its name, its help's
// summary, and Run, which reads its own flags from args (NouveauxDrapeaux,
// Lit) into its options, then runs.
type Commande struct {
	Nom string
	// Alias is another name it answers to (the French one), not listed.
	Alias  string
	Resume texte.Cle // its one-line summary in the catalogue
	// Arguments are its arguments after the options, as the help shows
	// them ("[NOM]"); empty when it takes none.
	Arguments texte.Cle
	// Aide is its help in the catalogue, before its options (the
	// manual page's description of it).
	Aide texte.Cle
	// Drapeaux declares its flags on a flag set, as its Run does (nil:
	// none but the common --lang): help, completion, suggestions and
	// the manual page read that declaration (DeclarationDe).
	Drapeaux func(fs *flag.FlagSet, a *App)
	// Valeurs are the values of its flags for the completion, where
	// they are not the common ones (valeursCommunes: --lang's,
	// --strategy's…).
	Valeurs map[string]Valeurs
	Run     func(ctx context.Context, a *App, args []string) error
}

// nomme reports whether the command is called mot.
func (c Commande) nomme(mot string) bool { return c.Nom == mot || c.Alias == mot }

// Jeu is the interactive game as the commands reach it: cmd/mastermind
// builds it from package jeu, which no command imports.
type Jeu interface {
	// Dossier is the folder of saved games, nil when there is none.
	Dossier() *saves.Dossier
	// Journal is the history of finished rounds, nil when there is none.
	Journal() *historique.Historique
	// Questions is where the game asks the player.
	Questions() invite.Invite
	// Attend makes a wait for the saves folder's guard or the history's
	// lock, held by another program, said after a second and stopped by
	// Ctrl-C (ctx).
	Attend(ctx context.Context)
	// Reprend continues the saved game of file nom, as the menu does.
	Reprend(ctx context.Context, nom string) error
	// Libelle is a save's line in a list, the save named nom.
	Libelle(nom string, e saves.Entree) string
	// CalculeResultats reads the history l into the player's results.
	CalculeResultats(ctx context.Context, l historique.Lecture) (*resultats.Resultats, error)
}
