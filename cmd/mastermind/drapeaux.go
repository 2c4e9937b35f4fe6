package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
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

// analyse parses args for subcommand nom. On --help it prints aide and the
// flags and returns errAideDonnee; a bad flag or a stray argument gives a
// usage error; --lang switches the catalogue.
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
		case nom == "string":
			nom = a.cat.T("aide.texte")
		case nom == "int" || nom == "uint" || nom == "value" || nom == "float":
			nom = "N"
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

func analyse(a *app, fs *flag.FlagSet, lang *string, args []string, aide string) error {
	err := fs.Parse(args)
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
	if fs.NArg() > 0 {
		return usage(a.cat.T("usage.argument", fs.Arg(0), fs.Name()))
	}
	return nil
}
