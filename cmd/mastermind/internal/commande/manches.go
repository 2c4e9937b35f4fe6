package commande

import (
	"flag"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// maxManches bounds --rounds: a run plays at most as many rounds.
const maxManches = 1 << 20

// OptionsManches are the flags that choose a run's rounds (stats and
// tournament): the secrets in their order, how many rounds, from which
// one the statistics count, and whether a program plays them in one
// process. A program in one process keeps state from one round to the
// next, so a fault may need its earlier rounds to show again.
type OptionsManches struct {
	secrets string
	manches int
	depuis  int
	// independants: the secrets are drawn independently of each other
	// (--independent; programme.Tirage), not every one once.
	independants bool
	// unProcessus: a program plays every round in one process
	// (--one-process), faster, but able to remember the rounds before;
	// by default each round gets a fresh process (programme.Options
	// .ParManche).
	unProcessus bool
}

// Enregistre adds --secrets, --rounds, --from-round, --independent and
// --one-process.
func (o *OptionsManches) Enregistre(fs *flag.FlagSet, a *App) {
	fs.StringVar(&o.secrets, "secrets", "", a.Cat.T("labo.drapeau.secrets"))
	fs.IntVar(&o.manches, "rounds", 0, a.Cat.T("labo.drapeau.manches"))
	fs.IntVar(&o.depuis, "from-round", 1, a.Cat.T("labo.drapeau.depuis"))
	fs.BoolVar(&o.independants, "independent", false, a.Cat.T("enclos43.drapeau.independants"))
	fs.BoolVar(&o.unProcessus, "one-process", false, a.Cat.T("processus43.drapeau.unprocessus"))
}

// Applique makes the run's programs play as o says (App.OptionsProgramme):
// a fresh process for each round, or one for the run (--one-process).
// The command calls it once its flags are read.
func (o *OptionsManches) Applique(a *App) { a.unProcessus = o.unProcessus }

// ParManche reports whether a program plays each round in a fresh
// process (the default; not --one-process).
func (o *OptionsManches) ParManche() bool { return !o.unProcessus }

// Independants reports whether the run's secrets are drawn independently
// (--independent).
func (o *OptionsManches) Independants() bool { return o.secrets == "" && o.independants }

// ParDefaut reports whether the run is the usual one: every secret once,
// in the order of the run's seed, all counted.
func (o *OptionsManches) ParDefaut() bool {
	return o.secrets == "" && o.manches == 0 && o.depuis == 1 && !o.independants
}

// Liste is the run's rounds: every secret of e once, in the order of the
// run's seed (App.Ordre), in as many passes as --rounds asks, each in an
// order of its own (with --independent, as many secrets, or --rounds,
// each drawn independently from the seed: programme.Tirage); or the secrets of --secrets (comma or space
// separated, a secret may come back) in their order, repeated from the
// first until --rounds rounds. depuis is the index of the first round
// counted.
//
// Résultat: the secrets, the index; a usage error worded for the user.
func (o *OptionsManches) Liste(a *App, e *code.Espace) ([]code.Code, int, error) {
	if o.manches < 0 || o.manches > maxManches {
		return nil, 0, Usage(a.Cat.T("labo.manches", o.manches, maxManches))
	}
	var secrets []code.Code
	if o.secrets != "" {
		for _, mot := range strings.FieldsFunc(o.secrets, func(r rune) bool { return r == ',' || r == ' ' }) {
			c, err := LireAdmissible(a, mot, e.Taille())
			if err != nil {
				return nil, 0, Usage(a.Cat.T("labo.secret", mot, a.Cat.Erreur(err)))
			}
			secrets = append(secrets, c)
		}
		if len(secrets) == 0 {
			return nil, 0, Usage(a.Cat.T("labo.secrets.vide"))
		}
		if n := len(secrets); o.manches > 0 {
			for i := n; i < o.manches; i++ {
				secrets = append(secrets, secrets[i%n])
			}
			secrets = secrets[:o.manches]
		}
	} else {
		ordre, err := a.Ordre()
		if err != nil {
			return nil, 0, err
		}
		n, manches := len(e.Secrets()), o.manches
		if manches == 0 {
			manches = n
		}
		tire := programme.Ordre
		if o.independants {
			tire = programme.Tirage
		}
		for _, i := range tire(ordre.Graine, n, manches) {
			secrets = append(secrets, e.Code(int(e.Secrets()[i])))
		}
	}
	if o.depuis < 1 || o.depuis > len(secrets) {
		return nil, 0, Usage(a.Cat.T("labo.depuis", o.depuis, len(secrets)))
	}
	return secrets, o.depuis - 1, nil
}

// Ordonnees reports whether the run's rounds follow the order of the
// run's seed (not --secrets).
func (o *OptionsManches) Ordonnees() bool { return o.secrets == "" }

// Arguments are the flags that play round manche (from 1) of the run
// again, for a report's replay command: --secrets secret when secret
// (the round's, in the protocol's letters) is given, the round alone, as
// a fresh process plays it; otherwise the run's rounds again up to that
// one, counting it only (--one-process when the run had it, --secrets
// when the run had them, --independent, --rounds and --from-round).
func (o *OptionsManches) Arguments(manche int, secret string) []string {
	if secret != "" {
		return []string{"--secrets", secret}
	}
	var args []string
	if o.unProcessus {
		args = append(args, "--one-process")
	}
	if o.secrets != "" {
		args = append(args, "--secrets", o.secrets)
	}
	if o.Independants() {
		args = append(args, "--independent")
	}
	return append(args, "--rounds", strconv.Itoa(manche), "--from-round", strconv.Itoa(manche))
}
