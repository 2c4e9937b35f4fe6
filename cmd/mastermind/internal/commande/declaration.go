package commande

import (
	"context"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/iostreams"
)

// Drapeau is one flag as a command declares it: what its help, the shell
// completion, the suggestions ("did you mean --pegs?") and the manual page
// read, so that none of them parses another's output.
type Drapeau struct {
	// Nom is its name without dashes (pegs).
	Nom string
	// Argument is how the help names its value (N, CODE, fr|en, FOLDER…),
	// empty for a flag that takes none (--json).
	Argument string
	// Defaut is its default value as the help says it, empty when the
	// help says none (0, false and "" are not said).
	Defaut string
	// Aide is its help, in the catalogue's language.
	Aide string
	// Valeurs are the values it takes, for the completion.
	Valeurs Valeurs
}

// Booleen reports whether the flag takes no value (--json).
func (d Drapeau) Booleen() bool { return d.Argument == "" }

// Valeurs are the values a flag takes, for the completion.
type Valeurs struct {
	// Mots are fixed values (fr, en; exact, hybrid, none).
	Mots []string
	// Strategies: the names of the strategies (App.Strategies), before
	// Mots.
	Strategies bool
	// Fichier: a file or folder name, which the shell completes itself.
	Fichier bool
}

// Liste are the values v names, for a run a: the strategies, then Mots.
func (v Valeurs) Liste(a *App) []string {
	var r []string
	if v.Strategies {
		r = append(r, a.Strategies().Noms()...)
	}
	return append(r, v.Mots...)
}

// valeursCommunes are the values of the flags every command that has them
// shares, by name; a command's Commande.Valeurs adds to them or replaces
// them.
func valeursCommunes(nom string) Valeurs {
	switch nom {
	case "lang":
		return Valeurs{Mots: []string{"en", "fr"}}
	case "strategy":
		return Valeurs{Strategies: true}
	case "saves", "export", "html", "reports", "tasks", "with":
		return Valeurs{Fichier: true}
	}
	return Valeurs{}
}

// declaration are the flags of fs, declared by a command (or the
// program), sorted by name as flag.FlagSet keeps them, with the values
// valeurs gives (else valeursCommunes). a's language words the names of
// their values (NAME, FOLDER…).
func declaration(a *App, fs *flag.FlagSet, valeurs map[string]Valeurs) []Drapeau {
	var ds []Drapeau
	fs.VisitAll(func(f *flag.Flag) {
		nom, aide := flag.UnquoteUsage(f)
		switch {
		case f.Name == "lang":
			nom = "fr|en"
		case f.Name == "first" || f.Name == "secret":
			nom = "CODE"
		case f.Name == "strategy":
			nom = a.Cat.T("aide.nom")
		case f.Name == "saves":
			nom = a.Cat.T("aide.dossier")
		case nom == "string":
			nom = a.Cat.T("aide.texte")
		case nom == "int" || nom == "uint" || nom == "value" || nom == "float":
			nom = "N"
		case nom == "duration":
			nom = a.Cat.T("aide.duree")
		}
		d := Drapeau{Nom: f.Name, Argument: nom, Aide: aide, Valeurs: valeursCommunes(f.Name)}
		if v, ok := valeurs[f.Name]; ok {
			d.Valeurs = v
		}
		if v := f.DefValue; v != "" && v != "0" && v != "false" {
			d.Defaut = v
		}
		ds = append(ds, d)
	})
	return ds
}

// options lists the flags of fs in the catalogue's language, one per line:
// "  --pegs N          the number of pegs of a code (default: 4)".
func options(a *App, fs *flag.FlagSet) string {
	return optionsDe(a, declaration(a, fs, nil))
}

// optionsDe lists the flags ds, one per line, as the help shows them.
func optionsDe(a *App, ds []Drapeau) string {
	var b strings.Builder
	for _, d := range ds {
		gauche := "--" + d.Nom
		if d.Argument != "" {
			gauche += " " + d.Argument
		}
		if len(gauche) >= 18 {
			// Two spaces at least between the flag and its
			// description: the help is wrapped by its columns.
			gauche += " "
		}
		fmt.Fprintf(&b, "  %-18s %s", gauche, d.Aide)
		if d.Defaut != "" {
			fmt.Fprint(&b, a.Cat.T("aide.defaut", d.Defaut))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// declarationApp is an App for reading declarations: a's language and
// environment, its own streams (a declaration binds flags to the App it
// is given, as resume's --saves does).
func declarationApp(a *App) *App {
	b := Nouvelle(a.Getenv, iostreams.Nouveaux(strings.NewReader(""), io.Discard, io.Discard, a.Getenv))
	b.Cat = a.Cat
	return b
}

// DeclarationDe are command c's flags as it declares them
// (Commande.Drapeaux, with the common --lang), in a's language, sorted by
// name.
func DeclarationDe(a *App, c Commande) []Drapeau {
	b := declarationApp(a)
	defer b.FermeProgrammes()
	fs, _ := drapeauxDe(b, c.Nom, c.Drapeaux)
	return declaration(b, fs, c.Valeurs)
}

// drapeauxProgramme declares the program's own flags (those before a
// command) on fs, bound to a and to the run's lang, aide and version.
// -h is --help's other name, which the declaration does not list.
func drapeauxProgramme(fs *flag.FlagSet, a *App, lang *string, aide, version *bool) {
	fs.StringVar(lang, "lang", "", a.Cat.T("manuel.drapeau.langue"))
	fs.StringVar(&a.Saves, "saves", "", a.Cat.T("drapeau.saves"))
	fs.BoolVar(&a.AutoriseProgrammes, "allow-program", false, a.Cat.T("manuel.drapeau.autorise"))
	fs.Var(&a.Graine, "seed", a.Cat.T("manuel.drapeau.graine"))
	fs.BoolVar(aide, "help", false, a.Cat.T("manuel.drapeau.aide"))
	fs.BoolVar(aide, "h", false, a.Cat.T("manuel.drapeau.aide"))
	fs.BoolVar(version, "version", false, a.Cat.T("manuel.drapeau.version"))
}

// DeclarationProgramme are the program's own flags (--lang, --saves…,
// read before a command) as it declares them, in a's language.
func DeclarationProgramme(a *App) []Drapeau {
	b := declarationApp(a)
	defer b.FermeProgrammes()
	fs := flag.NewFlagSet("mastermind", flag.ContinueOnError)
	var lang string
	var aide, version bool
	drapeauxProgramme(fs, b, &lang, &aide, &version)
	return slices.DeleteFunc(declaration(b, fs, nil), func(d Drapeau) bool { return d.Nom == "h" })
}

// DrapeauxDe are the flags of command c ("--pegs"), and whether each
// takes a value, read from its declaration; --help, which every command
// answers, is one.
func DrapeauxDe(_ context.Context, a *App, c Commande) map[string]bool {
	drapeaux := map[string]bool{"--help": false}
	for _, d := range DeclarationDe(a, c) {
		drapeaux["--"+d.Nom] = !d.Booleen()
	}
	return drapeaux
}
