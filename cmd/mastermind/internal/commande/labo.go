package commande

import (
	"context"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/enclos"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// maxEssaisLabo bounds --max-tries: the lab counts proposals on 16 bits.
const maxEssaisLabo = 10000

// OptionsLabo are the flags of the strategies that are programs (cmd:…).
type OptionsLabo struct {
	delai time.Duration
	// MaxEssais is --max-tries.
	MaxEssais int
	// sansEnclos is --no-fence; limites are read from --fence, written
	// in enclos.
	sansEnclos    bool
	enclos        string
	limitesEnclos enclos.Limites
	// erreurs is --stderr: the folder where each program's error stream
	// is kept ("": none); lu: a command line gave these options (the
	// interactive game has none).
	erreurs string
	lu      bool
}

// Enregistre adds --timeout and, when essais, --max-tries (demo has its
// own, the board's number of tries).
func (o *OptionsLabo) Enregistre(fs *flag.FlagSet, a *App, essais bool) {
	fs.DurationVar(&o.delai, "timeout", programme.DelaiParDefaut, a.Cat.T("labo.drapeau.delai"))
	if essais {
		fs.IntVar(&o.MaxEssais, "max-tries", programme.MaxEssaisParDefaut, a.Cat.T("labo.drapeau.essais"))
	}
	fs.StringVar(&o.enclos, "fence", "", a.Cat.T("labo.drapeau.enclos"))
	fs.BoolVar(&o.sansEnclos, "no-fence", false, a.Cat.T("labo.drapeau.sansenclos"))
	fs.StringVar(&o.erreurs, "stderr", "", a.Cat.T("enclos43.erreurs.drapeau", programme.TeteJournal>>10, programme.QueueJournal>>10))
}

// Verifie refuses a timeout that is not positive and a number of tries
// out of range, then makes o the options of the programs a starts.
func (o *OptionsLabo) Verifie(a *App, fs *flag.FlagSet) error {
	if o.delai <= 0 {
		return Usage(a.Cat.T("labo.delai", fs.Lookup("timeout").Value.String()))
	}
	if o.MaxEssais < 1 || o.MaxEssais > maxEssaisLabo {
		return Usage(a.Cat.T("labo.essais", o.MaxEssais, maxEssaisLabo))
	}
	l, err := enclos.LitLimites(o.enclos)
	if err != nil {
		return Usage(a.Cat.T("labo.enclos", o.enclos))
	}
	if fi, err := os.Stat(l.Dossier); l.Dossier != "" && (err != nil || !fi.IsDir()) {
		return Usage(a.Cat.T("labo.enclos.dossier", l.Dossier))
	}
	if fi, err := os.Lstat(o.erreurs); o.erreurs != "" && err == nil && !fi.IsDir() {
		return Usage(a.Cat.T("enclos43.erreurs.pasdossier", o.erreurs))
	}
	o.limitesEnclos = l
	o.lu = true
	a.labo = *o
	return nil
}

// programmes are the programs a run uses as strategies, one per command,
// started when first asked a proposal and ended when the run ends.
type programmes struct {
	mu     sync.Mutex
	parNom map[string]*programme.Strategie
	// journaux keep each program's error stream, by strategy, for the
	// whole run (every start of the program), noms in the order they
	// came; fichiers are the files where they were written.
	journaux map[string]*programme.Journal
	noms     []string
	fichiers map[string]string
}

// Programme returns the strategy of command nom ("cmd:…"): the same one
// for the whole run, or, in the menu, for the entry whose context ctx is
// (the next entry starts the program again). A command that does not split, or whose program
// cannot be found or run, is a usage error.
func (a *App) Programme(ctx context.Context, nom string) (*programme.Strategie, error) {
	cmd, err := programme.LitCommande(nom)
	if err != nil {
		return nil, Usage(a.Cat.Erreur(err))
	}
	if _, err := exec.LookPath(cmd.Mots[0]); err != nil {
		return nil, Usage(a.Cat.Erreur(&programme.ErreurLancement{Strategie: nom, Programme: cmd.Mots[0], Err: err}))
	}
	o := a.OptionsProgramme(nom)
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

// OptionsProgramme are the options of the program of strategy nom: the
// flags, the fence, the error stream it shares with the run, the run's
// order of secrets, and a fresh process for each round of a run unless
// --one-process.
func (a *App) OptionsProgramme(nom string) programme.Options {
	o, _ := a.Ordre()
	return programme.Options{Delai: a.labo.delai, MaxEssais: a.labo.MaxEssais, Erreurs: a.erreursProgramme(nom),
		Enclos: a.enclosDuLabo(), Ordre: o.Graine, ParManche: !a.unProcessus}
}

// ordreDesSecrets is the seed of the order in which a run plays its
// secrets (programme.Ordre), settled once.
type ordreDesSecrets struct {
	once  sync.Once
	ordre rapport.Ordre
	err   error
}

// Ordre is the run's order of secrets: the seed a replay gives back in
// the environment (programme.EnvOrdre), else one drawn for this run from
// the system's randomness, where no program can read it. The seed is
// never on a command line: every process of the machine can read those.
//
// Résultat: the order; a usage error when the environment's seed is not
// one.
func (a *App) Ordre() (rapport.Ordre, error) {
	o := &a.ordreSecrets
	o.once.Do(func() {
		if v := a.Getenv(programme.EnvOrdre); v != "" {
			g, err := programme.LitGraineOrdre(v)
			if err != nil {
				o.err = Usage(a.Cat.T("labo.ordre", programme.EnvOrdre, v, programme.MaxGraineOrdre))
			}
			o.ordre = rapport.Ordre{Graine: g, Rejeu: true}
			return
		}
		g, err := programme.GraineOrdre(rand.Read)
		o.ordre, o.err = rapport.Ordre{Graine: g}, err
	})
	return o.ordre, o.err
}

// AvecOrdre leads command with the run's seed of the order, in the
// environment (VAR=SEED command), as a POSIX shell reads it.
func (a *App) AvecOrdre(commande string) string {
	o, _ := a.Ordre()
	return programme.EnvOrdre + "=" + strconv.FormatUint(o.Graine, 10) + " " + commande
}

// Arguments are the flags that run the programs again as o runs them,
// for a replay command: the timeout, the tries when essais (stats and
// tournament have them, demo another meaning), the fence, each when it
// is not the default.
func (o *OptionsLabo) Arguments(essais bool) []string {
	var args []string
	if o.delai != programme.DelaiParDefaut {
		args = append(args, "--timeout", o.delai.String())
	}
	if essais && o.MaxEssais != programme.MaxEssaisParDefaut {
		args = append(args, "--max-tries", strconv.Itoa(o.MaxEssais))
	}
	if o.sansEnclos {
		args = append(args, "--no-fence")
	}
	if o.enclos != "" {
		args = append(args, "--fence", o.enclos)
	}
	return args
}

// erreursProgramme is where the program of strategy nom writes its error
// stream: its Journal, the same for every start of it in the run, which
// keeps it bounded and shows nothing. The terminal is never flooded, nor
// the game's screen written over: at the end of the run
// (FermeProgrammes) one line per program says how much it wrote and
// where to read it (--stderr, a tournament's --reports).
func (a *App) erreursProgramme(nom string) io.Writer {
	p := &a.programmes
	p.mu.Lock()
	defer p.mu.Unlock()
	j, ok := p.journaux[nom]
	if !ok {
		if p.journaux == nil {
			p.journaux = map[string]*programme.Journal{}
		}
		j = &programme.Journal{}
		p.journaux[nom] = j
		p.noms = append(p.noms, nom)
	}
	return j
}

// ReleveErreurs is what the program of strategy nom wrote on its error
// stream so far, as its Journal kept it (zero when it never started).
func (a *App) ReleveErreurs(nom string) programme.Releve {
	p := &a.programmes
	p.mu.Lock()
	j := p.journaux[nom]
	p.mu.Unlock()
	return j.Releve()
}

// DossierErreurs is --stderr, the folder where the programs' error
// streams are kept; "" when not given.
func (a *App) DossierErreurs() string { return a.labo.erreurs }

// EcritErreurs writes in dossier the error stream of each program among
// noms that wrote on it (rapport.EcritErreurs names the files), and
// remembers where, for the lines of FermeProgrammes.
//
// Résultat: the path of each file written, by strategy; an
// *rapport.ErreurEtranger, or the error of a write.
func (a *App) EcritErreurs(dossier string, noms []string) (map[string]string, error) {
	chemins, err := rapport.EcritErreurs(dossier, noms, a.ReleveErreurs, a.Cat)
	p := &a.programmes
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.fichiers == nil {
		p.fichiers = map[string]string{}
	}
	for n, c := range chemins {
		p.fichiers[n] = c
	}
	return chemins, err
}

// PrefixeErreurs leads a line that speaks of a program's error stream.
func PrefixeErreurs(nom string) string { return "[" + texte.Visible(nom) + "] " }

// FermeProgrammes ends every program the run started; then, when --stderr
// asks, keeps the error streams not kept yet, and writes one line per
// program that wrote on its error stream: its name, how many lines and
// bytes, and the file to read them in, or how to keep them.
func (a *App) FermeProgrammes() {
	p := &a.programmes
	p.mu.Lock()
	for _, s := range p.parNom {
		_ = s.Close()
	}
	p.parNom = nil
	var restent []string
	for _, n := range p.noms {
		if _, ok := p.fichiers[n]; !ok {
			restent = append(restent, n)
		}
	}
	p.mu.Unlock()
	var echec error
	if d := a.DossierErreurs(); d != "" && len(restent) > 0 {
		_, echec = a.EcritErreurs(d, restent)
	}
	p.mu.Lock()
	noms, journaux, fichiers := p.noms, p.journaux, p.fichiers
	p.noms, p.journaux, p.fichiers = nil, nil, nil
	p.mu.Unlock()
	if a.fluxErreurs != nil {
		a.fluxErreurs.Vide()
	}
	if len(noms) == 0 && echec == nil {
		return
	}
	w := a.Erreurs()
	for _, n := range noms {
		r := journaux[n].Releve()
		if r.Octets == 0 {
			continue
		}
		nom := texte.Visible(n)
		lignes, octets := a.Cat.Nombre(int(r.Lignes), texte.NomLigne), a.Cat.Nombre(int(r.Octets), texte.NomOctet)
		switch c, ok := fichiers[n]; {
		case ok:
			fmt.Fprintln(w, a.Cat.T("enclos43.erreurs.terminal.fichier", nom, lignes, octets, texte.Visible(c)))
		case !a.labo.lu:
			// The interactive game has no flags: the command that
			// plays the program and keeps what it writes.
			voir := CiteShell([]string{"mastermind", "demo", "--strategy", n, "--stderr", a.Cat.T("enclos43.erreurs.terminal.dossier")})
			fmt.Fprintln(w, a.Cat.T("enclos43.erreurs.terminal.jeu", nom, lignes, octets, texte.Visible(voir)))
		default:
			fmt.Fprintln(w, a.Cat.T("enclos43.erreurs.terminal.conseil", nom, lignes, octets, programme.TeteJournal>>10, programme.QueueJournal>>10))
		}
	}
	var etranger *rapport.ErreurEtranger
	switch {
	case errors.As(echec, &etranger):
		fmt.Fprintln(w, a.Cat.T("enclos43.erreurs.terminal.echec", a.DossierErreurs(), a.Cat.T("tournoi.etranger", etranger.Chemin)))
	case echec != nil:
		fmt.Fprintln(w, a.Cat.T("enclos43.erreurs.terminal.echec", a.DossierErreurs(), a.Cat.Erreur(echec)))
	}
}

// Rejouer is the command that plays a failed program's round again: the
// same size, every option that changes how the program runs (--timeout,
// --max-tries, --no-fence, --fence, --one-process), and the rounds. A
// round played by a fresh process depends on its secret alone: the
// command plays that secret only (--secrets), when every language reads
// its letters as the same colours (Lisible). Otherwise, and in one
// process (--one-process), it plays the same rounds before it in the same
// order (the run's seed given back in the environment, never on the
// command line, which the programs can read), counting that round only.
// "" when the fault is not in a round (the program did not start).
func Rejouer(a *App, nom string, t code.Taille, m *OptionsManches, err error) string {
	var e *programme.ErreurProgramme
	if !errors.As(err, &e) || e.Manche == 0 {
		return ""
	}
	args := []string{"mastermind", "stats", "--strategy", nom, "--pegs", strconv.Itoa(t.Pions), "--colors", strconv.Itoa(t.Couleurs)}
	if t.SansRepetition {
		args = append(args, "--no-repeat")
	}
	args = append(args, a.labo.Arguments(true)...)
	secret := ""
	if m.ParManche() && Lisible(e.Secret, t.Couleurs) {
		secret = e.Secret
	}
	args = append(args, m.Arguments(e.Manche, secret)...)
	if !m.Ordonnees() || secret != "" {
		return CiteShell(args)
	}
	return a.AvecOrdre(CiteShell(args))
}

// Lisible reports whether mot, a code in the protocol's letters (the
// default French palette of n colours), reads as the same code in every
// language's palette (LireAdmissible): false when one of its letters is
// another colour's in a language (G, Gris in French, is Green in English
// from 9 colours), or when mot is empty.
func Lisible(mot string, n int) bool {
	script, err := couleur.Defaut(n)
	if err != nil || mot == "" {
		return false
	}
	for _, l := range texte.Langues() {
		joueur, err := texte.Nouveau(l).Palette(n)
		if err != nil {
			return false
		}
		for _, r := range mot {
			k, ok := joueur.Index(r)
			if i, dans := script.Index(r); !dans || ok && k != i {
				return false
			}
		}
	}
	return true
}

// CiteShell writes words as a POSIX shell reads them back: a word with
// anything but letters, digits and ,._+:=/@%- between single quotes.
func CiteShell(mots []string) string {
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

// CoupsDesManches reads, for each round of secrets, the proposals a
// built-in strategy needs (coups[i] for e.Secrets()[i]): the same for a
// secret whatever came before.
func CoupsDesManches(e *code.Espace, coups []uint16, secrets []code.Code) []uint16 {
	t := e.Taille()
	par := make([]uint16, len(secrets))
	for i, s := range secrets {
		if j, ok := slices.BinarySearch(e.Secrets(), int32(t.Index(s))); ok {
			par[i] = coups[j]
		}
	}
	return par
}
