// Package texte is the program's message catalogue: every sentence a player
// reads, in French (the course's language, the default) and English. It
// also turns the domain's errors into sentences that say what was wrong
// and what to type instead.
//
// Its rules, checked by its tests:
//   - the catalogue is filed by feature: each file holds the keys of one
//     prefix, the screen or feature they belong to (menu.go the keys
//     menu.*, sauvegardes.go sauve.*, erreurs.go err.*, solveur.go
//     solve.*, explication.go expl.*…), and a prefix lives in one file;
//   - a key is a Cle, written as a constant where its sentence is used;
//     the tests read the program's code (go list, go/parser, go/types)
//     and find every key, check it exists in both languages and that each
//     call gives the arguments its sentence takes;
//   - the one key built at run time is derived, cleDeStrategie(famille,
//     id): a strategy's noun phrase, short name and description are
//     strategie.nom.ID, strategie.court.ID and strategie.ID; the tests
//     check each family exists, without arguments, for every id of
//     strategiesNommees;
//   - a counted noun is written by Nombre ("1 essai", "0 essai", "2 essais";
//     "0 tries"), a sentence whose verb agrees by Pluriel with its two keys;
//   - numbers follow one rule per language (Entier, Decimal, Moyenne,
//     Duree): in French a decimal comma and thousands apart with a no-break
//     space, in English a point and a comma;
//   - in French, "de", "que", "le"… before an argument that starts with a
//     vowel are elided, "de le" and "à les" contracted (Elide), where the
//     argument meets the text only;
//   - a player reads a strategy's name (NomStrategie, StrategieCourte,
//     DescriptionStrategie), never its identifier; course references
//     (§3.x) stay in the teacher's places (docs, stats --help).
package texte

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/sae-mastermind/mastermind/couleur"
)

// Langue is a language of the catalogue.
type Langue string

// The languages.
const (
	Francais Langue = "fr"
	Anglais  Langue = "en"
)

// Langues lists every language of the catalogue.
func Langues() []Langue { return []Langue{Francais, Anglais} }

// Choisit returns the language asked by the --lang flag value drapeau; when
// it is empty, the environment's as GNU gettext reads it (see
// langueDeLEnvironnement), French when it names neither.
//
// Résultat: an error wrapping ErrLangue when drapeau is neither fr nor en.
func Choisit(drapeau string, getenv func(string) string) (Langue, error) {
	switch strings.ToLower(strings.TrimSpace(drapeau)) {
	case "fr", "francais", "français", "french":
		return Francais, nil
	case "en", "english", "anglais":
		return Anglais, nil
	case "":
	default:
		return Francais, fmt.Errorf("--lang %q: %w", drapeau, ErrLangue)
	}
	return langueDeLEnvironnement(getenv), nil
}

// langueDeLEnvironnement reads the language as GNU gettext (glibc) does.
// The locale of messages is LC_ALL, else LC_MESSAGES, else LANG. When it
// is set and is not "C" or "POSIX", LANGUAGE, a list of languages by
// preference ("fr:en", "en_GB:fr"), wins over it: its first language the
// catalogue has is chosen. In the C and POSIX locales, and when none of
// the three is set (the C locale too), LANGUAGE is ignored, as glibc does;
// C.UTF-8 is a locale like the others there (glibc 2.36 honours LANGUAGE
// under it), and it speaks French, the default. Otherwise English when
// the locale starts with "en", French anything else.
func langueDeLEnvironnement(getenv func(string) string) Langue {
	locale := ""
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if locale = getenv(v); locale != "" {
			break
		}
	}
	if locale != "" && locale != "C" && locale != "POSIX" {
		for _, l := range strings.Split(getenv("LANGUAGE"), ":") {
			switch code, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(l)), "_"); {
			case strings.HasPrefix(code, "fr"):
				return Francais
			case strings.HasPrefix(code, "en"):
				return Anglais
			}
		}
	}
	if strings.HasPrefix(strings.ToLower(locale), "en") {
		return Anglais
	}
	return Francais
}

// message is one sentence in both languages, a fmt format.
type message struct{ fr, en string }

// Cle is a key of the catalogue. A key is a constant written where its
// sentence is used: a string computed at run time does not become a Cle
// without a conversion, which the tests forbid, so that a test finds every
// key the code uses and checks it exists, with its arguments.
type Cle string

// Catalogue gives the sentences of one language.
type Catalogue struct {
	langue   Langue
	messages map[string]message
}

// tables lists every table of messages: one a file, each the keys of one
// prefix (a screen or a feature), in the order of their prefixes.
func tables() []map[string]message {
	return []map[string]message{
		tableAide(), tableAnalyse(), tableAssistant(), tableConfig(), tableConsentement(), tableEnclos43(), tableDemo(), tableDossier(), tableDrapeau(),
		tableDuo(), tableDuree(), tableEcran(), tableErreurs(), tableExercices(), tableExplication(), tableHistorique(), tableHybride(), tableImprevu(),
		tableInterrompu(), tableInvite(), tableJeu(), tableLabo(), tableMenu(),
		tableModele(), tableOptimal(), tablePartie(), tablePerso(), tablePlateau(),
		tableProcessus43(), tableProgramme(), tableProgres(), tableReglages(), tableRegles(), tableReprise(), tableEtats(),
		tableResultats(), tableResume(), tableSauvegardes(), tableSolo(), tableSolveur(), tableStats(),
		tableStrategie(), tableTaches(), tableTerminal(), tableTournoi(), tableUsage(),
		tableVerifArbre(), tableRelease(),
	}
}

// Nouveau returns the catalogue of language l.
func Nouveau(l Langue) *Catalogue {
	c := &Catalogue{langue: l, messages: map[string]message{}}
	for _, t := range tables() {
		for k, m := range t {
			c.messages[k] = m
		}
	}
	return c
}

