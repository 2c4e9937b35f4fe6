package commande

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// ErrAideDonnee: --help was asked and printed; the subcommand stops there
// with success.
var ErrAideDonnee = errors.New("help printed")

// NouveauxDrapeaux returns the flag set of subcommand nom, with the common
// --lang flag.
func NouveauxDrapeaux(a *App, nom string) (*flag.FlagSet, *string) {
	fs := flag.NewFlagSet(nom, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	lang := fs.String("lang", "", a.Cat.T("drapeau.langue"))
	return fs, lang
}

// Lit parses args for subcommand nom. On --help it prints aide and the
// flags and returns ErrAideDonnee; a bad flag or a stray argument gives a
// usage error; --lang switches the catalogue.
func Lit(a *App, fs *flag.FlagSet, lang *string, args []string, aide texte.Cle) error {
	reste, err := LitDrapeaux(fs, args)
	if lerr := a.Langue(*lang); lerr != nil {
		return lerr
	}
	if errors.Is(err, flag.ErrHelp) {
		_ = a.Aide(a.Cat.T(aide) + options(a, fs))
		return ErrAideDonnee
	}
	if err != nil {
		return Usage(MessageDrapeau(a.Cat, err, fs.Name()))
	}
	if len(reste) > 0 {
		return Usage(a.Cat.T("usage.argument", reste[0], fs.Name()))
	}
	return nil
}

// The ways a flag can be wrong (erreurDrapeau.err).
var (
	errDrapeauInconnu = errors.New("flag not defined")
	errSansValeur     = errors.New("flag needs a value")
	errValeur         = errors.New("invalid flag value")
)

// erreurDrapeau is a bad flag: its name without dashes, as typed (with
// them), the value given, what was wrong (errDrapeauInconnu,
// errSansValeur, errValeur) and, for a value, why the flag refused it.
type erreurDrapeau struct {
	nom, tape, valeur string
	err               error
	cause             error
	// proches are the flags close to an unknown one ("--jsn": --json).
	proches []string
}

func (e *erreurDrapeau) Error() string {
	if e.cause != nil {
		return fmt.Sprintf("-%s %q: %v: %v", e.nom, e.valeur, e.err, e.cause)
	}
	return fmt.Sprintf("-%s: %v", e.nom, e.err)
}

// Unwrap lets errors.Is match the kind, and errors.As the cause.
func (e *erreurDrapeau) Unwrap() []error { return []error{e.err, e.cause} }

// LitDrapeaux parses args into fs with flag.FlagSet.Parse's syntax (-x and
// --x, -x=v or -x v, a boolean without a value, "--" or the first argument
// that is not a flag ends them) and returns the arguments left. Unlike
// Parse, whose errors are only text, a bad flag is an *erreurDrapeau; an
// undefined -h or -help is flag.ErrHelp.
func LitDrapeaux(fs *flag.FlagSet, args []string) (reste []string, err error) {
	for len(args) > 0 {
		s := args[0]
		if len(s) < 2 || s[0] != '-' {
			return args, nil
		}
		args = args[1:]
		if s == "--" {
			return args, nil
		}
		nom := strings.TrimPrefix(s[1:], "-")
		nom, valeur, avecValeur := strings.Cut(nom, "=")
		f := fs.Lookup(nom)
		switch {
		case f == nil && (nom == "help" || nom == "h"):
			return nil, flag.ErrHelp
		case f == nil:
			tape, _, _ := strings.Cut(s, "=")
			var noms []string
			fs.VisitAll(func(f *flag.Flag) { noms = append(noms, f.Name) })
			proches := Suggestions(nom, noms)
			for i, p := range proches {
				proches[i] = "--" + p
			}
			return nil, &erreurDrapeau{nom: nom, tape: tape, err: errDrapeauInconnu, proches: proches}
		case estBooleen(f) && !avecValeur:
			valeur = "true"
		case !avecValeur && len(args) == 0:
			return nil, &erreurDrapeau{nom: nom, err: errSansValeur}
		case !avecValeur:
			valeur, args = args[0], args[1:]
		}
		if err := fs.Set(nom, valeur); err != nil {
			return nil, &erreurDrapeau{nom: nom, valeur: valeur, err: errValeur, cause: err}
		}
	}
	return nil, nil
}

// estBooleen reports whether f is a flag that needs no value (--json).
func estBooleen(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// MessageDrapeau words a bad flag for the user; sous is the subcommand,
// empty for the program's own flags.
func MessageDrapeau(cat *texte.Catalogue, err error, sous string) string {
	var e *erreurDrapeau
	if !errors.As(err, &e) {
		return cat.Erreur(err)
	}
	var s string
	switch {
	case errors.Is(err, errDrapeauInconnu) && len(e.proches) > 0:
		s = cat.T("drapeau.inconnuproche", e.tape, strings.Join(e.proches, cat.T("usage.ou")))
	case errors.Is(err, errDrapeauInconnu):
		s = cat.T("drapeau.inconnu", e.tape)
	case errors.Is(err, errSansValeur):
		s = cat.T("drapeau.argument", "--"+e.nom)
	default:
		s = cat.T("drapeau.valeur", e.valeur, "--"+e.nom)
	}
	if sous == "" {
		return cat.T("usage.drapeauprogramme", s)
	}
	return cat.T("usage.drapeau", s, sous)
}

// preLu is what a subcommand's arguments ask before its flags are even
// read: the language of its help and usage errors, and JSON, so that a
// bad flag is reported in the language and the form asked.
type preLu struct {
	// langue is the value of the last --lang (or -lang) before "--";
	// empty when there is none.
	langue string
	// json: the first --json (-json, --json=true…) before "--" asks
	// for JSON.
	json bool
}

// PreLit scans a subcommand's arguments once for --lang and --json (see
// preLu); litDrapeaux reads them for good.
func PreLit(args []string) preLu {
	var p preLu
	// jsonLu: the first --json, or a "--", settled JSON.
	jsonLu := false
	json := func(s string) {
		if jsonLu {
			return
		}
		if s == "--" {
			jsonLu = true
			return
		}
		nom, valeur, avec := nomDrapeau(s)
		if !strings.HasPrefix(s, "-") || nom != "json" {
			return
		}
		jsonLu = true
		p.json = !avec
		if avec {
			b, err := strconv.ParseBool(valeur)
			p.json = err == nil && b
		}
	}
	for i := 0; i < len(args); i++ {
		s := args[i]
		if s == "--" {
			break
		}
		json(s)
		nom, valeur, avec := nomDrapeau(s)
		switch {
		case !strings.HasPrefix(s, "-") || nom != "lang":
		case avec:
			p.langue = valeur
		case i+1 < len(args):
			// The value of --lang, whatever it looks like; it may
			// still be a --json, as the flags will read it.
			i++
			p.langue = args[i]
			json(args[i])
		}
	}
	return p
}

// nomDrapeau splits "--nom=valeur" (or -nom, --nom) into its name and
// value.
func nomDrapeau(s string) (nom, valeur string, avec bool) {
	return strings.Cut(strings.TrimPrefix(strings.TrimPrefix(s, "-"), "-"), "=")
}

// SansAide turns ErrAideDonnee into success.
func SansAide(err error) error {
	if errors.Is(err, ErrAideDonnee) {
		return nil
	}
	return err
}

// Separe splits solve's arguments into flags, with their values, and rows,
// wherever they stand: an argument is a row unless it starts with '-' and
// holds no space before any '=' (so "-V-B 1 1" is a row, "--pegs=5" a
// flag); every argument after "--" is a row. donnees reports whether the
// rows come from the command line (a lone "--" gives none), else they are
// read from the standard input.
func Separe(fs *flag.FlagSet, args []string) (drapeaux, lignes []string, donnees bool) {
	for i := 0; i < len(args); i++ {
		s := args[i]
		switch {
		case s == "--":
			return drapeaux, append(lignes, args[i+1:]...), true
		case !estDrapeau(s):
			lignes = append(lignes, s)
			donnees = true
			continue
		}
		drapeaux = append(drapeaux, s)
		nom := strings.TrimLeft(s, "-")
		if strings.Contains(nom, "=") {
			continue
		}
		if f := fs.Lookup(nom); f != nil && !estBooleen(f) && i+1 < len(args) {
			i++
			drapeaux = append(drapeaux, args[i])
		}
	}
	return drapeaux, lignes, donnees
}

func estDrapeau(s string) bool {
	if len(s) < 2 || s[0] != '-' {
		return false
	}
	nom, _, _ := strings.Cut(s, "=")
	return !strings.ContainsFunc(nom, unicode.IsSpace)
}

// LitAvecArguments is Lit for a command that takes arguments
// (tournament's strategies): flags may come before, between or after
// them; after "--" every word is an argument.
func LitAvecArguments(a *App, fs *flag.FlagSet, lang *string, args []string, aide texte.Cle) ([]string, error) {
	var arguments []string
	for {
		reste, err := LitDrapeaux(fs, args)
		if lerr := a.Langue(*lang); lerr != nil {
			return nil, lerr
		}
		if errors.Is(err, flag.ErrHelp) {
			_ = a.Aide(a.Cat.T(aide) + options(a, fs))
			return nil, ErrAideDonnee
		}
		if err != nil {
			return nil, Usage(MessageDrapeau(a.Cat, err, fs.Name()))
		}
		if len(reste) == 0 {
			return arguments, nil
		}
		if len(args) > len(reste) && args[len(args)-len(reste)-1] == "--" {
			return append(arguments, reste...), nil
		}
		arguments, args = append(arguments, reste[0]), reste[1:]
	}
}

// Drapeaux reads the command line args of command nom, whose flags
// declare puts on its flag set (its Options' flags; nil: none of its
// own), as Lit does; aide is its help. It returns the flag set as read:
// which flags were given.
func Drapeaux(a *App, nom string, aide texte.Cle, args []string, declare func(*flag.FlagSet, *App)) (*flag.FlagSet, error) {
	fs, lang := drapeauxDe(a, nom, declare)
	return fs, Lit(a, fs, lang, args, aide)
}

// DrapeauxParmi is Drapeaux for a command whose arguments stand among
// its flags (Separe): it returns them too, and whether any was given.
func DrapeauxParmi(a *App, nom string, aide texte.Cle, args []string, declare func(*flag.FlagSet, *App)) (fs *flag.FlagSet, arguments []string, donnees bool, err error) {
	fs, lang := drapeauxDe(a, nom, declare)
	drapeaux, arguments, donnees := Separe(fs, args)
	return fs, arguments, donnees, Lit(a, fs, lang, drapeaux, aide)
}

// DrapeauxAvecArguments is Drapeaux for a command that takes arguments
// before, between or after its flags (LitAvecArguments): it returns them
// too.
func DrapeauxAvecArguments(a *App, nom string, aide texte.Cle, args []string, declare func(*flag.FlagSet, *App)) (*flag.FlagSet, []string, error) {
	fs, lang := drapeauxDe(a, nom, declare)
	arguments, err := LitAvecArguments(a, fs, lang, args, aide)
	return fs, arguments, err
}

// drapeauxDe is the flag set of command nom (NouveauxDrapeaux) with
// declare's flags, none when nil.
func drapeauxDe(a *App, nom string, declare func(*flag.FlagSet, *App)) (*flag.FlagSet, *string) {
	fs, lang := NouveauxDrapeaux(a, nom)
	if declare != nil {
		declare(fs, a)
	}
	return fs, lang
}
