package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// errAideDonnee: --help was asked and printed; the subcommand stops there
// with success.
var errAideDonnee = errors.New("help printed")

// nouveauxDrapeaux returns the flag set of subcommand nom, with the common
// --lang flag.
func nouveauxDrapeaux(a *app, nom string) (*flag.FlagSet, *string) {
	fs := flag.NewFlagSet(nom, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	lang := fs.String("lang", "", a.cat.T("drapeau.langue"))
	return fs, lang
}

// options lists the flags of fs in the catalogue's language, one per line:
// "  --pegs N          the number of pegs of a code (default: 4)".
func options(a *app, fs *flag.FlagSet) string {
	var b strings.Builder
	fs.VisitAll(func(f *flag.Flag) {
		nom, aide := flag.UnquoteUsage(f)
		switch {
		case f.Name == "lang":
			nom = "fr|en"
		case f.Name == "first" || f.Name == "secret":
			nom = "CODE"
		case f.Name == "strategy":
			nom = a.cat.T("aide.nom")
		case f.Name == "saves":
			nom = a.cat.T("aide.dossier")
		case nom == "string":
			nom = a.cat.T("aide.texte")
		case nom == "int" || nom == "uint" || nom == "value" || nom == "float":
			nom = "N"
		case nom == "duration":
			nom = a.cat.T("aide.duree")
		}
		gauche := "--" + f.Name
		if nom != "" {
			gauche += " " + nom
		}
		fmt.Fprintf(&b, "  %-18s %s", gauche, aide)
		if d := f.DefValue; d != "" && d != "0" && d != "false" {
			fmt.Fprint(&b, a.cat.T("aide.defaut", d))
		}
		b.WriteByte('\n')
	})
	return b.String()
}

// analyse parses args for subcommand nom. On --help it prints aide and the
// flags and returns errAideDonnee; a bad flag or a stray argument gives a
// usage error; --lang switches the catalogue.
func analyse(a *app, fs *flag.FlagSet, lang *string, args []string, aide texte.Cle) error {
	reste, err := litDrapeaux(fs, args)
	if lerr := a.langue(*lang); lerr != nil {
		return lerr
	}
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(a.ios.Out, a.cat.T(aide)+options(a, fs))
		return errAideDonnee
	}
	if err != nil {
		return usage(messageDrapeau(a.cat, err, fs.Name()))
	}
	if len(reste) > 0 {
		return usage(a.cat.T("usage.argument", reste[0], fs.Name()))
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
}

func (e *erreurDrapeau) Error() string {
	if e.cause != nil {
		return fmt.Sprintf("-%s %q: %v: %v", e.nom, e.valeur, e.err, e.cause)
	}
	return fmt.Sprintf("-%s: %v", e.nom, e.err)
}

// Unwrap lets errors.Is match the kind, and errors.As the cause.
func (e *erreurDrapeau) Unwrap() []error { return []error{e.err, e.cause} }

// litDrapeaux parses args into fs with flag.FlagSet.Parse's syntax (-x and
// --x, -x=v or -x v, a boolean without a value, "--" or the first argument
// that is not a flag ends them) and returns the arguments left. Unlike
// Parse, whose errors are only text, a bad flag is an *erreurDrapeau; an
// undefined -h or -help is flag.ErrHelp.
func litDrapeaux(fs *flag.FlagSet, args []string) (reste []string, err error) {
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
			return nil, &erreurDrapeau{nom: nom, tape: tape, err: errDrapeauInconnu}
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

// messageDrapeau words a bad flag for the user; sous is the subcommand,
// empty for the program's own flags.
func messageDrapeau(cat *texte.Catalogue, err error, sous string) string {
	var e *erreurDrapeau
	if !errors.As(err, &e) {
		return cat.Erreur(err)
	}
	var s string
	switch {
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

// preLit scans a subcommand's arguments once for --lang and --json (see
// preLu); litDrapeaux reads them for good.
func preLit(args []string) preLu {
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