// Langue is the catalogue's language.
func (c *Catalogue) Langue() Langue { return c.langue }

// T returns the sentence cle, formatted with args as fmt.Sprintf does; in
// French, "de", "que", "le"… before an argument that starts with a vowel
// are elided ("Statistiques d'optimal"). An unknown key is returned
// between brackets, so a sentence missing from a build shows without
// stopping the game; TestEveryKeyOfTheCodeIsInTheCatalogue makes it
// impossible.
func (c *Catalogue) T(cle Cle, args ...any) string {
	m, ok := c.messages[string(cle)]
	if !ok {
		return "[" + string(cle) + "]"
	}
	args = surs(args)
	if c.langue == Anglais {
		if len(args) == 0 {
			return m.en
		}
		return fmt.Sprintf(m.en, args...)
	}
	if len(args) == 0 {
		return m.fr
	}
	return Elide(fmt.Sprintf(marque(m.fr), args...))
}

// surs returns args with every string that holds a character acting on
// a terminal shown Visible: a safety net under the sites that show data
// (a sentence's argument that came from a file, a program or the
// command line and was not made Visible where it was read). The
// program's own painting passes: colours (SGR, ESC [ … m), new lines
// and tabs.
func surs(args []any) []any {
	var copie []any
	for i, a := range args {
		var v any
		switch x := a.(type) {
		case string:
			if !peint(x) {
				v = Visible(x)
			}
		case rune:
			if invisible(x) {
				v = caractere(x)
			}
		}
		if v != nil {
			if copie == nil {
				copie = append([]any(nil), args...)
			}
			copie[i] = v
		}
	}
	if copie == nil {
		return args
	}
	return copie
}

// caractere is a rune that acts on a terminal, as %c or %q shows it:
// Visible; as a number, a number.
type caractere rune

// Format writes the character visibly for %c and %q, else as its number.
func (c caractere) Format(f fmt.State, verb rune) {
	switch verb {
	case 'c':
		_, _ = io.WriteString(f, Visible(string(rune(c))))
		return
	case 'q':
		_, _ = io.WriteString(f, "'"+Visible(string(rune(c)))+"'")
		return
	}
	fmt.Fprintf(f, fmt.FormatString(f, verb), int32(c))
}

// peint reports whether s holds no character that acts on a terminal
// but new lines, tabs and colours (SGR sequences: ESC [, digits and
// semicolons, m).
func peint(s string) bool {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '\n' || r == '\t':
		case r == 0x1b:
			j := i + 1
			if j >= len(s) || s[j] != '[' {
				return false
			}
			for j++; j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == ';'); j++ {
			}
			if j >= len(s) || s[j] != 'm' {
				return false
			}
			n = j + 1 - i
		case r == utf8.RuneError && n == 1, invisible(r):
			return false
		}
		i += n
	}
	return true
}

// Format returns the sentence cle as a format, unformatted, for code
// that formats it later (the numbered menus of a pipe).
func (c *Catalogue) Format(cle Cle) string {
	m := c.messages[string(cle)]
	if c.langue == Anglais {
		return m.en
	}
	return m.fr
}

// Existe reports whether cle is in the catalogue.
func (c *Catalogue) Existe(cle Cle) bool {
	_, ok := c.messages[string(cle)]
	return ok
}

// Cles lists every key, sorted (for the tests).
func (c *Catalogue) Cles() []string {
	cles := make([]string, 0, len(c.messages))
	for k := range c.messages {
		cles = append(cles, k)
	}
	sort.Strings(cles)
	return cles
}

// Palette returns the default palette of n colours in the catalogue's
// language: colour names and letters follow the language.
func (c *Catalogue) Palette(n int) (couleur.Palette, error) {
	if c.langue == Anglais {
		return couleur.Anglaise(n)
	}
	return couleur.Defaut(n)
}

// PaletteSuivie is p in the catalogue's language: when p is a
// language's default palette (its names and letters, French or English),
// the catalogue's palette of as many colours; else p, names the player
// typed. Settings and saves keep colours, and a default palette chosen in
// one language shows in the language of the run.
func (c *Catalogue) PaletteSuivie(p couleur.Palette) couleur.Palette {
	if !ParDefaut(p) {
		return p
	}
	if q, err := c.Palette(p.Len()); err == nil {
		return q
	}
	return p
}

// ParDefaut reports whether p is a language's default palette.
func ParDefaut(p couleur.Palette) bool {
	for _, defaut := range []func(int) (couleur.Palette, error){couleur.Defaut, couleur.Anglaise} {
		d, err := defaut(p.Len())
		if err == nil && d.Lettres() == p.Lettres() && slices.Equal(d.Noms(), p.Noms()) {
			return true
		}
	}
	return false
}

// Pluriel returns the sentence singulier when n is 1 (or 0 in French: "0
// stratégie a échoué"), else the sentence pluriel, formatted with args.
// Counted nouns inside a sentence are written by Nombre.
func (c *Catalogue) Pluriel(n int, singulier, pluriel Cle, args ...any) string {
	cle := pluriel
	if c.Singulier(n) {
		cle = singulier
	}
	if len(args) == 0 && verbeFmt.MatchString(strings.ReplaceAll(c.Format(cle), "%%", "")) {
		// A call without its arguments (the tests forbid it): n, rather
		// than a bare verb.
		args = []any{n}
	}
	return c.T(cle, args...)
}

// Singulier reports whether n takes the singular in the catalogue's
// language: 1 in English, 0 and 1 in French.
func (c *Catalogue) Singulier(n int) bool {
	return n == 1 || (n == 0 && c.langue == Francais)
}

// ErrLangue: the --lang flag names no language of the catalogue.
var ErrLangue = errors.New("unknown language")
