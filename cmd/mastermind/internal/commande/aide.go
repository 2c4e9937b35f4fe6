package commande

import (
	"io"
	"slices"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
)

// The help's topics that are not commands: "mastermind help TOPIC".
const (
	// SujetEnvironnement lists the environment variables the program
	// reads, and the folders it keeps files in on each system.
	SujetEnvironnement = "environment"
	// SujetCompletion is the help of the completion command.
	SujetCompletion = "completion"
)

// sujet is a topic of the help: its name, another name, and its text in
// the catalogue.
type sujet struct {
	nom, alias string
	cle        texte.Cle
}

// sujets are the help's topics.
var sujets = []sujet{
	{NomAide, "aide", "programme.aide.aide"},
	{SujetCompletion, "", "programme.aide.completion"},
	{SujetEnvironnement, "environnement", "programme.aide.environnement"},
}

// Sujets are the names of the help's topics that are not commands, for
// the completion and the man page.
func Sujets() []string {
	noms := make([]string, len(sujets))
	for i, s := range sujets {
		noms[i] = s.nom
	}
	return noms
}

// LargeurAide is the width a help is wrapped to: one cell less than the
// output terminal's, 80 through a pipe or a file (as man and gh do).
func (a *App) LargeurAide() int {
	if a.largeurAide > 0 {
		return a.largeurAide
	}
	if a.IOS.OutTTY {
		return max(a.IOS.Largeur()-1, 20)
	}
	return 80
}

// Aide writes the help text s on the output, wrapped to LargeurAide
// between words (page.CoupeAide).
func (a *App) Aide(s string) error {
	_, err := io.WriteString(a.IOS.Out, page.CoupeAide(s, a.LargeurAide()))
	return err
}

// AideSujet writes the help of topic nom (a name or an alias of sujets);
// ok is false when nom is no topic.
func (a *App) AideSujet(nom string) (ok bool, err error) {
	i := slices.IndexFunc(sujets, func(s sujet) bool { return s.nom == nom || s.alias == nom })
	if i < 0 {
		return false, nil
	}
	return true, a.Aide(a.Cat.T(sujets[i].cle))
}

// TexteSujet is the help of topic nom, unwrapped ("" when nom is no
// topic): the man page's sections.
func TexteSujet(cat *texte.Catalogue, nom string) string {
	for _, s := range sujets {
		if s.nom == nom {
			return cat.T(s.cle)
		}
	}
	return ""
}

// Suggestions are the words of candidats close to mot, the closest
// first: those at an edit distance (letters added, removed, changed or
// swapped) of at most one per three letters typed, at least one, and
// those mot starts (at least two letters typed), as gh and cobra suggest
// ("stast": stats).
func Suggestions(mot string, candidats []string) []string {
	type proche struct {
		mot string
		d   int
	}
	var r []proche
	seuil := max(1, len([]rune(mot))/3)
	for _, c := range candidats {
		d := distance(strings.ToLower(mot), strings.ToLower(c))
		switch {
		case d <= seuil:
		case len(mot) >= 2 && strings.HasPrefix(c, mot):
			d = seuil + 1
		default:
			continue
		}
		r = append(r, proche{c, d})
	}
	slices.SortStableFunc(r, func(x, y proche) int { return x.d - y.d })
	noms := make([]string, 0, len(r))
	for _, p := range r {
		if !slices.Contains(noms, p.mot) {
			noms = append(noms, p.mot)
		}
	}
	return noms
}

// distance is the optimal string alignment distance between a and b: the
// fewest letters added, removed, changed, or two neighbours swapped.
func distance(a, b string) int {
	x, y := []rune(a), []rune(b)
	d := make([][]int, len(x)+1)
	for i := range d {
		d[i] = make([]int, len(y)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(x); i++ {
		for j := 1; j <= len(y); j++ {
			cout := 1
			if x[i-1] == y[j-1] {
				cout = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cout)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(x)][len(y)]
}
