package main

import (
	"context"
	"crypto/rand"
	"flag"
	"io"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme/enclos"
)

// maxEssaisLabo bounds --max-tries: the lab counts proposals on 16 bits.
const maxEssaisLabo = 10000

// optionsLabo are the flags of the strategies that are programs (cmd:…).
type optionsLabo struct {
	delai     time.Duration
	maxEssais int
	// sansEnclos is --no-fence; limites are read from --fence, written
	// in enclos.
	sansEnclos    bool
	enclos        string
	limitesEnclos enclos.Limites
}

// enregistre adds --timeout and, when essais, --max-tries (demo has its
// own, the board's number of tries).
func (o *optionsLabo) enregistre(fs *flag.FlagSet, a *app, essais bool) {
	fs.DurationVar(&o.delai, "timeout", programme.DelaiParDefaut, a.cat.T("labo.drapeau.delai"))
	if essais {
		fs.IntVar(&o.maxEssais, "max-tries", programme.MaxEssaisParDefaut, a.cat.T("labo.drapeau.essais"))
	}
	fs.StringVar(&o.enclos, "fence", "", a.cat.T("labo.drapeau.enclos"))
	fs.BoolVar(&o.sansEnclos, "no-fence", false, a.cat.T("labo.drapeau.sansenclos"))
}

// verifie refuses a timeout that is not positive and a number of tries
// out of range, then makes o the options of the programs a starts.
func (o *optionsLabo) verifie(a *app, fs *flag.FlagSet) error {
	if o.delai <= 0 {
		return usage(a.cat.T("labo.delai", fs.Lookup("timeout").Value.String()))
	}
	if o.maxEssais < 1 || o.maxEssais > maxEssaisLabo {
		return usage(a.cat.T("labo.essais", o.maxEssais, maxEssaisLabo))
	}
	l, err := enclos.LitLimites(o.enclos)
	if err != nil {
		return usage(a.cat.T("labo.enclos", o.enclos))
	}
	if fi, err := os.Stat(l.Dossier); l.Dossier != "" && (err != nil || !fi.IsDir()) {
		return usage(a.cat.T("labo.enclos.dossier", l.Dossier))
	}
	o.limitesEnclos = l
	a.labo = *o
	return nil
}

// arguments are the flags that run the programs again as o runs them,
// for a replay command: the timeout, the tries when essais (stats and
// tournament have them, demo another meaning), the fence, each when it
// is not the default.
func (o *optionsLabo) arguments(essais bool) []string {
	var args []string
	if o.delai != programme.DelaiParDefaut {
		args = append(args, "--timeout", o.delai.String())
	}
	if essais && o.maxEssais != programme.MaxEssaisParDefaut {
		args = append(args, "--max-tries", strconv.Itoa(o.maxEssais))
	}
	if o.sansEnclos {
		args = append(args, "--no-fence")
	}
	if o.enclos != "" {
		args = append(args, "--fence", o.enclos)
	}
	return args
}

// programmes are the programs a run uses as strategies, one per command,
// started when first asked a proposal and ended when the run ends.
type programmes struct {
	mu     sync.Mutex
	parNom map[string]*programme.Strategie
}

// programme returns the strategy of command nom ("cmd:…"): the same one
// for the whole run, or, in the menu, for the entry whose context ctx is
// (the next entry starts the program again). A command that does not split, or whose program
// cannot be found or run, is a usage error.
func (a *app) programme(ctx context.Context, nom string) (*programme.Strategie, error) {
	cmd, err := programme.LitCommande(nom)
	if err != nil {
		return nil, usage(a.cat.Erreur(err))
	}
	if _, err := exec.LookPath(cmd.Mots[0]); err != nil {
		return nil, usage(a.cat.Erreur(&programme.ErreurLancement{Strategie: nom, Programme: cmd.Mots[0], Err: err}))
	}
	o := a.optionsProgramme(nom)
	p := &a.programmes
	p.mu.Lock()
	defer p.mu.Unlock()
	if s, ok := p.parNom[nom]; ok && !s.Finie() {
		return s, nil
	} else if ok {
		// The menu's entry that started it is over: its program ends,
		// and this entry gets its own.
		_ = s.Close()
	}
	if p.parNom == nil {
		p.parNom = map[string]*programme.Strategie{}
	}
	s := programme.Nouvelle(ctx, cmd, o)
	p.parNom[nom] = s
	return s, nil
}

// optionsProgramme are the options of the program of strategy nom: the
// flags, the fence, the error stream it shares with the run, and the
// run's order of secrets.
func (a *app) optionsProgramme(nom string) programme.Options {
	o, _ := a.ordre()
	return programme.Options{Delai: a.labo.delai, MaxEssais: a.labo.maxEssais, Erreurs: a.erreursProgramme(nom),
		Enclos: programme.Enclos{Sans: a.labo.sansEnclos, Limites: a.labo.limitesEnclos}, Ordre: o.Graine}
}

// ordreDesSecrets is the seed of the order in which a run plays its
// secrets (programme.Ordre), settled once.
type ordreDesSecrets struct {
	once  sync.Once
	ordre rapport.Ordre
	err   error
}

// ordre is the run's order of secrets: the seed a replay gives back in
// the environment (programme.EnvOrdre), else one drawn for this run from
// the system's randomness, where no program can read it. The seed is
// never on a command line: every process of the machine can read those.
//
// Résultat: the order; a usage error when the environment's seed is not
// one.
func (a *app) ordre() (rapport.Ordre, error) {
	o := &a.ordreSecrets
	o.once.Do(func() {
		if v := a.getenv(programme.EnvOrdre); v != "" {
			g, err := programme.LitGraineOrdre(v)
			if err != nil {
				o.err = usage(a.cat.T("labo.ordre", programme.EnvOrdre, v, programme.MaxGraineOrdre))
			}
			o.ordre = rapport.Ordre{Graine: g, Rejeu: true}
			return
		}
		g, err := programme.GraineOrdre(rand.Read)
		o.ordre, o.err = rapport.Ordre{Graine: g}, err
	})
	return o.ordre, o.err
}

// erreursProgramme is where the program of strategy nom writes its error
// stream: the run's, each line whole and led by the strategy's name
// ("[cmd:python3 alice.py] …"), so that a class's thirty programs can be
// told apart, above the progress line when one shows (progres.Flux).
func (a *app) erreursProgramme(nom string) io.Writer {
	return a.erreurs().SourceNommee(prefixeErreurs(nom))
}

// prefixeErreurs leads each line a program writes on its error stream.
func prefixeErreurs(nom string) string { return "[" + nom + "] " }

// fermeProgrammes ends every program the run started, and writes the last
// words of their error streams.
func (a *app) fermeProgrammes() {
	p := &a.programmes
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, s := range p.parNom {
		_ = s.Close()
	}
	p.parNom = nil
	if a.fluxErreurs != nil {
		a.fluxErreurs.Vide()
	}
}
